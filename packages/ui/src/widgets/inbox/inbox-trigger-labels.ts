/**
 * The names of the messages and notifications triggers in English and Thai, in a module of their own: the top bar's
 * placeholders (`widgets/placeholders`) name the triggers before the panels' code and their other strings
 * (`inbox-labels.ts`, which spreads these) have loaded (tracker issue 40 item 1). `{count}` is the unread count.
 */
import type { WidgetLabelSet } from "../panel/widget-labels";

/** The strings of an inbox panel's trigger. */
export interface InboxTriggerLabels {
  /** Panel title, also the trigger's name when nothing is unread. */
  title: string;
  /** Trigger's accessible name while something is unread; `{count}` is the number. */
  triggerUnread: string;
}

/** The messages trigger's strings. */
export const messagesTriggerLabels: WidgetLabelSet<InboxTriggerLabels> = {
  en: { title: "Messages", triggerUnread: "Messages, {count} unread" },
  th: { title: "ข้อความ", triggerUnread: "ข้อความ ยังไม่ได้อ่าน {count} รายการ" },
};

/** The notifications trigger's strings. */
export const notificationsTriggerLabels: WidgetLabelSet<InboxTriggerLabels> = {
  en: { title: "Notifications", triggerUnread: "Notifications, {count} unread" },
  th: { title: "การแจ้งเตือน", triggerUnread: "การแจ้งเตือน ยังไม่ได้อ่าน {count} รายการ" },
};
