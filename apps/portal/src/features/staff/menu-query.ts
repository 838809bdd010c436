/**
 * The query of the menu call (spec section 7): offset 0, limit 100, sort orderNo, dir asc. A module of its own, not
 * with the navigation builders (`shell/staff-navigation.ts`), which only the signed-in shell needs: the route guards
 * import the staff queries that use it, so whatever they import is on every page's critical path (tracker issue 8).
 */
export const MENU_QUERY = { offset: 0, limit: 100, sort: "orderNo", dir: "asc" } as const;
