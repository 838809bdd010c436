/**
 * Path of the settings page, both realms (it also shows the privacy notice and its consent; issue 15 item 7).
 */

/** Path of the settings page. */
export const SETTINGS_PATH = "/setting";
