export {
  MessagesPanelPlaceholder,
  NotificationsPanelPlaceholder,
  ShortcutsPanelPlaceholder,
  SearchBarPlaceholder,
  UserMenuPlaceholder,
  SettingsDrawerPlaceholder,
} from "./top-bar-placeholders";
export type { InboxPanelPlaceholderProps, TopBarPlaceholderProps, UserMenuPlaceholderProps } from "./top-bar-placeholders";
