/**
 * "Copy link" of a document (issue 14 item 1): the full address of its document view
 * (`/dms/main/document;docId=..;folderId=..;docType=..`) put on the clipboard, with a toast saying so. Where the
 * browser gives no clipboard (an address that is not https), a dialog shows the link selected for copying by hand.
 * The link opens the document only for those with rights to it; others get the clear "not available" page.
 *
 * Accessible names for tests: the manual dialog "Link to <title>" with the text field "Link".
 */
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Button, Dialog, Modal, TextField, showToast } from "@eoffice/ui";
import { documentHref } from "./document-link";

/** What a link is made of (contract `DmsDocument`). */
export interface LinkedDocument {
  id: number;
  title: string;
  folderId: number;
  typeId: number;
}

/** The absolute address of a document's view. */
export function documentUrl(doc: LinkedDocument): string {
  return new URL(documentHref({ id: doc.id, documentFolderId: doc.folderId, documentTypeId: doc.typeId }), window.location.origin).href;
}

/** Copies a document's link; render `dialog` once where it is used (the manual fallback). */
export function useCopyLink(): { copy(doc: LinkedDocument): Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [manual, setManual] = useState<{ title: string; url: string } | null>(null);
  const copy = async (doc: LinkedDocument) => {
    const url = documentUrl(doc);
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      showToast({ title: t("documents.link.copied", { title: doc.title }), tone: "success" });
    } catch {
      setManual({ title: doc.title, url });
    }
  };
  const dialog = (
    <Modal isOpen={manual !== null} onOpenChange={(open) => !open && setManual(null)} className="max-w-xl">
      {manual && (
        <Dialog
          title={t("documents.link.manualTitle", { title: manual.title })}
          footer={
            <Button variant="secondary" onPress={() => setManual(null)}>
              {t("common.close")}
            </Button>
          }
        >
          <TextField
            label={t("documents.link.field")}
            description={t("documents.link.manualHint")}
            value={manual.url}
            isReadOnly
            autoFocus
            onFocus={(event) => (event.target as HTMLInputElement).select()}
          />
        </Dialog>
      )}
    </Modal>
  );
  return { copy, dialog };
}
