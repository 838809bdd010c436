/**
 * Button (docs/style.md models: HeroUI v3 structure, React Aria Tailwind starter state flow). Presses, keyboard
 * (Enter/Space) and focus come from react-aria-components.
 */
import { useEffect, useRef } from "react";
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
 * `className` (string or render-prop function) is merged over the recipe's classes (`lib/class-merge.ts`).
 *
 * A pending button that unmounts (the sign-in button once the next page shows, a dialog's submit button once the
 * dialog closes) removes its stale announcement from react-aria's live region: react-aria leaves it there for 7 s
 * as a `role="img"` labelled by the button, and once the button is gone that element has no accessible name (axe
 * `role-img-alt`) and nothing left to announce. See {@link removeNamelessAnnouncements}.
 */
export function Button({ variant, size, className, children, render, ...props }: ButtonProps) {
  const wasPending = useRef(false);
  useEffect(() => {
    if (props.isPending) wasPending.current = true;
  }, [props.isPending]);
  useEffect(
    () => () => {
      if (wasPending.current) removeNamelessAnnouncements();
    },
    [],
  );
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

/**
 * Removes the announcements of react-aria's live announcer (`[data-live-announcer]`) that are labelled only by
 * elements no longer in the document: what a pending button announced before it unmounted. Announcements whose label
 * still exists, and text announcements, stay.
 */
function removeNamelessAnnouncements(): void {
  for (const node of document.querySelectorAll<HTMLElement>("[data-live-announcer] [role=img][aria-labelledby]")) {
    const ids = (node.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
    if (ids.every((id) => !document.getElementById(id))) node.remove();
  }
}
