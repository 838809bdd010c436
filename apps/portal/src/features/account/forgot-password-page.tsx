/**
 * Forgot-password page (`/forgot-password`, empty layout; docs/spec/portal-spec.md section 2 group 1, where it showed the 404
 * page; issue 15 item 4; contract `forgotPassword`). Takes a user name or an e-mail address; the server answers the
 * same whether or not an account exists, and the page shows that answer as it is.
 *
 * Accessible names: heading "Forgot your password?" / "ลืมรหัสผ่าน"; field "User name or e-mail address"; button
 * "Send the link".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert, Button, Form, Link, TextField } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { EmptyLayout } from "../../lib/empty-layout";
import { SIGN_IN_PATH } from "../../routing/guards";

/** The forgot-password page (route module). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [login, setLogin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const forgot = api.useMutation("post", "/v1/person/forgotPassword");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (login.trim() === "") {
      setError(t("validation.required"));
      return;
    }
    try {
      const answer = await forgot.mutateAsync({ body: { login: login.trim() } });
      setSent(answer.message);
    } catch (failure) {
      setError(errorMessage(failure, t("account.common.failed")));
    }
  };

  return (
    <EmptyLayout title={t("account.forgot.title")} intro={t("account.forgot.intro")}>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-label={t("account.forgot.title")}>
          <TextField
            name="login"
            label={t("account.forgot.login")}
            value={login}
            onChange={setLogin}
            autoComplete="username"
            isRequired
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
          />
          <Button type="submit" isPending={forgot.isPending} className="w-full">
            {t("account.forgot.submit")}
          </Button>
        </Form>
      )}
      <div className="mt-6 text-sm">
        <Link href={SIGN_IN_PATH} variant="standalone">
          {t("account.forgot.signInLink")}
        </Link>
      </div>
    </EmptyLayout>
  );
}
