/**
 * Pure rules over a navigation tree (docs/spec/portal-spec.md sections 2 and 4, docs/spec/shell-behaviour.md sections 1 and 3):
 * hidden items, active items, the depth-first lookups the registry exposes, and the expand/collapse rules of
 * collapsable items.
 *
 * Collapse rule (decided here, docs/spec/shell-behaviour.md section 10 "keep the autoCollapse exceptions"):
 * - Opening a collapsable also opens its ancestors. With `autoCollapse` on (the default), every other open
 *   collapsable of the same navigation closes, except the ancestors of the one opening and the ones that
 *   contain the current page (so the reader never loses the branch they are in). With it off, nothing else closes.
 * - Closing a collapsable also closes all its collapsable descendants.
 * - On first render and after each completed navigation, collapsables containing the active link open; with
 *   `autoCollapse` on the others close, with it off they keep the reader's choice.
 * - Disabled collapsables cannot be opened or closed by the reader.
 */
import { isLinkActive, resolveItemLink } from "./link";
import type { NavigationBasicItem, NavigationItem, NavigationParentItem } from "./types";

/** Whether an item has a `children` list (aside, collapsable, group). */
export function hasChildren(item: NavigationItem): item is NavigationParentItem {
  return (item.type === "aside" || item.type === "collapsable" || item.type === "group") && Array.isArray(item.children);
}

/** Whether the item's `hidden` predicate hides it. */
export function isItemHidden(item: NavigationItem): boolean {
  return item.hidden?.(item) === true;
}

/** The items that are not hidden (the predicate is applied at every depth by the renderers). */
export function visibleItems(items: readonly NavigationItem[] | undefined): NavigationItem[] {
  return (items ?? []).filter((item) => !isItemHidden(item));
}

/** The key under which an item's state is kept: its id, else its position (`~0.3.1`). */
export function itemKey(item: NavigationItem, path: readonly number[]): string {
  return item.id ?? `~${path.join(".")}`;
}

/** Whether the item's own link (or `active: true`) makes it active for `currentPath`. */
export function isItemActive(item: NavigationItem, currentPath: string | undefined): boolean {
  if (item.active) return true;
  if (item.type !== "basic" && item.type !== "aside" && item.type !== "collapsable") return false;
  if (item.externalLink || currentPath === undefined) return false;
  const href = resolveItemLink(item);
  return href !== undefined && isLinkActive(href, currentPath, item.exactMatch === true);
}

/**
 * Whether any visible descendant is active (its own link with its own `exactMatch`, or `active: true`).
 * The parent's own link is not considered (docs/spec/shell-behaviour.md section 1 "Active child").
 */
export function hasActiveChild(item: NavigationItem, currentPath: string | undefined): boolean {
  if (!hasChildren(item)) return false;
  return visibleItems(item.children).some(
    (child) => isItemActive(child, currentPath) || hasActiveChild(child, currentPath),
  );
}

/** One collapsable of a navigation, with the keys of its collapsable ancestors and descendants. */
export interface CollapsableEntry {
  key: string;
  item: NavigationItem;
  ancestors: string[];
  descendants: string[];
}

/** Every visible collapsable of a tree by key (depth-first). */
export function indexCollapsables(items: readonly NavigationItem[]): Map<string, CollapsableEntry> {
  const index = new Map<string, CollapsableEntry>();
  const walk = (list: readonly NavigationItem[], path: number[], ancestors: string[]): string[] => {
    const found: string[] = [];
    list.forEach((item, position) => {
      if (isItemHidden(item)) return;
      const itemPath = [...path, position];
      if (item.type === "collapsable") {
        const key = itemKey(item, itemPath);
        const entry: CollapsableEntry = { key, item, ancestors, descendants: [] };
        index.set(key, entry);
        entry.descendants = walk(item.children ?? [], itemPath, [...ancestors, key]);
        found.push(key, ...entry.descendants);
      } else if (hasChildren(item)) {
        found.push(...walk(item.children ?? [], itemPath, ancestors));
      }
    });
    return found;
  };
  walk(items, [], []);
  return index;
}

/** The keys of the collapsables that contain the active link. */
export function activeCollapsables(index: Map<string, CollapsableEntry>, currentPath: string | undefined): Set<string> {
  const keys = new Set<string>();
  for (const entry of index.values()) if (hasActiveChild(entry.item, currentPath)) keys.add(entry.key);
  return keys;
}

/** The open set after the reader opens `key` (see the collapse rule above). */
export function expandCollapsable(
  expanded: ReadonlySet<string>,
  key: string,
  index: Map<string, CollapsableEntry>,
  currentPath: string | undefined,
  autoCollapse: boolean,
): Set<string> {
  const entry = index.get(key);
  if (!entry || entry.item.disabled) return new Set(expanded);
  const lineage = new Set([...entry.ancestors, key]);
  if (!autoCollapse) return new Set([...expanded, ...lineage]);
  const keep = activeCollapsables(index, currentPath);
  const next = new Set(lineage);
  for (const open of expanded) if (keep.has(open)) next.add(open);
  return next;
}

/** The open set after the reader closes `key`: it and its collapsable descendants close. */
export function collapseCollapsable(
  expanded: ReadonlySet<string>,
  key: string,
  index: Map<string, CollapsableEntry>,
): Set<string> {
  const entry = index.get(key);
  if (!entry || entry.item.disabled) return new Set(expanded);
  const closing = new Set([key, ...entry.descendants]);
  return new Set([...expanded].filter((open) => !closing.has(open)));
}

/** The open set after a completed navigation (or on first render, with `expanded` empty). */
export function syncCollapsables(
  expanded: ReadonlySet<string>,
  index: Map<string, CollapsableEntry>,
  currentPath: string | undefined,
  autoCollapse: boolean,
): Set<string> {
  const active = activeCollapsables(index, currentPath);
  if (autoCollapse) return active;
  const next = new Set([...expanded].filter((key) => index.has(key)));
  for (const key of active) next.add(key);
  return next;
}

/** Depth-first list of the basic items, descending through aside, collapsable and group children. */
export function flattenBasicItems(items: readonly NavigationItem[]): NavigationBasicItem[] {
  const flat: NavigationBasicItem[] = [];
  for (const item of items) {
    if (item.type === "basic") flat.push(item);
    if (hasChildren(item)) flat.push(...flattenBasicItems(item.children ?? []));
  }
  return flat;
}

/** The first item with `id`, depth-first, or `null`. */
export function findItem(id: string, items: readonly NavigationItem[]): NavigationItem | null {
  for (const item of items) {
    if (item.id === id) return item;
    if (hasChildren(item)) {
      const found = findItem(id, item.children ?? []);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The parent of the item with `id`: the item whose children hold it, or `root` when it is at the top level;
 * `null` when there is no such item.
 */
export function findItemParent<TRoot>(
  id: string,
  items: readonly NavigationItem[],
  root: TRoot,
): NavigationItem | TRoot | null {
  for (const item of items) {
    if (item.id === id) return root;
    if (hasChildren(item)) {
      const found = findItemParent<NavigationItem>(id, item.children ?? [], item);
      if (found) return found;
    }
  }
  return null;
}
