/**
 * The parts of the portal's strings (tracker issue 8: the first render loads only the strings of what it renders).
 * Each part is a language file of its own per language, `src/locales/<language>/<part>.json`: the **core** part
 * (`core.json`: app, common, menu, shell, errors, home, validation, staff menu, dms...) is loaded before the first
 * render, and the parts below each with the route modules that need it (the features' route lists, `withStrings`)
 * and all of them at idle after the first page. The build plugin (`vite.config.ts`, `portal:strings`) makes each file
 * a module of its own. A new string goes into the file of the part whose pages show it; a new top-level key into
 * `core.json` when every page may show it.
 *
 * Read by the build (node) and by the portal (`i18n.ts`), so it imports nothing.
 */

/**
 * Every lazily loaded part, with the top-level keys of its files:
 * - `auth`: sign-in, sign-up, confirmation, password pages (`auth`);
 * - `account`: issue 15: profile, settings, forgot and reset password, e-mail confirmation, privacy consent (`account`);
 * - `whistleblowing`: whistleblowing (guest and signed-in forms, tracking) and the sign-in page's link to it
 *   (`whistleblowing`);
 * - `complaints`: the resident's and the staff's complaint pages: lists, forms, attachments, the case page
 *   (`complaints`, `attachments`, `case`), and what is kept on the device and waits for the network, with the "new
 *   version" prompt (`offline`, tracker issue 40; the request form loads this part too);
 * - `eservice`: e-service requests (issue 12): catalogue, request forms, confirmation, the request parts of the case
 *   page and the queue, the result check and the satisfaction survey, also on the case page and the dashboard
 *   (`eservice`, `checkResult`, `satisfaction`);
 * - `garbage`: the garbage collection fee (issue 13): the resident's payment page and the finance officers' page
 *   (`garbage`);
 * - `news`: news (issue 15): the latest news on the e-service home page, the list and article pages, the staff
 *   editor (`news`);
 * - `staff`: staff pages: overview, roles, work queue, e-form, dashboard, administration (`staff`, `roles`, `queue`,
 *   `eform`, `analytics`, `audit`, `structure`, `positions`, `staffUsers`, `outbox`, `accountClosure`, `menuEditor`);
 * - `documents`: document management (issue 14): Dms, the document view, document types, Document Authority, e-mail
 *   templates (`documents`).
 */
export const STRING_PART_NAMES = ["auth", "account", "whistleblowing", "complaints", "eservice", "garbage", "news", "staff", "documents"] as const;

/** A lazily loaded part of the strings. */
export type StringPart = (typeof STRING_PART_NAMES)[number];
