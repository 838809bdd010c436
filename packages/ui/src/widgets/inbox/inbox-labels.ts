/**
 * Strings of the shared inbox panel ({@link InboxPanel}) for its two configurations, messages and
 * notifications, in English and Thai. `{count}` is filled with the unread count.
 */
import type { WidgetLabelSet } from "../panel/widget-labels";
import { messagesTriggerLabels, notificationsTriggerLabels, type InboxTriggerLabels } from "./inbox-trigger-labels";

/**
 * Labels of an {@link InboxPanel} (and so of `MessagesPanel` and `NotificationsPanel`): its trigger's
 * (`inbox-trigger-labels.ts`) and the panel's own.
 */
export interface InboxLabels extends InboxTriggerLabels {
  /** Header button marking every item read. */
  markAllRead: string;
  /** Row button of an unread item. */
  markRead: string;
  /** Row button of a read item. */
  markUnread: string;
  /** Row button removing the item. */
  remove: string;
  /** Said (visually hidden) before an unread row's title, so that unread is not shown by colour only. */
  unread: string;
  /** Heading of the empty state. */
  emptyTitle: string;
  /** Hint line of the empty state. */
  emptyHint: string;
  /** Shown when `error` is `true` (a string `error` is shown as given). */
  error: string;
  /** Label of the loading indicator. */
  loading: string;
  /** Accessible name of the panel's close button. */
  close: string;
}

/** Shipped labels of the messages configuration. */
export const messagesLabels: WidgetLabelSet<InboxLabels> = {
  en: {
    ...messagesTriggerLabels.en,
    markAllRead: "Mark all as read",
    markRead: "Mark as read",
    markUnread: "Mark as unread",
    remove: "Remove",
    unread: "Unread",
    emptyTitle: "No messages",
    emptyHint: "When you have messages, they will appear here.",
    error: "Messages could not be loaded. Please try again.",
    loading: "Loading messages…",
    close: "Close",
  },
  th: {
    ...messagesTriggerLabels.th,
    markAllRead: "ทำเครื่องหมายว่าอ่านแล้วทั้งหมด",
    markRead: "ทำเครื่องหมายว่าอ่านแล้ว",
    markUnread: "ทำเครื่องหมายว่ายังไม่ได้อ่าน",
    remove: "ลบ",
    unread: "ยังไม่ได้อ่าน",
    emptyTitle: "ไม่มีข้อความ",
    emptyHint: "เมื่อมีข้อความถึงท่าน ข้อความจะแสดงที่นี่",
    error: "ไม่สามารถโหลดข้อความได้ กรุณาลองใหม่อีกครั้ง",
    loading: "กำลังโหลดข้อความ…",
    close: "ปิด",
  },
};

/** Shipped labels of the notifications configuration. */
export const notificationsLabels: WidgetLabelSet<InboxLabels> = {
  en: {
    ...messagesLabels.en,
    ...notificationsTriggerLabels.en,
    emptyTitle: "No notifications",
    emptyHint: "When you have notifications, they will appear here.",
    error: "Notifications could not be loaded. Please try again.",
    loading: "Loading notifications…",
  },
  th: {
    ...messagesLabels.th,
    ...notificationsTriggerLabels.th,
    emptyTitle: "ไม่มีการแจ้งเตือน",
    emptyHint: "เมื่อมีการแจ้งเตือนถึงท่าน การแจ้งเตือนจะแสดงที่นี่",
    error: "ไม่สามารถโหลดการแจ้งเตือนได้ กรุณาลองใหม่อีกครั้ง",
    loading: "กำลังโหลดการแจ้งเตือน…",
  },
};
