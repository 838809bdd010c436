/**
 * Tree: nested records shown as an expandable tree (issue 10, item 1: the organisation structure, divisions >
 * sections > positions; usable for any hierarchy a municipal app shows, such as document folders or the menu).
 * Built on react-aria-components `Tree` / `TreeItem` / `TreeItemContent` (a `treegrid`), which gives the whole
 * keyboard model: Up/Down move between visible rows, Home/End go to the first/last row, Right expands a
 * collapsed row, Left collapses an expanded row (on a leaf or a collapsed row it moves to the parent), Enter
 * runs `onAction`, Space selects, typing a name jumps to it (typeahead on {@link TreeProps.getTextValue}).
 * Without `onAction` and without selection, a click or Enter on a parent row expands or collapses it.
 *
 * Layout: rows are at least 40 px high (touch); each level below the first is indented by
 * {@link TREE_INDENT_PX} (24 px); a row with children starts with a 32 px chevron button named "Expand" /
 * "Collapse" (ขยาย / ยุบ in Thai) followed by the row's name; a leaf starts with a 32 px spacer so that labels of
 * one level line up. The chevron is out of the tab order: the keyboard works on rows.
 *
 * Data in, events out: the app passes `items` (each `{ id, children? }`) and renders a row's content with
 * `renderItem` (label, badges, buttons); it never fetches anything.
 */
import { useMemo, type ReactNode } from "react";
import {
  Button as AriaButton,
  Collection,
  Tree as AriaTree,
  TreeItem as AriaTreeItem,
  TreeItemContent,
  type Key,
  type Selection,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { EmptyState } from "../empty-state/empty-state";
import { Icon } from "../icon/icon";
import { treeChevronVariants, treeRowVariants, treeSlotVariants, treeVariants } from "./tree.variants";

/** A key of a tree row: the item's `id`. */
export type TreeKey = string | number;

/**
 * The shape every tree item has: a unique `id` (across the whole tree, not only among siblings) and its
 * `children`, of the same type. Any other fields are the app's (names, status, counts ...).
 */
export interface TreeItemData<T> {
  /** Unique id in the whole tree; the key of expansion, selection and `onAction`. */
  id: TreeKey;
  /** Child items, in display order; absent or empty for a leaf. */
  children?: readonly T[];
}

/** What {@link TreeProps.renderItem} receives besides the item: the row's state. */
export interface TreeRowState {
  /** Depth of the row: 1 at the top. */
  level: number;
  /** Whether the row has children. */
  hasChildItems: boolean;
  /** Whether the row is expanded (always `false` for a leaf). */
  isExpanded: boolean;
  /** Whether the row is selected. */
  isSelected: boolean;
  /** Whether the app marked the row inactive ({@link TreeProps.isItemInactive}). */
  isInactive: boolean;
}

/** Props of {@link Tree}, generic over the item type `T`. */
export interface TreeProps<T extends TreeItemData<T>> {
  /** Accessible name of the tree (for example "Organisation structure"). Required: a tree must be named. */
  "aria-label": string;
  /** The top-level items, each with its nested `children`. */
  items: readonly T[];
  /**
   * Content of a row: the label and whatever goes with it (badges, counts, a menu button). Interactive
   * elements inside a row are reached with Tab / arrow keys as react-aria's tree allows; keep them few.
   */
  renderItem: (item: T, state: TreeRowState) => ReactNode;
  /**
   * Plain text of an item. It is the row's accessible name (`aria-label` of the row: what a screen reader
   * announces when the row gets focus, instead of the rendered content) and the text of typeahead (type "งาน"
   * to jump to the next row starting with it). Put the name first and anything else a listener needs after it,
   * for example "Town Planning Section, inactive".
   */
  getTextValue: (item: T) => string;

  /** Ids of the expanded rows (controlled). */
  expandedKeys?: Iterable<TreeKey>;
  /** Ids of the rows expanded at first (uncontrolled). @default none (all collapsed) */
  defaultExpandedKeys?: Iterable<TreeKey>;
  /** Called with all expanded ids when a row is expanded or collapsed (chevron, Right / Left arrow). */
  onExpandedChange?: (keys: Set<TreeKey>) => void;

  /**
   * `none` or `single`. With `single` a click, a tap or Space selects a row (`aria-selected`, a tinted row
   * with a bar at its start edge). @default "none"
   */
  selectionMode?: "none" | "single";
  /**
   * react-aria's selection behaviour when `selectionMode` is `single`: `toggle` (a press selects; when
   * `onAction` is also given, a press runs the action while nothing is selected, and Space selects) or
   * `replace` (the focused row follows the arrow keys and is selected; Enter or a double click runs
   * `onAction`; the usual choice for a master-detail page). @default "toggle"
   */
  selectionBehavior?: "toggle" | "replace";
  /** Selected ids (controlled). */
  selectedKeys?: Iterable<TreeKey>;
  /** Ids selected at first (uncontrolled). @default none */
  defaultSelectedKeys?: Iterable<TreeKey>;
  /** Called with the selected ids (at most one in `single` mode) when the selection changes. */
  onSelectionChange?: (keys: Set<TreeKey>) => void;
  /**
   * Called when a row is activated: Enter on a focused row; a click or tap when there is no selection (see
   * `selectionBehavior`). For example to open the unit's page or its edit dialog.
   */
  onAction?: (item: T) => void;

  /**
   * Marks an item inactive (for example a deactivated unit): its row is drawn muted (`text-muted`,
   * `data-inactive`) but stays focusable, selectable and actionable, so that it can be reactivated. Colour is
   * not enough for everyone: also show it in the row (a badge "Inactive" / "ยกเลิกแล้ว" from `renderItem`) and
   * add it to the row's name ({@link TreeProps.getTextValue}). @default no item is inactive
   */
  isItemInactive?: (item: T) => boolean;

  /** What shows when `items` is empty. @default an {@link EmptyState} "Nothing here yet" / "ยังไม่มีรายการ" */
  renderEmptyState?: () => ReactNode;
  /** Classes merged over the tree's. */
  className?: string;
}

/** Maps every item of the tree by id (for `onAction`), depth first. */
function indexItems<T extends TreeItemData<T>>(items: readonly T[], into = new Map<Key, T>()): Map<Key, T> {
  for (const item of items) {
    into.set(item.id, item);
    if (item.children) indexItems(item.children, into);
  }
  return into;
}

/** react-aria's `Selection` as a set of ids (`"all"` cannot happen in `none` / `single` mode). */
function toKeySet(selection: Selection | Set<Key>): Set<TreeKey> {
  return selection === "all" ? new Set() : new Set(selection as Set<TreeKey>);
}

/**
 * An accessible tree of nested items (see {@link TreeProps}; the module comment describes keyboard and
 * layout). Generic over the item type: `<Tree<OrgUnit> items={units} renderItem={(u) => u.name} ... />`.
 */
export function Tree<T extends TreeItemData<T>>({
  items,
  renderItem,
  getTextValue,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  selectionMode = "none",
  selectionBehavior = "toggle",
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onAction,
  isItemInactive,
  renderEmptyState,
  className,
  ...props
}: TreeProps<T>) {
  const strings = useUiStrings();
  const slots = treeSlotVariants();
  const byId = useMemo(() => indexItems(items), [items]);

  const renderRow = (item: T): ReactNode => {
    const isInactive = isItemInactive?.(item) ?? false;
    return (
      <AriaTreeItem<T>
        id={item.id}
        textValue={getTextValue(item)}
        data-inactive={isInactive || undefined}
        className={(renderProps) =>
          treeRowVariants({
            isFocusVisible: renderProps.isFocusVisible,
            isHovered: renderProps.isHovered,
            isSelected: renderProps.isSelected,
            isInteractive: selectionMode !== "none" || !!onAction || renderProps.hasChildItems,
            isInactive,
          })
        }
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded, isSelected, level }) => (
            <>
              {hasChildItems ? (
                <AriaButton
                  slot="chevron"
                  data-slot="tree-chevron"
                  className={(renderProps) => treeChevronVariants(renderProps)}
                >
                  <Icon name="chevron-right" size={18} className={treeSlotVariants({ isExpanded }).chevronIcon()} />
                </AriaButton>
              ) : (
                <span aria-hidden="true" className={slots.spacer()} />
              )}
              <div className={slots.content()} data-slot="tree-content">
                {renderItem(item, { level, hasChildItems, isExpanded: hasChildItems && isExpanded, isSelected, isInactive })}
              </div>
            </>
          )}
        </TreeItemContent>
        {item.children && item.children.length > 0 && <Collection items={item.children}>{renderRow}</Collection>}
      </AriaTreeItem>
    );
  };

  return (
    <AriaTree<T>
      aria-label={props["aria-label"]}
      data-slot="tree"
      items={items}
      expandedKeys={expandedKeys}
      defaultExpandedKeys={defaultExpandedKeys}
      onExpandedChange={onExpandedChange && ((keys) => onExpandedChange(toKeySet(keys)))}
      selectionMode={selectionMode}
      selectionBehavior={selectionBehavior}
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange && ((keys) => onSelectionChange(toKeySet(keys)))}
      onAction={
        onAction &&
        ((key) => {
          const item = byId.get(key);
          if (item) onAction(item);
        })
      }
      renderEmptyState={() => renderEmptyState?.() ?? <EmptyState title={strings.treeEmpty} size="sm" />}
      className={(renderProps) => treeVariants({ isFocusVisible: renderProps.isFocusVisible, className })}
    >
      {renderRow}
    </AriaTree>
  );
}
