/**
 * The date-range filter of the logs page, in a module of its own: the logs page loads it lazily, so that the
 * calendar (react-aria's date machinery with the Buddhist calendar) does not count against the page's 30 KB
 * route budget (issue 8) and arrives while the log's first page is fetched.
 */
import { DateRangePicker, type IsoDateRange } from "@eoffice/ui";

/** Props of {@link AuditDateFilter}. */
export interface AuditDateFilterProps {
  /** Visible label. */
  label: string;
  /** The chosen days, or null for any time. */
  value: IsoDateRange | null;
  onChange(range: IsoDateRange | null): void;
}

/** The ui DateRangePicker, as the logs page's lazily loaded date filter. */
export default function AuditDateFilter({ label, value, onChange }: AuditDateFilterProps) {
  return <DateRangePicker label={label} value={value} onChange={onChange} />;
}
