/**
 * Check one case by its reference number and the telephone or the last four digits of the national ID (issue 12
 * item 4; contract `checkResult`), signed in or not. The answer shows the case (`CheckResultView`); a wrong pair says
 * plainly that nothing matches (404, the same for every wrong pair); too many attempts say how long to wait (429
 * `Retry-After`). The pair is kept in memory only: never in the address, storage or the query cache.
 *
 * Accessible names for tests: form "Check a case"; field "Reference number"; group "Check with" ("Telephone number",
 * "Last 4 digits of national ID"); field "Telephone number" or "Last 4 digits of national ID"; button "Check";
 * then the heading "Case CP-2569-000042" and the button "Check another case".
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Form, RadioGroup, TextField } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { callError, errorMessage, fieldErrors, unwrap } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { validate } from "../../lib/contract-rules";
import { useFieldErrors } from "../../lib/use-field-errors";
import { formatWait } from "../complaints";
import { checkResultBody, checkResultSchema, type CheckMethod } from "./check-result-rules";
import { CheckResultView } from "./check-result-view";

/** The check form and, once answered, the case. */
export function CheckResultForm() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [reference, setReference] = useState("");
  const [method, setMethod] = useState<CheckMethod>("phone");
  const [phone, setPhone] = useState("");
  const [idLast4, setIdLast4] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [result, setResult] = useState<Schemas["CheckResult"] | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const hadResult = useRef(false);

  // Back to the reference field when the answer is put away.
  useEffect(() => {
    if (result) hadResult.current = true;
    else if (hadResult.current) formBox.current?.querySelector("input")?.focus();
  }, [result]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const values = { reference, method, phone, idLast4 };
    const invalid = validate(checkResultSchema(method), method === "phone" ? { reference, phone } : { reference, idLast4 }, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    try {
      const answer = await unwrap(pxClient.POST("/v1/CheckResult", { body: checkResultBody(values) }));
      setResult(answer.data);
      setPhone("");
      setIdLast4("");
    } catch (caught) {
      const failure = callError(caught);
      if (failure.status === 404) setMessage(t("checkResult.notFound"));
      else if (failure.status === 429) {
        setMessage(failure.retryAfter === null ? t("checkResult.tooManySoon") : t("checkResult.tooMany", { wait: formatWait(failure.retryAfter, language) }));
      } else if (failure.status === 0) setMessage(t("checkResult.offline"));
      else {
        setErrors(fieldErrors(failure));
        setMessage(errorMessage(failure, t("checkResult.error")));
      }
    } finally {
      setPending(false);
    }
  };

  if (result) {
    return (
      <div className="flex flex-col gap-6">
        <CheckResultView result={result} />
        <Button variant="secondary" onPress={() => setResult(null)} className="self-start">
          {t("checkResult.another")}
        </Button>
      </div>
    );
  }

  return (
    <div ref={formBox} className="flex flex-col gap-4">
      {message && <Alert tone="error">{message}</Alert>}
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit} aria-label={t("checkResult.formTitle")} className="flex flex-col gap-4">
        <TextField
          name="reference"
          label={t("checkResult.reference")}
          description={t("checkResult.referenceHint")}
          isRequired
          maxLength={30}
          autoComplete="off"
          spellCheck="false"
          value={reference}
          onChange={(value) => {
            setReference(value);
            clear("reference");
          }}
        />
        <RadioGroup
          appearance="pills"
          label={t("checkResult.checkWith")}
          options={[
            { value: "phone", label: t("checkResult.phone") },
            { value: "idLast4", label: t("checkResult.idLast4") },
          ]}
          value={method}
          onChange={(value) => {
            setMethod(value);
            setErrors({});
          }}
        />
        {method === "phone" ? (
          <TextField
            name="phone"
            type="tel"
            label={t("checkResult.phone")}
            description={t("checkResult.phoneHint")}
            isRequired
            maxLength={30}
            autoComplete="tel"
            value={phone}
            onChange={(value) => {
              setPhone(value);
              clear("phone");
            }}
          />
        ) : (
          <TextField
            name="idLast4"
            label={t("checkResult.idLast4")}
            description={t("checkResult.idLast4Hint")}
            isRequired
            maxLength={4}
            inputMode="numeric"
            autoComplete="off"
            value={idLast4}
            onChange={(value) => {
              setIdLast4(value);
              clear("idLast4");
            }}
          />
        )}
        <Button type="submit" isPending={isPending} className="w-full sm:w-auto sm:self-end">
          {isPending ? t("checkResult.checking") : t("checkResult.submit")}
        </Button>
      </Form>
    </div>
  );
}
