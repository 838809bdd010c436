/**
 * The shell around every signed-in page (portal-spec.md section 2 "Layouts": classy by default): the ui
 * `ClassyLayout` with the default e-service menu, the current path, the signed-in user from the stored profile,
 * and the top bar's language menu, fullscreen toggle, shortcuts, messages and notifications panels and the user
 * menu (profile: coming soon; status saved with `PATCH /common/user`; sign out). The document search of the top
 * bar is for staff only and leads to the document-management area, which the portal does not have yet.
 */
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { signOut } from "../features/auth/auth-service";
import { ClassyLayout, FullscreenToggle, UserMenu, type LayoutUser, type UserMenuUser } from "@eoffice/ui";
import { useSession } from "../features/auth/session";
import { E_SERVICE_HOME } from "../features/e-service/e-service-menu";
import { eServiceNavigation } from "./e-service-navigation";
import { LanguageSwitch } from "./language-switch";
import { useProfileRefresh } from "./use-profile-refresh";
import { useStatusChange } from "./use-status-change";
import { InboxWidget, ShortcutsWidget } from "./top-bar-widgets";

/** Path of the profile page (coming soon; routes.tsx shows it). */
const PROFILE_PATH = `${E_SERVICE_HOME}/profile`;

/** The signed-in shell (module loaded lazily). */
export default function SignedInShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const { profile } = useSession();
  useProfileRefresh();
  const saveStatus = useStatusChange();

  // `t` is re-bound by react-i18next when the language changes, so the titles follow the language.
  const navigation = useMemo(() => eServiceNavigation(t), [t]);

  const layoutUser: LayoutUser | undefined = profile
    ? {
        title: profile.title,
        firstname: profile.firstname,
        lastname: profile.lastname,
        email: profile.email,
        ...(profile.avatar ? { avatar: profile.avatar } : {}),
      }
    : undefined;
  const menuUser: UserMenuUser | undefined = profile
    ? { name: profile.name, email: profile.email, avatar: profile.avatar ?? null, status: profile.status }
    : undefined;

  return (
    <ClassyLayout
      navigation={navigation}
      currentPath={location}
      user={layoutUser}
      logo={<img src="/logo.svg" alt={t("shell.logoAlt")} width={32} height={32} />}
      languages={<LanguageSwitch />}
      fullscreen={<FullscreenToggle />}
      shortcuts={<ShortcutsWidget />}
      messages={<InboxWidget kind="messages" />}
      notifications={<InboxWidget kind="notifications" />}
      userMenu={
        menuUser && (
          <UserMenu
            user={menuUser}
            onStatusChange={saveStatus}
            onProfile={() => navigate(PROFILE_PATH)}
            onSignOut={() => {
              // Clear the session at once, so that closing the tab now still signs out; the sign-out page
              // shares the same pending sign-out and then goes on to sign-in.
              void signOut();
              navigate("/sign-out");
            }}
          />
        )
      }
    >
      {children}
    </ClassyLayout>
  );
}
