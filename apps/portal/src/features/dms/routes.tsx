/**
 * Document management's routes (issue 14), composed by `src/routes.tsx` inside the shell, for every staff member:
 * folders and documents `/dms/main`, the document view of the staff document search
 * (`/dms/main/document;docId=..;folderId=..;docType=..`, with matrix parameters), document types, Document
 * Authority and the correspondence register `/dms/correspondence`. Strings: part `documents`, `staff` for the role
 * names.
 */
import { withStrings } from "../../i18n/i18n";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

const DocumentPage = lazyPage(withStrings(["documents", "staff", "complaints"], () => import("./document-page")));
const DmsPage = lazyPage(withStrings(["documents", "staff", "complaints"], () => import("./dms-page")));
const DocumentTypePage = lazyPage(withStrings(["documents"], () => import("./document-type-page")));
const DocumentAuthorityPage = lazyPage(withStrings(["documents", "staff"], () => import("./document-authority-page")));
const CorrespondencePage = lazyPage(withStrings(["documents"], () => import("./correspondence-page")));

/** The document view with or without matrix parameters. */
const DOCUMENT_ROUTE = /^\/dms\/main\/document(?:;.*)?$/;

/** The document management pages. */
export const dmsRoutes: RouteList = [
  { path: DOCUMENT_ROUTE, component: DocumentPage },
  { path: "/dms/main", component: DmsPage },
  { path: "/dms/document-type", component: DocumentTypePage },
  { path: "/dms/document-authority", component: DocumentAuthorityPage },
  { path: "/dms/correspondence", component: CorrespondencePage },
];
