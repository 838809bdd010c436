/**
 * `FuturisticLayout` (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4 "futuristic"): navigation on the theme's primary-900 with the futuristic menu, the logo in its fixed header and the user (menu, name, e-mail) in its fixed footer; the top bar has every widget but the user menu; the footer; side from 960 px, over below.
 * Built on the shared {@link VerticalLayoutFrame}; see {@link LayoutProps} for the props.
 */
import type { LayoutProps } from "../../common/layout-props";
import { VerticalLayoutFrame } from "../frame/vertical-layout-frame";

/** The futuristic shell: navigation on the theme's primary-900 with the futuristic menu, the logo in its fixed header and the user (menu, name, e-mail) in its fixed footer; the top bar has every widget but the user menu; the footer; side from 960 px, over below. */
export function FuturisticLayout(props: LayoutProps) {
  return <VerticalLayoutFrame {...props} layout="futuristic" />;
}
