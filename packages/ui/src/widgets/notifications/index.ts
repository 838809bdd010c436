// Barrel of the notifications widget (the shared inbox types come with `widgets/messages`).
export { NotificationsPanel } from "./notifications-panel";
export type { NotificationsPanelProps } from "./notifications-panel";
