/**
 * The radio group every settings section uses (theme, scheme, layout): a heading naming a react-aria
 * `RadioGroup` (arrow keys move and select, one tab stop), options as cards in a grid. The selection shows by
 * a primary border and tint AND a check mark, so it never depends on colour alone (WCAG 1.4.1).
 */
import { useId, type ReactNode } from "react";
import { Radio, RadioGroup } from "react-aria-components";
import { Check } from "lucide-react";
import { settingsDrawerVariants, settingsGridVariants, settingsOptionVariants } from "./settings.variants";

/** One option of a {@link SettingsRadioGroup}. */
export interface SettingsOption<T extends string> {
  /** The value. */
  value: T;
  /** The visible name (also the accessible name). */
  label: string;
  /** A secondary line, also the accessible description. */
  description?: string;
  /** A decorative picture (swatch, icon, wireframe). */
  visual?: ReactNode;
  /** Starts a new row of the grid. @default false */
  startsRow?: boolean;
}

/** Props of {@link SettingsRadioGroup}. */
export interface SettingsRadioGroupProps<T extends string> {
  /** The section heading (names the group). */
  title: string;
  /** The options, in order. */
  options: readonly SettingsOption<T>[];
  /** The selected value. */
  value: T;
  /** Called with the chosen value. */
  onChange: (value: T) => void;
  /** Grid columns. @default 3 */
  columns?: 1 | 2 | 3;
  /** Option look: `pill` (visual and name in a row), `card` (visual above the name), `row` (with description). @default "pill" */
  shape?: "pill" | "card" | "row";
  /** `data-slot` of the section. */
  slot: string;
}

/** A settings section with a radio group (see the module comment). */
export function SettingsRadioGroup<T extends string>({ title, options, value, onChange, columns = 3, shape = "pill", slot }: SettingsRadioGroupProps<T>) {
  const headingId = useId();
  const slots = settingsDrawerVariants();
  return (
    <section data-slot={slot} aria-labelledby={headingId} className={slots.section()}>
      <h3 id={headingId} className={slots.sectionTitle()}>{title}</h3>
      <RadioGroup
        aria-labelledby={headingId}
        value={value}
        onChange={(next) => onChange(next as T)}
        className={settingsGridVariants({ columns })}
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            aria-label={option.label}
            aria-describedby={option.description ? `${headingId}-${option.value}` : undefined}
            className={({ isSelected, isFocusVisible }) =>
              settingsOptionVariants({ isSelected, isFocusVisible, shape, className: option.startsRow ? "col-start-1" : undefined })
            }
          >
            {({ isSelected }) => (
              <>
                {option.visual}
                <span className="flex min-w-0 flex-col text-start">
                  <span className={shape === "card" ? "truncate text-center" : "truncate"}>{option.label}</span>
                  {option.description && (
                    <span id={`${headingId}-${option.value}`} className="text-xs font-normal text-muted">
                      {option.description}
                    </span>
                  )}
                </span>
                {isSelected && (
                  <span aria-hidden="true" className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-primary text-on-primary">
                    <Check size={14} strokeWidth={3} />
                  </span>
                )}
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
    </section>
  );
}
