/**
 * Language of the design system (docs/spec/portal-spec.md section 1: English and Thai, default and fallback English).
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { installAriaStrings } from "./aria-strings";
import { isUiLocaleLoaded, loadUiLocale, subscribeToUiLocales, uiStringsOf } from "./locales";
import { en, type UiLocale, type UiMessages } from "./messages";

/** The react-aria locale used for each ui language (dates, numbers, collation). */
export const ARIA_LOCALES: Record<UiLocale, string> = { en: "en-US", th: "th-TH" };

interface UiI18nContextValue {
  locale: UiLocale;
  strings: UiMessages;
}

const UiI18nContext = createContext<UiI18nContextValue>({ locale: "en", strings: en });

/** Props of {@link UiI18nProvider}. */
export interface UiI18nProviderProps {
  /** The ui language. @default "en" */
  locale?: UiLocale;
  /** Strings replacing some of the shipped ones (for example an app's own wording). */
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

/**
 * Provides the ui strings of a language and react-aria's locale (`en-US` / `th-TH`), and sets `<html lang>`
 * to `en` / `th` (popovers do not inherit `lang` from a parent div, docs/style.md pitfalls). It also gives
 * react-aria's own built-in strings (the hidden "Dismiss" of popovers, "Clear search", calendar labels ...) in
 * the ui language, Thai included, through react-aria's global string dictionary (`aria-strings.ts`; one
 * language per page). Thai strings are a chunk of their own: given Thai before they have loaded, it shows English,
 * loads them (`loadUiLocale`) and re-renders; an app that calls `loadUiLocale` before it renders Thai shows no
 * English meanwhile.
 */
export function UiI18nProvider({ locale = "en", messages, children }: UiI18nProviderProps) {
  const value = useUiI18nValue(locale, messages);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <UiI18nContext.Provider value={value}>
      <I18nProvider locale={ARIA_LOCALES[locale]}>{children}</I18nProvider>
    </UiI18nContext.Provider>
  );
}

/**
 * A ui language for a part of the page only (tracker issue 42 item 1): the strings and react-aria's locale of
 * {@link UiI18nProvider}, with the language written as the `lang` of a wrapper `<div>` (`display: contents`) instead
 * of `<html lang>`: a Thai example on an English page, such as a story on a Storybook docs page. react-aria's built-in
 * strings stay one language per page.
 */
export function UiI18nScope({ locale = "en", messages, children }: UiI18nProviderProps) {
  const value = useUiI18nValue(locale, messages);
  return (
    <UiI18nContext.Provider value={value}>
      <I18nProvider locale={ARIA_LOCALES[locale]}>
        <div lang={locale} style={{ display: "contents" }}>
          {children}
        </div>
      </I18nProvider>
    </UiI18nContext.Provider>
  );
}

/**
 * The context value of a language: its shipped strings (English until Thai has loaded, loading them), with
 * `messages` over them, and react-aria's built-in strings installed for it.
 */
function useUiI18nValue(locale: UiLocale, messages: Partial<UiMessages> | undefined): UiI18nContextValue {
  // The shipped strings of the language: English until Thai has loaded, then Thai (a stable object either way).
  const shipped = useSyncExternalStore(subscribeToUiLocales, () => uiStringsOf(locale), () => uiStringsOf(locale));
  useEffect(() => {
    if (isUiLocaleLoaded(locale)) return;
    loadUiLocale(locale).catch((error: unknown) => console.error(`The ${locale} ui strings could not be loaded`, error));
  }, [locale]);
  // During render, before any child asks react-aria for a string; does nothing when already installed.
  installAriaStrings(locale, ARIA_LOCALES[locale]);
  return useMemo(() => ({ locale, strings: { ...shipped, ...messages } }), [locale, shipped, messages]);
}

/** The ui strings of the nearest {@link UiI18nProvider} (English outside one). */
export function useUiStrings(): UiMessages {
  return useContext(UiI18nContext).strings;
}

/** The ui language of the nearest {@link UiI18nProvider} (`en` outside one). */
export function useUiLocale(): UiLocale {
  return useContext(UiI18nContext).locale;
}
