/**
 * The privacy-notice consent prompt (`features/account/consent-prompt.tsx`, with the `account` strings), loaded only
 * while consent is needed: the shell asks for the account settings (the settings page's query, same key) and loads
 * the prompt's code when `consentRequired` is true, so that a resident's page runs no code for a prompt that does not
 * show (tracker issue 8 budgets). Its files are preloaded with the routes (`vite.config.ts`). Rendered by the signed-in
 * shell for residents only.
 */
import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { accountSettingsQuery, SETTINGS_PATH } from "../features/account/account-settings";
import type { Realm } from "../session/session-store";
import { withStrings } from "../i18n/i18n";

const ConsentPrompt = lazy(withStrings(["account"], () => import("../features/account/consent-prompt")));

/**
 * Whether the shell shows the consent prompt (when consent is needed): for residents, except on the settings page (which
 * shows the consent itself).
 * @param realm - The session's realm.
 * @param path - The path shown.
 */
export const offersConsentPrompt = (realm: Realm | null, path: string) => realm === "person" && path !== SETTINGS_PATH;

/** The consent prompt while consent is needed, else nothing. */
export function DeferredConsentPrompt() {
  const settings = useQuery(accountSettingsQuery());
  return settings.data?.data.consentRequired ? (
    <Suspense fallback={null}>
      <ConsentPrompt />
    </Suspense>
  ) : null;
}
