/**
 * Document Type / ประเภทเอกสาร (`/dms/document-type`; issue 14 item 4; docs/spec/portal-spec.md section 2 "Document Type"):
 * the document types with their own metadata fields (name, Thai and English labels, kind, required) and retention
 * period; administrators and document controllers create, edit, deactivate and delete them. A type that documents
 * use cannot be deleted (the server answers 409, shown as a toast): deactivate it instead.
 *
 * Accessible names for tests: heading "Document types"; table "Document types"; buttons "New document type",
 * "Edit <name>", "Delete <name>"; the dialog's fields "Thai name", "English name", "Retention (years)".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, DataTable, Dialog, Modal, PageHeader, Select, Switch, TextField, showToast, type DataTableColumn } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { DMS_KEYS, useDmsTypes, type DmsDocumentType } from "./dms-queries";

type Field = Schemas["DmsTypeField"];
const KINDS: readonly Field["kind"][] = ["text", "number", "date", "choice", "checkbox", "money", "document", "staff", "unit"];

/** The Document Type page (route module). */
export default function DocumentTypePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("documents.types.title"));
  const queryClient = useQueryClient();
  const types = useDmsTypes(true);
  const remove = api.useMutation("delete", "/v1/DmsDocumentType/{id}");
  const [editing, setEditing] = useState<DmsDocumentType | "new" | null>(null);

  const del = async (type: DmsDocumentType) => {
    try {
      await remove.mutateAsync({ params: { path: { id: type.id } } });
      showToast({ title: t("documents.types.deleted", { name: localName(type, language) }), tone: "success" });
    } catch (error) {
      showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.types });
    }
  };

  const columns: DataTableColumn<DmsDocumentType>[] = [
    { id: "name", header: t("documents.types.name"), isRowHeader: true, value: (x) => localName(x, language) },
    { id: "fields", header: t("documents.types.fields"), value: (x) => x.fields.map((f) => (language === "th" ? f.labelTh : f.labelEn)).join(", ") },
    { id: "retention", header: t("documents.fields.retention"), value: (x) => (x.retentionYears ? t("documents.types.years", { count: x.retentionYears }) : t("documents.types.permanent")) },
    { id: "documentCount", header: t("documents.types.documentCount"), align: "end", value: (x) => x.documentCount },
    { id: "active", header: t("documents.types.state"), value: (x) => (x.active ? t("documents.types.active") : t("documents.types.inactive")) },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (x) => (
        <span className="flex flex-wrap gap-1">
          <Button size="sm" variant="quiet" aria-label={t("documents.types.editLabel", { name: localName(x, language) })} onPress={() => setEditing(x)}>
            {t("documents.types.edit")}
          </Button>
          <Button size="sm" variant="quiet" aria-label={t("documents.types.deleteLabel", { name: localName(x, language) })} onPress={() => void del(x)}>
            {t("documents.types.delete")}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("documents.types.title")} description={t("documents.types.intro")} actions={<Button onPress={() => setEditing("new")}>{t("documents.types.new")}</Button>} />
      {types.error && <Alert tone="error">{errorMessage(types.error, t("common.unknownError"))}</Alert>}
      <DataTable<DmsDocumentType> aria-label={t("documents.types.title")} columns={columns} rows={types.data?.data ?? []} total={types.data?.total ?? 0} clientSide />
      <Modal isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)} className="max-w-3xl">
        {editing && <TypeForm type={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}

function TypeForm({ type, onClose }: { type: DmsDocumentType | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = api.useMutation("post", "/v1/DmsDocumentType");
  const update = api.useMutation("put", "/v1/DmsDocumentType/{id}");
  const [nameTh, setNameTh] = useState(type?.nameTh ?? "");
  const [nameEn, setNameEn] = useState(type?.nameEn ?? "");
  const [retention, setRetention] = useState(type?.retentionYears ? String(type.retentionYears) : "");
  const [active, setActive] = useState(type?.active ?? true);
  const [fields, setFields] = useState<Field[]>(type?.fields ?? []);
  const [message, setMessage] = useState<string | null>(null);
  const setField = (i: number, patch: Partial<Field>) => setFields(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const submit = async () => {
    setMessage(null);
    const retentionYears = retention.trim() === "" ? null : Number(retention);
    if (retentionYears !== null && !(Number.isInteger(retentionYears) && retentionYears >= 1 && retentionYears <= 100)) return setMessage(t("documents.types.retentionRule"));
    const body = { nameTh: nameTh.trim(), nameEn: nameEn.trim(), retentionYears, fields };
    try {
      if (type) await update.mutateAsync({ params: { path: { id: type.id } }, body: { ...body, active } });
      else await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.types });
      showToast({ title: t("documents.types.saved", { name: body.nameTh }), tone: "success" });
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };
  return (
    <Dialog
      title={type ? t("documents.types.editTitle") : t("documents.types.new")}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onPress={() => void submit()} isPending={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {message && <Alert tone="error">{message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("documents.types.nameTh")} isRequired value={nameTh} onChange={setNameTh} maxLength={200} />
          <TextField label={t("documents.types.nameEn")} isRequired value={nameEn} onChange={setNameEn} maxLength={200} />
          <TextField label={t("documents.types.retentionYears")} description={t("documents.types.retentionHint")} inputMode="numeric" value={retention} onChange={setRetention} />
          {type && (
            <Switch isSelected={active} onChange={setActive}>
              {t("documents.types.active")}
            </Switch>
          )}
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">{t("documents.types.fields")}</legend>
          {fields.map((f, i) => (
            <div key={i} className="grid items-end gap-2 rounded-lg border border-border p-3 sm:grid-cols-5">
              <TextField label={t("documents.types.fieldName")} value={f.name} onChange={(v) => setField(i, { name: v })} />
              <TextField label={t("documents.types.labelTh")} value={f.labelTh} onChange={(v) => setField(i, { labelTh: v })} />
              <TextField label={t("documents.types.labelEn")} value={f.labelEn} onChange={(v) => setField(i, { labelEn: v })} />
              <Select label={t("documents.types.kind")} items={KINDS.map((k) => ({ id: k, label: t(`documents.types.kinds.${k}`) }))} value={f.kind} onChange={(k) => k && setField(i, { kind: k as Field["kind"] })} />
              {f.kind === "choice" && (
                <TextField
                  className="sm:col-span-5"
                  label={t("documents.types.choices")}
                  description={t("documents.types.choicesHint")}
                  value={(f.choices ?? []).join(", ")}
                  onChange={(v) => setField(i, { choices: v.split(",").map((c) => c.trimStart()) })}
                />
              )}
              <div className="flex items-center gap-2">
                <Switch isSelected={f.required} onChange={(v) => setField(i, { required: v })}>
                  {t("documents.types.required")}
                </Switch>
                <Button size="sm" variant="quiet" aria-label={t("documents.types.removeField", { n: i + 1 })} onPress={() => setFields(fields.filter((_, j) => j !== i))}>
                  {t("documents.permissions.removeShort")}
                </Button>
              </div>
            </div>
          ))}
          <div>
            <Button size="sm" variant="secondary" onPress={() => setFields([...fields, { name: `field${fields.length + 1}`, labelTh: "", labelEn: "", kind: "text", required: false }])}>
              {t("documents.types.addField")}
            </Button>
          </div>
        </fieldset>
      </div>
    </Dialog>
  );
}
