/**
 * "Edit details" of a document (tracker issue 39 item 4; `updateDmsDocument`): its title, document type, letter
 * number, letter date (picked in the Buddhist era in Thai), from, to, tags, the type's own fields and the assignment
 * (tracker issue 39 item 1, `work-inputs.tsx`). The server's 400 shows next to the field it names; the change is
 * audited by the server.
 *
 * Accessible names for tests: dialog "Edit details"; fields "Title", "Document type", "Document number", "Date",
 * "From", "To", "Tags"; button "Save".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, DatePicker, Dialog, Form, Modal, Select, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { useFieldErrors } from "../../lib/use-field-errors";
import { DMS_KEYS, useDmsTypes, type DmsDocument } from "./dms-queries";
import { TypeFieldInputs, typeFieldStrings, typeFieldValues } from "./type-field-inputs";
import { WorkInputs, workValueOf } from "./work-inputs";

/** Props of {@link EditDetailsDialog}. */
export interface EditDetailsDialogProps {
  /** The document edited; null = closed. */
  doc: DmsDocument | null;
  onClose(): void;
}

/** The tags typed as one text, separated by commas. */
function tagsOf(text: string): string[] {
  return [...new Set(text.split(/[,،]/).map((t) => t.trim()).filter(Boolean))];
}

/** The "Edit details" dialog of a document. */
export function EditDetailsDialog({ doc, onClose }: EditDetailsDialogProps) {
  return <Modal isOpen={doc !== null} onOpenChange={(open) => !open && onClose()} className="max-w-2xl">{doc && <EditDetailsForm key={doc.id} doc={doc} onClose={onClose} />}</Modal>;
}

function EditDetailsForm({ doc, onClose }: { doc: DmsDocument; onClose(): void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const types = useDmsTypes();
  const update = api.useMutation("put", "/v1/DmsDocument/{id}");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [typeId, setTypeId] = useState(doc.typeId);
  const [meta, setMeta] = useState({ title: doc.title, docNumber: doc.docNumber ?? "", sender: doc.sender ?? "", recipient: doc.recipient ?? "", tags: doc.tags.join(", ") });
  const [docDate, setDocDate] = useState<string | null>(doc.docDate);
  const [work, setWork] = useState(() => workValueOf(doc, (id) => t("documents.fieldKinds.staffNumber", { id })));
  const type = types.data?.data.find((x) => x.id === typeId);
  const [fields, setFields] = useState<Record<string, string> | null>(null);
  // The stored values as edited strings once the type is known (money from satang to baht).
  const edited = fields ?? typeFieldStrings(type?.fields ?? [], doc.fields);

  const set = (key: keyof typeof meta) => (value: string) => {
    setMeta((m) => ({ ...m, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    if (!meta.title.trim()) return setErrors({ title: t("validation.required") });
    try {
      await update.mutateAsync({
        params: { path: { id: doc.id } },
        body: {
          title: meta.title.trim(),
          typeId,
          docNumber: meta.docNumber.trim() || null,
          docDate,
          sender: meta.sender.trim() || null,
          recipient: meta.recipient.trim() || null,
          tags: tagsOf(meta.tags),
          fields: typeFieldValues(type?.fields ?? [], edited),
          work: { assigneeId: work.assignee?.id ?? null, unitId: work.unitId, dueOn: work.dueOn, done: work.done },
        },
      });
      showToast({ title: t("documents.edit.saved", { title: meta.title.trim() }), tone: "success" });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    } finally {
      await Promise.all([DMS_KEYS.document, DMS_KEYS.documents, DMS_KEYS.activity].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
  };

  return (
    <Dialog title={t("documents.edit.title")}>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {message && <Alert tone="error">{message}</Alert>}
        <TextField name="title" label={t("documents.fields.title")} isRequired value={meta.title} onChange={set("title")} maxLength={300} />
        <Select
          name="typeId"
          label={t("documents.fields.type")}
          isRequired
          items={(types.data?.data ?? []).map((x) => ({ id: String(x.id), label: localName(x, language) }))}
          value={String(typeId)}
          onChange={(key) => key !== null && setTypeId(Number(key))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="docNumber" label={t("documents.fields.docNumber")} value={meta.docNumber} onChange={set("docNumber")} maxLength={100} />
          <DatePicker
            name="docDate"
            label={t("documents.fields.docDate")}
            value={docDate}
            onChange={(v) => {
              setDocDate(v);
              clear("docDate");
            }}
          />
          <TextField name="sender" label={t("documents.fields.sender")} value={meta.sender} onChange={set("sender")} maxLength={300} />
          <TextField name="recipient" label={t("documents.fields.recipient")} value={meta.recipient} onChange={set("recipient")} maxLength={300} />
          <TypeFieldInputs
            fields={type?.fields ?? []}
            refs={doc.fieldRefs}
            values={edited}
            onChange={(name, value) => {
              setFields({ ...edited, [name]: value });
              clear(`fields.${name}`);
            }}
          />
        </div>
        <TextField name="tags" label={t("documents.fields.tags")} description={t("documents.edit.tagsHint")} value={meta.tags} onChange={set("tags")} maxLength={1000} />
        <WorkInputs value={work} onChange={setWork} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" isPending={update.isPending}>
            {t("common.save")}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
