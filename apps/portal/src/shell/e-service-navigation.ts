/**
 * The e-service menu as ui navigation items (docs/spec/portal-spec.md section 2 "Default e-service menu"), with titles in
 * the user's language, and the navigation set of each layout (section 2 "Layouts": compact for compact and thin,
 * default for classic, classy and dense, futuristic for futuristic, horizontal for the horizontal layouts).
 *
 * The sets reuse the default menu's items (section 2 "Navigation items": the other menus "reuse children of the
 * default menu"):
 * - default and futuristic: the menu as it is (the request divisions under the "Requests" group heading);
 * - compact: the request divisions lifted to the top level, so that each opens its services as a panel (compact
 *   and thin have no room to indent);
 * - horizontal: a bar of links and branches: home, garbage fee, "Requests" (one sub-menu per division),
 *   "Complaints" (its own branch, so that filing a complaint is two clicks away), check results, survey.
 */
import type { LayoutNavigation, NavigationItem } from "@eoffice/ui";
import type { TFunction } from "../i18n/translator";
import { E_SERVICE_MENU, type EServiceMenuItem } from "../features/e-service/e-service-menu";

function toNavigationItem(item: EServiceMenuItem, t: TFunction): NavigationItem {
  const title = t(item.titleKey);
  const children = item.children?.map((child) => toNavigationItem(child, t));
  switch (item.type) {
    case "group":
      return { id: item.id, type: "group", title, children };
    case "collapsable":
      return { id: item.id, type: "collapsable", title, icon: item.icon, children };
    case "basic":
      return { id: item.id, type: "basic", title, icon: item.icon, link: item.link, exactMatch: item.exactMatch ?? false };
  }
}

/**
 * The default e-service menu as navigation items.
 * @param t - The translate function of the current language.
 */
export function eServiceNavigation(t: TFunction): NavigationItem[] {
  return E_SERVICE_MENU.map((item) => toNavigationItem(item, t));
}

/** Id of the complaints item, which the horizontal bar shows as a branch of its own. */
const COMPLAINTS_ID = "complaints";

/** The compact set: every top-level group replaced by its children. */
export function compactNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => (item.type === "group" ? (item.children ?? []) : [item]));
}

/**
 * The horizontal set: top-level groups stay branches (menus of sub-menus), and the complaints item is taken
 * out of its group to be a branch of the bar.
 */
export function horizontalNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => {
    if (item.type !== "group") return [item];
    const complaints = item.children?.find((child) => child.id === COMPLAINTS_ID);
    if (!complaints) return [item];
    return [{ ...item, children: item.children?.filter((child) => child !== complaints) }, complaints];
  });
}

/**
 * Every layout's navigation set, titles in the current language.
 * @param t - The translate function of the current language.
 */
export function portalNavigation(t: TFunction): LayoutNavigation {
  const items = eServiceNavigation(t);
  return {
    default: items,
    futuristic: items,
    compact: compactNavigation(items),
    horizontal: horizontalNavigation(items),
  };
}
