/**
 * Menu parts (react-aria Menu, MenuItem, SubmenuTrigger): a menu button's list of actions. Keyboard: Enter,
 * Space or ArrowDown on the trigger opens; arrows move; Enter/Space activates; ArrowRight opens a submenu,
 * ArrowLeft closes it; Escape closes and returns focus to the trigger; typing jumps to an item.
 */
import type { ReactNode, Ref } from "react";
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Separator,
  SubmenuTrigger,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from "react-aria-components";
import { Icon } from "../icon/icon";
import { menuItemVariants, menuSectionHeaderVariants, menuSeparatorVariants, menuVariants } from "./menu.variants";

/** Props of {@link Menu}: react-aria's `MenuProps` (`onAction`, `selectionMode`, `selectedKeys`, `items`...). */
export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** The rendered menu element (`role="menu"`). */
  ref?: Ref<HTMLDivElement>;
}

/** A styled react-aria Menu; put it in a {@link Popover} under a `MenuTrigger`. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <AriaMenu {...props} className={composeRenderProps(className, (className) => menuVariants({ className }))} />;
}

/** Props of {@link MenuItem}: react-aria's `MenuItemProps` plus: */
export interface MenuItemProps<T extends object = object> extends Omit<AriaMenuItemProps<T>, "children"> {
  /** The row content (text, optionally an icon before it). */
  children?: ReactNode;
  /** Curated icon name shown before the text (decorative). */
  icon?: string;
  /** Shows the row in the warn colour (for example Sign out or Delete). @default false */
  isDanger?: boolean;
}

/**
 * A menu row. In a menu with `selectionMode`, the selected row shows a check mark and is announced as checked
 * (`aria-checked`); a row that opens a submenu shows a chevron.
 */
export function MenuItem<T extends object = object>({ className, children, icon, isDanger, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === "string" ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (className, renderProps) =>
        menuItemVariants({ ...renderProps, isDanger, className }),
      )}
    >
      {({ isSelected, selectionMode, hasSubmenu }) => (
        <>
          {icon && <Icon name={icon} size={18} className="shrink-0 opacity-70" />}
          <span className="flex-1">{children}</span>
          {selectionMode !== "none" && (
            <Icon name="check" size={16} className={isSelected ? "shrink-0 text-primary" : "invisible shrink-0"} />
          )}
          {hasSubmenu && <Icon name="chevron-right" size={16} className="shrink-0 rtl:rotate-180" />}
        </>
      )}
    </AriaMenuItem>
  );
}

/** Props of {@link MenuSection}: react-aria's `MenuSectionProps` plus: */
export interface MenuSectionProps<T extends object> extends Omit<AriaMenuSectionProps<T>, "children"> {
  /** The section's rows. */
  children?: ReactNode;
  /** A small heading above the section's rows; it also labels the group. */
  title?: ReactNode;
}

/** A group of menu rows with an optional heading. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={menuSectionHeaderVariants()}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between menu sections. */
export function MenuSeparator() {
  return <Separator className={menuSeparatorVariants()} />;
}

/** react-aria's `MenuTrigger` (a Button and a Popover with a Menu) and `SubmenuTrigger` (a MenuItem and a Popover with a Menu). */
export { MenuTrigger, SubmenuTrigger };
