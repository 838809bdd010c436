/**
 * Placeholders of the top-bar widgets and the settings button (tracker issue 8: the first render of a page waits
 * only for what it shows). Each renders exactly the trigger of its widget (same look, size, `data-slot` and
 * accessible name, in the ui language) without the popup's code, so that an app can show the top bar at once and
 * load the widgets when the browser is idle, then swap them in without moving anything. `onPress` tells the app
 * that the user pressed before the widget was there (the portal then loads it at once and opens it).
 *
 * The badge of the messages and notifications buttons comes with the widget (it needs the list, fetched then).
 */
import type { ReactNode } from "react";
import { Avatar, StatusDot, statusName, type UserStatus } from "../../components/avatar/avatar";
import { Icon } from "../../components/icon/icon";
import { formatMessage } from "../../i18n/messages";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { focusRing } from "../../lib/focus-ring";
import { settingsLabels } from "../../settings/settings-labels";
import { settingsDrawerVariants } from "../../settings/settings.variants";
import { messagesLabels, notificationsLabels } from "../inbox/inbox-labels";
import { TopBarButton } from "../panel/top-bar-button";
import { useWidgetLabels } from "../panel/widget-labels";
import { searchLabels } from "../search/search-labels";
import { searchBarVariants } from "../search/search-bar.variants";
import { shortcutsLabels } from "../shortcuts/shortcuts-labels";

/** Props shared by every placeholder. */
export interface TopBarPlaceholderProps {
  /** Called when the placeholder is pressed (mouse, touch, Enter or Space). */
  onPress?: () => void;
}

/** A panel's trigger: the icon button of `MessagesPanel`, `NotificationsPanel` or `ShortcutsPanel`. */
function PanelTrigger({ label, slot, icon, onPress }: TopBarPlaceholderProps & { label: string; slot: string; icon: string }) {
  return (
    <TopBarButton aria-label={label} data-slot={slot} onPress={onPress}>
      <Icon name={icon} size={20} />
    </TopBarButton>
  );
}

/** The trigger of `MessagesPanel` (without its unread badge). */
export function MessagesPanelPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const text = useWidgetLabels(messagesLabels);
  return <PanelTrigger label={text.title} slot="messages" icon="inbox" onPress={onPress} />;
}

/** The trigger of `NotificationsPanel` (without its unread badge). */
export function NotificationsPanelPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const text = useWidgetLabels(notificationsLabels);
  return <PanelTrigger label={text.title} slot="notifications" icon="bell" onPress={onPress} />;
}

/** The trigger of `ShortcutsPanel`. */
export function ShortcutsPanelPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const text = useWidgetLabels(shortcutsLabels);
  return <PanelTrigger label={text.title} slot="shortcuts" icon="bookmark" onPress={onPress} />;
}

/** The closed `SearchBar`. */
export function SearchBarPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const text = useWidgetLabels(searchLabels);
  return (
    <span className={searchBarVariants().base()} data-slot="search-bar" data-state="closed">
      <TopBarButton aria-label={text.open} onPress={onPress}>
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
      onPress={onPress}
    >
      {content}
    </TopBarButton>
  );
}

/** The button of `SettingsDrawer` (the tab on the right edge). */
export function SettingsDrawerPlaceholder({ onPress }: TopBarPlaceholderProps) {
  const labels = useWidgetLabels(settingsLabels);
  const slots = settingsDrawerVariants();
  return (
    <button
      type="button"
      aria-label={labels.settings}
      data-slot="settings-button"
      onClick={onPress}
      className={`${slots.trigger()} ${focusRing({ isFocusVisible: false })} focus-visible:outline-2`}
    >
      <Icon name="settings" size={20} className={slots.triggerIcon()} />
    </button>
  );
}
