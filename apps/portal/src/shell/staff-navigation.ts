/**
 * The staff navigation from the server (docs/spec/portal-spec.md section 2 "Staff menu (document management)" and
 * "Navigation items", section 7 "Menu call"; issue 10, item 3): `GET /v1/Menu/listAll` with offset 0, limit 100,
 * sort `orderNo`, dir `asc`, answered with the items the caller's roles may see, titled in the request's language.
 *
 * Mapping to the ui navigation items (pure, unit-tested):
 * - a top-level `group` becomes a `group` heading whose children are always visible (a group nested deeper, which
 *   the contract does not produce today, would become a `collapsable` row);
 * - a `basic` item becomes a `basic` link row: an internal path goes through the router; `externalLink` keeps the
 *   address as is and opens as `target` says (`_blank`: a new tab, with `rel="noopener noreferrer"` from the ui);
 * - a group without children and an item without a link are left out (nothing to open);
 * - items are ordered by `orderNo` (then `id`), whatever order the answer had.
 */
import type { LayoutNavigation, NavigationItem } from "@eoffice/ui";
import type { Schemas } from "@eoffice/api-client";
import { compactNavigation, horizontalNavigation } from "./e-service-navigation";

/** A menu item as the server sends it (`MenuItem`, or one of its children, `MenuLeaf`). */
export type ServerMenuItem = Schemas["MenuItem"] | Schemas["MenuLeaf"];

function byOrder(a: ServerMenuItem, b: ServerMenuItem): number {
  return a.orderNo - b.orderNo || a.id - b.id;
}

function toNavigationItem(item: ServerMenuItem, depth: number): NavigationItem | null {
  const id = `menu-${item.id}`;
  const icon = item.icon ?? undefined;
  if (item.type === "group") {
    const children = mapLevel(item.children as ServerMenuItem[], depth + 1);
    if (children.length === 0) return null;
    return depth === 0
      ? { id, type: "group", title: item.title, children }
      : { id, type: "collapsable", title: item.title, icon, children };
  }
  if (!item.link) return null;
  return item.externalLink
    ? { id, type: "basic", title: item.title, icon, link: item.link, externalLink: true, target: item.target }
    : { id, type: "basic", title: item.title, icon, link: item.link, exactMatch: false };
}

function mapLevel(items: readonly ServerMenuItem[], depth: number): NavigationItem[] {
  return [...items]
    .sort(byOrder)
    .map((item) => toNavigationItem(item, depth))
    .filter((item): item is NavigationItem => item !== null);
}

/**
 * The server's menu as ui navigation items.
 * @param menu - The `data` of `GET /v1/Menu/listAll`.
 */
export function staffNavigationItems(menu: readonly Schemas["MenuItem"][]): NavigationItem[] {
  return mapLevel(menu, 0);
}

/**
 * Every layout's navigation set for staff (the same sets as the e-service menu: compact lifts the groups' children
 * to the top level, horizontal keeps groups as branches of the bar).
 * @param items - The mapped staff items ({@link staffNavigationItems}).
 */
export function staffLayoutNavigation(items: NavigationItem[]): LayoutNavigation {
  return {
    default: items,
    futuristic: items,
    compact: compactNavigation(items),
    horizontal: horizontalNavigation(items),
  };
}
