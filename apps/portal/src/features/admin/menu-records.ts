/**
 * The stored staff menu as the menu editor shows it (contract `MenuItemRecord`; issue 10 item 3). Pure, unit-tested.
 */
import type { Schemas } from "@eoffice/api-client";

/** A stored menu item. */
export type MenuRecord = Schemas["MenuItemRecord"];

/**
 * Stored items grouped for display: top-level items in order (`orderNo`, then `id`), each with its children in
 * order; an item whose parent is missing is listed at the top level rather than hidden.
 * @param records - Every stored item (`GET /v1/Menu/admin/listAll`).
 */
export function groupMenuRecords(records: readonly MenuRecord[]): { item: MenuRecord; children: MenuRecord[] }[] {
  const order = (a: MenuRecord, b: MenuRecord) => a.orderNo - b.orderNo || a.id - b.id;
  const top = records.filter((record) => record.parentId === 0).sort(order);
  const topIds = new Set(top.map((record) => record.id));
  // An item whose parent is missing is listed at the top level rather than hidden.
  const orphans = records.filter((record) => record.parentId !== 0 && !topIds.has(record.parentId));
  return [...top, ...orphans].map((item) => ({
    item,
    children: records.filter((record) => record.parentId === item.id && record.parentId !== 0).sort(order),
  }));
}

