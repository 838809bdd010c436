/**
 * Record a complaint (`/mwp/complaints/new`; issue 11 item 5; contract `createComplaintEForm`, `POST /v1/Complaint`
 * with `ComplaintEForm`): staff record a complaint received by telephone, walk-in, letter or LINE on behalf of a
 * resident. The complainant is usually known by name and telephone only; when the resident has an account, staff
 * can give its number instead (the account's name and telephone are then used). Type (not the confidential
 * whistleblowing type, reported through its own form), kind (filtered by type),
 * details, location, and up to 5 photos or PDFs uploaded as they are chosen (progress bar each, thumbnails for
 * images). Client checks mirror the contract; the server's 400 `errors` appear next to the fields. On success a
 * notice names the complaint number and the officer goes to the new case's page. The case enters the same queue
 * as complaints filed on the web.
 *
 * Accessible names for tests: heading "Record a complaint"; select "Channel"; switch "The complainant has a
 * resident account"; fields "Complainant's name", "Telephone" (or "Resident account number"); selects "Complaint
 * type", "Complaint kind"; fields "Details", "Location"; group "Attachments"; buttons "Record complaint" and link
 * "Back to the queue".
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, FileUpload, Form, Link, PageHeader, Select, Switch, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { useFieldErrors } from "../../lib/use-field-errors";
import { usePageTitle } from "../../lib/use-page-title";
import { useComplaintKinds, useComplaintTypes, uploadsBlocking, useAttachments, COMPLAINT_LIST_QUERIES, ATTACHMENT_MAX_FILES, isConfidentialType } from "../complaints";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { EFORM_CHANNELS, EMPTY_EFORM, eformBody, validateEForm, type EFormChannel, type EFormValues } from "./eform-rules";
import { STAFF_COMPLAINTS_PATH } from "./queue-paths";

/** The staff e-form (route module). */
export default function EFormPage() {
  const { t } = useTranslation();
  const uploadLimits = useUploadLimits();
  usePageTitle(t("eform.title"));
  const [language] = useLanguage();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const types = useComplaintTypes();
  const kinds = useComplaintKinds();
  const attachments = useAttachments(t("eform.uploadError"));
  const create = api.useMutation("post", "/v1/Complaint");

  const [values, setValues] = useState<EFormValues>(EMPTY_EFORM);
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof EFormValues>(field: K, value: EFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const channelItems = useMemo(() => EFORM_CHANNELS.map((channel) => ({ id: channel, label: t(`queue.channels.${channel}`) })), [t]);
  const typeItems = useMemo(
    () =>
      (types.data ?? [])
        .filter((type) => !isConfidentialType(type))
        .map((type) => ({ id: String(type.id), label: localName(type, language) })),
    [types.data, language],
  );
  const kindItems = useMemo(
    () =>
      (kinds.data ?? [])
        .filter((kind) => String(kind.complaintTypeId) === values.complaintTypeId)
        .map((kind) => ({ id: String(kind.id), label: localName(kind, language) })),
    [kinds.data, values.complaintTypeId, language],
  );
  const lookupError = types.error ?? kinds.error;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid = validateEForm(values, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(t("validation.formInvalid"));
      return;
    }
    const blocked = uploadsBlocking(attachments);
    if (blocked) {
      setMessage(t(blocked));
      return;
    }
    try {
      const answer = await create.mutateAsync({ body: eformBody(values, attachments.fileIds) });
      await queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES);
      showToast({ title: t("eform.success", { number: answer.data.complaintNo }), tone: "success" });
      navigate(`${STAFF_COMPLAINTS_PATH}/${answer.data.id}`);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  const isAccount = values.mode === "account";
  const fileError = errors.fileIds;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader
        title={t("eform.title")}
        description={t("eform.intro")}
        actions={
          <Link href={STAFF_COMPLAINTS_PATH} variant="standalone">
            {t("eform.backToQueue")}
          </Link>
        }
      />

      {lookupError && <Alert tone="error">{errorMessage(lookupError, t("common.unknownError"))}</Alert>}
      {message && <Alert tone="error">{message}</Alert>}

      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={onSubmit}
        aria-label={t("eform.title")}
        className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("eform.received")}</legend>
          <Select
            name="channel"
            label={t("eform.channel")}
            items={channelItems}
            isRequired
            value={values.channel}
            onChange={(key) => set("channel", key === null ? null : (String(key) as EFormChannel))}
            className="sm:max-w-xs"
          />
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("eform.complainant")}</legend>
          <Switch
            isSelected={isAccount}
            onChange={(selected) => {
              set("mode", selected ? "account" : "contact");
              clear("personId");
              clear("contactName");
              clear("phone");
            }}
          >
            {t("eform.hasAccount")}
          </Switch>
          {isAccount ? (
            <TextField
              key="personId"
              name="personId"
              label={t("eform.accountId")}
              description={t("eform.accountIdHint")}
              inputMode="numeric"
              isRequired
              maxLength={9}
              value={values.personId}
              onChange={(value) => set("personId", value)}
              className="sm:max-w-xs"
            />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                name="contactName"
                label={t("eform.contactName")}
                autoComplete="off"
                isRequired
                maxLength={200}
                value={values.contactName}
                onChange={(value) => set("contactName", value)}
              />
              <TextField
                name="phone"
                type="tel"
                label={t("eform.phone")}
                description={t("eform.phoneHint")}
                autoComplete="off"
                isRequired
                maxLength={20}
                value={values.phone}
                onChange={(value) => set("phone", value)}
              />
            </div>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("eform.complaint")}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Select
              name="complaintTypeId"
              label={t("eform.type")}
              placeholder={t("eform.choose")}
              items={typeItems}
              isRequired
              isDisabled={types.isPending}
              value={values.complaintTypeId}
              onChange={(key) => {
                set("complaintTypeId", key === null ? null : String(key));
                set("complaintKindId", null);
              }}
            />
            <Select
              name="complaintKindId"
              label={t("eform.kind")}
              placeholder={values.complaintTypeId ? t("eform.choose") : t("eform.kindNeedsType")}
              items={kindItems}
              isRequired
              isDisabled={!values.complaintTypeId || kinds.isPending}
              value={values.complaintKindId}
              onChange={(key) => set("complaintKindId", key === null ? null : String(key))}
            />
          </div>
          <TextField
            name="detail"
            label={t("eform.detail")}
            description={t("eform.detailHint")}
            multiline
            rows={6}
            isRequired
            maxLength={2000}
            value={values.detail}
            onChange={(value) => set("detail", value)}
          />
          <TextField
            name="location"
            label={t("eform.location")}
            description={t("eform.locationHint")}
            isRequired
            maxLength={300}
            value={values.location}
            onChange={(value) => set("location", value)}
          />
          <FileUpload
            label={t("eform.attachments")}
            description={t("eform.attachmentsHint")}
            files={attachments.items}
            onFilesChange={(files) => {
              attachments.onFilesChange(files);
              clear("fileIds");
            }}
            onAdd={attachments.onAdd}
            onRemove={attachments.onRemove}
            onRetry={attachments.onRetry}
            acceptedTypes={uploadLimits.types}
            maxSize={uploadLimits.maxBytes}
            maxFiles={ATTACHMENT_MAX_FILES}
          />
          {fileError && <Alert tone="error">{fileError}</Alert>}
        </fieldset>

        <div className="flex flex-wrap items-center justify-end gap-3">
          {attachments.uploading > 0 && (
            <span className="text-sm text-muted" role="status">
              {t("eform.uploading")}
            </span>
          )}
          <Button type="submit" isPending={create.isPending}>
            {create.isPending ? t("eform.submitting") : t("eform.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
