/**
 * How the language files are split at build time (tracker issue 8: the first render loads only the strings of what
 * it renders). `src/locales/en.json` and `th.json` stay the single source files; the build plugin
 * (`vite.config.ts`, `portal:strings`) cuts each into a **core** part (every top-level key not named below: app,
 * common, menu, shell, errors, home, validation, staff menu, dms...) that is loaded before the first render, and the
 * parts below, each loaded with the route modules that need it (`routes.tsx`, `withStrings`) and all of them at idle
 * after the first page. A top-level key added to the language files goes to the core part unless it is listed here.
 *
 * Read by the build (node) and by the portal (`i18n.ts`), so it imports nothing.
 */

/** Top-level keys of the language files in each lazily loaded part. */
export const STRING_PARTS = {
  /** Sign-in, sign-up, confirmation, password pages. */
  auth: ["auth"],
  /** Issue 15: profile, settings, forgot and reset password, e-mail confirmation, privacy consent. */
  account: ["account"],
  /** Whistleblowing (guest and signed-in forms, tracking) and the sign-in page's link to it. */
  whistleblowing: ["whistleblowing"],
  /** The resident's and the staff's complaint pages: lists, forms, attachments, the case page. */
  complaints: ["complaints", "attachments", "case"],
  /**
   * E-service requests (issue 12): catalogue, request forms, confirmation, the request parts of the case page and the
   * queue, the result check and the satisfaction survey (also on the case page and the dashboard).
   */
  eservice: ["eservice", "checkResult", "satisfaction"],
  /** The garbage collection fee (issue 13): the resident's payment page and the finance officers' page. */
  garbage: ["garbage"],
  /** News (issue 15): the latest news on the e-service home page, the list and article pages, the staff editor. */
  news: ["news"],
  /** Staff pages: overview, roles, work queue, e-form, dashboard, administration. */
  staff: ["staff", "roles", "queue", "eform", "analytics", "audit", "structure", "positions", "staffUsers", "outbox", "accountClosure", "menuEditor"],
  /** Document management (issue 14): Dms, the document view, document types, Document Authority, e-mail templates. */
  documents: ["documents"],
} as const satisfies Record<string, readonly string[]>;

/** A lazily loaded part of the language files. */
export type StringPart = keyof typeof STRING_PARTS;

/** Every lazily loaded part. */
export const STRING_PART_NAMES = Object.keys(STRING_PARTS) as StringPart[];

/**
 * The strings of one part cut from a language file: the listed top-level keys, or for `core` every key no part
 * lists.
 * @param strings - The whole language file.
 * @param part - `core` or a part name.
 */
export function pickStrings(strings: Record<string, unknown>, part: StringPart | "core"): Record<string, unknown> {
  const listed = new Set<string>(Object.values(STRING_PARTS).flat());
  const keys = part === "core" ? Object.keys(strings).filter((key) => !listed.has(key)) : STRING_PARTS[part];
  return Object.fromEntries(keys.filter((key) => key in strings).map((key) => [key, strings[key]]));
}
