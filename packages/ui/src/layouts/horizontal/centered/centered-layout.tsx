/**
 * `CenteredLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "centered"): one card at most 1440 px wide on the page background: a top bar with the logo and the horizontal menu (a hamburger below 960 px) and every widget, the content, the footer.
 * Built on the shared {@link HorizontalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { HorizontalLayoutFrame } from "../frame/horizontal-layout-frame";

/** The centered shell: one card at most 1440 px wide on the page background: a top bar with the logo and the horizontal menu (a hamburger below 960 px) and every widget, the content, the footer. */
export function CenteredLayout(props: LayoutProps) {
  return <HorizontalLayoutFrame {...props} layout="centered" />;
}
