/**
 * The address of the canned replies (tracker issue 39 item 2), under the queue: a module of its own, imported only by
 * lazy route modules, so that the portal's entry chunk (`queue-paths.ts` is in it) does not grow.
 */
export const CANNED_REPLIES_PATH = "/mwp/complaints/canned-replies";
