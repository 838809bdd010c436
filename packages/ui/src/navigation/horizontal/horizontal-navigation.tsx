/**
 * `HorizontalNavigation`: the top menu of the horizontal layouts (docs/spec/portal-spec.md section 2 "Navigation
 * items"; docs/spec/shell-behaviour.md section 2, with its keyboard gaps closed).
 *
 * - Top level: `basic` items are links (`aria-current="page"` when active); `aside`, `collapsable` and `group`
 *   items are branches: a button opening a menu (react-aria Menu: arrow keys, Enter/Space, Escape, typeahead;
 *   focus returns to the button). Spacers are 12 px gaps; dividers are skipped at the top level.
 * - Inside a menu: `basic` items are menu entries (links go through the router, functions run), `aside` and
 *   `collapsable` items are sub-menus (open on hover, click, Enter or arrow right), `group` items are sections
 *   with a heading, dividers are separators, spacers are dropped. Disabled items are disabled entries.
 * - A branch holding the current page is shown active. Hidden items are left out at every depth.
 */
import type { ReactNode } from "react";
import {
  Button,
  Header,
  Link,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Separator,
  SubmenuTrigger,
} from "react-aria-components";
import { Icon } from "../../components/icon";
import { Popover } from "../../components/popover";
import { useNavigationLabels, type NavigationLabels } from "../labels";
import { opensNewContext, resolveItemLink } from "../link";
import { useCurrentPath } from "../navigation-context";
import { hasActiveChild, hasChildren, isItemActive, itemKey, visibleItems } from "../tree";
import type { NavigationItem } from "../types";
import {
  horizontalMenuItemVariants,
  horizontalNavigationVariants,
  horizontalRowVariants,
} from "./horizontal-navigation.variants";

/** Props of {@link HorizontalNavigation}. */
export interface HorizontalNavigationProps {
  /** The items (see `NavigationItem`). */
  items: readonly NavigationItem[];
  /** Current location (path + optional query); falls back to the nearest `NavigationProvider`. */
  currentPath?: string;
  /** Accessible name of the landmark. @default labels.horizontalNavigation ("Main menu" / "เมนูหลัก") */
  "aria-label"?: string;
  /** Replaces single strings of the current language. */
  labels?: Partial<NavigationLabels>;
  /** Classes merged over the root's. */
  className?: string;
}

const slots = horizontalNavigationVariants();

function ItemBody({ item, suffix }: { item: NavigationItem; suffix?: string }) {
  return (
    <>
      {item.icon && <Icon name={item.icon} size={20} className={slots.itemIcon({ className: item.classes?.icon })} />}
      <span className={slots.itemText()}>
        <span className={item.classes?.title}>
          {item.title}
          {suffix && <span className="sr-only"> {suffix}</span>}
        </span>
        {item.subtitle && <span className={slots.itemSubtitle({ className: item.classes?.subtitle })}>{item.subtitle}</span>}
      </span>
      {item.badge?.title && <span className={slots.badge({ className: item.badge.classes })}>{item.badge.title}</span>}
    </>
  );
}

/** The entries of a menu (recursive). */
function MenuEntries({ items, path, currentPath, labels }: { items: readonly NavigationItem[] | undefined; path: number[]; currentPath: string | undefined; labels: NavigationLabels }): ReactNode {
  const visible = new Set(visibleItems(items));
  return (items ?? []).map((item, position) => {
    if (!visible.has(item)) return null;
    const itemPath = [...path, position];
    const key = itemKey(item, itemPath);
    switch (item.type) {
      case "divider":
        return <Separator key={key} className={slots.divider()} />;
      case "spacer":
        return null;
      case "group":
        return (
          <MenuSection key={key} className={slots.section()}>
            <Header className={slots.sectionHeader()}>{item.title}</Header>
            <MenuEntries items={item.children} path={itemPath} currentPath={currentPath} labels={labels} />
          </MenuSection>
        );
      case "aside":
      case "collapsable":
        return (
          <SubmenuTrigger key={key}>
            <MenuItem
              id={key}
              textValue={item.title}
              isDisabled={item.disabled}
              data-active={hasActiveChild(item, currentPath)}
              className={horizontalMenuItemVariants({ className: item.classes?.wrapper })}
            >
              <ItemBody item={item} />
              <Icon name="chevron-right" size={16} className="opacity-60" />
            </MenuItem>
            <Popover placement="end top" className="min-w-48">
              <Menu className={slots.menu()}>
                <MenuEntries items={item.children} path={itemPath} currentPath={currentPath} labels={labels} />
              </Menu>
            </Popover>
          </SubmenuTrigger>
        );
      case "basic": {
        const href = resolveItemLink(item);
        const target = item.externalLink ? (item.target ?? "_self") : undefined;
        const newContext = item.externalLink && opensNewContext(target);
        return (
          <MenuItem
            key={key}
            id={key}
            textValue={item.title}
            href={href}
            target={target}
            rel={newContext ? "noopener noreferrer" : undefined}
            isDisabled={item.disabled || (href === undefined && !item.function)}
            onAction={item.function ? () => item.function?.(item) : undefined}
            data-active={isItemActive(item, currentPath)}
            className={horizontalMenuItemVariants({ className: item.classes?.wrapper })}
          >
            <ItemBody item={item} suffix={newContext ? labels.opensInNewTab : undefined} />
          </MenuItem>
        );
      }
    }
  });
}

/** A horizontal navigation (see the module comment). */
export function HorizontalNavigation({ items, currentPath: currentPathProp, "aria-label": ariaLabel, labels: labelOverrides, className }: HorizontalNavigationProps) {
  const contextPath = useCurrentPath();
  const currentPath = currentPathProp ?? contextPath;
  const labels = useNavigationLabels(labelOverrides);
  const visible = new Set(visibleItems(items));
  return (
    <nav aria-label={ariaLabel ?? labels.horizontalNavigation} data-slot="horizontal-navigation" className={slots.root({ className })}>
      <ul className={slots.list()}>
        {items.map((item, position) => {
          if (!visible.has(item) || item.type === "divider") return null;
          const key = itemKey(item, [position]);
          if (item.type === "spacer") return <li key={key} aria-hidden="true" className={slots.spacer()} />;
          if (hasChildren(item)) {
            const active = hasActiveChild(item, currentPath) || item.active === true;
            return (
              <li key={key}>
                <MenuTrigger>
                  <Button
                    isDisabled={item.disabled}
                    data-active={active}
                    className={(state) =>
                      horizontalRowVariants({ isFocusVisible: state.isFocusVisible, hasSubtitle: Boolean(item.subtitle), className: item.classes?.wrapper })
                    }
                  >
                    <ItemBody item={item} />
                  </Button>
                  <Popover placement="bottom start" className="min-w-48">
                    <Menu className={slots.menu()} aria-label={item.title}>
                      <MenuEntries items={item.children} path={[position]} currentPath={currentPath} labels={labels} />
                    </Menu>
                  </Popover>
                </MenuTrigger>
              </li>
            );
          }
          const href = resolveItemLink(item);
          const active = isItemActive(item, currentPath);
          const rowClass = (isFocusVisible: boolean) =>
            horizontalRowVariants({ isFocusVisible, hasSubtitle: Boolean(item.subtitle), className: item.classes?.wrapper });
          if (href !== undefined && item.externalLink) {
            const target = item.target ?? "_self";
            const newContext = opensNewContext(target);
            return (
              <li key={key}>
                <a
                  href={href}
                  target={target}
                  rel={newContext ? "noopener noreferrer" : undefined}
                  onClick={item.function ? () => item.function?.(item) : undefined}
                  className={`${rowClass(false)} focus-visible:outline-2`}
                >
                  <ItemBody item={item} suffix={newContext ? labels.opensInNewTab : undefined} />
                </a>
              </li>
            );
          }
          if (href !== undefined || item.disabled) {
            return (
              <li key={key}>
                <Link
                  href={item.disabled ? undefined : href}
                  isDisabled={item.disabled}
                  aria-current={active ? "page" : undefined}
                  data-active={active}
                  onPress={item.function ? () => item.function?.(item) : undefined}
                  className={(state) => rowClass(state.isFocusVisible)}
                >
                  <ItemBody item={item} />
                </Link>
              </li>
            );
          }
          if (item.function) {
            return (
              <li key={key}>
                <Button onPress={() => item.function?.(item)} className={(state) => rowClass(state.isFocusVisible)}>
                  <ItemBody item={item} />
                </Button>
              </li>
            );
          }
          return (
            <li key={key} className={rowClass(false)}>
              <ItemBody item={item} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
