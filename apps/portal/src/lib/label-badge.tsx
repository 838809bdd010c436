/**
 * A short text label in a pill (a role, a message state): the text carries the meaning, the colour only repeats
 * it. The ui package's `Badge` is a count pill (unread counts), so labels use this one; the complaints' status
 * badge follows the same look.
 */

/** Tones of a {@link LabelBadge}: text on the surface colour with a border of the same hue (4.5:1 in every theme). */
const TONES = {
  neutral: "border-border text-muted",
  info: "border-info text-info",
  primary: "border-primary text-primary",
  success: "border-success text-success",
  warn: "border-warn text-warn",
} as const;

/** Props of {@link LabelBadge}. */
export interface LabelBadgeProps {
  /** The text, in the user's language. */
  label: string;
  /** Colour. @default "neutral" */
  tone?: keyof typeof TONES;
  /** Value of `data-value` (for tests and styling), for example the role or state code. */
  value?: string;
}

/** A text label in a pill. */
export function LabelBadge({ label, tone = "neutral", value }: LabelBadgeProps) {
  return (
    <span
      data-value={value}
      className={`inline-flex items-center rounded-full border bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
