/**
 * Change-password page (`/change-password`, empty layout; issue 10 item 2; contract `changePassword`, PUT /pw
 * with `{ username, password, newPassword }`). A staff member who signed in with a one-time password is sent here
 * and reaches nothing else until it is changed (routes.tsx); afterwards the page goes on to the realm's home
 * (`/mwp` for staff). Client checks first (`change-password-rules.ts`), then the server's 400 errors next to the
 * fields they name (a wrong current password names `password`).
 *
 * Accessible names for tests: heading "Change your password" / "เปลี่ยนรหัสผ่าน"; fields "User name", "Current
 * password", "New password", "Repeat the new password"; button "Change password"; link "Sign out".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Link, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { EmptyLayout } from "../../lib/empty-layout";
import { useFieldErrors } from "../../lib/use-field-errors";
import { homePathOf } from "../../routing/guards";
import { sessionStore, useSession } from "../../session/session";
import { changePasswordErrors, NEW_PASSWORD_MIN_LENGTH, type ChangePasswordValues } from "./change-password-rules";

/** The change-password page (route module). */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { realm, passwordChange } = useSession();
  const pending = passwordChange !== null;
  const [values, setValues] = useState<ChangePasswordValues>({
    username: passwordChange ?? "",
    password: "",
    newPassword: "",
    repeatPassword: "",
  });
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const change = api.useMutation("put", "/pw");

  const field = (name: keyof ChangePasswordValues) => ({
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
    const invalid = changePasswordErrors(values, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await change.mutateAsync({
        params: { query: { version: "1.0" } },
        body: { username: values.username.trim(), password: values.password, newPassword: values.newPassword },
      });
      sessionStore.setPasswordChange(null);
      await queryClient.invalidateQueries();
      showToast({ title: t("auth.changePassword.changed"), tone: "success" });
      navigate(homePathOf(realm), { replace: true });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setMessage(Object.keys(byField).length > 0 ? t("validation.formInvalid") : errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <EmptyLayout
      title={t("auth.changePassword.title")}
      intro={pending ? t("auth.changePassword.introOneTime") : t("auth.changePassword.intro")}
    >
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={t("auth.changePassword.title")}
      >
        <TextField
          {...field("username")}
          label={t("auth.changePassword.username")}
          autoComplete="username"
          isRequired
          isReadOnly={pending && passwordChange !== ""}
        />
        <TextField
          {...field("password")}
          type="password"
          label={pending ? t("auth.changePassword.oneTimePassword") : t("auth.changePassword.password")}
          autoComplete="current-password"
          isRequired
        />
        <TextField
          {...field("newPassword")}
          type="password"
          label={t("auth.changePassword.newPassword")}
          description={t("auth.changePassword.newPasswordHint", { count: NEW_PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          isRequired
        />
        <TextField
          {...field("repeatPassword")}
          type="password"
          label={t("auth.changePassword.repeatPassword")}
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" isPending={change.isPending} className="w-full">
          {t("auth.changePassword.submit")}
        </Button>
      </Form>
      <div className="mt-6 text-sm">
        <Link href="/sign-out" variant="standalone">
          {t("auth.changePassword.signOut")}
        </Link>
      </div>
    </EmptyLayout>
  );
}
