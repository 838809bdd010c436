/**
 * The locales of the date pickers (`date-picker.tsx`), in a module of their own so that what only formats dates (the
 * form summary) does not load the pickers' code.
 */
import { ARIA_LOCALES } from "../../i18n/ui-i18n-provider";
import type { UiLocale } from "../../i18n/messages";

/** The react-aria locale the date pickers use for each ui language: Thai shows the Buddhist era. */
export const DATE_PICKER_LOCALES: Record<UiLocale, string> = { en: ARIA_LOCALES.en, th: "th-TH-u-ca-buddhist" };
