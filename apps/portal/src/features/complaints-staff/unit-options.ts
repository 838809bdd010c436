/**
 * The organisation's units as the options of a unit filter (issue 11 item 2): each division followed by its
 * sections, in the structure's order. Pure, unit-tested.
 */
import type { Schemas } from "@eoffice/api-client";
import type { Language } from "../../i18n/languages";
import { localName } from "../../lib/local-name";
import { buildUnitTree, type UnitNode } from "../admin";

/** One option of a unit select: a division, or a section shown under its division. */
export interface UnitOption {
  /** The unit's id, as text (select keys). */
  id: string;
  /** The name in the user's language; a section's name is indented under its division's. */
  label: string;
}

/**
 * The active units as select options in tree order (each division followed by its sections), a section's name
 * prefixed with an em dash per level so that the nesting shows in the list.
 * @param units - Every unit the server answered.
 * @param language - The user's language.
 */
export function unitOptions(units: readonly Schemas["OrgUnit"][], language: Language): UnitOption[] {
  const options: UnitOption[] = [];
  const visit = (nodes: readonly UnitNode[], depth: number) => {
    for (const node of nodes) {
      options.push({ id: String(node.id), label: `${"\u2014 ".repeat(depth)}${localName(node.unit, language)}` });
      visit(node.children, depth + 1);
    }
  };
  visit(buildUnitTree(units.filter((unit) => unit.active)), 0);
  return options;
}
