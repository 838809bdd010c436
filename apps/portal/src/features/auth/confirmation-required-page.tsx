/**
 * Confirmation-required page (portal-spec.md section 2 group 1): tells a new user to confirm the e-mail address.
 */
import { useTranslation } from "react-i18next";
import { Link } from "@eoffice/ui";
import { EmptyLayout } from "../../shell/empty-layout";
import { SIGN_IN_PATH } from "../../routing/guards";

/** The confirmation-required page (route module). */
export default function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  return (
    <EmptyLayout title={t("auth.confirmationRequired.title")} intro={t("auth.confirmationRequired.text")}>
      <Link href={SIGN_IN_PATH} variant="standalone">
        {t("auth.confirmationRequired.signInLink")}
      </Link>
    </EmptyLayout>
  );
}
