/**
 * Link (react-aria Link). Internal links navigate through the app's router without a page reload: the app
 * wraps its tree in {@link RouterProvider} with its router's `navigate` and `useHref` (the portal passes
 * wouter's). External links opening a new tab get `rel="noopener noreferrer"` (docs/spec/shell-behaviour.md section 10).
 */
import { Link as AriaLink, RouterProvider, composeRenderProps, type LinkProps as AriaLinkProps } from "react-aria-components";
import { linkVariants, type LinkVariants } from "./link.variants";

/** Props of {@link Link}: react-aria's `LinkProps` (`href`, `target`, `routerOptions`, `onPress`, `isDisabled`...) plus: */
export interface LinkProps extends AriaLinkProps {
  /** `inline` (underlined, inside text) or `standalone` (underlined on hover). @default "inline" */
  variant?: LinkVariants["variant"];
}

/** A link; `className` merges over the recipe. */
export function Link({ variant, className, rel, target, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      target={target}
      rel={rel ?? (target === "_blank" ? "noopener noreferrer" : undefined)}
      className={composeRenderProps(className, (className, renderProps) =>
        linkVariants({ ...renderProps, variant, className }),
      )}
    />
  );
}

/**
 * react-aria's router integration, re-exported so apps need no direct react-aria dependency:
 * `<RouterProvider navigate={navigate} useHref={useHref}>` makes every `Link` (and link-like menu item) in
 * the tree use the app's router.
 */
export { RouterProvider };
