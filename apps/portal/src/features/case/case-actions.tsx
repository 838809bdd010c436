/**
 * What the viewer can do with a case now (issue 11 items 1, 2 and 7), from the API's `allowedActions`:
 *
 * - staff (`POST /v1/Complaint/{id}/transition`): accept (optionally choosing the unit and an officer), assign (an
 *   officer of the case's unit, `GET /v1/Complaint/{id}/assignees`), forward (another unit from
 *   `GET /v1/OrgUnit/listAll`, a comment required), start, complete (a closing note required), reject (a reason
 *   required);
 * - the resident: cancel while the case is received (`PUT /v1/complainpeoplereq/cancelComplain/{id}`, after a
 *   confirmation) and reopen a completed case until `canReopenUntil` (`PUT /v1/complainpeoplereq/reopen/{id}`,
 *   with the reason the problem is not fixed).
 *
 * After a forward the officer lands back on their queue (`/mwp/complaints`) with the confirmation (tracker issue 39
 * item 2): the case has left their unit.
 *
 * Each action opens a ui Dialog whose errors show next to the fields (client checks, then the server's 400
 * errors); a 409 (the case changed meanwhile, or the action is not allowed in its status) shows as an Alert in the
 * dialog and the case is loaded again.
 *
 * Accessible names for tests: section heading "Actions"; buttons "Accept", "Assign", "Forward", "Start work",
 * "Complete", "Reject", "Cancel complaint", "Reopen"; the dialogs are named after their action.
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import { Alert, Button, ConfirmationDialog, Dialog, Form, Modal, Select, TextField, showToast } from "@eoffice/ui";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localName } from "../../lib/local-name";
import { useFieldErrors } from "../../lib/use-field-errors";
import { FormDialogFooter } from "../admin";
import { STAFF_COMPLAINTS_PATH } from "../complaints-staff";
import { isConflict, useActiveUnits, useCancelComplaint, useCaseAssignees, useReopenComplaint, useTransitionComplaint, type ComplaintDetail, type StaffCaseAction } from "../complaints";

/** Staff actions in the order their buttons show. */
const STAFF_ACTIONS: readonly StaffCaseAction[] = ["accept", "start", "assign", "forward", "complete", "reject"];

/** Shortest comment where one is required (contract `ComplaintTransition.comment`, `ComplaintReopen.reason`). */
const COMMENT_MIN = 5;
/** Longest comment or reason. */
const COMMENT_MAX = 2000;

/** Actions whose comment is required, and those that have no comment field. */
const COMMENT_REQUIRED: ReadonlySet<StaffCaseAction> = new Set(["forward", "complete", "reject"]);

/** Value of the officer select for "nobody yet". */
const NO_OFFICER = "none";

/** Props of {@link CaseActions}. */
export interface CaseActionsProps {
  /** The case (its `allowedActions`, unit, assignee, `canReopenUntil`). */
  complaint: ComplaintDetail;
  /** Staff view. */
  isStaff: boolean;
}

/** The actions section (nothing for a resident with no action left). */
export function CaseActions({ complaint, isStaff }: CaseActionsProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [open, setOpen] = useState<StaffCaseAction | "reopen" | null>(null);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const allowed = new Set(complaint.allowedActions);
  const staffActions = isStaff ? STAFF_ACTIONS.filter((action) => allowed.has(action)) : [];
  const canCancel = !isStaff && allowed.has("cancel");
  const canReopen = !isStaff && allowed.has("reopen");

  if (!isStaff && !canCancel && !canReopen) return null;

  return (
    <section aria-labelledby="case-actions-heading" className="flex flex-col gap-3">
      <h2 id="case-actions-heading" className="text-lg font-semibold">
        {t("case.actions.title")}
      </h2>
      {isStaff && staffActions.length === 0 && <p className="text-sm text-muted">{t("case.actions.none")}</p>}
      {canReopen && complaint.canReopenUntil && (
        <p className="text-sm text-muted">
          {t("case.actions.reopenUntil", { date: formatDateTime(complaint.canReopenUntil, language, undefined, false) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {staffActions.map((action) => (
          <Button
            key={action}
            variant={action === "reject" ? "secondary" : action === staffActions[0] ? "primary" : "secondary"}
            className={action === "reject" ? "text-warn" : undefined}
            onPress={() => setOpen(action)}
          >
            {t(`case.actions.${action}.button`)}
          </Button>
        ))}
        {canReopen && <Button onPress={() => setOpen("reopen")}>{t("case.actions.reopen.button")}</Button>}
        {canCancel && (
          <Button variant="secondary" className="text-warn" onPress={() => setCancelOpen(true)}>
            {t("case.actions.cancel.button")}
          </Button>
        )}
      </div>

      <Modal isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)} className="max-w-xl">
        {open === "reopen" ? (
          <ReopenForm complaint={complaint} onClose={() => setOpen(null)} />
        ) : (
          open && <TransitionForm key={open} action={open} complaint={complaint} onClose={() => setOpen(null)} />
        )}
      </Modal>
      {canCancel && <CancelDialog complaint={complaint} isOpen={isCancelOpen} onClose={() => setCancelOpen(false)} />}
    </section>
  );
}

/** The error Alert of a dialog: a 409 is told as "the case has changed" with the server's words. */
function DialogAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="mb-4">
      <Alert tone={isConflict(error) ? "warning" : "error"} title={isConflict(error) ? t("case.actions.conflict") : undefined}>
        {errorMessage(error, t("common.unknownError"))}
      </Alert>
    </div>
  );
}

/** One staff action's dialog. */
function TransitionForm({ action, complaint, onClose }: { action: StaffCaseAction; complaint: ComplaintDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const transition = useTransitionComplaint(complaint.id);
  const [, navigate] = useLocation();
  const needsUnit = action === "accept" || action === "forward";
  const needsOfficer = action === "accept" || action === "assign";
  const units = useActiveUnits(needsUnit);
  const assignees = useCaseAssignees(complaint.id, needsOfficer);
  const currentUnitId = complaint.unit?.id ?? null;
  const [unit, setUnit] = useState<string | null>(action === "accept" && currentUnitId !== null ? String(currentUnitId) : null);
  const [officer, setOfficer] = useState<string | null>(
    action === "assign" && complaint.assignee ? String(complaint.assignee.id) : action === "accept" ? NO_OFFICER : null,
  );
  const [comment, setComment] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [failure, setFailure] = useState<unknown>(null);
  const formId = `case-${action}-form`;
  const commentRequired = COMMENT_REQUIRED.has(action);
  // An officer can be chosen on accepting only in the unit the case is in (the assignees are that unit's staff).
  const officerUsable = action === "assign" || unit === null || Number(unit) === currentUnitId;

  const unitOptions = useMemo(
    () =>
      (units.data ?? [])
        .filter((candidate) => candidate.active && (action !== "forward" || candidate.id !== currentUnitId))
        .map((candidate) => ({ id: String(candidate.id), label: localName(candidate, language) })),
    [units.data, action, currentUnitId, language],
  );
  const officerOptions = useMemo(
    () => [
      ...(action === "accept" ? [{ id: NO_OFFICER, label: t("case.actions.noOfficer") }] : []),
      ...(assignees.data ?? []).map((person) => ({ id: String(person.id), label: person.name })),
    ],
    [assignees.data, action, t],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid: Record<string, string> = {};
    const text = comment.trim();
    if (action === "forward" && !unit) invalid.unitId = t("case.actions.unitRequired");
    if (action === "assign" && (!officer || officer === NO_OFFICER)) invalid.assigneeId = t("case.actions.officerRequired");
    if (commentRequired && text.length < COMMENT_MIN) {
      invalid.comment = t(text ? "case.actions.commentTooShort" : `case.actions.${action}.commentRequired`, { min: COMMENT_MIN });
    }
    if (text.length > COMMENT_MAX) invalid.comment = t("case.actions.commentTooLong", { max: COMMENT_MAX });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await transition.mutateAsync({
        action,
        ...(needsUnit && unit ? { unitId: Number(unit) } : {}),
        ...(needsOfficer && officerUsable && officer && officer !== NO_OFFICER ? { assigneeId: Number(officer) } : {}),
        ...(text ? { comment: text } : {}),
      });
      showToast({ title: t(`case.actions.${action}.done`, { number: complaint.complaintNo }), tone: "success" });
      onClose();
      // A forwarded case leaves the officer's unit: back to their queue with the confirmation, not to a 404 page
      // (tracker issue 39 item 2).
      if (action === "forward") navigate(STAFF_COMPLAINTS_PATH);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      // Field errors show next to their fields; anything else (409 included) in the Alert.
      setFailure(Object.keys(byField).length > 0 && !isConflict(error) ? null : error);
    }
  };

  return (
    <Dialog
      title={t(`case.actions.${action}.title`)}
      footer={
        <FormDialogFooter
          form={formId}
          submitLabel={t(`case.actions.${action}.submit`)}
          isPending={transition.isPending}
          onCancel={onClose}
        />
      }
    >
      <p className="mb-4">{t(`case.actions.${action}.text`, { number: complaint.complaintNo })}</p>
      <DialogAlert error={failure} />
      <Form id={formId} validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {needsUnit && (
          <Select
            name="unitId"
            label={action === "forward" ? t("case.actions.forwardUnit") : t("case.actions.acceptUnit")}
            description={action === "accept" && currentUnitId === null ? t("case.actions.acceptUnitHint") : undefined}
            isRequired={action === "forward"}
            items={unitOptions}
            value={unit}
            isDisabled={units.isPending}
            onChange={(key) => {
              setUnit(key === null ? null : String(key));
              clear("unitId");
            }}
          />
        )}
        {units.error && <Alert tone="error">{errorMessage(units.error, t("case.actions.unitsError"))}</Alert>}
        {needsOfficer && (
          <Select
            name="assigneeId"
            label={t("case.actions.officer")}
            description={!officerUsable ? t("case.actions.officerOtherUnit") : undefined}
            isRequired={action === "assign"}
            items={officerOptions}
            value={officerUsable ? officer : NO_OFFICER}
            isDisabled={!officerUsable || assignees.isPending}
            onChange={(key) => {
              setOfficer(key === null ? null : String(key));
              clear("assigneeId");
            }}
          />
        )}
        {assignees.error && <Alert tone="error">{errorMessage(assignees.error, t("case.actions.officersError"))}</Alert>}
        <TextField
          name="comment"
          label={t(`case.actions.${action}.comment`)}
          description={commentRequired ? t("case.actions.commentHint", { min: COMMENT_MIN }) : undefined}
          multiline
          rows={3}
          isRequired={commentRequired}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(value) => {
            setComment(value);
            clear("comment");
          }}
        />
      </Form>
    </Dialog>
  );
}

/** The resident's reopen dialog. */
function ReopenForm({ complaint, onClose }: { complaint: ComplaintDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const reopen = useReopenComplaint(complaint.id);
  const [reason, setReason] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const text = reason.trim();
    const invalid: Record<string, string> = {};
    if (text.length < COMMENT_MIN) invalid.reason = t(text ? "case.actions.commentTooShort" : "case.actions.reopen.commentRequired", { min: COMMENT_MIN });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await reopen.mutateAsync(text);
      showToast({ title: t("case.actions.reopen.done", { number: complaint.complaintNo }), tone: "success" });
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setFailure(Object.keys(byField).length > 0 && !isConflict(error) ? null : error);
    }
  };

  return (
    <Dialog
      title={t("case.actions.reopen.title")}
      footer={<FormDialogFooter form="case-reopen-form" submitLabel={t("case.actions.reopen.submit")} isPending={reopen.isPending} onCancel={onClose} />}
    >
      <p className="mb-4">{t("case.actions.reopen.text", { number: complaint.complaintNo })}</p>
      <DialogAlert error={failure} />
      <Form id="case-reopen-form" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          name="reason"
          label={t("case.actions.reopen.comment")}
          description={t("case.actions.commentHint", { min: COMMENT_MIN })}
          multiline
          rows={4}
          isRequired
          maxLength={COMMENT_MAX}
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

/** The resident's cancel confirmation; a failure shows as an Alert in the section. */
function CancelDialog({ complaint, isOpen, onClose }: { complaint: ComplaintDetail; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelComplaint(complaint.id);
  const [failure, setFailure] = useState<unknown>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync();
      showToast({ title: t("complaints.list.cancelled", { number: complaint.complaintNo }), tone: "success" });
    } catch (error) {
      setFailure(error);
    } finally {
      onClose();
    }
  };
  return (
    <>
      {failure ? <DialogAlert error={failure} /> : null}
      <ConfirmationDialog
        isOpen={isOpen}
        tone="danger"
        title={t("complaints.list.cancelTitle")}
        message={t("complaints.list.cancelText", { number: complaint.complaintNo })}
        confirmLabel={t("complaints.list.cancelConfirm")}
        cancelLabel={t("complaints.list.cancelKeep")}
        isPending={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
    </>
  );
}
