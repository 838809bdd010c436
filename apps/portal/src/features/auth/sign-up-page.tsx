/**
 * Sign-up page (docs/spec/portal-spec.md section 2 group 1; contract `checkPersonDup`, `createPublicPerson`,
 * `createPublicPersonProfile`): account and personal details checked against the contract's rules, duplicates
 * and the server's field errors shown next to the fields; on success the new resident is signed in.
 *
 * Accessible names for tests: heading "Create an account"; fields "User name", "E-mail address", "Citizen ID
 * number", "Password", "Confirm password", "Title", "First name", "Last name", "Telephone"; button
 * "Create account".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import * as z from "zod/mini";
import { Alert, Button, Checkbox, Form, Link, TextField } from "@eoffice/ui";
import { api } from "../../api/query";
import { EmptyLayout } from "../../lib/empty-layout";
import { citizenId, email, optional, password, phone, text, userName, validate } from "../../lib/contract-rules";
import { useFieldErrors } from "../../lib/use-field-errors";
import { SIGN_IN_PATH } from "../../routing/guards";

/** Where sign-up goes: the confirmation-required page (the new resident is signed in meanwhile). */
const CONFIRMATION_PATH = "/confirmation-required";
import { signUp, type SignUpValues } from "./sign-up-service";

const schema = z
  .object({
    name: userName,
    email,
    citizenId: optional(citizenId),
    password,
    confirmPassword: z.string(),
    title: text(1, 40),
    firstname: text(1, 100),
    lastname: text(1, 100),
    phone: optional(phone),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ["confirmPassword"],
      message: "validation.passwordsDiffer",
    }),
  );

type Field = Exclude<keyof SignUpValues, "privacyNoticeVersion"> | "confirmPassword";

const EMPTY: Record<Field, string> = {
  name: "",
  email: "",
  citizenId: "",
  password: "",
  confirmPassword: "",
  title: "",
  firstname: "",
  lastname: "",
  phone: "",
};

/** The sign-up page (route module). */
export default function SignUpPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState(EMPTY);
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [createdPersonId, setCreatedPersonId] = useState<number | undefined>(undefined);
  // PDPA (issue 15 item 8): the current privacy notice, accepted on the form and recorded with the account.
  const notice = api.useQuery("get", "/v1/account/privacyNotice");
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, key.toLowerCase().includes("password") ? value : value.trim()]),
    ) as Record<Field, string>;
    const invalid = validate(schema, trimmed, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(t("validation.formInvalid"));
      return;
    }
    if (!consent) {
      setConsentError(t("account.consent.required"));
      setMessage(t("validation.formInvalid"));
      return;
    }
    setPending(true);
    try {
      const { confirmPassword: _confirm, ...signUpValues } = trimmed;
      const result = await signUp(
        { ...signUpValues, ...(notice.data ? { privacyNoticeVersion: notice.data.data.version } : {}) },
        { duplicate: t("auth.signUp.duplicate"), unknownError: t("common.unknownError") },
        createdPersonId,
      );
      if (result.ok) {
        // Issue 15 item 5: the page says a confirmation link was sent and what it changes (signed in meanwhile).
        navigate(CONFIRMATION_PATH, { replace: true });
        return;
      }
      if (result.personId) setCreatedPersonId(result.personId);
      setErrors(result.fieldErrors);
      setMessage(result.message ?? t("validation.formInvalid"));
    } catch (error) {
      console.error("Sign-up failed", error);
      setMessage(t("common.unknownError"));
    } finally {
      setPending(false);
    }
  };

  return (
    <EmptyLayout title={t("auth.signUp.title")} intro={t("auth.signUp.intro")} width="md">
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={onSubmit}
        aria-label={t("auth.signUp.title")}
        className="flex flex-col gap-6"
      >
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("auth.signUp.account")}</legend>
          <TextField
            {...field("name")}
            label={t("auth.signUp.name")}
            description={t("auth.signUp.nameHint")}
            autoComplete="username"
            isRequired
            isDisabled={createdPersonId !== undefined}
          />
          <TextField
            {...field("email")}
            type="email"
            label={t("auth.signUp.email")}
            autoComplete="email"
            isRequired
            isDisabled={createdPersonId !== undefined}
          />
          <TextField
            {...field("citizenId")}
            label={t("auth.signUp.citizenId")}
            description={t("auth.signUp.citizenIdHint")}
            inputMode="numeric"
            maxLength={13}
            isDisabled={createdPersonId !== undefined}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              {...field("password")}
              type="password"
              label={t("auth.signUp.password")}
              description={t("auth.signUp.passwordHint")}
              autoComplete="new-password"
              isRequired
              isDisabled={createdPersonId !== undefined}
            />
            <TextField
              {...field("confirmPassword")}
              type="password"
              label={t("auth.signUp.confirmPassword")}
              autoComplete="new-password"
              isRequired
              isDisabled={createdPersonId !== undefined}
            />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("auth.signUp.personal")}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_1fr_1fr]">
            <TextField
              {...field("title")}
              label={t("auth.signUp.personTitle")}
              description={t("auth.signUp.personTitleHint")}
              autoComplete="honorific-prefix"
              isRequired
            />
            <TextField {...field("firstname")} label={t("auth.signUp.firstname")} autoComplete="given-name" isRequired />
            <TextField {...field("lastname")} label={t("auth.signUp.lastname")} autoComplete="family-name" isRequired />
          </div>
          <TextField
            {...field("phone")}
            type="tel"
            label={t("auth.signUp.phone")}
            description={t("auth.signUp.phoneHint")}
            autoComplete="tel"
            maxLength={20}
          />
        </fieldset>
        {notice.data && (
          <details className="rounded-lg border border-border p-3 text-sm">
            <summary className="cursor-pointer font-medium">{notice.data.data.title}</summary>
            <div className="mt-2 flex flex-col gap-2">
              {notice.data.data.text.split(/\n\n+/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </details>
        )}
        <Checkbox
          name="consent"
          isSelected={consent}
          onChange={(on) => {
            setConsent(on);
            setConsentError(null);
          }}
          isInvalid={consentError !== null}
          errorMessage={consentError ?? undefined}
          isRequired
        >
          {t("account.consent.label")}
        </Checkbox>
        <Button type="submit" isPending={pending} className="w-full">
          {pending ? t("auth.signUp.submitting") : t("auth.signUp.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-muted">
        {t("auth.signUp.haveAccount")} <Link href={SIGN_IN_PATH}>{t("auth.signUp.signInLink")}</Link>
      </p>
    </EmptyLayout>
  );
}
