/**
 * `Layout`: renders the layout named by `name` (portal-spec.md section 2 "Layouts"), so the app resolves the
 * name (`resolveLayout`) and passes it with the same props whatever the layout. An unknown name renders the
 * default layout (classy) instead of a blank page (shell-behaviour.md section 10).
 */
import type { ComponentType } from "react";
import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from "./layout-names";
import type { LayoutProps } from "./common/layout-props";
import { EmptyLayout } from "./empty/empty-layout";
import { CenteredLayout } from "./horizontal/centered/centered-layout";
import { EnterpriseLayout } from "./horizontal/enterprise/enterprise-layout";
import { MaterialLayout } from "./horizontal/material/material-layout";
import { ModernLayout } from "./horizontal/modern/modern-layout";
import { ClassicLayout } from "./vertical/classic/classic-layout";
import { ClassyLayout } from "./vertical/classy/classy-layout";
import { CompactLayout } from "./vertical/compact/compact-layout";
import { DenseLayout } from "./vertical/dense/dense-layout";
import { FuturisticLayout } from "./vertical/futuristic/futuristic-layout";
import { ThinLayout } from "./vertical/thin/thin-layout";

/**
 * The classy layout behind the shared {@link LayoutProps}: the default menu, and the settings drawer beside it
 * (classy renders no footer, so `footerText` and `year` are not used).
 */
export function ClassyLayoutAdapter({ navigation, settings, footerText: _footerText, year: _year, ...props }: LayoutProps) {
  return (
    <>
      <ClassyLayout {...props} navigation={navigation.default} />
      {settings}
    </>
  );
}

/** The component of every layout, by name (classy through {@link ClassyLayoutAdapter}). */
export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  empty: EmptyLayout,
  classic: ClassicLayout,
  classy: ClassyLayoutAdapter,
  compact: CompactLayout,
  dense: DenseLayout,
  futuristic: FuturisticLayout,
  thin: ThinLayout,
  centered: CenteredLayout,
  enterprise: EnterpriseLayout,
  material: MaterialLayout,
  modern: ModernLayout,
};

/** Props of {@link Layout}. */
export interface LayoutSwitchProps extends LayoutProps {
  /** The layout to render; an unknown name renders the default layout. @default "classy" */
  name?: LayoutName | (string & {});
}

/**
 * Renders the layout named `name` with the shared props (see the module comment). The settings drawer is
 * rendered beside the layout, at the same place whatever the layout, so that it stays open (and keeps focus)
 * when the user picks another layout in it; the empty layout has none.
 */
export function Layout({ name = DEFAULT_LAYOUT, settings, ...props }: LayoutSwitchProps) {
  const layout = isLayoutName(name) ? name : DEFAULT_LAYOUT;
  const Component = LAYOUT_COMPONENTS[layout];
  return (
    <>
      <Component {...props} />
      {layout !== "empty" && settings}
    </>
  );
}
