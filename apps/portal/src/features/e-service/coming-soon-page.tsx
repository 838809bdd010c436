/**
 * Coming-soon page: menu items of the default e-service menu whose page is not built yet lead here (never to a
 * broken link). It names the item in the user's language and says that the service opens soon. Shown by the e-service
 * area's fallback route (`e-service-fallback.tsx`).
 */
import { useTranslation } from "../../i18n/use-translation";
import { Icon, Link } from "@eoffice/ui";
import type { EServiceMenuItem } from "./e-service-menu";
import { usePageTitle } from "../../lib/use-page-title";

/**
 * The coming-soon page of a menu item.
 * @param props.item - The menu item the user chose.
 */
export default function ComingSoonPage({ item }: { item: EServiceMenuItem }) {
  const { t } = useTranslation();
  usePageTitle(t(item.titleKey));
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-start gap-4 p-6 sm:p-10">
      <span className="inline-flex items-center gap-2 rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-700 dark:bg-primary-900 dark:text-primary-100">
        <Icon name={item.icon ?? "circle"} size={16} />
        {t("comingSoon.badge")}
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t(item.titleKey)}</h1>
      <p className="text-muted">{t("comingSoon.text")}</p>
      {/* The root path leads each realm to its own home. */}
      <Link href="/" variant="standalone">
        {t("common.backHome")}
      </Link>
    </section>
  );
}
