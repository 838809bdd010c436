/**
 * Upload documents (issue 14 item 1): one or many files dropped or chosen in the ui `FileUpload` (progress per file,
 * PDF and images of at most the server's limit each, `useUploadLimits`; the server decides the type by magic bytes),
 * each uploaded at once (`uploadFile`), then filed in the folder with the metadata given here (`createDmsDocument`):
 * document type, title (for one file; several files take their file names), official number, date, sender, recipient
 * and the type's own fields. Dates are picked with the ui `DatePicker` (the Buddhist era in Thai; tracker issue 39
 * item 6).
 *
 * Accessible names for tests: dialog "Upload documents"; fields "Document type", "Title", "Document number",
 * "Date", "From", "To"; the type's fields by their labels; button "File documents".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, DatePicker, Dialog, FileUpload, Modal, Select, TextField, formatFileSize, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { useAttachments } from "../complaints";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { DMS_KEYS, useDmsTypes, type DmsFolder } from "./dms-queries";
import { TypeFieldInputs, typeFieldValues } from "./type-field-inputs";

/** Props of {@link UploadDialog}. */
export interface UploadDialogProps {
  /** The folder the documents go to; `null` closes the dialog. */
  folder: DmsFolder | null;
  onClose(): void;
}

/** The upload dialog. */
export function UploadDialog({ folder, onClose }: UploadDialogProps) {
  return (
    <Modal isOpen={folder !== null} onOpenChange={(open) => !open && onClose()} className="max-w-2xl">
      {folder && <UploadForm folder={folder} onClose={onClose} />}
    </Modal>
  );
}

function stem(name: string): string {
  return name.replace(/\.[^.]+$/, "");
}

function UploadForm({ folder, onClose }: { folder: DmsFolder; onClose(): void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const uploadLimits = useUploadLimits();
  const queryClient = useQueryClient();
  const types = useDmsTypes();
  const attachments = useAttachments(t("documents.upload.failed"));
  const create = api.useMutation("post", "/v1/DmsDocument");
  const [typeId, setTypeId] = useState<number | null>(null);
  const [meta, setMeta] = useState({ title: "", docNumber: "", docDate: "", sender: "", recipient: "" });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const type = types.data?.data.find((x) => x.id === typeId);
  const single = attachments.items.filter((i) => !i.isRejected).length === 1;

  const submit = async () => {
    setMessage(null);
    if (!typeId) return setMessage(t("documents.upload.needType"));
    if (attachments.uploading > 0) return setMessage(t("attachments.waitForUploads"));
    if (attachments.fileIds.length === 0) return setMessage(t("documents.upload.needFiles"));
    setPending(true);
    const done = attachments.items.filter((i) => !i.isRejected && i.status === "done");
    const values = typeFieldValues(type?.fields ?? [], fields);
    let filed = 0;
    try {
      for (const [index, fileId] of attachments.fileIds.entries()) {
        const name = done[index]?.name ?? "";
        await create.mutateAsync({
          body: {
            folderId: folder.id,
            fileId,
            typeId,
            title: (single && meta.title.trim()) || stem(name) || name,
            ...(meta.docNumber.trim() ? { docNumber: meta.docNumber.trim() } : {}),
            ...(meta.docDate ? { docDate: meta.docDate } : {}),
            ...(meta.sender.trim() ? { sender: meta.sender.trim() } : {}),
            ...(meta.recipient.trim() ? { recipient: meta.recipient.trim() } : {}),
            fields: values,
          },
        });
        filed += 1;
      }
      showToast({ title: t("documents.upload.filed", { count: filed }), tone: "success" });
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.documents });
    }
  };

  const set = (key: keyof typeof meta) => (value: string) => setMeta((m) => ({ ...m, [key]: value }));
  return (
    <Dialog
      title={t("documents.upload.title")}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onPress={() => void submit()} isPending={pending}>
            {t("documents.upload.submit")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-muted">{t("documents.upload.into", { folder: folder.name })}</p>
        {message && <Alert tone="error">{message}</Alert>}
        <FileUpload
          label={t("documents.upload.files")}
          description={t("documents.upload.filesHint", { size: formatFileSize(uploadLimits.maxBytes, language) })}
          files={attachments.items}
          onFilesChange={attachments.onFilesChange}
          onAdd={attachments.onAdd}
          onRemove={attachments.onRemove}
          onRetry={attachments.onRetry}
          acceptedTypes={uploadLimits.types}
          maxSize={uploadLimits.maxBytes}
          maxFiles={20}
        />
        <Select
          label={t("documents.fields.type")}
          isRequired
          items={(types.data?.data ?? []).map((x) => ({ id: String(x.id), label: localName(x, language) }))}
          value={typeId === null ? null : String(typeId)}
          onChange={(key) => setTypeId(key === null ? null : Number(key))}
        />
        {single && <TextField label={t("documents.fields.title")} description={t("documents.upload.titleHint")} value={meta.title} onChange={set("title")} maxLength={300} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("documents.fields.docNumber")} value={meta.docNumber} onChange={set("docNumber")} maxLength={100} />
          <DatePicker label={t("documents.fields.docDate")} value={meta.docDate || null} onChange={(v) => set("docDate")(v ?? "")} />
          <TextField label={t("documents.fields.sender")} value={meta.sender} onChange={set("sender")} maxLength={300} />
          <TextField label={t("documents.fields.recipient")} value={meta.recipient} onChange={set("recipient")} maxLength={300} />
          <TypeFieldInputs fields={type?.fields ?? []} values={fields} onChange={(name, value) => setFields((x) => ({ ...x, [name]: value }))} />
        </div>
      </div>
    </Dialog>
  );
}
