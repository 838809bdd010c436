/**
 * Sign-out page (docs/spec/portal-spec.md sections 2 group 1 and 4): revokes the token on the server, clears the stored
 * token and profile, then goes to the sign-in page.
 */
import { useEffect } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import { Spinner } from "@eoffice/ui";
import { EmptyLayout } from "../../lib/empty-layout";
import { SIGN_IN_PATH } from "../../routing/guards";
import { signOut } from "./auth-service";

/** The sign-out page (route module). */
export default function SignOutPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  useEffect(() => {
    let active = true;
    void signOut().then(() => {
      if (active) navigate(SIGN_IN_PATH, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <EmptyLayout title={t("auth.signOut.title")}>
      <div className="flex justify-center py-4">
        <Spinner size="lg" />
      </div>
    </EmptyLayout>
  );
}
