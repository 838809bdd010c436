/**
 * The whistleblowing report form (issue 11 item 6; contract `reportWhistleblowing`, `POST /v1/Whistleblowing`):
 * the kind (a kind of a confidential complaint type, `ComplaintType.confidential`, from
 * `GET /v1/ComplaintKind/listAll`), the details and, optionally, where or which office. Used by the signed-in page
 * and by the guest page. Client checks follow `WhistleblowingReport`; the server's 400 `errors` appear next to the
 * fields; a 429 says how long to wait. On success the form gives way to the receipt with the tracking code, shown
 * once.
 *
 * Accessible names for tests: select "What are you reporting?"; fields "What happened?", "Where, or which office
 * (optional)"; button "Send report".
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { Alert, Button, Form, Icon, Select, Spinner, TextField } from "@eoffice/ui";
import { callError, fieldErrors } from "../../../api/errors";
import { validate } from "../../../lib/contract-rules";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useLanguage } from "../../../i18n/use-language";
import { localName } from "../../../lib/local-name";
import { useIsAuthenticated } from "../../../session/session";
import { useComplaintKinds, useComplaintTypes } from "../complaint-lookups";
import { whistleblowingKinds } from "../complaint-kind-options";
import { failureText, reportWhistleblowing } from "./whistleblowing-calls";
import { whistleblowingFormSchema } from "./whistleblowing-rules";
import { TrackingCodeReceipt } from "./tracking-code-receipt";

/** The report form, then its receipt. */
export function WhistleblowingForm() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const isSignedIn = useIsAuthenticated();
  const kinds = useComplaintKinds();
  const types = useComplaintTypes();
  const [kindId, setKindId] = useState<string | null>(null);
  const [detail, setDetail] = useState("");
  const [location, setLocation] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<{ complaintNo: string; trackingCode: string } | null>(null);

  const kindOptions = useMemo(
    () =>
      kinds.data && types.data
        ? whistleblowingKinds(kinds.data, types.data).map((kind) => ({ id: String(kind.id), label: localName(kind, language) }))
        : [],
    [kinds.data, types.data, language],
  );
  const lookupError = kinds.error ?? types.error;

  if (receipt) return <TrackingCodeReceipt {...receipt} isSignedIn={isSignedIn} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const values = { complaintKindId: kindId ? Number(kindId) : 0, detail: detail.trim(), location: location.trim() };
    const invalid = validate(whistleblowingFormSchema, values, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(t("validation.formInvalid"));
      return;
    }
    setPending(true);
    try {
      setReceipt(await reportWhistleblowing(values.location ? values : { complaintKindId: values.complaintKindId, detail: values.detail }));
    } catch (caught) {
      const failure = callError(caught);
      setErrors(fieldErrors(failure));
      setMessage(failureText(failure, t, language));
    } finally {
      setPending(false);
    }
  };

  if (lookupError) {
    return (
      <Alert
        tone="error"
        onRetry={() => {
          void kinds.refetch();
          void types.refetch();
        }}
      >
        {t("whistleblowing.lookupError")}
      </Alert>
    );
  }
  if (kinds.isPending || types.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner size="lg" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-xl border border-border bg-background p-4 text-sm">
        <Icon name="eye-off" size={20} className="mt-0.5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold">{t(isSignedIn ? "whistleblowing.privacySignedInTitle" : "whistleblowing.privacyGuestTitle")}</p>
          <p>{t(isSignedIn ? "whistleblowing.privacySignedIn" : "whistleblowing.privacyGuest")}</p>
        </div>
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={onSubmit}
        aria-label={t("whistleblowing.formLabel")}
        className="flex flex-col gap-5"
      >
        <Select
          name="complaintKindId"
          label={t("whistleblowing.kind")}
          placeholder={t("whistleblowing.kindPlaceholder")}
          items={kindOptions}
          isRequired
          value={kindId}
          onChange={(key) => {
            setKindId(key === null ? null : String(key));
            clear("complaintKindId");
          }}
        />
        <TextField
          name="detail"
          label={t("whistleblowing.detail")}
          description={t("whistleblowing.detailHint")}
          multiline
          rows={6}
          isRequired
          maxLength={4000}
          value={detail}
          onChange={(value) => {
            setDetail(value);
            clear("detail");
          }}
        />
        <TextField
          name="location"
          label={t("whistleblowing.location")}
          description={t("whistleblowing.locationHint")}
          maxLength={300}
          value={location}
          onChange={(value) => {
            setLocation(value);
            clear("location");
          }}
        />
        <Button type="submit" isPending={isPending} className="w-full sm:w-auto sm:self-end">
          {isPending ? t("whistleblowing.submitting") : t("whistleblowing.submit")}
        </Button>
      </Form>
    </div>
  );
}
