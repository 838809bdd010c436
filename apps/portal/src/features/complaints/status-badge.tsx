/**
 * A complaint's status as a badge: the status name in the user's language (the text carries the meaning; the
 * colour only repeats it).
 */
import type { ComplaintStatusCode } from "./complaint-rules";

/** Text on the surface colour with a border of the same hue: keeps 4.5:1 contrast in every theme. */
const TONES: Record<ComplaintStatusCode, string> = {
  received: "border-info text-info",
  accepted: "border-primary text-primary",
  in_progress: "border-primary text-primary",
  completed: "border-success text-success",
  rejected: "border-warn text-warn",
  cancelled: "border-border text-muted",
};

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The status code (chooses the colour). */
  code: ComplaintStatusCode;
  /** The status name in the user's language. */
  label: string;
}

/** The status of a complaint. */
export function StatusBadge({ code, label }: StatusBadgeProps) {
  return (
    <span
      data-status={code}
      className={`inline-flex items-center rounded-full border bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[code]}`}
    >
      {label}
    </span>
  );
}
