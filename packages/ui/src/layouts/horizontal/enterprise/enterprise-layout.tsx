/**
 * `EnterpriseLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "enterprise"): a dark top band (logo or hamburger, every widget) and from 960 px a second band with the horizontal menu; content in a card at most 1440 px wide; a full-width footer.
 * Built on the shared {@link HorizontalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { HorizontalLayoutFrame } from "../frame/horizontal-layout-frame";

/** The enterprise shell: a dark top band (logo or hamburger, every widget) and from 960 px a second band with the horizontal menu; content in a card at most 1440 px wide; a full-width footer. */
export function EnterpriseLayout(props: LayoutProps) {
  return <HorizontalLayoutFrame {...props} layout="enterprise" />;
}
