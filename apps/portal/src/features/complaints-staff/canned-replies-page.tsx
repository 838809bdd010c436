/**
 * Canned replies (`/mwp/complaints/canned-replies`, tracker issue 39 item 2; contract `listCannedReplies`, `createCannedReply`,
 * `updateCannedReply`, `deleteCannedReply`): the ready answers of the units the staff member manages (administrators:
 * every unit; others: their unit and its sections), each with a title and a text in Thai and English. The texts may
 * name `{{complaintNo}}`, `{{name}}` (the complainant), `{{location}}` and `{{officer}}`, filled in when an officer
 * picks the reply on a case (`features/case/canned-reply-picker.tsx`).
 *
 * Accessible names for tests: heading "Canned replies"; button "Add a reply"; table "Canned replies"; the dialog
 * "Add a reply" / "Edit reply" with the select "Unit" and the fields "Title (Thai)", "Title (English)", "Text (Thai)",
 * "Text (English)".
 */
import { useMemo, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, ConfirmationDialog, DataTable, Dialog, EmptyState, Form, Modal, PageHeader, Select, TextField, showToast, type DataTableColumn } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { errorMessage, fieldErrors, unwrap } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { FormDialogFooter } from "../admin";
import { useActiveUnits } from "./staff-complaint-queries";

type CannedReply = Schemas["CannedReply"];
type Input = Schemas["CannedReplyInput"];

/** The placeholders as the text shows them (i18next would otherwise fill them in). */
const PLACEHOLDERS = { complaintNo: "{{complaintNo}}", name: "{{name}}", location: "{{location}}", officer: "{{officer}}", interpolation: { escapeValue: false } };

/** The list's query key. */
const LIST_KEY = ["get", "/v1/CannedReply"];

/** The canned replies page (route module). */
export default function CannedRepliesPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("canned.title"));
  const replies = api.useQuery("get", "/v1/CannedReply", {});
  const units = useActiveUnits();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CannedReply | "new" | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const [removing, setRemoving] = useState(false);
  const unitName = useMemo(() => new Map((units.data ?? []).map((unit) => [unit.id, localName(unit, language)])), [units.data, language]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });

  const columns: DataTableColumn<CannedReply>[] = [
    { id: "title", header: t("canned.columns.title"), isRowHeader: true, value: (reply) => (language === "th" ? reply.titleTh : reply.titleEn) },
    { id: "unit", header: t("canned.columns.unit"), value: (reply) => unitName.get(reply.unitId) ?? "" },
    {
      id: "text",
      header: t("canned.columns.text"),
      value: (reply) => (language === "th" ? reply.bodyTh : reply.bodyEn),
      cell: (reply) => <span className="line-clamp-2 max-w-xl text-sm">{language === "th" ? reply.bodyTh : reply.bodyEn}</span>,
    },
    {
      id: "actions",
      header: t("canned.columns.actions"),
      value: () => "",
      cell: (reply) => (
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" aria-label={t("canned.editLabel", { title: reply.titleTh })} onPress={() => setEditing(reply)}>
            {t("canned.edit")}
          </Button>
          <Button size="sm" variant="secondary" aria-label={t("canned.deleteLabel", { title: reply.titleTh })} onPress={() => setDeleting(reply)}>
            {t("canned.delete")}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <PageHeader title={t("canned.title")} description={t("canned.intro")} actions={<Button onPress={() => setEditing("new")}>{t("canned.add")}</Button>} />
      <DataTable<CannedReply>
        aria-label={t("canned.title")}
        columns={columns}
        rows={replies.data?.data ?? []}
        isLoading={replies.isFetching}
        error={replies.error ? errorMessage(replies.error, t("canned.loadError")) : undefined}
        onRetry={() => void replies.refetch()}
        emptyState={<EmptyState icon="mail" size="sm" headingLevel={2} title={t("canned.empty")} />}
        cardBreakpoint={720}
      />
      <Modal isOpen={editing !== null} onOpenChange={(isOpen) => !isOpen && setEditing(null)} className="max-w-2xl">
        {editing !== null && (
          <ReplyForm
            reply={editing === "new" ? null : editing}
            units={(units.data ?? []).filter((unit) => unit.active).map((unit) => ({ id: String(unit.id), label: localName(unit, language) }))}
            onClose={() => setEditing(null)}
            onSaved={refresh}
          />
        )}
      </Modal>
      <ConfirmationDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t("canned.deleteTitle")}
        message={deleting ? t("canned.deleteText", { title: deleting.titleTh }) : undefined}
        confirmLabel={t("canned.delete")}
        tone="danger"
        isPending={removing}
        onConfirm={() => {
          if (!deleting) return;
          setRemoving(true);
          void unwrap(pxClient.DELETE("/v1/CannedReply/{id}", { params: { path: { id: deleting.id } } }))
            .then(async () => {
              await refresh();
              showToast({ title: t("canned.deleted"), tone: "success" });
            })
            .catch((error: unknown) => showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" }))
            .finally(() => {
              setRemoving(false);
              setDeleting(null);
            });
        }}
      />
    </div>
  );
}

/** The dialog of a new or changed reply. */
function ReplyForm({ reply, units, onClose, onSaved }: { reply: CannedReply | null; units: { id: string; label: string }[]; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Input>(
    reply
      ? { unitId: reply.unitId, titleTh: reply.titleTh, titleEn: reply.titleEn, bodyTh: reply.bodyTh, bodyEn: reply.bodyEn }
      : { unitId: 0, titleTh: "", titleEn: "", bodyTh: "", bodyEn: "" },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof Input) => (text: string) => setValue((current) => ({ ...current, [field]: text }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid: Record<string, string> = {};
    if (!value.unitId) invalid.unitId = t("canned.unitRequired");
    for (const field of ["titleTh", "titleEn", "bodyTh", "bodyEn"] as const) if (!value[field].trim()) invalid[field] = t("canned.required");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    try {
      if (reply) await unwrap(pxClient.PUT("/v1/CannedReply/{id}", { params: { path: { id: reply.id } }, body: value }));
      else await unwrap(pxClient.POST("/v1/CannedReply", { body: value }));
      await onSaved();
      showToast({ title: t("canned.saved"), tone: "success" });
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setFailure(Object.keys(byField).length > 0 ? null : error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      title={reply ? t("canned.editTitle") : t("canned.add")}
      footer={<FormDialogFooter form="canned-reply-form" submitLabel={t("canned.save")} isPending={pending} onCancel={onClose} />}
    >
      {failure !== null && (
        <div className="mb-4">
          <Alert tone="error">{errorMessage(failure, t("common.unknownError"))}</Alert>
        </div>
      )}
      <p className="mb-4 text-sm text-muted">{t("canned.placeholders", PLACEHOLDERS)}</p>
      <Form id="canned-reply-form" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Select name="unitId" label={t("canned.unit")} isRequired items={units} value={value.unitId ? String(value.unitId) : null} onChange={(key) => setValue((current) => ({ ...current, unitId: Number(key ?? 0) }))} />
        <TextField name="titleTh" label={t("canned.titleTh")} isRequired maxLength={200} value={value.titleTh} onChange={set("titleTh")} />
        <TextField name="titleEn" label={t("canned.titleEn")} isRequired maxLength={200} value={value.titleEn} onChange={set("titleEn")} />
        <TextField name="bodyTh" label={t("canned.bodyTh")} isRequired multiline rows={4} maxLength={4000} value={value.bodyTh} onChange={set("bodyTh")} />
        <TextField name="bodyEn" label={t("canned.bodyEn")} isRequired multiline rows={4} maxLength={4000} value={value.bodyEn} onChange={set("bodyEn")} />
      </Form>
    </Dialog>
  );
}
