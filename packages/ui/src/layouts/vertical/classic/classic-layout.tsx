/**
 * `ClassicLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "classic"): dark side navigation with the default menu, the logo (up to 120 px) at its top, every top-bar widget and the footer.
 * Built on the shared {@link VerticalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { VerticalLayoutFrame } from "../frame/vertical-layout-frame";

/** The classic shell: dark side navigation with the default menu, the logo (up to 120 px) at its top, every top-bar widget and the footer. */
export function ClassicLayout(props: LayoutProps) {
  return <VerticalLayoutFrame {...props} layout="classic" />;
}
