/**
 * What the messages and notifications panels differ in, and their trigger's content and name (docs/spec/portal-spec.md
 * section 2 "Messages and notifications with unread badge when count is above 0"): one definition shared by
 * {@link InboxPanel} and by the placeholders an app shows before the panel's code has loaded
 * (`widgets/placeholders`), so that the button looks and is named the same in both.
 */
import { Badge } from "../../components/badge/badge";
import { Icon } from "../../components/icon/icon";
import { formatMessage } from "../../i18n/messages";
import type { WidgetLabelSet } from "../panel/widget-labels";
import { messagesLabels, notificationsLabels, type InboxLabels } from "./inbox-labels";

/** What differs between messages and notifications. */
export interface InboxConfiguration {
  /** `data-slot` of the trigger (`messages`, `notifications`). */
  slot: string;
  /** Icon of the trigger and of the empty state. */
  icon: string;
  /** Icon of a row without image or icon. */
  itemIcon: string;
  /** Colour of the unread badge. */
  badgeTone: "primary" | "info";
  /** Shipped labels. */
  labels: WidgetLabelSet<InboxLabels>;
}

/** The messages configuration: inbox icon, primary-coloured badge, "Messages" strings. */
export const messagesConfiguration: InboxConfiguration = {
  slot: "messages",
  icon: "inbox",
  itemIcon: "mail",
  badgeTone: "primary",
  labels: messagesLabels,
};

/** The notifications configuration: bell icon, info-coloured badge, "Notifications" strings. */
export const notificationsConfiguration: InboxConfiguration = {
  slot: "notifications",
  icon: "bell",
  itemIcon: "bell",
  badgeTone: "info",
  labels: notificationsLabels,
};

/**
 * The trigger's accessible name: the title, or "Messages, 3 unread" while something is unread.
 * @param text - The panel's labels in the ui language.
 * @param unread - Number of unread items.
 */
export function inboxTriggerLabel(text: InboxLabels, unread: number): string {
  return unread > 0 ? formatMessage(text.triggerUnread, { count: unread }) : text.title;
}

/** Props of {@link InboxTriggerContent}. */
export interface InboxTriggerContentProps {
  /** Messages or notifications. */
  config: InboxConfiguration;
  /** The panel's labels in the ui language. */
  text: InboxLabels;
  /** Number of unread items (no badge at 0). */
  unread: number;
}

/** The trigger's icon and unread badge (decorative: the trigger's name says the count). */
export function InboxTriggerContent({ config, text, unread }: InboxTriggerContentProps) {
  return (
    <>
      <Icon name={config.icon} size={20} />
      <Badge
        count={unread}
        tone={config.badgeTone}
        label={text.triggerUnread}
        className="pointer-events-none absolute -end-0.5 -top-0.5"
      />
    </>
  );
}
