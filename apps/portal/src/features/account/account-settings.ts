/**
 * The account settings (issue 15 item 7): the settings page's path and the query of `GET /v1/account/settings`,
 * shared by the settings page, the consent prompt, the shell's consent check and its first-render calls, so that the
 * settings are asked once under one key. The path alone is `settings-path.ts`, which the route lists (in the entry)
 * import without this module's TanStack Query (tracker issue 40 item 1).
 */
import { api } from "../../api/query";

export { SETTINGS_PATH } from "./settings-path";

/** The query of the account settings (no `init`: an `init` of `{}` would make another key). */
export const accountSettingsQuery = () => api.queryOptions("get", "/v1/account/settings");

/** The cache key of the account settings, for invalidating them after a change. */
export const ACCOUNT_SETTINGS_KEY = accountSettingsQuery().queryKey;
