/**
 * Switch: an on/off setting that applies at once (react-aria Switch: a real, visually hidden checkbox input
 * with `role="switch"`; Space toggles). For a choice submitted with a form, a Switch works too (`name`).
 */
import { Switch as AriaSwitch, composeRenderProps, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import type { ReactNode } from "react";
import { switchThumbVariants, switchTrackVariants, switchVariants } from "./switch.variants";

/** Props of {@link Switch}: react-aria's `SwitchProps` (`isSelected`, `defaultSelected`, `onChange`, `isDisabled`, `name`...) plus: */
export interface SwitchProps extends Omit<AriaSwitchProps, "children"> {
  /** The label. */
  children?: ReactNode;
}

/** A switch with its label as children; `className` merges over the row's classes. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      data-slot="switch"
      className={composeRenderProps(className, (className, renderProps) => switchVariants({ ...renderProps, className }))}
    >
      {(renderProps) => (
        <>
          <span className={switchTrackVariants(renderProps)}>
            <span className={switchThumbVariants({ isSelected: renderProps.isSelected })} />
          </span>
          {children}
        </>
      )}
    </AriaSwitch>
  );
}
