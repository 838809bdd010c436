/**
 * The signed-in shell's first-render calls (`routing/lazy-page.tsx`, `FirstRenderCalls`; tracker issue 8): the
 * messages and notifications lists (their unread badges), the user's own profile and, where the consent prompt may
 * show, the account settings. The same query options as the hooks that show them.
 */
import { prefetchQueries } from "../api/query";
import type { FirstRenderContext } from "../routing/lazy-page";
import { accountSettingsQuery } from "../features/account/account-settings";
import { offersConsentPrompt } from "./deferred-consent-prompt";
import { inboxListQuery } from "./inbox-api";
import { ownProfileQuery } from "./profile-refresh";

/**
 * Starts the shell's first-render calls and returns at once (a failed call is left to the hook, which asks again).
 * @param context - The realm and the path being opened.
 */
export function prefetch({ realm, path }: FirstRenderContext): void {
  prefetchQueries([
    inboxListQuery("messages"),
    inboxListQuery("notifications"),
    ownProfileQuery(),
    ...(offersConsentPrompt(realm, path) ? [accountSettingsQuery()] : []),
  ]);
}
