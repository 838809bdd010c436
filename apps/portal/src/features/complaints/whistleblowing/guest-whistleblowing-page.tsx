/**
 * Report corruption or misconduct without an account (`/whistleblowing`; issue 11 item 6): the whistleblowing
 * form in the empty layout, reachable from the sign-in page. No sign-in is needed and none is refused: a guest's
 * report is anonymous, and a signed-in resident's is linked to their account only by a keyed hash (the form says
 * which applies). The receipt gives the tracking code once; `/whistleblowing/track` follows the report with it.
 *
 * Accessible names for tests: heading "Report corruption or misconduct"; links "Follow a report with its tracking
 * code" and "Back to sign-in" (signed out) or "Back to e-services" (signed in).
 */
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "@eoffice/ui";
import { EmptyLayout } from "../../../lib/empty-layout";
import { useIsAuthenticated, useSession } from "../../../session/session";
import { homePathOf, SIGN_IN_PATH } from "../../../routing/guards";
import { WhistleblowingForm } from "./whistleblowing-form";
import { TRACK_PATH } from "./tracking-code-receipt";

/** The guest whistleblowing page (route module). */
export default function GuestWhistleblowingPage() {
  const { t } = useTranslation();
  const isSignedIn = useIsAuthenticated();
  const { realm } = useSession();
  return (
    <EmptyLayout title={t("whistleblowing.title")} intro={t("whistleblowing.intro")} width="md">
      <WhistleblowingForm />
      <nav aria-label={t("whistleblowing.moreLinks")} className="mt-6 flex flex-col gap-2 border-t border-border pt-4 text-sm">
        <Link href={TRACK_PATH} variant="standalone" className="self-start">
          {t("whistleblowing.trackLink")}
        </Link>
        <Link href={isSignedIn ? homePathOf(realm) : SIGN_IN_PATH} variant="standalone" className="self-start">
          {isSignedIn ? t("whistleblowing.backHome") : t("whistleblowing.backToSignIn")}
        </Link>
      </nav>
    </EmptyLayout>
  );
}
