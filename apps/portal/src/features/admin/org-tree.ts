/**
 * The organisation structure as a tree (contract `OrgUnit`, a flat list with `parentId`; issue 10 item 1), and
 * the rules of the structure page over it. Pure functions, unit-tested.
 */
import type { Schemas } from "@eoffice/api-client";

/** A unit of the organisation. */
export type OrgUnit = Schemas["OrgUnit"];

/** A unit with its sub-units (the shape the ui `Tree` takes). */
export interface UnitNode {
  /** The unit's id. */
  id: number;
  /** The unit. */
  unit: OrgUnit;
  /** Its sub-units, ordered by `orderNo` then `id`. */
  children: UnitNode[];
}

function byOrder(a: OrgUnit, b: OrgUnit): number {
  return a.orderNo - b.orderNo || a.id - b.id;
}

/**
 * Builds the tree from the flat list. A unit whose parent is not in the list (for example a deactivated parent
 * left out) is shown at the top level rather than lost.
 * @param units - Every unit the server answered.
 */
export function buildUnitTree(units: readonly OrgUnit[]): UnitNode[] {
  const nodes = new Map<number, UnitNode>();
  for (const unit of [...units].sort(byOrder)) nodes.set(unit.id, { id: unit.id, unit, children: [] });
  const roots: UnitNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.unit.parentId === null ? undefined : nodes.get(node.unit.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The ids of a unit and every unit below it (a unit cannot be moved under any of them).
 * @param units - Every unit.
 * @param id - The unit.
 */
export function selfAndDescendantIds(units: readonly OrgUnit[], id: number): Set<number> {
  const result = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const unit of units) {
      if (unit.parentId !== null && result.has(unit.parentId) && !result.has(unit.id)) {
        result.add(unit.id);
        grew = true;
      }
    }
  }
  return result;
}

/**
 * The units a unit may be moved under: active units that are not the unit itself nor below it.
 * @param units - Every unit.
 * @param id - The unit to move, or `null` for a new unit.
 */
export function parentChoices(units: readonly OrgUnit[], id: number | null): OrgUnit[] {
  const excluded = id === null ? new Set<number>() : selfAndDescendantIds(units, id);
  return units.filter((unit) => unit.active && !excluded.has(unit.id));
}

/**
 * The ids of the ancestors of a unit, nearest first (to expand the tree down to it).
 * @param units - Every unit.
 * @param id - The unit.
 */
export function ancestorIds(units: readonly OrgUnit[], id: number): number[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const result: number[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current !== null && !result.includes(current)) {
    result.push(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return result;
}
