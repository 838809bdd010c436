/**
 * Sign-in page (docs/spec/portal-spec.md sections 2 group 1, 4, 5 and 7): a realm switch (resident / citizen or staff),
 * user name and password, "remember me" (never sent), the server's refusal message next to the form, and on
 * success the page the user asked for (`redirectURL`) or the post-sign-in path (each realm's home); a staff member
 * with a one-time password goes to the change-password page first (issue 10).
 *
 * Accessible names for tests: heading "Sign in" / "เข้าสู่ระบบ"; realm links "Resident / citizen",
 * "Municipal staff" (`aria-current="page"` on the active one); fields "User name", "Password"; checkbox
 * "Remember me"; button "Sign in"; the refusal is a `role="alert"`; on the resident tab, the link "Report corruption
 * anonymously" to the whistleblowing page (`/whistleblowing`, issue 11 item 6).
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation, useSearch } from "wouter";
import { Alert, Button, Checkbox, Form, Link, TextField } from "@eoffice/ui";
import { EmptyLayout } from "../../lib/empty-layout";
import { useFieldErrors } from "../../lib/use-field-errors";
import { afterSignInPath, CHANGE_PASSWORD_PATH, REDIRECT_PARAM } from "../../routing/guards";
import { signIn, type SignInResult } from "./auth-service";
import type { Realm } from "../../session/session-store";

/** The form's rules, loaded when the form is first sent (see `sign-in-rules.ts`), and preloaded at idle. */
const loadRules = () => import("./sign-in-rules");

/** The realm chosen by the `realm` query parameter (`staff`, otherwise the public person). */
function realmOf(params: URLSearchParams): Realm {
  return params.get("realm") === "staff" ? "staff" : "person";
}

/** The message shown for a failed sign-in. */
function failureMessage(result: Extract<SignInResult, { ok: false }>, t: (key: string) => string): string {
  switch (result.reason) {
    case "already-signed-in":
      return t("auth.alreadyLoggedIn");
    case "refused":
      return result.message || t("auth.signInFailed");
    case "no-token":
      return t("auth.signInFailed");
    case "profile":
      return result.message || t("auth.profileFailed");
  }
}

/** The sign-in page (route module). */
export default function SignInPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const realm = realmOf(params);
  const redirectURL = params.get(REDIRECT_PARAM);

  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const realmHref = (next: Realm) => {
    const search = new URLSearchParams(params);
    if (next === "staff") search.set("realm", "staff");
    else search.delete("realm");
    const query = search.toString();
    return query ? `/sign-in?${query}` : "/sign-in";
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const { signInErrors } = await loadRules();
    const invalid = signInErrors({ name, password }, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    try {
      const result = await signIn(realm, { name: name.trim(), password, rememberMe });
      if (result.ok) {
        navigate(result.mustChangePassword ? CHANGE_PASSWORD_PATH : afterSignInPath(redirectURL), { replace: true });
        return;
      }
      setMessage(failureMessage(result, t));
    } catch (error) {
      console.error("Sign-in failed", error);
      setMessage(t("common.unknownError"));
    } finally {
      setPending(false);
    }
  };

  return (
    <EmptyLayout title={t("auth.signIn.title")} intro={t("auth.signIn.intro")}>
      <nav aria-label={t("auth.signIn.realm")} className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-hover p-1">
        {(["person", "staff"] as const).map((option) => (
          <Link
            key={option}
            href={realmHref(option)}
            variant="standalone"
            aria-current={option === realm ? "page" : undefined}
            className={`rounded-md px-3 py-2 text-center text-sm font-medium no-underline hover:no-underline ${
              option === realm ? "bg-surface text-foreground shadow-sm" : "text-muted"
            }`}
          >
            {t(option === "staff" ? "auth.signIn.realmStaff" : "auth.signIn.realmPerson")}
          </Link>
        ))}
      </nav>

      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}

      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={t("auth.signIn.title")}
      >
        <TextField
          name="name"
          label={t("auth.signIn.name")}
          autoComplete="username"
          isRequired
          value={name}
          onChange={(value) => {
            setName(value);
            clear("name");
          }}
        />
        <TextField
          name="password"
          type="password"
          label={t("auth.signIn.password")}
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={(value) => {
            setPassword(value);
            clear("password");
          }}
        />
        <Checkbox name="rememberMe" isSelected={rememberMe} onChange={setRememberMe}>
          {t("auth.signIn.rememberMe")}
        </Checkbox>
        <Button type="submit" isPending={pending} className="w-full">
          {pending ? t("auth.signIn.submitting") : t("auth.signIn.submit")}
        </Button>
      </Form>

      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link href="/forgot-password" variant="standalone" className="self-start">
          {t("auth.signIn.forgotPassword")}
        </Link>
        {realm === "person" && (
          <p className="text-muted">
            {t("auth.signIn.noAccount")}{" "}
            <Link href="/sign-up">
              {t("auth.signIn.signUpLink")}
            </Link>
          </p>
        )}
        {realm === "person" && (
          <Link href="/whistleblowing" variant="standalone" className="self-start">
            {t("auth.signIn.whistleblowingLink")}
          </Link>
        )}
      </div>
    </EmptyLayout>
  );
}
