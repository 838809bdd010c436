/**
 * Case handling at a council's pace, on the staff case page (tracker issue 39 item 2): the priority (saved when
 * chosen, `updateComplaintHandling`), and three dialogs: change the complaint type and kind (another unit's kind
 * forwards the case there with a reason, after which the officer lands back on the queue), mark the case as a duplicate
 * of another case by its number (`mergeComplaint`: the duplicate is closed and its resident follows the surviving
 * case), and edit the resident's text for privacy (`redactComplaint`, with a reason kept in the history).
 *
 * Accessible names for tests: section "Handling"; select "Priority"; buttons "Change kind", "Mark as duplicate",
 * "Edit for privacy"; the dialogs are named after their button; field "Number of the surviving case".
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Dialog, Form, Modal, Select, TextField, showToast } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { errorMessage, fieldErrors, unwrap } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { FormDialogFooter } from "../admin";
import { COMPLAINT_LIST_QUERIES, isOpenStatus, useComplaintKinds, useComplaintTypes, type ComplaintDetail } from "../complaints";
import { STAFF_COMPLAINTS_PATH } from "../complaints-staff";

type Dialogs = "kind" | "merge" | "redact";

/** The case's query key (as `useComplaint` reads it). */
const caseKey = (id: number) => ["get", "/v1/Complaint/{id}", { params: { path: { id } } }];

/** The handling section of a staff case page (nothing for a confidential report or a request's kind). */
export function CaseHandling({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Dialogs | null>(null);
  const refresh = useRefresh(complaint.id);
  const priority = useMutation({
    mutationFn: (value: Schemas["CasePriority"]) =>
      unwrap(pxClient.PATCH("/v1/Complaint/{id}/handling", { params: { path: { id: complaint.id } }, body: { priority: value } })),
    onSuccess: refresh,
  });
  const isOpen = isOpenStatus(complaint.status.code);
  const isComplaint = complaint.caseKind === "complaint" && !complaint.confidential;
  const priorities = (["normal", "high", "urgent"] as const).map((id) => ({ id, label: t(`case.handling.priority.${id}`) }));

  return (
    <section aria-labelledby="case-handling-heading" className="flex flex-col gap-3">
      <h2 id="case-handling-heading" className="text-lg font-semibold">
        {t("case.handling.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <Select
            label={t("case.handling.priorityLabel")}
            items={priorities}
            value={complaint.priority}
            isDisabled={priority.isPending}
            onChange={(key) => key && key !== complaint.priority && priority.mutate(key as Schemas["CasePriority"])}
          />
        </div>
        {isComplaint && isOpen && (
          <Button variant="secondary" onPress={() => setOpen("kind")}>
            {t("case.handling.kind.button")}
          </Button>
        )}
        {!complaint.confidential && isOpen && (
          <Button variant="secondary" onPress={() => setOpen("merge")}>
            {t("case.handling.merge.button")}
          </Button>
        )}
        {isComplaint && (
          <Button variant="secondary" onPress={() => setOpen("redact")}>
            {t("case.handling.redact.button")}
          </Button>
        )}
      </div>
      {priority.error && <Alert tone="error">{errorMessage(priority.error, t("common.unknownError"))}</Alert>}
      {complaint.duplicateOf && (
        <p className="text-sm text-muted">{t("case.handling.duplicateOf", { number: complaint.duplicateOf.complaintNo })}</p>
      )}
      <Modal isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)} className="max-w-xl">
        {open === "kind" && <KindForm complaint={complaint} onClose={() => setOpen(null)} />}
        {open === "merge" && <MergeForm complaint={complaint} onClose={() => setOpen(null)} />}
        {open === "redact" && <RedactForm complaint={complaint} onClose={() => setOpen(null)} />}
      </Modal>
    </section>
  );
}

/** One handling dialog: a form whose submit calls `run`; field errors by the fields, others in an Alert. */
function HandlingDialog({ name, onClose, run, children }: { name: Dialogs; onClose: () => void; run: () => Promise<void>; children: (errors: Record<string, string>) => ReactNode }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formId = `case-${name}-form`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setPending(true);
    try {
      await run();
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
      title={t(`case.handling.${name}.title`)}
      footer={<FormDialogFooter form={formId} submitLabel={t(`case.handling.${name}.submit`)} isPending={pending} onCancel={onClose} />}
    >
      {failure !== null && (
        <div className="mb-4">
          <Alert tone="error">{errorMessage(failure, t("common.unknownError"))}</Alert>
        </div>
      )}
      <Form id={formId} validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {children(errors)}
      </Form>
    </Dialog>
  );
}

/** Refreshes the case and the lists after a change. */
function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: caseKey(id) }), queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES)]);
}

/** Change of complaint type and kind. */
function KindForm({ complaint, onClose }: { complaint: ComplaintDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [, navigate] = useLocation();
  const types = useComplaintTypes();
  const kinds = useComplaintKinds();
  const refresh = useRefresh(complaint.id);
  const [kindId, setKindId] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const confidentialTypes = new Set((types.data ?? []).filter((type) => type.confidential).map((type) => type.id));
  const typeName = new Map((types.data ?? []).map((type) => [type.id, localName(type, language)]));
  const items = (kinds.data ?? [])
    .filter((kind) => !confidentialTypes.has(kind.complaintTypeId) && kind.id !== complaint.complaintKindId)
    .map((kind) => ({ id: String(kind.id), label: `${typeName.get(kind.complaintTypeId) ?? ""} · ${localName(kind, language)}` }));
  return (
    <HandlingDialog
      name="kind"
      onClose={onClose}
      run={async () => {
        const answer = await unwrap(
          pxClient.PATCH("/v1/Complaint/{id}/handling", {
            params: { path: { id: complaint.id } },
            body: { complaintKindId: Number(kindId ?? 0), ...(comment.trim() ? { comment: comment.trim() } : {}) },
          }),
        );
        onClose();
        showToast({ title: t("case.handling.kind.done", { number: complaint.complaintNo }), tone: "success" });
        // Forwarded to the kind's unit: the case has left this officer's queue.
        if (answer.data.unit?.id !== complaint.unit?.id) navigate(STAFF_COMPLAINTS_PATH);
        else await refresh();
      }}
    >
      {() => (
        <>
          <Select name="complaintKindId" label={t("case.handling.kind.kind")} isRequired items={items} value={kindId} onChange={(key) => setKindId(key === null ? null : String(key))} />
          <TextField name="comment" label={t("case.handling.kind.comment")} description={t("case.handling.kind.commentHint")} multiline rows={3} maxLength={2000} value={comment} onChange={setComment} />
        </>
      )}
    </HandlingDialog>
  );
}

/** Mark as duplicate of another case, found by its number. */
function MergeForm({ complaint, onClose }: { complaint: ComplaintDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const refresh = useRefresh(complaint.id);
  const [number, setNumber] = useState("");
  const [comment, setComment] = useState("");
  return (
    <HandlingDialog
      name="merge"
      onClose={onClose}
      run={async () => {
        const wanted = number.trim().toUpperCase();
        const found = await unwrap(pxClient.POST("/v1/Complaint/search", { params: { query: { limit: 5 } }, body: { text: wanted } }));
        const survivor = found.data.find((candidate) => candidate.complaintNo === wanted);
        if (!survivor) {
          const message = t("case.handling.merge.notFound");
          throw Object.assign(new Error(message), { success: false as const, errors: [{ field: "intoId", message }] });
        }
        await unwrap(
          pxClient.POST("/v1/Complaint/{id}/merge", {
            params: { path: { id: complaint.id } },
            body: { intoId: survivor.id, ...(comment.trim() ? { comment: comment.trim() } : {}) },
          }),
        );
        await refresh();
        onClose();
        showToast({ title: t("case.handling.merge.done", { number: complaint.complaintNo, survivor: survivor.complaintNo }), tone: "success" });
        navigate(`${STAFF_COMPLAINTS_PATH}/${survivor.id}`);
      }}
    >
      {() => (
        <>
          <p>{t("case.handling.merge.text", { number: complaint.complaintNo })}</p>
          <TextField name="intoId" label={t("case.handling.merge.number")} description={t("case.handling.merge.numberHint")} isRequired maxLength={20} value={number} onChange={setNumber} />
          <TextField name="comment" label={t("case.handling.merge.comment")} multiline rows={2} maxLength={2000} value={comment} onChange={setComment} />
        </>
      )}
    </HandlingDialog>
  );
}

/** Edit the resident's text for privacy, with a reason. */
function RedactForm({ complaint, onClose }: { complaint: ComplaintDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh(complaint.id);
  const [detail, setDetail] = useState(complaint.detail);
  const [location, setLocation] = useState(complaint.location);
  const [reason, setReason] = useState("");
  return (
    <HandlingDialog
      name="redact"
      onClose={onClose}
      run={async () => {
        await unwrap(
          pxClient.POST("/v1/Complaint/{id}/redact", {
            params: { path: { id: complaint.id } },
            body: {
              ...(detail !== complaint.detail ? { detail } : {}),
              ...(location !== complaint.location ? { location } : {}),
              reason: reason.trim(),
            },
          }),
        );
        await refresh();
        onClose();
        showToast({ title: t("case.handling.redact.done", { number: complaint.complaintNo }), tone: "success" });
      }}
    >
      {() => (
        <>
          <TextField name="detail" label={t("case.handling.redact.detail")} multiline rows={5} maxLength={4000} value={detail} onChange={setDetail} />
          <TextField name="location" label={t("case.handling.redact.location")} maxLength={300} value={location} onChange={setLocation} />
          <TextField name="reason" label={t("case.handling.redact.reason")} description={t("case.handling.redact.reasonHint")} isRequired maxLength={500} value={reason} onChange={setReason} />
        </>
      )}
    </HandlingDialog>
  );
}
