/**
 * The administrators' pages under `/admin/` (docs/spec/portal-spec.md section 2), composed by `src/routes.tsx` inside
 * the shell: structure and users, logs, e-mail outbox, webhooks, Open311 clients, menu editor, the municipality's identity, e-mail templates (with document management's
 * strings) and the account-closure requests of issue 15. Each for the staff who may call its operation or belong
 * to its role group (`rolesOnly`); other staff get the 404 page (the server also answers 403).
 */
import { withStrings } from "../../i18n/i18n";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";
import { rolesOnly } from "../staff/routes";

const EmailTemplatePage = lazyPage(withStrings(["documents"], () => import("./email-template-page")));
const StructurePage = lazyPage(withStrings(["staff", "auth"], () => import("./structure-page")));
const LogsPage = lazyPage(withStrings(["staff"], () => import("./logs-page")));
const OutboxPage = lazyPage(withStrings(["staff"], () => import("./outbox-page")));
const MenuEditorPage = lazyPage(withStrings(["staff"], () => import("./menu-editor-page")));
// Tracker issue 38 item 1: the municipality's identity.
const MunicipalityPage = lazyPage(withStrings(["staff"], () => import("./municipality-page")));
// Issue 15 item 8: administrators decide residents' account-closure requests.
const AccountClosurePage = lazyPage(withStrings(["staff"], () => import("./account-closure-page")));
// Tracker issue 38 item 2: administrators import the municipality's existing data.
const ImportPage = lazyPage(withStrings(["staff"], () => import("./import-page")));
// Tracker issue 41 item 2: administrators issue and revoke the Open311 clients' API keys.
const Open311Page = lazyPage(withStrings(["staff"], () => import("./open311-page")));
// Tracker issue 41 item 3: signed webhooks to other systems.
const WebhooksPage = lazyPage(withStrings(["staff"], () => import("./webhooks-page")));

/** Structure and users, logs, e-mail outbox, import of existing data, menu editor and the municipality's identity. */
export const adminRoutes: RouteList = [
  {
    path: "/admin/structure",
    ...rolesOnly({ operation: "listStaffUsers" }, StructurePage),
  },
  {
    path: "/admin/logs",
    ...rolesOnly({ group: "generalAuditLog" }, LogsPage),
  },
  {
    path: "/admin/outbox",
    ...rolesOnly({ operation: "listEmailOutbox" }, OutboxPage),
  },
  {
    path: "/admin/import",
    ...rolesOnly({ operation: "createImportJob" }, ImportPage),
  },
  {
    path: "/admin/open311",
    ...rolesOnly({ operation: "listOpen311Clients" }, Open311Page),
  },
  {
    path: "/admin/webhooks",
    ...rolesOnly({ operation: "listWebhookEndpoints" }, WebhooksPage),
  },
  {
    path: "/admin/menu",
    ...rolesOnly({ operation: "listMenuItems" }, MenuEditorPage),
  },
  {
    path: "/admin/municipality",
    ...rolesOnly({ operation: "updateMunicipality" }, MunicipalityPage),
  },
];

/** E-mail templates and account-closure requests (after the e-services list and editor in the staff routes). */
export const adminTemplateAndClosureRoutes: RouteList = [
  {
    path: "/admin/email-template",
    ...rolesOnly({ operation: "listEmailTemplates" }, EmailTemplatePage),
  },
  {
    path: "/admin/account-closure",
    ...rolesOnly({ operation: "listAccountClosures" }, AccountClosurePage),
  },
];
