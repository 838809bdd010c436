/**
 * The signed-in shell's widgets with popups (top-bar panels, user menu, document search, settings drawer): one
 * module loaded after the first render, when the browser is idle, or at once when one of their placeholders is
 * pressed (`deferred-widget.tsx`, tracker issue 8). Nothing else imports them statically.
 */
import { UserMenu, type UserMenuProps } from "@eoffice/ui";
import { useStatusChange } from "./use-status-change";

export { SettingsDrawer } from "@eoffice/ui";
export { DocumentSearch } from "./document-search";
export { InboxWidget, ShortcutsWidget } from "./top-bar-widgets";

/** The user menu, saving the status the user picks (`use-status-change.ts`). */
export function UserMenuWidget(props: Omit<UserMenuProps, "onStatusChange">) {
  const saveStatus = useStatusChange();
  return <UserMenu {...props} onStatusChange={saveStatus} />;
}
