/**
 * Which layout a page renders in (docs/spec/portal-spec.md section 2 "Layouts": "The layout comes from configuration, can
 * be overridden by a layout query parameter, and finally by a layout value on the route"; docs/spec/shell-behaviour.md
 * section 6). Pure functions over the location, unit-tested; the ui `resolveLayout` applies the precedence and
 * ignores unknown names.
 *
 * Route values: the auth pages (group 1, and the change-password page of issue 10), the error pages and maintenance (group 4) force `empty`; the other
 * routes carry no layout value, so the query parameter, then the configuration decide.
 */
import { resolveLayout, type LayoutName } from "@eoffice/ui";

/** The query parameter that overrides the configured layout (`?layout=dense`). */
export const LAYOUT_QUERY_PARAM = "layout";

/** Paths whose route forces the `empty` layout (docs/spec/portal-spec.md section 2, route groups 1 and 4). */
export const EMPTY_LAYOUT_PATHS: readonly string[] = [
  "/sign-in",
  "/sign-up",
  "/sign-out",
  "/confirmation-required",
  "/forgot-password",
  "/reset-password",
  "/change-password",
  "/pages/error/404",
  "/pages/error/500",
  "/pages/maintenance",
];

/**
 * The layout values of the routes matching `path`, from the root route to the deepest (here at most one).
 * @param path - The location's path, without query string.
 */
export function routeLayoutsOf(path: string): LayoutName[] {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return EMPTY_LAYOUT_PATHS.includes(normalised) ? ["empty"] : [];
}

/**
 * The layout to render at a location: the route's value, else a known `layout` query parameter, else the
 * configured layout, else `classy`. Unknown names are ignored at every level.
 * @param path - The location's path.
 * @param search - Its query string, with or without the leading `?`.
 * @param configured - The configured layout (settings drawer, persisted), if any.
 */
export function layoutAt(path: string, search: string, configured: string | null | undefined): LayoutName {
  const query = new URLSearchParams(search).get(LAYOUT_QUERY_PARAM);
  return resolveLayout({ config: configured, query, routeLayouts: routeLayoutsOf(path) });
}

/**
 * The same address without its `layout` query parameter, every other parameter kept in order (what the
 * settings drawer navigates to before it stores a chosen layout, docs/spec/shell-behaviour.md section 5).
 * @param path - The location's path.
 * @param search - Its query string, with or without the leading `?`.
 */
export function addressWithoutLayoutParam(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LAYOUT_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
