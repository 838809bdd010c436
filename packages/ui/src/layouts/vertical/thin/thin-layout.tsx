/**
 * `ThinLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "thin"): thin navigation (80 px, icons only) in the page's card colours with the compact menu, a 32 px logo, every widget, the footer; side from 960 px, over below.
 * Built on the shared {@link VerticalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { VerticalLayoutFrame } from "../frame/vertical-layout-frame";

/** The thin shell: thin navigation (80 px, icons only) in the page's card colours with the compact menu, a 32 px logo, every widget, the footer; side from 960 px, over below. */
export function ThinLayout(props: LayoutProps) {
  return <VerticalLayoutFrame {...props} layout="thin" />;
}
