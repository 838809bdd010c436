export {
  MessagesPanelPlaceholder,
  NotificationsPanelPlaceholder,
  ShortcutsPanelPlaceholder,
  SearchBarPlaceholder,
  UserMenuPlaceholder,
  SettingsDrawerPlaceholder,
} from "./top-bar-placeholders";
export type { InboxPanelPlaceholderProps, PlaceholderPressType, TopBarPlaceholderProps, UserMenuPlaceholderProps } from "./top-bar-placeholders";
