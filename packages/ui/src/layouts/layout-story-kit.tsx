/**
 * Shared story kit of the layouts (docs/style.md: one source of truth for examples): realistic Thai and English
 * navigation sets, the real top-bar widgets fed by the widget fixtures, a page, the settings drawer wired to
 * local state, the viewports 375 / 960 / 1440 px, and the play tests every layout shares. Stories only; not
 * exported from the package.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentType, type ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Icon } from "../components/icon";
import { eServiceNavigation, type FixtureLocale } from "../fixtures/navigation";
import { sampleUser, sampleUserEn, type FixtureUser } from "../fixtures/users";
import type { NavigationItem } from "../navigation/types";
import { SettingsDrawer } from "../settings/settings-drawer";
import { DEFAULT_LAYOUT_CONFIG, type LayoutConfig } from "../settings/layout-config-store";
import { FullscreenToggle } from "../widgets/fullscreen/fullscreen-toggle";
import { LanguageMenu } from "../widgets/languages/language-menu";
import { MessagesPanel } from "../widgets/messages/messages-panel";
import { messagesEn, messagesTh } from "../widgets/messages/messages.fixtures";
import { NotificationsPanel } from "../widgets/notifications/notifications-panel";
import { notificationsEn, notificationsTh } from "../widgets/notifications/notifications.fixtures";
import { SearchBar } from "../widgets/search/search-bar";
import { documentHref } from "../widgets/search/search.fixtures";
import { ShortcutsPanel } from "../widgets/shortcuts/shortcuts-panel";
import { shortcutsEn, shortcutsTh } from "../widgets/shortcuts/shortcuts.fixtures";
import { UserMenu } from "../widgets/user-menu/user-menu";
import type { LayoutNavigation, LayoutProps } from "./common/layout-props";
import { formatUserName } from "./user-name";

/** Story viewports (docs/spec/portal-spec.md section 2: md 960 px is the large-screen breakpoint). */
export const layoutViewports = {
  mobile: { name: "375 px", styles: { width: "375px", height: "812px" }, type: "mobile" },
  belowMd: { name: "959 px", styles: { width: "959px", height: "800px" }, type: "tablet" },
  md: { name: "960 px", styles: { width: "960px", height: "800px" }, type: "tablet" },
  xl: { name: "1440 px", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

/** Chromatic snapshots of every layout story: 375, 960 and 1440 px, light and dark. */
export const layoutChromaticModes = Object.fromEntries(
  (["mobile", "md", "xl"] as const).flatMap((viewport) =>
    (["light", "dark"] as const).map((scheme) => [`${viewport} ${scheme}`, { viewport, scheme }]),
  ),
);

/** The grouped menu the compact, thin, futuristic and horizontal layouts show (docs/spec/portal-spec.md section 2). */
function groupedNavigation(locale: FixtureLocale): NavigationItem[] {
  const items = eServiceNavigation[locale];
  const byId = (id: string) => items.find((item) => item.id === id)!;
  return [
    byId("home"),
    byId("paygarbage"),
    {
      id: "requests",
      type: "collapsable",
      icon: "petition",
      title: locale === "en" ? "Requests" : "ยื่นคำร้อง",
      children: items.filter((item) => item.type === "collapsable"),
    },
    byId("checkresult"),
    byId("satisfaction"),
  ];
}

/** Every navigation set in a language. */
export function storyNavigation(locale: FixtureLocale): LayoutNavigation {
  const grouped = groupedNavigation(locale);
  return { default: eServiceNavigation[locale], compact: grouped, futuristic: eServiceNavigation[locale], horizontal: grouped };
}

/** The real top-bar widgets, fed by fixtures. */
export function storyWidgets(locale: FixtureLocale, user: FixtureUser) {
  return {
    languages: (
      <LanguageMenu
        languages={[
          { id: "en", label: "English" },
          { id: "th", label: "ไทย" },
        ]}
        value={locale}
        onChange={() => {}}
      />
    ),
    fullscreen: <FullscreenToggle />,
    search: <SearchBar onSearch={() => {}} results={[]} getResultHref={documentHref} />,
    shortcuts: <ShortcutsPanel shortcuts={locale === "en" ? shortcutsEn : shortcutsTh} />,
    messages: <MessagesPanel items={locale === "en" ? messagesEn : messagesTh} timeZone="Asia/Bangkok" />,
    notifications: <NotificationsPanel items={locale === "en" ? notificationsEn : notificationsTh} timeZone="Asia/Bangkok" />,
    userMenu: (
      <UserMenu
        user={{ name: formatUserName(user), email: user.email, avatar: user.avatar, status: user.status }}
        onStatusChange={() => {}}
        onProfile={() => {}}
        onSignOut={() => {}}
      />
    ),
  } satisfies Partial<LayoutProps>;
}

/** The municipality's logo in the stories (no product data: a generic emblem and name). */
export const storyLogo = (
  <span className="flex items-center gap-2 text-lg font-semibold">
    <Icon name="landmark" size={32} />
    <span data-slot="logo-text">e-Office</span>
  </span>
);

/** Args of a layout story in one language (`year` fixed so that screenshots do not change on 1 January). */
export function storyArgs(locale: FixtureLocale): LayoutProps {
  const user = locale === "en" ? sampleUserEn : sampleUser;
  return {
    navigation: storyNavigation(locale),
    currentPath: "/e-service/main",
    user,
    logo: storyLogo,
    footerText: locale === "en" ? "Sample Town Municipality" : "เทศบาลตำบลตัวอย่าง",
    year: 2026,
    ...storyWidgets(locale, user),
  };
}

/** A page of the e-service portal as content. */
function StoryPage({ path, locale }: { path: string; locale: FixtureLocale }) {
  const en = locale === "en";
  const cards = en
    ? ["Pay the garbage fee", "Request street lighting repair", "Check the status of a request"]
    : ["ชำระค่าธรรมเนียมเก็บขยะมูลฝอย", "แจ้งซ่อมไฟฟ้าส่องสว่างสาธารณะ", "ตรวจสอบสถานะคำร้อง"];
  return (
    <div className="flex flex-col gap-6 p-6 md:p-8">
      <div>
        <h1 className="text-2xl font-semibold">{en ? "Online services" : "บริการออนไลน์"}</h1>
        <p className="mt-1 text-sm text-muted">
          {en ? "Current path: " : "หน้าปัจจุบัน: "}
          <output data-testid="current-path">{path}</output>
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card} className="rounded-xl border border-border bg-surface p-5 shadow-sm">
            <p className="font-medium">{card}</p>
            <p className="mt-1 text-sm text-muted">{en ? "Available 24 hours a day" : "ให้บริการตลอด 24 ชั่วโมง"}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Renders a layout with a router (links update the path), the page and the settings drawer on local state. */
export function LayoutStoryFrame({ component: Component, args, locale }: { component: ComponentType<LayoutProps>; args: LayoutProps; locale: FixtureLocale }) {
  const [path, setPath] = useState(args.currentPath ?? "/e-service/main");
  const [config, setConfig] = useState<LayoutConfig>(DEFAULT_LAYOUT_CONFIG);
  return (
    <RouterProvider navigate={setPath}>
      <Component
        {...args}
        currentPath={path}
        settings={<SettingsDrawer value={config} onChange={(partial) => setConfig((current) => ({ ...current, ...partial }))} />}
      >
        <StoryPage path={path} locale={locale} />
      </Component>
    </RouterProvider>
  );
}

/**
 * Meta fields every layout story file shares: full-screen frame, viewports, Chromatic modes, the English
 * args and the render through {@link LayoutStoryFrame}. The locale global picks Thai args.
 */
export function layoutStoryMeta(component: ComponentType<LayoutProps>) {
  return {
    component,
    parameters: {
      layout: "fullscreen",
      viewport: { options: layoutViewports },
      chromatic: { modes: layoutChromaticModes },
      docs: { story: { inline: false, iframeHeight: 720 } },
    },
    args: storyArgs("en"),
    argTypes: { navigation: { control: false } },
    decorators: [(Story: () => ReactNode) => <div className="-m-4">{Story()}</div>],
    render: (args: LayoutProps, context: { globals: Record<string, unknown> }) => {
      const locale: FixtureLocale = context.globals.locale === "th" ? "th" : "en";
      const localised = locale === "th" ? { ...args, ...storyArgs("th") } : args;
      return <LayoutStoryFrame component={component} args={localised} locale={locale} />;
    },
  } satisfies Partial<Meta<ComponentType<LayoutProps>>>;
}

/** Queries the whole document (the navigation and panels may sit outside the canvas). */
export const shell = (root: HTMLElement) => within(root.ownerDocument.body);

/** The main navigation element of the page. */
export function mainNavigation(root: HTMLElement): HTMLElement {
  return root.ownerDocument.querySelector<HTMLElement>('[data-slot="vertical-navigation"]')!;
}

/** Shared assertions: the settings button (275 px from the top, right edge) and the footer with the year. */
export async function expectShellChrome(root: HTMLElement, { footer = true }: { footer?: boolean } = {}) {
  const page = shell(root);
  const settings = page.getByRole("button", { name: "Settings" });
  await expect(settings).toBeVisible();
  const box = settings.getBoundingClientRect();
  await expect(box.top).toBe(275);
  await expect(Math.round(root.ownerDocument.documentElement.clientWidth - box.right)).toBe(0);
  const contentInfo = page.queryByRole("contentinfo");
  if (footer) await expect(contentInfo).toHaveTextContent(/©\s*Copyright\s*2026 Sample Town Municipality/);
  else await expect(contentInfo).toBeNull();
}

/** Play test of a vertical layout at 1440 px: side mode, open; the hamburger closes and reopens it. */
export async function playVerticalDesktop({ canvasElement }: { canvasElement: HTMLElement }) {
  const page = shell(canvasElement);
  const nav = mainNavigation(canvasElement);
  await expect(nav).toHaveAttribute("data-mode", "side");
  await expect(nav).toHaveAttribute("data-state", "open");
  const hamburger = page.getByRole("button", { name: "Toggle navigation" });
  await expect(hamburger).toHaveAttribute("aria-expanded", "true");
  await userEvent.click(hamburger);
  await expect(nav).toHaveAttribute("data-state", "closed");
  await expect(hamburger).toHaveAttribute("aria-expanded", "false");
  await userEvent.click(hamburger);
  await expect(nav).toHaveAttribute("data-state", "open");
  await expectShellChrome(canvasElement);
}

/** Play test below md: over mode and closed; the hamburger opens it, the overlay closes it, focus returns. */
export async function playOverMode({ canvasElement }: { canvasElement: HTMLElement }) {
  const page = shell(canvasElement);
  // The horizontal layouts are loaded lazily: wait for the shell (a busy machine took longer than a first look).
  const hamburger = await page.findByRole("button", { name: "Toggle navigation" }, { timeout: 10_000 });
  const nav = mainNavigation(canvasElement);
  await expect(nav).toHaveAttribute("data-mode", "over");
  await expect(nav).toHaveAttribute("data-state", "closed");
  await expect(hamburger).toHaveAttribute("aria-expanded", "false");
  await userEvent.click(hamburger);
  await expect(nav).toHaveAttribute("data-state", "open");
  await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="overlay"]')!);
  await expect(nav).toHaveAttribute("data-state", "closed");
  await waitFor(() => expect(hamburger).toHaveFocus());
}

/** Play test at exactly md (960 px): side mode and open. */
export async function playSideAtMd({ canvasElement }: { canvasElement: HTMLElement }) {
  const nav = mainNavigation(canvasElement);
  await expect(nav).toHaveAttribute("data-mode", "side");
  await expect(nav).toHaveAttribute("data-state", "open");
}

/** A story of a layout file. */
export type LayoutStory = StoryObj<Meta<ComponentType<LayoutProps>>>;

/** Play test in Thai: Thai navigation landmark, menu toggle and footer. */
export async function playThai({ canvasElement }: { canvasElement: HTMLElement }) {
  const page = shell(canvasElement);
  await expect(page.getAllByRole("navigation", { name: /เมนูหลัก/ }).length).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "การตั้งค่า" })).toBeInTheDocument();
  await expect(page.getByRole("contentinfo")).toHaveTextContent(/สงวนลิขสิทธิ์\s*2569 เทศบาลตำบลตัวอย่าง/);
}

/**
 * The stories every vertical layout built on the frame shares (1440 px side, 375 px over); the switch exactly
 * at md and Thai are in `Layouts/Layout`.
 */
export const verticalLayoutStories = {
  Desktop: { globals: { viewport: { value: "xl" } }, play: playVerticalDesktop },
  Mobile: { globals: { viewport: { value: "mobile" } }, play: playOverMode },
} satisfies Record<string, LayoutStory>;

/** Play test of a horizontal layout from md: the horizontal menu, no hamburger, no vertical navigation. */
export async function playHorizontalDesktop({ canvasElement }: { canvasElement: HTMLElement }) {
  const page = shell(canvasElement);
  // The horizontal layouts are loaded lazily: wait for the shell (a busy machine took longer than a first look).
  const menu = await page.findByRole("navigation", { name: "Main menu" }, { timeout: 10_000 });
  await expect(within(menu).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(page.queryByRole("button", { name: "Toggle navigation" })).toBeNull();
  await expect(mainNavigation(canvasElement)).toBeNull();
  await expectShellChrome(canvasElement);
}

/** The stories every horizontal layout shares (1440 px menu, 375 px hamburger and over navigation). */
export const horizontalLayoutStories = {
  Desktop: { globals: { viewport: { value: "xl" } }, play: playHorizontalDesktop },
  Mobile: { globals: { viewport: { value: "mobile" } }, play: playOverMode },
} satisfies Record<string, LayoutStory>;
