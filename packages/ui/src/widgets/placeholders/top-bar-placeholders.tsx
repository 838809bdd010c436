/**
 * Placeholders of the top-bar widgets and the settings button (tracker issue 8: the first render of a page waits
 * only for what it shows). Each renders exactly the trigger of its widget (same look, size, `data-slot` and
 * accessible name, in the ui language) without the popup's code, so that an app can show the top bar at once and
 * load the widgets when the browser is idle, then swap them in without moving anything. `onPress` tells the app
 * that the user pressed before the widget was there (the portal then loads it at once and opens it).
 *
 * The messages and notifications placeholders take the unread count (the app can ask for the list without the
 * panel's code) and show the panel's badge and name with it.
 */
import type { ReactNode } from "react";
import type { PressEvent } from "react-aria-components";
import { Avatar, StatusDot, statusName, type UserStatus } from "../../components/avatar/avatar";
import { Icon } from "../../components/icon/icon";
import { formatMessage } from "../../i18n/messages";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { focusRing } from "../../lib/focus-ring";
import { settingsTriggerLabels } from "../../settings/settings-trigger-labels";
import { settingsTriggerVariants } from "../../settings/settings-trigger.variants";
import {
  InboxTriggerContent,
  inboxTriggerLabel,
  messagesTrigger,
  notificationsTrigger,
  type InboxTriggerConfiguration,
} from "../inbox/inbox-trigger";
import { TopBarButton } from "../panel/top-bar-button";
import { useWidgetLabels } from "../panel/widget-labels";
import { searchTriggerLabels } from "../search/search-trigger-labels";
import { searchTriggerVariants } from "../search/search-trigger.variants";
import { shortcutsTriggerLabels } from "../shortcuts/shortcuts-trigger-labels";

/** How a placeholder was pressed: react-aria's `PointerType` (`mouse`, `pen`, `touch`, `keyboard` or `virtual`). */
export type PlaceholderPressType = PressEvent["pointerType"];

/** Props shared by every placeholder. */
export interface TopBarPlaceholderProps {
  /**
   * Called when the placeholder is pressed (mouse, touch, Enter or Space), with how: an app that opens the widget in its
   * place presses the widget's trigger the same way (a menu opened by a pointer does not move focus to its first item).
   */
  onPress?: (pointerType: PlaceholderPressType) => void;
}

/** The `onPress` of a placeholder's react-aria button. */
const pressWith = (onPress: TopBarPlaceholderProps["onPress"]) => (onPress ? (event: PressEvent) => onPress(event.pointerType) : undefined);

/** Props of {@link MessagesPanelPlaceholder} and {@link NotificationsPanelPlaceholder}. */
export interface InboxPanelPlaceholderProps extends TopBarPlaceholderProps {
  /** Number of unread items: the panel's badge and "Messages, 3 unread" as the name. @default 0 */
  unread?: number;
}

/** An inbox panel's trigger, with its badge. */
function InboxTrigger({ config, unread = 0, onPress }: InboxPanelPlaceholderProps & { config: InboxTriggerConfiguration }) {
  const text = useWidgetLabels(config.triggerLabels);
  return (
    <TopBarButton aria-label={inboxTriggerLabel(text, unread)} data-slot={config.slot} onPress={pressWith(onPress)}>
      <InboxTriggerContent config={config} text={text} unread={unread} />
    </TopBarButton>
  );
}

/** The trigger of `MessagesPanel`, with its unread badge. */
export function MessagesPanelPlaceholder(props: InboxPanelPlaceholderProps) {
  return <InboxTrigger {...props} config={messagesTrigger} />;
}

/** The trigger of `NotificationsPanel`, with its unread badge. */
export function NotificationsPanelPlaceholder(props: InboxPanelPlaceholderProps) {
  return <InboxTrigger {...props} config={notificationsTrigger} />;
}

/** The trigger of `ShortcutsPanel`. */
export function ShortcutsPanelPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const text = useWidgetLabels(shortcutsTriggerLabels);
  return (
    <TopBarButton aria-label={text.title} data-slot="shortcuts" onPress={pressWith(onPress)}>
      <Icon name="bookmark" size={20} />
    </TopBarButton>
  );
}

/** The closed `SearchBar`. */
export function SearchBarPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const text = useWidgetLabels(searchTriggerLabels);
  return (
    <span className={searchTriggerVariants().base()} data-slot="search-bar" data-state="closed">
      <TopBarButton aria-label={text.open} onPress={pressWith(onPress)}>
        <Icon name="search" size={20} />
      </TopBarButton>
    </span>
  );
}

/** Props of {@link UserMenuPlaceholder}. */
export interface UserMenuPlaceholderProps extends TopBarPlaceholderProps {
  /** The signed-in user (as `UserMenu` takes them). */
  user: { name: string; avatar?: string | null; status: UserStatus };
  /** Shows the picture or initials; otherwise a user icon. @default true */
  showAvatar?: boolean;
}

/** The trigger of `UserMenu`. */
export function UserMenuPlaceholder({ user, showAvatar = true, onPress }: UserMenuPlaceholderProps) {
  const strings = useUiStrings();
  const status = statusName(user.status, strings);
  let content: ReactNode;
  if (showAvatar) content = <Avatar name={user.name} src={user.avatar} size="sm" status={user.status} isDecorative />;
  else {
    content = (
      <span className="relative inline-flex">
        <Icon name="user" size={22} />
        <StatusDot status={user.status} placement="corner" isLabelled={false} />
      </span>
    );
  }
  return (
    <TopBarButton
      data-slot="user-menu"
      aria-label={`${strings.userMenu}: ${user.name}, ${formatMessage(strings.statusLabel, { status })}`}
      onPress={pressWith(onPress)}
    >
      {content}
    </TopBarButton>
  );
}

/** The button of `SettingsDrawer` (the tab on the right edge). */
export function SettingsDrawerPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const labels = useWidgetLabels(settingsTriggerLabels);
  const slots = settingsTriggerVariants();
  return (
    <button
      type="button"
      aria-label={labels.settings}
      data-slot="settings-button"
      // A click with no pointer position came from the keyboard (Enter or Space).
      onClick={(event) => onPress?.(event.detail === 0 ? "keyboard" : "mouse")}
      className={`${slots.trigger()} ${focusRing({ isFocusVisible: false })} focus-visible:outline-2`}
    >
      <Icon name="settings" size={20} className={slots.triggerIcon()} />
    </button>
  );
}
