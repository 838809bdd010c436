/**
 * `Layout`: renders the layout named by `name` (docs/spec/portal-spec.md section 2 "Layouts"), so the app resolves the
 * name (`resolveLayout`) and passes it with the same props whatever the layout. An unknown name renders the
 * default layout (classy) instead of a blank page (docs/spec/shell-behaviour.md section 10).
 *
 * The horizontal layouts load lazily (`horizontal-layouts.ts`, tracker issue 8), at idle after the first render or
 * when shown: the first render of a horizontal layout suspends (the nearest `Suspense` boundary shows its fallback);
 * a change of layout keeps the current one on screen until the new one's code is there (`useDeferredValue`), so
 * the settings drawer beside it stays open and keeps focus.
 */
import { lazy, useDeferredValue, useEffect, type ComponentType } from "react";
import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from "./layout-names";
import type { LayoutProps } from "./common/layout-props";
import type * as HorizontalLayouts from "./horizontal-layouts";
import { loadOnce } from "../lib/load-once";
import { EmptyLayout } from "./empty/empty-layout";
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

/** Loads the horizontal layouts (once). */
const loadHorizontalLayouts = loadOnce<typeof HorizontalLayouts>(() => import("./horizontal-layouts"));

/** A horizontal layout, loaded with the others on first use. */
function lazyHorizontal(name: "CenteredLayout" | "EnterpriseLayout" | "MaterialLayout" | "ModernLayout"): ComponentType<LayoutProps> {
  return lazy(() => loadHorizontalLayouts().then((module) => ({ default: module[name] })));
}

/**
 * The component of every layout, by name (classy through {@link ClassyLayoutAdapter}); the horizontal ones are
 * `React.lazy` components (render them inside a `Suspense` boundary).
 */
export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  empty: EmptyLayout,
  classic: ClassicLayout,
  classy: ClassyLayoutAdapter,
  compact: CompactLayout,
  dense: DenseLayout,
  futuristic: FuturisticLayout,
  thin: ThinLayout,
  centered: lazyHorizontal("CenteredLayout"),
  enterprise: lazyHorizontal("EnterpriseLayout"),
  material: lazyHorizontal("MaterialLayout"),
  modern: lazyHorizontal("ModernLayout"),
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
  const layout = useDeferredValue(isLayoutName(name) ? name : DEFAULT_LAYOUT);
  const Component = LAYOUT_COMPONENTS[layout];
  // The horizontal layouts when the browser is idle after the first render (a failure shows when one is shown).
  useEffect(() => {
    const preload = () => void loadHorizontalLayouts().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 200);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <>
      <Component {...props} />
      {layout !== "empty" && settings}
    </>
  );
}
