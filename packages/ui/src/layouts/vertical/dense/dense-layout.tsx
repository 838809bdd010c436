/**
 * `DenseLayout` (docs/spec/portal-spec.md section 2 "Layouts": "Dense has a button toggling navigation appearance between
 * dense (initial) and default"; docs/spec/shell-behaviour.md section 4 "dense"): dark navigation with the default menu, a
 * 32 px logo, 80 px wide and widening to 280 px on hover or keyboard focus; from md (960 px) a second top-bar
 * button switches it between dense and default (not persisted); every widget; the footer. Side from 960 px,
 * over below. Built on the shared {@link VerticalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import { useState } from "react";
import type { VerticalNavigationAppearance } from "../../../navigation/types";
import { LayoutIconButton, useLayoutLabels } from "../../common/layout-parts";
import type { LayoutProps } from "../../common/layout-props";
import { useBreakpoint } from "../../../lib/use-media-query";
import { VerticalLayoutFrame } from "../frame/vertical-layout-frame";

/** Props of {@link DenseLayout}. */
export interface DenseLayoutProps extends LayoutProps {
  /** The navigation appearance at first. @default "dense" */
  defaultAppearance?: Extract<VerticalNavigationAppearance, "dense" | "default">;
}

/** The dense shell (see the module comment). */
export function DenseLayout({ defaultAppearance = "dense", ...props }: DenseLayoutProps) {
  const [appearance, setAppearance] = useState(defaultAppearance);
  const labels = useLayoutLabels(props.labels);
  const isLarge = useBreakpoint("md");
  return (
    <VerticalLayoutFrame
      {...props}
      layout="dense"
      appearance={appearance}
      topBarStart={
        isLarge && (
          <LayoutIconButton
            slot="appearance-toggle"
            label={labels.toggleNavigationAppearance}
            icon={appearance === "dense" ? "chevron-right" : "chevron-left"}
            isPressed={appearance === "default"}
            onPress={() => setAppearance(appearance === "dense" ? "default" : "dense")}
          />
        )
      }
    />
  );
}
