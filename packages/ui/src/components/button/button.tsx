/**
 * Button (STYLE.md models: HeroUI v3 structure, React Aria Tailwind starter state flow). Presses, keyboard
 * (Enter/Space) and focus come from react-aria-components.
 */
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { Spinner } from "../spinner/spinner";
import { buttonVariants, type ButtonVariants } from "./button.variants";

/** Props of {@link Button}: react-aria's `ButtonProps` plus the look. */
export interface ButtonProps extends AriaButtonProps {
  /** Look: `primary` (filled in the theme colour), `secondary` (outlined), `quiet` (text only), `danger` (filled warn). @default "primary" */
  variant?: ButtonVariants["variant"];
  /** Height: `sm` 32 px, `md` 40 px. @default "md" */
  size?: ButtonVariants["size"];
}

/**
 * A button. While `isPending` it shows a spinner (its "Loading…" label joins the button's accessible name and
 * react-aria announces the change), keeps focus, ignores presses and sets `aria-busy`.
 * `className` (string or render-prop function) is merged over the recipe's classes (tailwind-merge).
 */
export function Button({ variant, size, className, children, render, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      render={
        render ?? ((domProps, { isPending }) => <button {...domProps} aria-busy={isPending || undefined} />)
      }
      data-variant={variant ?? "primary"}
      className={composeRenderProps(className, (className, renderProps) =>
        buttonVariants({ ...renderProps, variant, size, className }),
      )}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {/* Not decorative: react-aria links the spinner's "Loading…" label into the button's name. */}
          {isPending && <Spinner size="sm" />}
          {children}
        </>
      ))}
    </AriaButton>
  );
}
