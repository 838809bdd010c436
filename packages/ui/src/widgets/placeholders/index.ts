export {
  MessagesPanelPlaceholder,
  NotificationsPanelPlaceholder,
  ShortcutsPanelPlaceholder,
  SearchBarPlaceholder,
  UserMenuPlaceholder,
  SettingsDrawerPlaceholder,
} from "./top-bar-placeholders";
export type { TopBarPlaceholderProps, UserMenuPlaceholderProps } from "./top-bar-placeholders";
