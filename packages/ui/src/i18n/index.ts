// Barrel of the i18n area; each module adds its own export line here.
export { UI_LOCALES, en as uiStringsEn, formatMessage } from "./messages";
export type { UiLocale, UiMessageKey, UiMessages } from "./messages";
export { loadUiLocale, isUiLocaleLoaded, uiStringsOf } from "./locales";
export { UiI18nProvider, UiI18nScope, useUiStrings, useUiLocale, ARIA_LOCALES } from "./ui-i18n-provider";
export type { UiI18nProviderProps } from "./ui-i18n-provider";
export { ariaStringsFor, installAriaStrings } from "./aria-strings";
export { ariaStringsEn } from "./aria-strings-en";
export type { AriaPackageStrings } from "./aria-strings";
