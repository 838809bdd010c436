/**
 * Popover: the floating panel under menus and selects (react-aria Popover: positioned, dismissed with Escape or
 * a click outside, focus returned to the trigger). Rendered in a portal, so theme and language come from `<html>`.
 */
import { Popover as AriaPopover, composeRenderProps, type PopoverProps as AriaPopoverProps } from "react-aria-components";
import { popoverVariants } from "./popover.variants";

/** Props of {@link Popover}: react-aria's `PopoverProps` (placement, offset in px...). */
export type PopoverProps = AriaPopoverProps;

/** A styled react-aria Popover; `className` merges over the recipe. @default offset 8 px */
export function Popover({ className, offset = 8, ...props }: PopoverProps) {
  return (
    <AriaPopover
      offset={offset}
      {...props}
      className={composeRenderProps(className, (className, renderProps) =>
        popoverVariants({ isEntering: renderProps.isEntering, isExiting: renderProps.isExiting, className }),
      )}
    />
  );
}
