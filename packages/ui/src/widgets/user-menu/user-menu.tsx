/**
 * UserMenu (docs/spec/shell-behaviour.md section 7 "User menu"): the top bar's avatar button and its menu: "Signed in as"
 * with the e-mail, Profile, Settings (when the app has a settings page: `onSettings`), a Status submenu (Online,
 * Away, Busy, Invisible) and Sign out. Presentational: the
 * app saves the status and signs out. Better than the template: the current status is checked and announced,
 * the status dot has a text alternative, the button has a name, Profile works, and Escape closes the menu from the
 * moment it shows (`useOpenOverlay`).
 */
import { useRef, useState } from "react";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { useOpenOverlay } from "../../lib/use-open-overlay";
import { formatMessage } from "../../i18n/messages";
import { Avatar, StatusDot, USER_STATUSES, statusName, type UserStatus } from "../../components/avatar/avatar";
import { Icon } from "../../components/icon/icon";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from "../../components/menu/menu";
import { Popover } from "../../components/popover/popover";
import { TopBarButton } from "../panel/top-bar-button";

/** The signed-in user as the menu shows them (spec section 3 "User profile"). */
export interface UserMenuUser {
  /** Display name. */
  name: string;
  /** E-mail address shown under "Signed in as". */
  email: string;
  /** Picture URL; `null` or absent shows the initials (or a user icon when `showAvatar` is false). */
  avatar?: string | null;
  /** Presence. */
  status: UserStatus;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: UserMenuUser;
  /** Called with the chosen status when it differs from the current one. */
  onStatusChange: (status: UserStatus) => void;
  /** Called when Profile is chosen. */
  onProfile: () => void;
  /** Called when Settings is chosen; the entry is shown only when given. */
  onSettings?: () => void;
  /** Called when Sign out is chosen. */
  onSignOut: () => void;
  /** Shows the picture or initials on the button; otherwise a user icon. @default true */
  showAvatar?: boolean;
  /** Classes merged over the trigger's. */
  className?: string;
}

/** The top bar's user menu. */
export function UserMenu({ user, onStatusChange, onProfile, onSettings, onSignOut, showAvatar = true, className }: UserMenuProps) {
  const strings = useUiStrings();
  const status = statusName(user.status, strings);
  const [isOpen, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  useOpenOverlay(isOpen, menuRef, () => setOpen(false));
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <TopBarButton
        data-slot="user-menu"
        aria-label={`${strings.userMenu}: ${user.name}, ${formatMessage(strings.statusLabel, { status })}`}
        className={className}
      >
        {showAvatar ? (
          <Avatar name={user.name} src={user.avatar} size="sm" status={user.status} isDecorative />
        ) : (
          <span className="relative inline-flex">
            <Icon name="user" size={22} />
            <StatusDot status={user.status} placement="corner" isLabelled={false} />
          </span>
        )}
      </TopBarButton>
      <Popover placement="bottom end" className="min-w-56">
        <Menu ref={menuRef}>
          <MenuSection
            aria-label={`${strings.signedInAs} ${user.email}`}
            title={
              <span className="flex flex-col">
                <span>{strings.signedInAs}</span>
                <span className="truncate font-medium text-foreground">{user.email}</span>
              </span>
            }
          >
            <MenuItem id="profile" icon="user" onAction={onProfile}>
              {strings.profile}
            </MenuItem>
            {onSettings && (
              <MenuItem id="settings" icon="settings" onAction={onSettings}>
                {strings.accountSettings}
              </MenuItem>
            )}
            <SubmenuTrigger>
              <MenuItem id="status" textValue={strings.status}>
                <span className="flex items-center gap-3">
                  <StatusDot status={user.status} isLabelled={false} className="ms-1.5 me-1" />
                  <span>
                    {strings.status} <span className="text-muted">({status})</span>
                  </span>
                </span>
              </MenuItem>
              <Popover placement="start top" className="min-w-44">
                <Menu
                  selectionMode="single"
                  selectedKeys={[user.status]}
                  disallowEmptySelection
                  onAction={(key) => {
                    if (key !== user.status) onStatusChange(key as UserStatus);
                  }}
                >
                  {USER_STATUSES.map((option) => (
                    <MenuItem key={option} id={option} textValue={statusName(option, strings)}>
                      <span className="flex items-center gap-3">
                        <StatusDot status={option} isLabelled={false} />
                        {statusName(option, strings)}
                      </span>
                    </MenuItem>
                  ))}
                </Menu>
              </Popover>
            </SubmenuTrigger>
          </MenuSection>
          <MenuSeparator />
          <MenuSection aria-label={strings.signOut}>
            <MenuItem id="sign-out" icon="log-out" onAction={onSignOut}>
              {strings.signOut}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
