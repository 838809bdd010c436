/**
 * Layout selection (docs/spec/portal-spec.md section 2 "Layouts": "The layout comes from configuration, can be overridden
 * by a layout query parameter, and finally by a layout value on the route. Choosing a layout in the settings
 * drawer clears the query parameter first."; docs/spec/shell-behaviour.md sections 5, 6 and 10).
 *
 * Better than the template: an unknown name never renders a blank page (it is ignored and the next source
 * wins, finally `classy`), and the query parameter is never written into the configuration.
 */
import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from "./layout-names";

/** The sources of {@link resolveLayout}; every value may be missing or unknown. */
export interface LayoutSources {
  /** The configured layout (the settings drawer's choice, persisted per browser). */
  config?: string | null;
  /** The `layout` query parameter of the current URL (`?layout=modern`). */
  query?: string | null;
  /** The `layout` values of the matched routes, from the root route to the deepest one. */
  routeLayouts?: readonly (string | null | undefined)[];
}

/**
 * The layout to render: the deepest known route value, else a known query parameter, else a known configured
 * layout, else {@link DEFAULT_LAYOUT} (`classy`). Unknown names are ignored at every level.
 */
export function resolveLayout({ config, query, routeLayouts = [] }: LayoutSources): LayoutName {
  for (let index = routeLayouts.length - 1; index >= 0; index -= 1) {
    const value = routeLayouts[index];
    if (isLayoutName(value)) return value;
  }
  if (isLayoutName(query)) return query;
  if (isLayoutName(config)) return config;
  return DEFAULT_LAYOUT;
}

/** What {@link selectLayout} needs from the app. */
export interface SelectLayoutEffects {
  /** Navigates to the current URL without its `layout` query parameter (others kept); may be async. */
  removeQueryParam: () => void | Promise<unknown>;
  /** Merges the chosen layout into the configuration. */
  setConfig: (partial: { layout: LayoutName }) => void;
}

/**
 * Chooses a layout as the settings drawer does: first removes the `layout` query parameter (so that it no
 * longer overrides the configuration), then, once that has finished, stores the layout in the configuration.
 * @throws TypeError when `name` is not a known layout (nothing is changed then).
 */
export async function selectLayout(name: LayoutName, { removeQueryParam, setConfig }: SelectLayoutEffects): Promise<void> {
  if (!isLayoutName(name)) throw new TypeError(`Unknown layout "${String(name)}"`);
  await removeQueryParam();
  setConfig({ layout: name });
}
