/**
 * Rows of the vertical navigation, one component per item type (docs/spec/portal-spec.md section 2 "Navigation items";
 * docs/spec/shell-behaviour.md section 1). Every interactive row is a real link or button (react-aria), reachable and
 * operable by keyboard; collapsables and asides carry `aria-expanded`; the active link carries
 * `aria-current="page"`; icon-only rows keep their title for assistive technology and show it as a tooltip.
 */
import { memo, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { Button, Focusable, Link } from "react-aria-components";
import { Icon } from "../../components/icon";
import { opensNewContext, resolveItemLink } from "../link";
import { hasActiveChild, isItemActive, itemKey, visibleItems } from "../tree";
import type {
  NavigationAsideItem,
  NavigationBasicItem,
  NavigationCollapsableItem,
  NavigationGroupItem,
  NavigationItem,
} from "../types";
import { navigationRowPartsVariants, navigationRowVariants, type NavigationRowVariants } from "./vertical-navigation.variants";
import { useVerticalNavigationContext, useVerticalNavigationState } from "./vertical-navigation-context";
import { useNavigationOverlays } from "./vertical-navigation-deferred";

const parts = navigationRowPartsVariants();

/** Row layout for an item at `depth` in the given appearance. */
function rowLayout(appearance: string, depth: number): NonNullable<NavigationRowVariants["layout"]> {
  if (depth > 0) return "inline";
  if (appearance === "compact") return "stacked";
  if (appearance === "thin") return "icon";
  return "inline";
}

/** Left padding of nested inline rows: 56/72/88/104 px for depths 1-4 (docs/spec/shell-behaviour.md section 1). */
function rowStyle(layout: string, depth: number): CSSProperties | undefined {
  return layout === "inline" && depth > 0 ? { paddingInlineStart: 40 + 16 * Math.min(depth, 4) } : undefined;
}

/** Classes hiding text while a dense navigation is narrow. */
const denseHidden =
  "group-data-[appearance=dense]/nav:group-data-[expanded=false]/nav:opacity-0 group-data-[appearance=dense]/nav:transition-opacity group-data-[appearance=dense]/nav:duration-(--duration-complex)";

interface RowContentProps {
  item: NavigationItem;
  layout: NonNullable<NavigationRowVariants["layout"]>;
  /** Trailing element (chevron). */
  trailing?: ReactNode;
  /** Extra text read after the title (new-tab notice). */
  srSuffix?: string;
}

/** Icon, title, subtitle, badge and trailing part of a row. */
function RowContent({ item, layout, trailing, srSuffix }: RowContentProps) {
  const iconOnly = layout === "icon";
  const stacked = layout === "stacked";
  return (
    <>
      {item.icon && (
        <Icon name={item.icon} size={24} className={parts.icon({ className: item.classes?.icon })} />
      )}
      <span data-slot="text" className={iconOnly ? "sr-only" : parts.text({ className: `${denseHidden} ${stacked ? "items-center" : ""}` })}>
        <span data-slot="title" className={parts.title({ className: `[overflow-wrap:anywhere] group-data-[appearance=dense]/nav:group-data-[expanded=false]/nav:whitespace-nowrap ${item.classes?.title ?? ""}` })}>
          {item.title}
          {srSuffix && <span className="sr-only"> {srSuffix}</span>}
        </span>
        {item.subtitle && !stacked && (
          <span data-slot="subtitle" className={parts.subtitle({ className: item.classes?.subtitle })}>
            {item.subtitle}
          </span>
        )}
      </span>
      {item.badge?.title && (
        <span
          data-slot="badge"
          className={parts.badge({
            className: `${denseHidden} ${stacked ? "absolute top-2 left-16 ms-0" : ""} ${iconOnly ? "absolute top-2 right-2 ms-0" : ""} ${item.badge.classes ?? ""}`,
          })}
        >
          {item.badge.title}
        </span>
      )}
      {trailing}
    </>
  );
}

/**
 * Wraps a focusable row in a tooltip when there is text to show. The tooltip's code is loaded after the navigation's
 * first render (`vertical-navigation-deferred.ts`, tracker issue 40 item 1): a row rendered before that (a desktop's
 * first page in the dense or thin appearance) shows its tooltip from then on, milliseconds later.
 */
function WithTooltip({ text, children }: { text: string | undefined; children: ReactElement }) {
  const { tooltipPlacement } = useVerticalNavigationContext();
  const overlays = useNavigationOverlays();
  if (!text || !overlays) return children;
  return (
    <overlays.RowTooltip text={text} placement={tooltipPlacement} className={parts.tooltip()}>
      {children}
    </overlays.RowTooltip>
  );
}

/** The tooltip text of a row: the item's own, else its title when the title is not visible. */
function useTooltipText(item: NavigationItem, layout: string): string | undefined {
  const { appearance } = useVerticalNavigationContext();
  const isDenseExpanded = useVerticalNavigationState((state) => state.isDenseExpanded);
  if (item.tooltip) return item.tooltip;
  const titleHidden = layout === "icon" || (appearance === "dense" && !isDenseExpanded);
  return titleHidden ? item.title : undefined;
}

interface RowProps<T extends NavigationItem> {
  item: T;
  depth: number;
  /** Position from the root, `0.3.1` (see `itemKey`). */
  path: string;
}

/** The position array of a path string. */
function toPath(path: string): number[] {
  return path === "" ? [] : path.split(".").map(Number);
}

/** A basic item: internal link, external link, function, link plus function, static, or disabled. */
export function BasicRow({ item, depth }: RowProps<NavigationBasicItem>) {
  const { appearance, labels } = useVerticalNavigationContext();
  const layout = rowLayout(appearance, depth);
  const tooltip = useTooltipText(item, layout);
  const active = useVerticalNavigationState((state) => isItemActive(item, state.currentPath));
  const href = resolveItemLink(item);
  const className = navigationRowVariants({ layout, className: item.classes?.wrapper });
  const style = rowStyle(layout, depth);
  const common = { "data-active": active, "data-type": item.type, style } as const;
  const runFunction = () => item.function?.(item);

  if (item.disabled) {
    return (
      <Link {...common} isDisabled className={className} data-slot="row">
        <RowContent item={item} layout={layout} />
      </Link>
    );
  }
  if (href !== undefined && item.externalLink) {
    const target = item.target ?? "_self";
    const newContext = opensNewContext(target);
    return (
      <WithTooltip text={tooltip}>
        <Focusable>
          <a
            {...common}
            data-slot="row"
            href={href}
            target={target}
            rel={newContext ? "noopener noreferrer" : undefined}
            className={navigationRowVariants({ layout, isFocusVisible: false, className: `focus-visible:outline-2 ${item.classes?.wrapper ?? ""}` })}
            onClick={item.function ? runFunction : undefined}
          >
            <RowContent item={item} layout={layout} srSuffix={newContext ? labels.opensInNewTab : undefined} />
          </a>
        </Focusable>
      </WithTooltip>
    );
  }
  if (href !== undefined) {
    return (
      <WithTooltip text={tooltip}>
        <Link
          {...common}
          data-slot="row"
          href={href}
          aria-current={active ? "page" : undefined}
          onPress={item.function ? runFunction : undefined}
          className={(state) => navigationRowVariants({ layout, isFocusVisible: state.isFocusVisible, className: item.classes?.wrapper })}
        >
          <RowContent item={item} layout={layout} />
        </Link>
      </WithTooltip>
    );
  }
  if (item.function) {
    return (
      <WithTooltip text={tooltip}>
        <Button
          {...common}
          data-slot="row"
          onPress={runFunction}
          className={(state) =>
            navigationRowVariants({ layout, isFocusVisible: state.isFocusVisible, className: `w-[calc(100%-1.5rem)] ${item.classes?.wrapper ?? ""}` })
          }
        >
          <RowContent item={item} layout={layout} />
        </Button>
      </WithTooltip>
    );
  }
  return (
    <div {...common} data-slot="row" data-static="true" className={className}>
      <RowContent item={item} layout={layout} />
    </div>
  );
}

/** A row that opens a panel (asides, and top-level collapsables in compact and thin). */
function PanelTriggerRow({
  item,
  depth,
  panelKey,
  canOpen,
}: {
  item: NavigationAsideItem | NavigationCollapsableItem;
  depth: number;
  panelKey: string;
  canOpen: boolean;
}) {
  const { appearance, toggleAside, idPrefix } = useVerticalNavigationContext();
  const layout = rowLayout(appearance, depth);
  const tooltip = useTooltipText(item, layout);
  const isOpen = useVerticalNavigationState((state) => state.activeAsideKey === panelKey);
  const routeActive = useVerticalNavigationState(
    (state) => isItemActive(item, state.currentPath) || hasActiveChild(item, state.currentPath),
  );
  const active = isOpen || routeActive;
  return (
    <WithTooltip text={tooltip}>
      <Button
        data-slot="row"
        data-type={item.type}
        data-active={active}
        data-aside-key={panelKey}
        style={rowStyle(layout, depth)}
        isDisabled={!canOpen}
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${idPrefix}-aside` : undefined}
        onPress={() => toggleAside(panelKey, item)}
        className={(state) =>
          navigationRowVariants({ layout, isFocusVisible: state.isFocusVisible, className: `w-[calc(100%-1.5rem)] ${layout !== "inline" ? "w-auto" : ""} ${item.classes?.wrapper ?? ""}` })
        }
      >
        <RowContent
          item={item}
          layout={layout}
          trailing={
            layout === "inline" ? (
              <Icon name="chevron-right" size={16} data-open={isOpen} className={parts.chevron({ className: denseHidden })} />
            ) : undefined
          }
        />
      </Button>
    </WithTooltip>
  );
}

/** An aside item: its row opens its panel, or closes it when already open. Disabled or id-less asides never open. */
export function AsideRow({ item, depth }: RowProps<NavigationAsideItem>) {
  const canOpen = !item.disabled && item.id !== undefined && item.id !== "";
  return <PanelTriggerRow item={item} depth={depth} panelKey={item.id ?? ""} canOpen={canOpen} />;
}

/** A collapsable item: expands and collapses its children in place (children mount only while open). */
export function CollapsableRow({ item, depth, path }: RowProps<NavigationCollapsableItem>) {
  const { appearance, toggleCollapsable, idPrefix } = useVerticalNavigationContext();
  const key = itemKey(item, toPath(path));
  const layout = rowLayout(appearance, depth);
  const tooltip = useTooltipText(item, layout);
  const isOpen = useVerticalNavigationState((state) => state.expanded.has(key));
  const active = useVerticalNavigationState(
    (state) => isItemActive(item, state.currentPath) || hasActiveChild(item, state.currentPath),
  );
  if (layout !== "inline") {
    // Compact and thin have no room to indent: a top-level collapsable opens its children as a panel.
    return <PanelTriggerRow item={item} depth={depth} panelKey={key} canOpen={!item.disabled} />;
  }
  const childrenId = `${idPrefix}-c-${key.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  return (
    <>
      <WithTooltip text={tooltip}>
        <Button
          data-slot="row"
          data-type="collapsable"
          data-active={active}
          data-collapsable-key={key}
          style={rowStyle(layout, depth)}
          isDisabled={item.disabled}
          aria-expanded={isOpen}
          aria-controls={isOpen ? childrenId : undefined}
          onPress={() => toggleCollapsable(key)}
          className={(state) =>
            navigationRowVariants({ layout, isFocusVisible: state.isFocusVisible, className: `w-[calc(100%-1.5rem)] ${item.classes?.wrapper ?? ""}` })
          }
        >
          <RowContent
            item={item}
            layout={layout}
            trailing={<Icon name="chevron-right" size={16} data-open={isOpen} className={parts.chevron({ className: denseHidden })} />}
          />
        </Button>
      </WithTooltip>
      {isOpen && (
        <ul
          id={childrenId}
          data-slot="children"
          className={parts.children({
            className: "group-data-[appearance=dense]/nav:group-data-[expanded=false]/nav:hidden",
          })}
        >
          <ItemList items={item.children} depth={depth + 1} path={path} />
        </ul>
      )}
    </>
  );
}

/** A group: a heading with always-visible children. */
export function GroupRow({ item, depth, path }: RowProps<NavigationGroupItem>) {
  const { appearance, idPrefix } = useVerticalNavigationContext();
  const headingId = `${idPrefix}-g-${path.replace(/\./g, "_")}`;
  const compactTop = depth === 0 && (appearance === "thin" || appearance === "compact");
  return (
    <>
      <div
        id={headingId}
        role="heading"
        aria-level={Math.min(2 + depth, 6)}
        data-slot="group-title"
        className={compactTop ? "sr-only" : parts.groupTitle({ className: `${denseHidden} ${item.classes?.title ?? ""}` })}
      >
        {item.title}
      </div>
      {compactTop && <hr aria-hidden="true" className={parts.divider({ className: "mx-4" })} />}
      {item.subtitle && !compactTop && (
        <div className={parts.groupSubtitle({ className: `${denseHidden} ${item.classes?.subtitle ?? ""}` })}>{item.subtitle}</div>
      )}
      <ul aria-labelledby={headingId} data-slot="group-children" className="flex flex-col">
        <ItemList items={item.children} depth={depth} path={path} />
      </ul>
    </>
  );
}

/** One item of any type, in its list item (memoised: re-renders only when its own state changes). */
const Entry = memo(function Entry({ item, depth, path }: RowProps<NavigationItem>) {
  switch (item.type) {
    case "basic":
      return (
        <li data-slot="item" className="flex flex-col">
          <BasicRow item={item} depth={depth} path={path} />
        </li>
      );
    case "aside":
      return (
        <li data-slot="item" className="flex flex-col">
          <AsideRow item={item} depth={depth} path={path} />
        </li>
      );
    case "collapsable":
      return (
        <li data-slot="item" className="flex flex-col">
          <CollapsableRow item={item} depth={depth} path={path} />
        </li>
      );
    case "group":
      return (
        <li data-slot="item" className="flex flex-col">
          <GroupRow item={item} depth={depth} path={path} />
        </li>
      );
    case "divider":
      return (
        <li data-slot="item" data-type="divider" className="flex flex-col">
          <hr className={parts.divider({ className: item.classes?.wrapper })} />
        </li>
      );
    case "spacer":
      return <li data-slot="item" data-type="spacer" aria-hidden="true" className={parts.spacer({ className: item.classes?.wrapper })} />;
  }
});

/** The visible items of a list, each in its `<li>`; `path` is the position of the parent (`""` at the root). */
export const ItemList = memo(function ItemList({
  items,
  depth,
  path,
}: {
  items: readonly NavigationItem[] | undefined;
  depth: number;
  path: string;
}) {
  const visible = new Set(visibleItems(items));
  return (
    <>
      {(items ?? []).map((item, position) => {
        if (!visible.has(item)) return null;
        const itemPath = path === "" ? String(position) : `${path}.${position}`;
        return <Entry key={itemKey(item, toPath(itemPath))} item={item} depth={depth} path={itemPath} />;
      })}
    </>
  );
});
