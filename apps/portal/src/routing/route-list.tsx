/**
 * Route lists as data: each feature's `routes.tsx` exports its routes as {@link RouteList}s, and `src/routes.tsx`
 * composes them in order with {@link RouteSwitch}. A list holds plain objects rather than `<Route>` elements, so that
 * the entry script carries no element or fragment per route of the portal (tracker issue 8: every byte of the route
 * table is on the critical path).
 */
import { createElement, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";

/**
 * One route: its path (a wouter pattern, or a RegExp with named groups; none matches every path) and what it renders:
 * a page component, or children (a guarded page, a redirect, a nested switch).
 */
export interface RouteEntry {
  path?: string | RegExp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wouter passes the route's params, which pages ignore
  component?: ComponentType<any>;
  children?: ReactNode;
}

/** Routes in the order they are tried. */
export type RouteList = readonly RouteEntry[];

/**
 * A wouter `<Switch>` over route lists, tried in order: the first route whose path matches renders, as a `<Route>`
 * with the entry's path, component and children as its props.
 * @param props.lists - The route lists, in order.
 */
export function RouteSwitch({ lists }: { lists: readonly RouteList[] }) {
  // Elements as arguments, not as an array: the same children a `<Switch>` written out in JSX gets (no keys). An
  // entry's fields are the `<Route>`'s props.
  return createElement(Switch, null, ...lists.flat().map((entry) => createElement(Route, entry)));
}
