/**
 * Open311 clients / ระบบภายนอกที่เชื่อมต่อ Open311 (`/admin/open311`; tracker issue 41 item 2; docs/open311.md
 * "Registering a client"; contract `listOpen311Clients`, `issueOpen311Client`, `revokeOpen311Client`), for
 * administrators: the systems allowed to file service requests through Open311 GeoReport v2, each with its key's first
 * characters, its hourly quota and whether it is revoked. "Issue a key" asks for the system's name, a contact and the
 * quota, then shows the key once (only its hash is kept); "Revoke" asks for confirmation. Each change is audited on
 * the server.
 *
 * Accessible names for tests: heading "Open311 clients"; button "Issue a key"; the dialog "Issue an API key" with
 * fields "System name", "Contact", "Requests per hour" and button "Issue"; the key shown in the field "API key";
 * table "Open311 clients"; per row the button "Revoke the key of <name>".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, ConfirmationDialog, DataTable, Dialog, Form, Modal, PageHeader, TextField, showToast, type DataTableColumn } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge } from "../../lib/label-badge";
import { useFieldErrors } from "../../lib/use-field-errors";
import { usePageTitle } from "../../lib/use-page-title";
import { FormDialogFooter } from "./form-dialog-parts";

type Client = Schemas["Open311Client"];
/** Query key of the list, refreshed after a change. */
const CLIENTS_KEY = ["get", "/v1/Open311Client"] as const;
/** The default hourly quota offered. */
const DEFAULT_QUOTA = "100";

/** The Open311 clients page (route module). */
export default function Open311Page() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("open311.title"));
  const queryClient = useQueryClient();
  const clients = api.useQuery("get", "/v1/Open311Client");
  const revoke = api.useMutation("delete", "/v1/Open311Client/{id}");
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Client | null>(null);

  const revokeKey = async (client: Client) => {
    try {
      await revoke.mutateAsync({ params: { path: { id: client.id } } });
      showToast({ title: t("open311.revoked", { name: client.name }), tone: "success" });
    } catch (error) {
      showToast({ title: t("open311.revokeFailed"), description: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    }
  };

  const columns: DataTableColumn<Client>[] = [
    { id: "name", header: t("open311.columns.name"), isRowHeader: true, value: (c) => c.name },
    { id: "contact", header: t("open311.columns.contact"), value: (c) => c.contact },
    { id: "keyPrefix", header: t("open311.columns.key"), value: (c) => `${c.keyPrefix}…`, cell: (c) => <code>{c.keyPrefix}…</code> },
    { id: "quota", header: t("open311.columns.quota"), align: "end", value: (c) => c.quotaPerHour },
    {
      id: "createdAt",
      header: t("open311.columns.issued"),
      value: (c) => formatDateTime(c.createdAt, language),
      cell: (c) => <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, language)}</time>,
    },
    {
      id: "state",
      header: t("open311.columns.state"),
      value: (c) => (c.revokedAt ? t("open311.revokedState") : t("open311.activeState")),
      cell: (c) => (
        <LabelBadge
          value={c.revokedAt ? "revoked" : "active"}
          tone={c.revokedAt ? "warn" : "success"}
          label={c.revokedAt ? t("open311.revokedOn", { at: formatDateTime(c.revokedAt, language) }) : t("open311.activeState")}
        />
      ),
    },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (c) =>
        c.revokedAt ? null : (
          <Button size="sm" variant="secondary" aria-label={t("open311.revokeLabel", { name: c.name })} onPress={() => setRevoking(c)}>
            {t("open311.revoke")}
          </Button>
        ),
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={t("open311.title")}
        description={t("open311.intro")}
        actions={<Button onPress={() => setIssuing(true)}>{t("open311.issue")}</Button>}
      />
      <DataTable<Client>
        aria-label={t("open311.tableLabel")}
        columns={columns}
        rows={clients.data?.data ?? []}
        getRowId={(c) => c.id}
        clientSide
        isLoading={clients.isFetching}
        error={clients.error ? errorMessage(clients.error, t("open311.loadError")) : undefined}
        onRetry={() => void clients.refetch()}
        emptyState={t("open311.empty")}
      />
      <ConfirmationDialog
        isOpen={revoking !== null}
        tone="danger"
        title={t("open311.revokeTitle")}
        message={revoking ? t("open311.revokeConfirm", { name: revoking.name }) : undefined}
        confirmLabel={t("open311.revoke")}
        cancelLabel={t("common.cancel")}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && void revokeKey(revoking)}
      />
      <Modal isOpen={issuing} onOpenChange={(open) => !open && setIssuing(false)} className="max-w-xl">
        {issuing && <IssueForm onClose={() => setIssuing(false)} onIssued={() => void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY })} />}
      </Modal>
    </div>
  );
}

/** The dialog that registers a client and then shows its key, once. */
function IssueForm({ onClose, onIssued }: { onClose: () => void; onIssued: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [contact, setContact] = useState("");
  const [quota, setQuota] = useState(DEFAULT_QUOTA);
  const [apiKey, setApiKey] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const issue = api.useMutation("post", "/v1/Open311Client");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const perHour = /^\d{1,6}$/.test(quota.trim()) ? Number(quota) : Number.NaN;
    const invalid: Record<string, string> = {};
    if (name.trim().length < 2) invalid.name = t("open311.nameRequired");
    if (contact.trim().length < 3) invalid.contact = t("open311.contactRequired");
    if (!(perHour >= 1 && perHour <= 100_000)) invalid.quotaPerHour = t("open311.quotaRange");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const answer = await issue.mutateAsync({ body: { name: name.trim(), contact: contact.trim(), quotaPerHour: perHour } });
      setApiKey(answer.data.apiKey);
      onIssued();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  if (apiKey) {
    return (
      <Dialog title={t("open311.issuedTitle")} footer={<Button onPress={onClose}>{t("open311.done")}</Button>}>
        <div className="flex flex-col gap-4">
          <Alert tone="warning">{t("open311.keyOnce")}</Alert>
          <TextField label={t("open311.apiKey")} value={apiKey} isReadOnly autoFocus />
        </div>
      </Dialog>
    );
  }
  const field = (fieldName: "name" | "contact" | "quotaPerHour", label: string, value: string, set: (v: string) => void, extra: object = {}) => (
    <TextField
      name={fieldName}
      label={label}
      isRequired
      value={value}
      onChange={(v) => {
        set(v);
        clear(fieldName);
      }}
      {...extra}
    />
  );
  return (
    <Dialog
      title={t("open311.issueTitle")}
      footer={<FormDialogFooter form="open311-issue" submitLabel={t("open311.issueSubmit")} isPending={issue.isPending} onCancel={onClose} />}
    >
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form id="open311-issue" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {field("name", t("open311.name"), name, setName, { maxLength: 200, description: t("open311.nameHint") })}
        {field("contact", t("open311.contact"), contact, setContact, { maxLength: 254, description: t("open311.contactHint") })}
        {field("quotaPerHour", t("open311.quota"), quota, setQuota, { inputMode: "numeric", maxLength: 6, description: t("open311.quotaHint") })}
      </Form>
    </Dialog>
  );
}
