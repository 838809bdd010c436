/**
 * Confirmation-required page (`/confirmation-required`, empty layout; docs/spec/portal-spec.md section 2 group 1; issue 15
 * item 5). Without a token it tells a new resident what is true: a link went to their address, they can sign in
 * and use the e-services now, and what waits for the confirmation. With `?token=` (the e-mail's link) it confirms
 * the address (contract `confirmEmail`) and says so, or why not.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useSearch } from "wouter";
import { Alert, Link, Spinner } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { EmptyLayout } from "../../lib/empty-layout";
import { HOME_PATHS, SIGN_IN_PATH } from "../../routing/guards";
import { useIsAuthenticated } from "../../session/session";

type Outcome = { state: "checking" } | { state: "confirmed"; email: string } | { state: "failed"; message: string };

/** The confirmation-required page (route module). */
export default function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const isAuthenticated = useIsAuthenticated();
  const confirm = api.useMutation("post", "/v1/person/confirmEmail");
  const [outcome, setOutcome] = useState<Outcome | null>(token ? { state: "checking" } : null);
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm
      .mutateAsync({ body: { token } })
      .then((answer) => setOutcome({ state: "confirmed", email: answer.data.email }))
      .catch((error: unknown) => setOutcome({ state: "failed", message: errorMessage(error, t("account.common.failed")) }));
  }, [token, confirm, t]);

  return (
    <EmptyLayout title={t("account.confirm.title")} intro={outcome ? undefined : t("account.confirm.text")}>
      {outcome?.state === "checking" && (
        <p role="status" className="flex items-center gap-2">
          <Spinner size="sm" isDecorative />
          {t("account.confirm.checking")}
        </p>
      )}
      {outcome?.state === "confirmed" && <Alert tone="success">{t("account.confirm.confirmed", { email: outcome.email })}</Alert>}
      {outcome?.state === "failed" && <Alert tone="error">{outcome.message}</Alert>}
      <div className="mt-6 text-sm">
        <Link href={isAuthenticated ? HOME_PATHS.person : SIGN_IN_PATH} variant="standalone">
          {isAuthenticated ? t("account.confirm.homeLink") : t("account.confirm.signInLink")}
        </Link>
      </div>
    </EmptyLayout>
  );
}
