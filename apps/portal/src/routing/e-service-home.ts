/**
 * The e-service area's base path (docs/spec/portal-spec.md section 2: `/e-service/main`, the menu's home item), in a module of
 * its own: the route table and every page's paths import it, and importing it from the menu module put the whole
 * default menu into the first page's script (tracker issue 8).
 */

/** Base path of the e-service area. */
export const E_SERVICE_HOME = "/e-service/main";
