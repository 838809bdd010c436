// Barrel of the shared inbox implementation (messages and notifications).
export { InboxPanel } from "./inbox-panel";
export type { InboxPanelProps } from "./inbox-panel";
export type { InboxConfiguration } from "./inbox-configuration";
export { inboxPanelVariants } from "./inbox-panel.variants";
export { messagesLabels, notificationsLabels } from "./inbox-labels";
export type { InboxLabels } from "./inbox-labels";
export { countUnread } from "./inbox-types";
export type { InboxItem } from "./inbox-types";
export { formatInboxTime } from "./format-inbox-time";
export type { FormatInboxTimeOptions } from "./format-inbox-time";
