/**
 * StarRating: a satisfaction score from 1 to `max` stars (issue 9, item 3d; docs/architecture.md "Generic UI ...
 * rating"; the portal's satisfaction survey). Interactive, it is a react-aria `RadioGroup`: one tap or click sets
 * the rating, arrow keys move it (and wrap), Home and End jump to 1 and `max`, each star is a radio named
 * "3 of 5 stars" / "3 จาก 5 ดาว". Read-only (`isReadOnly`), it is a picture of the score (`role="img"`, "Rated 4.5 of
 * 5 stars") that can show fractions, for averages.
 *
 * The star is drawn here (like the checkbox mark): the icon set has no star glyph yet.
 */
import { useRef, useState, type KeyboardEvent } from "react";
import { Label, Radio, RadioGroup, type RadioGroupProps } from "react-aria-components";
import { formatMessage } from "../../i18n/messages";
import { ARIA_LOCALES, useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { starRatingRadioVariants, starRatingVariants, type StarRatingVariants } from "./star-rating.variants";

/** Props of {@link StarRating}. */
export interface StarRatingProps
  extends Pick<RadioGroupProps, "isDisabled" | "isRequired" | "name" | "isInvalid" | "aria-describedby"> {
  /** The rating (controlled): `1`..`max`, `null` for none. Read-only display accepts fractions (4.3). */
  value?: number | null;
  /** Initial rating (uncontrolled). @default null */
  defaultValue?: number | null;
  /** Called with the new rating (1..max). */
  onChange?: (value: number) => void;
  /** Number of stars. @default 5 */
  max?: number;
  /** Visible label. @default "Rating" / "ความพึงพอใจ" */
  label?: string;
  /** Hide the label visually (it still names the group). @default false */
  isLabelHidden?: boolean;
  /** Show the score, not an input (`role="img"`). @default false */
  isReadOnly?: boolean;
  /** Show "4.5 / 5" next to the stars (read-only). @default false */
  showValue?: boolean;
  /** Star size: `sm` 16 px, `md` 28 px (40 px tap target), `lg` 36 px. @default "md" */
  size?: StarRatingVariants["size"];
  /** Classes merged over the root's. */
  className?: string;
}

/** One star; `fill` is the filled share (0..1). */
function Star({ fill, slots }: { fill: number; slots: ReturnType<typeof starRatingVariants> }) {
  const path = "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";
  return (
    <span className={slots.star()} aria-hidden="true">
      <svg viewBox="0 0 24 24" className={slots.empty({ className: "size-full" })}>
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {fill > 0 && (
        <span className={slots.filled()} style={{ width: `${Math.min(1, fill) * 100}%` }}>
          <svg viewBox="0 0 24 24" className="block h-full" style={{ width: `${100 / Math.min(1, fill)}%`, maxWidth: "none" }}>
            <path d={path} fill="currentColor" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
        </span>
      )}
    </span>
  );
}

/** A star rating (see {@link StarRatingProps}). */
export function StarRating({
  value: valueProp,
  defaultValue = null,
  onChange,
  max = 5,
  label,
  isLabelHidden = false,
  isReadOnly = false,
  showValue = false,
  size,
  className,
  ...props
}: StarRatingProps) {
  const strings = useUiStrings();
  const locale = useUiLocale();
  const slots = starRatingVariants({ size });
  const [inner, setInner] = useState<number | null>(defaultValue);
  const value = valueProp !== undefined ? valueProp : inner;
  const [hovered, setHovered] = useState<number | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const name = label ?? strings.starRatingLabel;
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const number = new Intl.NumberFormat(ARIA_LOCALES[locale], { maximumFractionDigits: 1 });

  const set = (next: number) => {
    setInner(next);
    onChange?.(next);
  };

  if (isReadOnly) {
    const score = value ?? 0;
    const text =
      score > 0
        ? formatMessage(strings.starRatingReadOnly, { value: number.format(score), max })
        : strings.starRatingNone;
    return (
      <div data-slot="star-rating" data-readonly="true" className={slots.base({ className })}>
        <div className={slots.stars()}>
          <span role="img" aria-label={text} className="inline-flex items-center gap-0.5">
            {stars.map((star) => (
              <Star key={star} fill={Math.max(0, Math.min(1, score - star + 1))} slots={slots} />
            ))}
          </span>
          {showValue && (
            <span aria-hidden="true" className={slots.valueText()}>
              {score > 0 ? `${number.format(score)} / ${max}` : "–"}
            </span>
          )}
        </div>
      </div>
    );
  }

  // Home / End: react-aria's radio group handles the arrows; these two jump to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    if (props.isDisabled || (event.key !== "Home" && event.key !== "End")) return;
    event.preventDefault();
    const next = event.key === "Home" ? 1 : max;
    set(next);
    groupRef.current?.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
  };
  const shown = hovered ?? value ?? 0;

  return (
    // The wrapper only catches Home/End bubbling from the focused radio.
    <div onKeyDown={onKeyDown} className={className} data-slot="star-rating">
      <RadioGroup
        {...props}
        ref={groupRef}
        orientation="horizontal"
        value={value ? String(value) : null}
        onChange={(key) => set(Number(key))}
        className={slots.base()}
      >
        <Label className={isLabelHidden ? "sr-only" : "text-sm font-medium text-foreground"}>
          {name}
        </Label>
        <div className={slots.stars()} onPointerLeave={() => setHovered(null)}>
          {stars.map((star) => (
            <Radio
              key={star}
              value={String(star)}
              onHoverStart={() => setHovered(star)}
              className={(renderProps) => starRatingRadioVariants({ ...renderProps, size })}
            >
              <Star fill={star <= shown ? 1 : 0} slots={slots} />
              <span className="sr-only">{formatMessage(strings.starRatingValue, { value: star, max })}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}
