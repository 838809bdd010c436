/**
 * Badge: a count pill (docs/spec/shell-behaviour.md section 7: unread badge on messages and notifications, hidden at 0,
 * uncapped by default). The number is shown; assistive technology hears a sentence ("3 unread").
 */
import { formatMessage } from "../../i18n/messages";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { badgeVariants, type BadgeVariants } from "./badge.variants";

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The count. Nothing renders at 0 or below. */
  count: number;
  /** Largest number shown; above it shows "<max>+". @default undefined (uncapped) */
  max?: number;
  /** What assistive technology hears; `{count}` is filled. @default the ui string `unreadCount` ("{count} unread" / "ยังไม่ได้อ่าน {count} รายการ") */
  label?: string;
  /** Colour. @default "primary" */
  tone?: BadgeVariants["tone"];
  /** `sm` 16 px or `md` 20 px tall. @default "sm" */
  size?: BadgeVariants["size"];
  /** Classes merged over the recipe's (for example absolute placement on an icon button). */
  className?: string;
}

/** A count pill; renders nothing when `count` is 0. */
export function Badge({ count, max, label, tone, size, className }: BadgeProps) {
  const strings = useUiStrings();
  if (!(count > 0)) return null;
  const shown = max !== undefined && count > max ? `${max}+` : String(count);
  return (
    <span data-slot="badge" className={badgeVariants({ tone, size, className })}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{formatMessage(label ?? strings.unreadCount, { count })}</span>
    </span>
  );
}
