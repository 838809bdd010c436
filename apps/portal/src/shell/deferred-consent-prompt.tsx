/**
 * Loads the privacy-notice consent prompt (`features/account/consent-prompt.tsx`, with the `account` strings) when the
 * browser is idle after the shell's first render, so that the first render of a resident's page does not wait for it
 * (tracker issue 8 budgets). Rendered by the signed-in shell for residents only.
 */
import { lazy, Suspense } from "react";
import { withStrings } from "../i18n/i18n";
import { useIdle } from "../routing/navigation-complete";

const ConsentPrompt = lazy(withStrings(["account"], () => import("../features/account/consent-prompt")));

/** The consent prompt, once loaded (nothing until then, and nothing when consent is not needed). */
export function DeferredConsentPrompt() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <ConsentPrompt />
    </Suspense>
  ) : null;
}
