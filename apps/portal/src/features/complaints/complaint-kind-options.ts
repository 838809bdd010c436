/**
 * The complaint kinds a resident may choose when filing (issue 11 item 7: filing starts from the complaint kind
 * menu, `GET /v1/ComplaintKindMenu/listAll`, the icons grid), and the kinds of the whistleblowing form. Pure
 * functions over the lookups, unit-tested.
 *
 * Kinds of a confidential type (`ComplaintType.confidential`: corruption and misconduct) are never offered on the
 * ordinary form: they are reported through the whistleblowing pages, which keep the reporter's identity out of
 * every answer.
 */
import type { Schemas } from "@eoffice/api-client";
import { iconNames } from "@eoffice/ui";
import type { Language } from "../../i18n/languages";
import { localName } from "../../lib/local-name";
import { isConfidentialType } from "./complaint-rules";

type ComplaintType = Schemas["ComplaintType"];
type ComplaintKind = Schemas["ComplaintKind"];
type ComplaintKindMenu = Schemas["ComplaintKindMenu"];

/** One kind offered to the resident. */
export interface KindOption {
  /** The complaint kind's id (`complaintKindId`). */
  kindId: number;
  /** Its type's id (`complaintTypeId`). */
  typeId: number;
  /** The kind's name in the user's language (the menu entry's own name when it comes from the menu). */
  name: string;
  /** The type's name in the user's language. */
  typeName: string;
  /** A curated icon name of the ui `Icon` (see {@link kindIcon}). */
  icon: string;
}

/**
 * Icon names the menu may send (lucide names, for example the demo data's `lightbulb-off`) that the ui package's
 * curated set does not have, mapped to the nearest curated name.
 */
const ICON_ALIASES: Readonly<Record<string, string>> = {
  "lightbulb-off": "lighting",
  lamp: "lightbulb",
  "cloud-rain": "waves",
  "trash-2": "trash",
  "volume-2": "megaphone",
  wind: "triangle-alert",
  flame: "triangle-alert",
  scissors: "tree",
  "tree-pine": "tree",
  droplets: "water",
  "message-circle": "complaints",
  "shield-alert": "whistleblowing",
  "user-x": "whistleblowing",
};

/** Curated icon of each demo complaint type code (used when a kind names no icon the set knows). */
const TYPE_ICONS: Readonly<Record<string, string>> = {
  road: "road",
  lighting: "lighting",
  drain: "drain",
  waste: "waste",
  nuisance: "triangle-alert",
  tree: "tree",
  water: "water",
  corruption: "whistleblowing",
};

const CURATED = new Set<string>(iconNames);

/**
 * A curated icon for a kind: the menu's icon when the ui set has it, else its alias, else the type's icon, else
 * the complaints icon (never the neutral fallback glyph).
 * @param icon - The icon name the menu gives (may be empty).
 * @param typeCode - The code of the kind's type.
 */
export function kindIcon(icon: string | undefined, typeCode: string | undefined): string {
  if (icon && CURATED.has(icon)) return icon;
  const alias = icon ? ICON_ALIASES[icon] : undefined;
  if (alias && CURATED.has(alias)) return alias;
  const typeIcon = typeCode ? TYPE_ICONS[typeCode] : undefined;
  return typeIcon && CURATED.has(typeIcon) ? typeIcon : "complaints";
}

/**
 * The kinds of the menu that the complaint form offers, in the menu's order: entries whose kind exists and whose
 * type is not confidential.
 * @param menu - The menu entries (`ComplaintKindMenu/listAll`).
 * @param kinds - Every kind (`ComplaintKind/listAll`).
 * @param types - Every type (`ComplaintType/listAll`).
 * @param language - The user's language.
 */
export function menuKindOptions(
  menu: readonly ComplaintKindMenu[],
  kinds: readonly ComplaintKind[],
  types: readonly ComplaintType[],
  language: Language,
): KindOption[] {
  const kindById = new Map(kinds.map((kind) => [kind.id, kind]));
  const typeById = new Map(types.map((type) => [type.id, type]));
  const options: KindOption[] = [];
  for (const entry of [...menu].sort((a, b) => a.orderNo - b.orderNo || a.id - b.id)) {
    const kind = kindById.get(entry.complaintKindId);
    const type = kind && typeById.get(kind.complaintTypeId);
    if (!kind || !type || isConfidentialType(type)) continue;
    options.push({
      kindId: kind.id,
      typeId: type.id,
      name: localName(entry, language),
      typeName: localName(type, language),
      icon: kindIcon(entry.icon, type.code),
    });
  }
  return options;
}

/**
 * The kind a resident chose (from the menu, or any other kind of a non-confidential type named in the address),
 * or `undefined` when the id names no such kind.
 * @param kindId - The chosen kind's id.
 * @param menu - The menu entries (their names and icons win).
 * @param kinds - Every kind.
 * @param types - Every type.
 * @param language - The user's language.
 */
export function chosenKindOption(
  kindId: number,
  menu: readonly ComplaintKindMenu[],
  kinds: readonly ComplaintKind[],
  types: readonly ComplaintType[],
  language: Language,
): KindOption | undefined {
  const fromMenu = menuKindOptions(menu, kinds, types, language).find((option) => option.kindId === kindId);
  if (fromMenu) return fromMenu;
  const kind = kinds.find((each) => each.id === kindId);
  const type = kind && types.find((each) => each.id === kind.complaintTypeId);
  if (!kind || !type || isConfidentialType(type)) return undefined;
  return { kindId: kind.id, typeId: type.id, name: localName(kind, language), typeName: localName(type, language), icon: kindIcon(undefined, type.code) };
}

/**
 * The kinds of the whistleblowing form: the kinds of the confidential types, in their order.
 * @param kinds - Every kind (`ComplaintKind/listAll`).
 * @param types - Every type (`ComplaintType/listAll`).
 */
export function whistleblowingKinds(kinds: readonly ComplaintKind[], types: readonly ComplaintType[]): ComplaintKind[] {
  const confidential = new Set(types.filter(isConfidentialType).map((type) => type.id));
  return kinds.filter((kind) => confidential.has(kind.complaintTypeId)).sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
}
