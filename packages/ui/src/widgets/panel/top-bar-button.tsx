/**
 * The round, icon-only button every top-bar widget uses as its trigger (docs/spec/shell-behaviour.md section 7): the
 * shared {@link Button} in its `quiet` look, 40 px square. Its accessible name is required because an
 * icon-only button has no text (docs/spec/shell-behaviour.md section 10: the template's had none).
 */
import type { ReactNode, Ref } from "react";
import { Button, type ButtonProps } from "../../components/button/button";
import { topBarButtonVariants } from "./panel.variants";

/** Props of {@link TopBarButton}. */
export interface TopBarButtonProps extends Omit<ButtonProps, "aria-label" | "children" | "variant" | "size"> {
  /** Accessible name. */
  "aria-label": string;
  /** The icon, decorative, and optional extras such as a badge. */
  children: ReactNode;
  /** The rendered `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A 40 px round icon-only button for the top bar. */
export function TopBarButton({ className, children, ...props }: TopBarButtonProps) {
  return (
    <Button
      {...props}
      variant="quiet"
      className={(renderProps) =>
        topBarButtonVariants({ className: typeof className === "function" ? className(renderProps) : className })
      }
    >
      {children}
    </Button>
  );
}
