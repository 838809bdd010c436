/**
 * The account settings (issue 15 item 7): the settings page's path and the query of `GET /v1/account/settings`,
 * shared by the settings page, the consent prompt, the shell's consent check and its first-render calls, so that the
 * settings are asked once under one key.
 */
import { api } from "../../api/client";

/** Path of the settings page, both realms (it also shows the privacy notice and its consent). */
export const SETTINGS_PATH = "/setting";

/** The query of the account settings (no `init`: an `init` of `{}` would make another key). */
export const accountSettingsQuery = () => api.queryOptions("get", "/v1/account/settings");

/** The cache key of the account settings, for invalidating them after a change. */
export const ACCOUNT_SETTINGS_KEY = accountSettingsQuery().queryKey;
