/**
 * A complaint's status as a badge: the status name in the user's language (the text carries the meaning; the
 * colour only repeats it).
 */
import type { ComplaintStatusCode } from "./complaint-rules";

const TONES: Record<ComplaintStatusCode, string> = {
  received: "bg-info/15 text-info",
  in_progress: "bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100",
  completed: "bg-success/15 text-success",
  rejected: "bg-warn/15 text-warn",
  cancelled: "bg-hover text-muted",
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
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[code]}`}
    >
      {label}
    </span>
  );
}
