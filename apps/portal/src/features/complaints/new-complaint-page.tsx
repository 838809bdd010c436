/**
 * File a complaint (`/e-service/main/complaints/new`; contract `createComplaint`, `POST /v1/complainpeoplereq`
 * with `version=1.1`): complaint type, kind (filtered by type), details, location and telephone (prefilled from
 * the profile). Client checks follow `ComplaintCreate`; the server's 400 `errors` appear next to the fields.
 * On success a notice names the complaint number and the user goes to "My complaints".
 *
 * Accessible names for tests: heading "File a complaint"; selects "Complaint type", "Complaint kind"; fields
 * "Details", "Location", "Telephone"; button "Submit complaint".
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Select, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/client";
import { errorMessage, fieldErrors } from "../../api/errors";
import { validate } from "../../lib/contract-rules";
import { useFieldErrors } from "../../lib/use-field-errors";
import { useLanguage } from "../../i18n/use-language";
import { useSession } from "../auth/session";
import { E_SERVICE_HOME } from "../e-service/e-service-menu";
import { localName } from "../../lib/local-name";
import { useComplaintKinds, useComplaintTypes } from "./complaint-lookups";
import { complaintFormSchema } from "./complaint-rules";
import { COMPLAINT_SEARCH_KEY } from "./complaint-queries";
import { usePageTitle } from "../../lib/use-page-title";

/** The file-a-complaint page (route module). */
export default function NewComplaintPage() {
  const { t } = useTranslation();
  usePageTitle(t("complaints.new.title"));
  const [language] = useLanguage();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const types = useComplaintTypes();
  const kinds = useComplaintKinds();

  const [typeId, setTypeId] = useState<string | null>(null);
  const [kindId, setKindId] = useState<string | null>(null);
  const [detail, setDetail] = useState("");
  const [location, setLocation] = useState("");
  const [phone, setPhone] = useState(profile?.phone ?? "");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);

  const create = api.useMutation("post", "/v1/complainpeoplereq");

  const typeOptions = useMemo(
    () => (types.data ?? []).map((type) => ({ id: String(type.id), label: localName(type, language) })),
    [types.data, language],
  );
  const kindOptions = useMemo(
    () =>
      (kinds.data ?? [])
        .filter((kind) => String(kind.complaintTypeId) === typeId)
        .map((kind) => ({ id: String(kind.id), label: localName(kind, language) })),
    [kinds.data, typeId, language],
  );

  const lookupError = types.error ?? kinds.error;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const values = {
      complaintTypeId: typeId ? Number(typeId) : 0,
      complaintKindId: kindId ? Number(kindId) : 0,
      detail: detail.trim(),
      location: location.trim(),
      phone: phone.trim(),
    };
    const invalid = validate(complaintFormSchema, values, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(t("validation.formInvalid"));
      return;
    }
    try {
      const answer = await create.mutateAsync({ params: { query: { version: "1.1" } }, body: values });
      await queryClient.invalidateQueries({ queryKey: COMPLAINT_SEARCH_KEY });
      showToast({ title: t("complaints.new.success", { number: answer.data.complaintNo }), tone: "success" });
      navigate(`${E_SERVICE_HOME}/complaints`);
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-6 sm:p-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("complaints.new.title")}</h1>
        <p className="text-muted">{t("complaints.new.intro")}</p>
      </header>

      {lookupError && <Alert tone="error">{errorMessage(lookupError, t("common.unknownError"))}</Alert>}
      {message && <Alert tone="error">{message}</Alert>}

      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={onSubmit}
        aria-label={t("complaints.new.title")}
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm"
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Select
            name="complaintTypeId"
            label={t("complaints.new.type")}
            placeholder={t("complaints.new.selectPlaceholder")}
            items={typeOptions}
            isRequired
            isDisabled={types.isPending}
            value={typeId}
            onChange={(key) => {
              setTypeId(key === null ? null : String(key));
              setKindId(null);
              clear("complaintTypeId");
            }}
          />
          <Select
            name="complaintKindId"
            label={t("complaints.new.kind")}
            placeholder={typeId ? t("complaints.new.selectPlaceholder") : t("complaints.new.kindPlaceholderNoType")}
            items={kindOptions}
            isRequired
            isDisabled={!typeId || kinds.isPending}
            value={kindId}
            onChange={(key) => {
              setKindId(key === null ? null : String(key));
              clear("complaintKindId");
            }}
          />
        </div>
        <TextField
          name="detail"
          label={t("complaints.new.detail")}
          description={t("complaints.new.detailHint")}
          multiline
          rows={5}
          isRequired
          maxLength={2000}
          value={detail}
          onChange={(value) => {
            setDetail(value);
            clear("detail");
          }}
        />
        <TextField
          name="location"
          label={t("complaints.new.location")}
          description={t("complaints.new.locationHint")}
          isRequired
          maxLength={300}
          value={location}
          onChange={(value) => {
            setLocation(value);
            clear("location");
          }}
        />
        <TextField
          name="phone"
          type="tel"
          label={t("complaints.new.phone")}
          description={t("complaints.new.phoneHint")}
          autoComplete="tel"
          isRequired
          maxLength={20}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            clear("phone");
          }}
        />
        <div className="flex justify-end">
          <Button type="submit" isPending={create.isPending}>
            {create.isPending ? t("complaints.new.submitting") : t("complaints.new.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
