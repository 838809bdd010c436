/**
 * Account closures / คำขอปิดบัญชี (`/admin/account-closure`; issue 15 item 8, Thailand's PDPA right to erasure;
 * contract `listAccountClosures`, `completeAccountClosure`, `refuseAccountClosure`), for administrators: residents'
 * requests to close their account, waiting ones first (oldest first), filtered by state. "Close account" asks for
 * confirmation, then removes the resident's personal data while their cases stay (the server says what goes and what
 * stays); "Refuse" asks for a reason, which the resident receives by e-mail. Each decision is audited on the server.
 *
 * Accessible names for tests: heading "Account closures"; select "State"; table "Account-closure requests"; per row
 * buttons "Close the account of <name>" and "Refuse the request of <name>"; the refusal dialog "Refuse the request",
 * its field "Reason" and button "Refuse".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import {
  Alert,
  Button,
  ConfirmationDialog,
  Dialog,
  Form,
  Modal,
  PageHeader,
  Select,
  TextField,
  showToast,
  type DataTableColumn,
} from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge, type LabelBadgeProps } from "../../lib/label-badge";
import { useFieldErrors } from "../../lib/use-field-errors";
import { PagedTable, usePaging } from "../../lib/paged-table";
import { usePageTitle } from "../../lib/use-page-title";
import { FormDialogFooter } from "./form-dialog-parts";

type Closure = Schemas["AccountClosureRequest"];
type ClosureState = Schemas["AccountClosureState"];

/** The states, in the order of the filter. */
const STATES: readonly ClosureState[] = ["pending", "done", "refused"];
/** Colour of each state's badge (the text names the state). */
const STATE_TONES: Record<ClosureState, NonNullable<LabelBadgeProps["tone"]>> = { pending: "info", done: "success", refused: "warn" };
const ALL = "all";
/** Query-key prefix of the list, refreshed after a decision. */
const CLOSURES_KEY = ["get", "/v1/AccountClosure/list"] as const;
/** The longest reason the contract takes. */
const REASON_MAX = 1000;

/** Who asked, as the page names them: the full name, else the user name; a closed account by its number. */
function useRequesterName(): (closure: Closure) => string {
  const { t } = useTranslation();
  return (closure) => (closure.person ? closure.person.fullName || closure.person.name : t("accountClosure.closedAccount", { id: closure.personId }));
}

/** The account-closures page (route module). */
export default function AccountClosurePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("accountClosure.title"));
  const queryClient = useQueryClient();
  const nameOf = useRequesterName();
  const [state, setState] = useState<ClosureState | undefined>(undefined);
  const paging = usePaging();
  const { offset, limit } = paging;
  const [closing, setClosing] = useState<Closure | null>(null);
  const [refusing, setRefusing] = useState<Closure | null>(null);
  const closures = api.useQuery(
    "get",
    "/v1/AccountClosure/list",
    { params: { query: { state, offset, limit } } },
    { placeholderData: keepPreviousData },
  );
  const complete = api.useMutation("post", "/v1/AccountClosure/{id}/complete");

  const closeAccount = async (closure: Closure) => {
    try {
      await complete.mutateAsync({ params: { path: { id: closure.id } } });
      showToast({ title: t("accountClosure.closed", { name: nameOf(closure) }), tone: "success" });
    } catch (error) {
      showToast({ title: t("accountClosure.failed"), description: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      setClosing(null);
      await queryClient.invalidateQueries({ queryKey: CLOSURES_KEY });
    }
  };

  const columns: DataTableColumn<Closure>[] = [
    {
      id: "requestedAt",
      header: t("accountClosure.columns.requestedAt"),
      value: (closure) => formatDateTime(closure.requestedAt, language),
      cell: (closure) => <time dateTime={closure.requestedAt}>{formatDateTime(closure.requestedAt, language)}</time>,
    },
    {
      id: "person",
      header: t("accountClosure.columns.person"),
      isRowHeader: true,
      value: nameOf,
      cell: (closure) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{nameOf(closure)}</span>
          {closure.person && (
            <span className="text-xs text-muted">
              {closure.person.name} · {closure.person.email}
            </span>
          )}
        </span>
      ),
    },
    { id: "caseCount", header: t("accountClosure.columns.cases"), align: "end", value: (closure) => String(closure.caseCount) },
    {
      id: "state",
      header: t("accountClosure.columns.state"),
      value: (closure) => t(`accountClosure.states.${closure.state}`),
      cell: (closure) => (
        <span className="flex flex-col gap-1">
          <span>
            <LabelBadge value={closure.state} label={t(`accountClosure.states.${closure.state}`)} tone={STATE_TONES[closure.state]} />
          </span>
          {closure.decidedAt && (
            <span className="text-xs text-muted">
              {t("accountClosure.decided", { at: formatDateTime(closure.decidedAt, language), by: closure.decidedBy ?? "–" })}
            </span>
          )}
          {closure.reason && <span className="text-xs text-foreground">{t("accountClosure.reasonShown", { reason: closure.reason })}</span>}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (closure) =>
        closure.state === "pending" ? (
          <span className="flex flex-wrap gap-1">
            <Button size="sm" variant="secondary" aria-label={t("accountClosure.closeLabel", { name: nameOf(closure) })} onPress={() => setClosing(closure)}>
              {t("accountClosure.close")}
            </Button>
            <Button size="sm" variant="quiet" aria-label={t("accountClosure.refuseLabel", { name: nameOf(closure) })} onPress={() => setRefusing(closure)}>
              {t("accountClosure.refuse")}
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("accountClosure.title")} description={t("accountClosure.intro")} />
      <PagedTable<Closure>
        label={t("accountClosure.tableLabel")}
        columns={columns}
        query={closures}
        paging={paging}
        loadError={t("accountClosure.loadError")}
        filters={
          <Select
            label={t("accountClosure.filterState")}
            className="w-48"
            items={[{ id: ALL, label: t("accountClosure.allStates") }, ...STATES.map((each) => ({ id: each, label: t(`accountClosure.states.${each}`) }))]}
            value={state ?? ALL}
            onChange={(key) => {
              paging.reset();
              setState(key === null || key === ALL ? undefined : (String(key) as ClosureState));
            }}
          />
        }
        emptyState={t("accountClosure.empty")}
      />

      <ConfirmationDialog
        isOpen={closing !== null}
        tone="danger"
        title={t("accountClosure.closeTitle")}
        message={closing ? t("accountClosure.closeConfirm", { name: nameOf(closing), count: closing.caseCount }) : undefined}
        confirmLabel={t("accountClosure.close")}
        cancelLabel={t("common.cancel")}
        isPending={complete.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => closing && void closeAccount(closing)}
      />
      <Modal isOpen={refusing !== null} onOpenChange={(open) => !open && setRefusing(null)} className="max-w-xl">
        {refusing && (
          <RefuseForm
            closure={refusing}
            name={nameOf(refusing)}
            onClose={() => setRefusing(null)}
            onRefused={() => void queryClient.invalidateQueries({ queryKey: CLOSURES_KEY })}
          />
        )}
      </Modal>
    </div>
  );
}

/** The refusal dialog: the reason, e-mailed to the resident. */
function RefuseForm({ closure, name, onClose, onRefused }: { closure: Closure; name: string; onClose: () => void; onRefused: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const refuse = api.useMutation("post", "/v1/AccountClosure/{id}/refuse");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    if (!reason.trim()) {
      setErrors({ reason: t("accountClosure.reasonRequired") });
      return;
    }
    try {
      await refuse.mutateAsync({ params: { path: { id: closure.id } }, body: { reason: reason.trim() } });
      showToast({ title: t("accountClosure.refused", { name }), tone: "success" });
      onRefused();
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <Dialog
      title={t("accountClosure.refuseTitle")}
      footer={<FormDialogFooter form="closure-refusal" submitLabel={t("accountClosure.refuse")} isPending={refuse.isPending} onCancel={onClose} />}
    >
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form id="closure-refusal" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-sm">{t("accountClosure.refuseIntro", { name })}</p>
        <TextField
          name="reason"
          label={t("accountClosure.reason")}
          description={t("accountClosure.reasonHint")}
          multiline
          rows={4}
          isRequired
          maxLength={REASON_MAX}
          value={reason}
          onChange={(value) => {
            setReason(value);
            clear("reason");
          }}
        />
      </Form>
    </Dialog>
  );
}
