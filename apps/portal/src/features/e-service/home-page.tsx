/**
 * E-service home (`/e-service/main`, docs/spec/portal-spec.md section 2 group 6): the latest news (issue 15 item 1), then the
 * default e-service menu as cards of links, grouped as in the menu. A visitor who is not signed in sees the same page
 * in the guest frame (the news readable, the services leading to sign-in).
 *
 * Accessible names for tests: heading "E-service" / "บริการออนไลน์"; section "Latest news" / "ข่าวล่าสุด"; one
 * `section` per menu group named by its heading; every service is a link named by its title.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { formatUserName, Icon, Link } from "@eoffice/ui";
import { useIsAuthenticated, useSession } from "../../session/session";
import { PageLoading } from "../../routing/page-loading";
import { E_SERVICE_MENU, type EServiceMenuItem } from "./e-service-menu";
import { LatestNews } from "../news";
import { usePageTitle } from "../../lib/use-page-title";

// Loaded after the page's first render: the guest frame, which only visitors who are not signed in need. The latest
// news are part of the first render (their answer is asked for with the page's code, `home-calls.ts`): loaded after
// it, they replaced their placeholder in a second commit of 20 to 60 ms (tracker issue 8, Lighthouse TBT).
const GuestFrame = lazy(() => import("../news/guest-frame").then((module) => ({ default: module.GuestFrame })));

/**
 * A service as a card. `title` is its translated title, from the section: a card has no translation hook of its own
 * (30 cards, each subscribing to the language, cost the first render; tracker issue 8).
 */
function ServiceCard({ item, title }: { item: EServiceMenuItem; title: string }) {
  if (!item.link) return null;
  return (
    <li>
      <Link
        href={item.link}
        variant="standalone"
        className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-4 text-foreground shadow-sm transition-colors hover:bg-hover hover:no-underline"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-900 dark:text-primary-100">
          <Icon name={item.icon ?? "circle"} size={20} />
        </span>
        <span className="text-sm font-medium">{title}</span>
      </Link>
    </li>
  );
}

function ServiceSection({ item }: { item: EServiceMenuItem }) {
  const { t } = useTranslation();
  const headingId = `service-group-${item.id}`;
  return (
    // Laid out in full, not skipped off screen (`content-visibility: auto`): with a group's height only estimated until
    // it was shown, Back could not return to where the page had been scrolled (docs/spec/portal-spec.md section 2).
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {item.icon && <Icon name={item.icon} size={20} className="text-primary" />}
        {t(item.titleKey)}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {(item.children ?? []).map((child) => (
          <ServiceCard key={child.id} item={child} title={t(child.titleKey)} />
        ))}
      </ul>
    </section>
  );
}

/** The e-service home page (route module): in the guest frame when signed out. */
export default function HomePage() {
  const isSignedIn = useIsAuthenticated();
  return isSignedIn ? (
    <Home />
  ) : (
    <Suspense fallback={<PageLoading />}>
      <GuestFrame>
        <Home guest />
      </GuestFrame>
    </Suspense>
  );
}

function Home({ guest = false }: { guest?: boolean }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  usePageTitle(t("home.title"));
  const topLevel = E_SERVICE_MENU.filter((item) => item.type === "basic" && item.id !== "home");
  // Complaints first: the service residents use most; then the divisions in menu order.
  const groups = E_SERVICE_MENU.flatMap((item) => (item.type === "group" ? (item.children ?? []) : [item]))
    .filter((item) => item.type === "collapsable")
    .sort((a, b) => Number(b.id === "complaints") - Number(a.id === "complaints"));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 p-6 sm:p-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("home.title")}</h1>
        {profile && <p className="text-lg">{t("home.welcome", { name: formatUserName(profile) })}</p>}
        <p className="text-muted">{guest ? t("news.guestIntro") : t("home.intro")}</p>
      </header>
      <LatestNews />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("menu.label")}>
        {topLevel.map((item) => (
          <ServiceCard key={item.id} item={item} title={t(item.titleKey)} />
        ))}
      </ul>
      {groups.map((group) => (
        <ServiceSection key={group.id} item={group} />
      ))}
    </div>
  );
}
