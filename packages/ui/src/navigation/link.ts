/**
 * Link rules of navigation items (docs/spec/portal-spec.md section 2 "Navigation items"; docs/spec/shell-behaviour.md section 1
 * "Basic"): filling the route parameter `id` from an item's `code`, and deciding whether a link is active for
 * the current location. Pure functions, no router: the app passes the current path (+ query).
 *
 * Matching (fragment and matrix parameters such as `;docId=1` always ignored):
 * - subset (default): the link's path segments are a prefix of the current path's segments, and every query
 *   parameter of the link is present in the current location with the same value;
 * - exact (`exactMatch: true`): same path segments and the same query parameters (order ignored).
 * Unlike the template, the choice depends only on `exactMatch` (no operator-precedence surprise).
 */
import type { NavigationActionFields } from "./types";

/** A location split into path segments (matrix parameters dropped) and query parameters. */
interface ParsedLocation {
  segments: string[];
  query: URLSearchParams;
}

function parseLocation(location: string): ParsedLocation {
  const withoutFragment = location.split("#", 1)[0] ?? "";
  const queryStart = withoutFragment.indexOf("?");
  const path = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? "" : withoutFragment.slice(queryStart + 1));
  const segments = path
    .split("/")
    .map((segment) => segment.split(";", 1)[0] ?? "")
    .filter((segment) => segment !== "")
    .map((segment) => safeDecode(segment));
  return { segments, query };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const keys = new Set([...a.keys(), ...b.keys()]);
  for (const key of keys) {
    const left = a.getAll(key).sort();
    const right = b.getAll(key).sort();
    if (left.length !== right.length || left.some((value, index) => value !== right[index])) return false;
  }
  return true;
}

function querySubset(link: URLSearchParams, current: URLSearchParams): boolean {
  for (const key of new Set(link.keys())) {
    const wanted = link.getAll(key);
    const present = current.getAll(key);
    if (!wanted.every((value) => present.includes(value))) return false;
  }
  return true;
}

/**
 * Whether `link` is active for `currentLocation` (path with optional `?query` and `#fragment`).
 * @param exact compare exactly instead of as a subset. @default false
 */
export function isLinkActive(link: string, currentLocation: string, exact = false): boolean {
  const target = parseLocation(link);
  const current = parseLocation(currentLocation);
  if (exact) {
    return (
      target.segments.length === current.segments.length &&
      target.segments.every((segment, index) => segment === current.segments[index]) &&
      sameQuery(target.query, current.query)
    );
  }
  return (
    target.segments.length <= current.segments.length &&
    target.segments.every((segment, index) => segment === current.segments[index]) &&
    querySubset(target.query, current.query)
  );
}

/**
 * The href of an item: its `link` with the route parameter `id` (`:id` or `{id}`) replaced by the
 * URL-encoded `code`. Without a code the link is returned unchanged; without a link, `undefined`.
 */
export function resolveItemLink(item: Pick<NavigationActionFields, "link" | "code">): string | undefined {
  if (item.link === undefined) return undefined;
  if (item.code === undefined || item.code === "") return item.link;
  const code = encodeURIComponent(String(item.code));
  return item.link.replace(/:id(?=$|[/?#;])|\{id\}/g, code);
}

/** Whether an external link opens a new browsing context (and so needs `rel="noopener noreferrer"`). */
export function opensNewContext(target: string | undefined): boolean {
  return target !== undefined && target !== "_self" && target !== "_parent" && target !== "_top";
}
