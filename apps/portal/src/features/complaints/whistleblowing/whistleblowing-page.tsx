/**
 * Report corruption or misconduct, signed in (`/e-service/main/complaints/corruption`, the e-service menu item
 * `complaints-corruption`; issue 11 item 6): the whistleblowing form inside the resident's shell. The report is
 * linked to the account only by a keyed hash (it appears in "My complaints"); the reporter's identity is never
 * shown to anyone. The receipt gives the tracking code once. The same form without an account is at
 * `/whistleblowing`.
 *
 * Accessible names for tests: heading "Report corruption or misconduct"; link "Follow a report with its tracking
 * code"; the form's names are listed in `whistleblowing-form.tsx`.
 */
import { useTranslation } from "../../../i18n/use-translation";
import { Link, PageHeader } from "@eoffice/ui";
import { usePageTitle } from "../../../lib/use-page-title";
import { WhistleblowingForm } from "./whistleblowing-form";
import { TRACK_PATH } from "./tracking-code-receipt";

/** The signed-in whistleblowing page (route module). */
export default function WhistleblowingPage() {
  const { t } = useTranslation();
  usePageTitle(t("whistleblowing.title"));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-10">
      <PageHeader title={t("whistleblowing.title")} description={t("whistleblowing.intro")} />
      <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <WhistleblowingForm />
      </div>
      <p className="text-sm">
        <Link href={TRACK_PATH}>{t("whistleblowing.trackLink")}</Link>
      </p>
    </div>
  );
}
