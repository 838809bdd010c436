/**
 * `ModernLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "modern"): one full-width top bar with the logo and the horizontal menu at the start (a hamburger below 960 px) and every widget at the end; full-width content; the footer.
 * Built on the shared {@link HorizontalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { HorizontalLayoutFrame } from "../frame/horizontal-layout-frame";

/** The modern shell: one full-width top bar with the logo and the horizontal menu at the start (a hamburger below 960 px) and every widget at the end; full-width content; the footer. */
export function ModernLayout(props: LayoutProps) {
  return <HorizontalLayoutFrame {...props} layout="modern" />;
}
