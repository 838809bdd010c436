/**
 * MessagesPanel: the top-bar messages widget (docs/spec/portal-spec.md section 2 "Messages and notifications with unread
 * badge when count is above 0"). The messages configuration of the shared {@link InboxPanel}: inbox icon,
 * primary-coloured badge, "Messages" strings. See {@link InboxPanelProps} for the props.
 */
import { InboxPanel, type InboxPanelProps } from "../inbox/inbox-panel";
import { messagesConfiguration } from "../inbox/inbox-configuration";

/** Props of {@link MessagesPanel} (the shared {@link InboxPanelProps}). */
export type MessagesPanelProps = InboxPanelProps;

/** The messages panel of the top bar. */
export function MessagesPanel(props: MessagesPanelProps) {
  return <InboxPanel {...props} config={messagesConfiguration} />;
}
