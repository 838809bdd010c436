/**
 * The shell around every signed-in page (docs/spec/portal-spec.md section 2 "Layouts" and "Top-bar widgets"): the ui
 * `Layout` named by the resolved layout (route value, then `?layout=`, then the persisted configuration; classy
 * by default), with every layout's navigation set, the signed-in user from the stored profile, the municipality's
 * logo and short name in the top bar and its full name in the footer (its identity, tracker issue 38 item 1),
 * the settings drawer (theme, scheme, layout), and the top bar's language menu, fullscreen toggle, document
 * search (staff realm only), shortcuts, messages and notifications panels and the user menu (profile: the
 * profile page of the realm, and settings: `/setting`, issue 15; status saved with `PATCH /common/user`; sign out).
 * The widgets with popups and the drawer load on the user's intent (`deferred-widget.tsx`: their placeholders show
 * the same buttons until then, the messages and notifications buttons with their unread badge; tracker issue 8).
 * Above a resident's page (not on the settings page, which has its own), the prompt to accept a new version of the
 * privacy notice while it is needed (`deferred-consent-prompt.tsx`, issue 15 item 8): a banner, so that sign-out and
 * the rest stay usable.
 *
 * Navigation: residents get the default e-service menu; staff get the menu from the server (`GET /v1/Menu/listAll`,
 * spec section 7 "Menu call"; issue 10 item 3), titled by the server in the user's language (asked again when the
 * language changes), with a "Loading menu" row while it loads and an error with "Try again" above the page when
 * it cannot be loaded.
 *
 * Strings: navigation titles come from the portal's i18n (`t` changes with the language); the layouts, widgets
 * and drawer pick their shipped English or Thai strings from the `UiI18nProvider` that app.tsx feeds with the
 * portal's language, and the footer year is written in the Buddhist era in Thai.
 */
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLocation, useSearch } from "wouter";
import {
  Alert,
  FullscreenToggle,
  Layout,
  SearchBarPlaceholder,
  SettingsDrawerPlaceholder,
  ShortcutsPanelPlaceholder,
  UserMenuPlaceholder,
  type LayoutNavigation,
  type LayoutUser,
  type UserMenuUser,
} from "@eoffice/ui";
import { signOut } from "../features/auth/auth-service";
import { useSession } from "../session/session";
import { SETTINGS_PATH } from "../features/account/account-settings";
import { E_SERVICE_HOME } from "../routing/e-service-home";
import { useStaffMenu } from "../features/staff/staff-menu";
import { HOME_PATHS } from "../routing/guards";
import { staffLayoutNavigation, staffNavigationItems } from "./staff-navigation";
import { DeferredConsentPrompt, offersConsentPrompt } from "./deferred-consent-prompt";
import { DeferredWidget } from "./deferred-widget";
import { InboxButton } from "./inbox-button";
import { portalNavigation } from "./e-service-navigation";
import { LanguageSwitch } from "../lib/language-switch";
import { useLayoutConfigChange, usePortalLayoutConfig, useResolvedLayout } from "./layout-config";
import { ProfileRefresh } from "./profile-refresh";
import { MunicipalityLogo, municipalityName, useMunicipality } from "../lib/municipality";

/** Path of the profile page of each realm (issue 15 item 2). */
const PROFILE_PATHS = { person: `${E_SERVICE_HOME}/profile`, staff: `${HOME_PATHS.staff}/profile` } as const;

/** The signed-in shell (module loaded lazily). */
export default function SignedInShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { profile, realm } = useSession();
  const layout = useResolvedLayout();
  const config = usePortalLayoutConfig();
  const changeConfig = useLayoutConfigChange();

  const identity = useMunicipality();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const isStaff = realm === "staff";
  const menu = useStaffMenu(isStaff);
  // `t` is a new function when the language changes (`useTranslation`), so the titles follow the language; the staff
  // menu's titles come from the server in the language of the query (its key includes the language).
  const navigation = useMemo((): LayoutNavigation => {
    if (!isStaff) return portalNavigation(t);
    if (menu.data) return staffLayoutNavigation(staffNavigationItems(menu.data.data));
    const status = menu.isPending ? t("staffMenu.loading") : t("staffMenu.unavailable");
    return staffLayoutNavigation([{ id: "menu-status", type: "basic", title: status, icon: "menu", disabled: true }]);
  }, [isStaff, menu.data, menu.isPending, t]);

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
    <Layout
      name={layout}
      navigation={navigation}
      currentPath={search ? `${location}?${search}` : location}
      user={layoutUser}
      logo={
        <span className="flex items-center gap-2 font-semibold">
          <MunicipalityLogo />
          <span data-slot="logo-text">{municipalityName(identity, language, "short")}</span>
        </span>
      }
      footerText={municipalityName(identity, language)}
      // The drawer marks the layout shown (which `?layout=` may set), so that any other choice is a change.
      settings={
        <DeferredWidget placeholder={(onPress) => <SettingsDrawerPlaceholder onPress={onPress} />}>
          {({ SettingsDrawer }) => <SettingsDrawer value={{ ...config, layout }} onChange={changeConfig} />}
        </DeferredWidget>
      }
      languages={<LanguageSwitch />}
      fullscreen={<FullscreenToggle />}
      search={
        realm === "staff" ? (
          <DeferredWidget placeholder={(onPress) => <SearchBarPlaceholder onPress={onPress} />}>
            {({ DocumentSearch }) => <DocumentSearch />}
          </DeferredWidget>
        ) : undefined
      }
      shortcuts={
        <DeferredWidget placeholder={(onPress) => <ShortcutsPanelPlaceholder onPress={onPress} />}>
          {({ ShortcutsWidget }) => <ShortcutsWidget />}
        </DeferredWidget>
      }
      messages={<InboxButton kind="messages" />}
      notifications={<InboxButton kind="notifications" />}
      userMenu={
        menuUser && (
          <DeferredWidget placeholder={(onPress) => <UserMenuPlaceholder user={menuUser} onPress={onPress} />}>
            {({ UserMenuWidget }) => (
              <UserMenuWidget
                user={menuUser}
                onProfile={() => navigate(isStaff ? PROFILE_PATHS.staff : PROFILE_PATHS.person)}
                onSettings={() => navigate(SETTINGS_PATH)}
                onSignOut={() => {
                  // Clear the session at once, so that closing the tab now still signs out; the sign-out page
                  // shares the same pending sign-out and then goes on to sign-in.
                  void signOut();
                  navigate("/sign-out");
                }}
              />
            )}
          </DeferredWidget>
        )
      }
    >
      {isStaff && menu.error && (
        <div className="px-6 pt-6 sm:px-10">
          <Alert tone="error" onRetry={() => void menu.refetch()}>
            {t("staffMenu.loadError")}
          </Alert>
        </div>
      )}
      <ProfileRefresh />
      {offersConsentPrompt(realm, location) && <DeferredConsentPrompt />}
      {children}
    </Layout>
  );
}
