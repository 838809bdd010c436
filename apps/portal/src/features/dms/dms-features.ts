/**
 * The staff menu pages that come with the document-management issue (portal-spec.md section 2 "Staff menu
 * (document management)": Dms, Document Type, Document Authority, Email Template; issue 10: "their menu entries
 * already appear, leading to a page that says so"). Each is shown by the coming-soon page with the document
 * management text.
 */
import type { EServiceMenuItem } from "../e-service/e-service-menu";

/** A page of {@link DMS_FEATURES}: an item the coming-soon page names, with its path. */
export type DmsFeature = EServiceMenuItem & { link: string };

/** The pages, as items the coming-soon page names (title key, icon, path). */
export const DMS_FEATURES: readonly DmsFeature[] = [
  { id: "dms", type: "basic", titleKey: "dms.features.dms", link: "/dms/main", icon: "folder-tree" },
  { id: "document-type", type: "basic", titleKey: "dms.features.documentType", link: "/dms/document-type", icon: "file-cog" },
  {
    id: "document-authority",
    type: "basic",
    titleKey: "dms.features.documentAuthority",
    link: "/dms/document-authority",
    icon: "shield-check",
  },
  { id: "email-template", type: "basic", titleKey: "dms.features.emailTemplate", link: "/admin/email-template", icon: "mail" },
];
