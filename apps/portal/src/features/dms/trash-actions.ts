/**
 * Moving documents to the trash and back (tracker issue 39 item 4; `deleteDmsDocument`, `restoreDmsDocument`),
 * with a toast of the outcome and the document lists and views refreshed: one hook for the document view, the
 * Dms page's rows and its bulk actions.
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { showToast } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { errorMessage, unwrap } from "../../api/errors";
import { DMS_KEYS } from "./dms-queries";

/** What a trash action takes of a document. */
interface Named {
  id: number;
  title: string;
}

/**
 * `toTrash` and `restore` of one document, and whether one is under way.
 * @param options.quiet - No toast per document (the bulk actions show one for all). @default false
 */
export function useTrashActions(options: { quiet?: boolean } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const refresh = () => Promise.all([DMS_KEYS.document, DMS_KEYS.documents, DMS_KEYS.activity].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const run = async (doc: Named, call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setPending(true);
    try {
      await call();
      if (!options.quiet) showToast({ title: t(done, { title: doc.title }), tone: "success" });
      return true;
    } catch (error) {
      if (!options.quiet) showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
      return false;
    } finally {
      setPending(false);
      await refresh();
    }
  };
  return {
    pending,
    /** Moves `doc` to the trash; true when it went. */
    toTrash: (doc: Named) => run(doc, () => unwrap(pxClient.DELETE("/v1/DmsDocument/{id}", { params: { path: { id: doc.id } } })), "documents.trash.moved"),
    /** Brings `doc` back from the trash; true when it came back. */
    restore: (doc: Named) => run(doc, () => unwrap(pxClient.POST("/v1/DmsDocument/{id}/restore", { params: { path: { id: doc.id } } })), "documents.trash.restored"),
  };
}
