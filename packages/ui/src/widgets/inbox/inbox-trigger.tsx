/**
 * What the messages and notifications triggers differ in, and their content and name (docs/spec/portal-spec.md
 * section 2 "Messages and notifications with unread badge when count is above 0"): one definition shared by
 * {@link InboxPanel} and by the placeholders an app shows before the panel's code has loaded
 * (`widgets/placeholders`), so that the button looks and is named the same in both. It holds none of the panels'
 * other strings (`inbox-configuration.ts` adds them), so that the placeholders do not carry them.
 */
import { Badge } from "../../components/badge/badge";
import { Icon } from "../../components/icon/icon";
import { formatMessage } from "../../i18n/messages";
import type { WidgetLabelSet } from "../panel/widget-labels";
import { messagesTriggerLabels, notificationsTriggerLabels, type InboxTriggerLabels } from "./inbox-trigger-labels";

/** What the messages and notifications triggers differ in (the panels' configuration adds theirs: `inbox-configuration.ts`). */
export interface InboxTriggerConfiguration {
  /** `data-slot` of the trigger (`messages`, `notifications`). */
  slot: string;
  /** Icon of the trigger and of the empty state. */
  icon: string;
  /** Colour of the unread badge. */
  badgeTone: "primary" | "info";
  /** Shipped strings of the trigger. */
  triggerLabels: WidgetLabelSet<InboxTriggerLabels>;
}

/** The messages trigger: inbox icon, primary-coloured badge, "Messages". */
export const messagesTrigger: InboxTriggerConfiguration = {
  slot: "messages",
  icon: "inbox",
  badgeTone: "primary",
  triggerLabels: messagesTriggerLabels,
};

/** The notifications trigger: bell icon, info-coloured badge, "Notifications". */
export const notificationsTrigger: InboxTriggerConfiguration = {
  slot: "notifications",
  icon: "bell",
  badgeTone: "info",
  triggerLabels: notificationsTriggerLabels,
};

/**
 * The trigger's accessible name: the title, or "Messages, 3 unread" while something is unread.
 * @param text - The trigger's strings in the ui language (a panel's labels include them).
 * @param unread - Number of unread items.
 */
export function inboxTriggerLabel(text: InboxTriggerLabels, unread: number): string {
  return unread > 0 ? formatMessage(text.triggerUnread, { count: unread }) : text.title;
}

/** Props of {@link InboxTriggerContent}. */
export interface InboxTriggerContentProps {
  /** Messages or notifications. */
  config: InboxTriggerConfiguration;
  /** The trigger's strings in the ui language. */
  text: InboxTriggerLabels;
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
