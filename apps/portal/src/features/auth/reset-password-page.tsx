/**
 * Reset-password page (`/reset-password?token=...`, empty layout; docs/spec/portal-spec.md section 2 group 1; issue 15
 * item 4; contract `resetPassword`). Opened from the link of a password-reset e-mail: sets a new password under the
 * password rules; the server ends every session of the account. A used or expired link is said so next to a link
 * to ask for a new one.
 *
 * Accessible names: heading "Set a new password" / "ตั้งรหัสผ่านใหม่"; fields "New password", "Repeat the new
 * password"; button "Set the password".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useSearch } from "wouter";
import { Alert, Button, Form, Link, TextField } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { EmptyLayout } from "../../lib/empty-layout";
import { useFieldErrors } from "../../lib/use-field-errors";
import { SIGN_IN_PATH } from "../../routing/guards";
import { NEW_PASSWORD_MIN_LENGTH } from "./change-password-rules";

/** The reset-password page (route module). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [values, setValues] = useState({ newPassword: "", repeatPassword: "" });
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = api.useMutation("post", "/v1/person/resetPassword");

  const field = (name: keyof typeof values) => ({
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
    const invalid: Record<string, string> = {};
    if ([...values.newPassword].length < NEW_PASSWORD_MIN_LENGTH) invalid.newPassword = t("validation.minLength", { count: NEW_PASSWORD_MIN_LENGTH });
    if (values.repeatPassword !== values.newPassword) invalid.repeatPassword = t("validation.passwordsDiffer");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await reset.mutateAsync({ body: { token, newPassword: values.newPassword } });
      setDone(true);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setMessage(byField.token ?? (Object.keys(byField).length > 0 ? t("validation.formInvalid") : errorMessage(error, t("account.common.failed"))));
    }
  };

  if (done || token === "") {
    return (
      <EmptyLayout title={t("account.reset.title")}>
        <Alert tone={done ? "success" : "info"}>{done ? t("account.reset.done") : t("account.reset.noToken")}</Alert>
        <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link href={SIGN_IN_PATH} variant="standalone">
            {t("account.reset.signInLink")}
          </Link>
          {!done && (
            <Link href="/forgot-password" variant="standalone">
              {t("account.reset.askAgain")}
            </Link>
          )}
        </div>
      </EmptyLayout>
    );
  }

  return (
    <EmptyLayout title={t("account.reset.title")} intro={t("account.reset.intro")}>
      {message && (
        <div className="mb-4 flex flex-col gap-2">
          <Alert tone="error">{message}</Alert>
          {errors.token && (
            <Link href="/forgot-password" variant="standalone">
              {t("account.reset.askAgain")}
            </Link>
          )}
        </div>
      )}
      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={t("account.reset.title")}
      >
        <TextField
          {...field("newPassword")}
          type="password"
          label={t("account.reset.newPassword")}
          description={t("account.password.rules")}
          autoComplete="new-password"
          isRequired
        />
        <TextField {...field("repeatPassword")} type="password" label={t("account.reset.repeatPassword")} autoComplete="new-password" isRequired />
        <Button type="submit" isPending={reset.isPending} className="w-full">
          {t("account.reset.submit")}
        </Button>
      </Form>
    </EmptyLayout>
  );
}
