/**
 * NotificationsPanel: the top-bar notifications widget (docs/spec/portal-spec.md section 2 "Messages and notifications
 * with unread badge when count is above 0"). The notifications configuration of the shared
 * {@link InboxPanel}: bell icon, info-coloured badge, "Notifications" strings. See {@link InboxPanelProps}.
 */
import { InboxPanel, type InboxPanelProps } from "../inbox/inbox-panel";
import { notificationsConfiguration } from "../inbox/inbox-configuration";

/** Props of {@link NotificationsPanel} (the shared {@link InboxPanelProps}). */
export type NotificationsPanelProps = InboxPanelProps;

/** The notifications panel of the top bar. */
export function NotificationsPanel(props: NotificationsPanelProps) {
  return <InboxPanel {...props} config={notificationsConfiguration} />;
}
