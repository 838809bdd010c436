/**
 * `MaterialLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "material"): a primary-coloured band behind a header card at most 1440 px wide with two rows (logo or hamburger and every widget, then the horizontal menu from 960 px); content and footer below it.
 * Built on the shared {@link HorizontalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { HorizontalLayoutFrame } from "../frame/horizontal-layout-frame";

/** The material shell: a primary-coloured band behind a header card at most 1440 px wide with two rows (logo or hamburger and every widget, then the horizontal menu from 960 px); content and footer below it. */
export function MaterialLayout(props: LayoutProps) {
  return <HorizontalLayoutFrame {...props} layout="material" />;
}
