/**
 * The two staff tools under the work queue, one route module (tracker issue 39 item 2): the e-form for cases received
 * offline (`/mwp/complaints/new`, `eform-page.tsx`) and the unit's canned replies (`/mwp/complaints/canned-replies`,
 * `canned-replies-page.tsx`; its route lets in only the staff who may call `listCannedReplies`, `routes.tsx`). One
 * module so that the canned replies add no route of their own to the portal's entry chunk, whose byte budget is full
 * (`.size-limit.mjs`).
 */
import { useLocation } from "wouter";
import CannedRepliesPage from "./canned-replies-page";
import EFormPage from "./eform-page";
import { CANNED_REPLIES_PATH } from "./canned-replies-path";

/** The e-form or the canned replies, by the address (route module). */
export default function ComplaintToolsPage() {
  const [path] = useLocation();
  return path === CANNED_REPLIES_PATH ? <CannedRepliesPage /> : <EFormPage />;
}
