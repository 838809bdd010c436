/**
 * The privacy-notice consent prompt (`features/account/consent-prompt.tsx`, with the `account` strings), loaded only
 * while consent is needed: the shell asks for the account settings (the settings page's query, same key) and loads
 * the prompt's code when `consentRequired` is true, so that a resident's page runs no code for a prompt that does not
 * show (tracker issue 8 budgets). Its files are preloaded with the routes (`vite.config.ts`). Rendered by the signed-in
 * shell for residents only.
 */
import { lazy, Suspense } from "react";
import { api } from "../api/client";
import { withStrings } from "../i18n/i18n";

const ConsentPrompt = lazy(withStrings(["account"], () => import("../features/account/consent-prompt")));

/** The consent prompt while consent is needed, else nothing. */
export function DeferredConsentPrompt() {
  // The prompt's and the settings page's query (same key, so the settings are fetched once; an `init` of `{}` would make
  // another key).
  const settings = api.useQuery("get", "/v1/account/settings");
  return settings.data?.data.consentRequired ? (
    <Suspense fallback={null}>
      <ConsentPrompt />
    </Suspense>
  ) : null;
}
