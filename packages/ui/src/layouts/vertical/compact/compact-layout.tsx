/**
 * `CompactLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "compact"): dark compact navigation (112 px, icon above title) with the compact menu, a 40 px logo centred above it, every widget, the footer; side from 960 px, over below.
 * Built on the shared {@link VerticalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { VerticalLayoutFrame } from "../frame/vertical-layout-frame";

/** The compact shell: dark compact navigation (112 px, icon above title) with the compact menu, a 40 px logo centred above it, every widget, the footer; side from 960 px, over below. */
export function CompactLayout(props: LayoutProps) {
  return <VerticalLayoutFrame {...props} layout="compact" />;
}
