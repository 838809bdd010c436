/**
 * Reset-password page (portal-spec.md section 2 group 1). The contract has no password-reset call yet
 * (spec section 5: "Password-change rules and other form rules: not shown"), so the page says where to go.
 */
import { useTranslation } from "react-i18next";
import { Link } from "@eoffice/ui";
import { EmptyLayout } from "../../shell/empty-layout";
import { SIGN_IN_PATH } from "../../routing/guards";

/** The reset-password page (route module). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <EmptyLayout title={t("auth.resetPassword.title")} intro={t("auth.resetPassword.text")}>
      <Link href={SIGN_IN_PATH} variant="standalone">
        {t("auth.resetPassword.signInLink")}
      </Link>
    </EmptyLayout>
  );
}
