/**
 * The default e-service menu (docs/spec/portal-spec.md section 2 "Default e-service menu"), built in the portal from i18n
 * keys: the home item, the garbage fee item, collapsible request groups per municipal division, the complaints
 * group, then checking results and the satisfaction survey.
 *
 * Request items link to the generic request form `/e-service/main/form/<code>` (spec section 2: "a link item can
 * take a route parameter id filled from the item's code"), the form page of the e-service catalogue's service of
 * that code (issue 12). Items whose page is not built yet lead to the coming-soon page (the garbage fee is built by issue 13),
 * which names the item in the user's language.
 */

import { E_SERVICE_HOME } from "../../routing/e-service-home";

/** One entry of the e-service menu (a subset of the spec's navigation item, section 3). */
export interface EServiceMenuItem {
  /** Unique id (also the item's code). */
  id: string;
  /** Item type (spec section 2 "Navigation items"). */
  type: "basic" | "collapsable" | "group";
  /** i18n key of the title (`menu.<...>`), in en.json and th.json. */
  titleKey: string;
  /** Internal link (basic items). */
  link?: string;
  /** Icon name (a curated name of the ui package's `Icon`). */
  icon?: string;
  /** Match the link exactly rather than as a prefix. @default false */
  exactMatch?: boolean;
  /** Whether the item's page exists; `false` leads to the coming-soon page. @default false */
  built?: boolean;
  /** Children of a collapsable or group. */
  children?: EServiceMenuItem[];
}

/** Path of the generic request form for one request code. */
export const requestFormPath = (code: string): string => `${E_SERVICE_HOME}/form/${code}`;

function request(group: string, code: string, icon: string): EServiceMenuItem {
  return {
    id: `${group}-${code}`,
    type: "basic",
    titleKey: `menu.requests.${group}.${code}`,
    link: requestFormPath(`${group}-${code}`),
    icon,
    // The service's form page (issue 12): `features/eservice/service-form-page.tsx`.
    built: true,
  };
}

/** A collapsible request group; `items` maps each request code to its icon. */
function requestGroup(group: string, icon: string, items: Record<string, string>): EServiceMenuItem {
  return {
    id: group,
    type: "collapsable",
    titleKey: `menu.requests.${group}.title`,
    icon,
    children: Object.entries(items).map(([code, itemIcon]) => request(group, code, itemIcon)),
  };
}

/** The default e-service menu, in order. */
export const E_SERVICE_MENU: readonly EServiceMenuItem[] = [
  { id: "home", type: "basic", titleKey: "menu.home", link: E_SERVICE_HOME, icon: "home", exactMatch: true, built: true },
  { id: "paygarbage", type: "basic", titleKey: "menu.payGarbage", link: `${E_SERVICE_HOME}/paygarbage`, icon: "garbage", built: true },
  {
    id: "requests",
    type: "group",
    titleKey: "menu.requests.title",
    children: [
      requestGroup("deputy", "shield", { disaster: "disaster", water: "water", equipment: "equipment", petition: "petition" }),
      requestGroup("technical", "hard-hat", {
        lighting: "lighting",
        road: "road",
        drain: "drain",
        bridge: "bridge",
        other: "construction",
      }),
      requestGroup("health", "stethoscope", {
        disease: "disease",
        waste: "waste",
        tree: "tree",
        licence: "licence",
        other: "file-text",
      }),
      requestGroup("welfare", "welfare", { equipment: "equipment", general: "petition" }),
      requestGroup("education", "education", {
        sportsField: "dumbbell",
        gym: "dumbbell",
        enrolment: "book-open",
        certificate: "badge",
      }),
      requestGroup("finance", "wallet", { general: "petition" }),
      requestGroup("strategy", "strategy", { general: "petition", publicAddress: "megaphone" }),
      {
        id: "complaints",
        type: "collapsable",
        titleKey: "menu.complaints.title",
        icon: "complaints",
        children: [
          {
            id: "complaints-new",
            type: "basic",
            titleKey: "menu.complaints.new",
            link: `${E_SERVICE_HOME}/complaints/new`,
            icon: "petition",
            exactMatch: true,
            built: true,
          },
          {
            id: "complaints-corruption",
            type: "basic",
            titleKey: "menu.complaints.corruption",
            link: `${E_SERVICE_HOME}/complaints/corruption`,
            icon: "whistleblowing",
            built: true,
          },
          {
            id: "complaints-mine",
            type: "basic",
            titleKey: "menu.complaints.mine",
            link: `${E_SERVICE_HOME}/complaints`,
            icon: "list",
            exactMatch: true,
            built: true,
          },
        ],
      },
    ],
  },
  { id: "checkresult", type: "basic", titleKey: "menu.checkResult", link: `${E_SERVICE_HOME}/checkresult`, icon: "check-results", built: true },
  { id: "satisfaction", type: "basic", titleKey: "menu.satisfaction", link: `${E_SERVICE_HOME}/satisfaction`, icon: "satisfaction", built: true },
];

/** Every item with a link, depth first (like the spec's flat navigation). */
export function flattenMenu(items: readonly EServiceMenuItem[] = E_SERVICE_MENU): EServiceMenuItem[] {
  return items.flatMap((item) => [...(item.link ? [item] : []), ...flattenMenu(item.children ?? [])]);
}

/**
 * The menu item whose link is exactly this path, or `undefined`.
 * @param path - A path such as `/e-service/main/paygarbage`.
 */
export function findMenuItemByPath(path: string): EServiceMenuItem | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return flattenMenu().find((item) => item.link === normalised);
}
