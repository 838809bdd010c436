/**
 * The default e-service menu as ui navigation items (portal-spec.md section 2 "Default e-service menu"), with
 * titles in the user's language.
 */
import type { NavigationItem } from "@eoffice/ui";
import type { TFunction } from "i18next";
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
 * The e-service menu as navigation items.
 * @param t - The translate function of the current language.
 */
export function eServiceNavigation(t: TFunction): NavigationItem[] {
  return E_SERVICE_MENU.map((item) => toNavigationItem(item, t));
}
