/**
 * What the messages and notifications panels differ in ({@link InboxPanel}; docs/spec/portal-spec.md section 2
 * "Messages and notifications with unread badge when count is above 0"): their trigger's (`inbox-trigger.tsx`, which
 * the top bar's placeholders use alone) and the panel's own.
 */
import type { WidgetLabelSet } from "../panel/widget-labels";
import { messagesLabels, notificationsLabels, type InboxLabels } from "./inbox-labels";
import { messagesTrigger, notificationsTrigger, type InboxTriggerConfiguration } from "./inbox-trigger";

/** What differs between messages and notifications. */
export interface InboxConfiguration extends InboxTriggerConfiguration {
  /** Icon of a row without image or icon. */
  itemIcon: string;
  /** Shipped labels of the panel (its trigger's included). */
  labels: WidgetLabelSet<InboxLabels>;
}

/** The messages configuration: inbox icon, primary-coloured badge, "Messages" strings. */
export const messagesConfiguration: InboxConfiguration = { ...messagesTrigger, itemIcon: "mail", labels: messagesLabels };

/** The notifications configuration: bell icon, info-coloured badge, "Notifications" strings. */
export const notificationsConfiguration: InboxConfiguration = { ...notificationsTrigger, itemIcon: "bell", labels: notificationsLabels };
