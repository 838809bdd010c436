/**
 * i18next for the portal: English and Thai, English default and fallback, the choice kept in localStorage and
 * `<html lang>` kept in step (docs/spec/portal-spec.md section 1).
 *
 * The language files are split at build time (tracker issue 8, `string-parts.ts`): the core strings (English in the
 * entry, Thai loaded before the first render) and parts loaded with the pages that use them ({@link loadStrings},
 * through `addResourceBundle` into the one `translation` namespace, so `t("auth.signIn")` works unchanged), and all
 * parts with the other pages' modules, 3 s after the first page at idle ({@link preloadAllStrings}). A Thai user also
 * gets each part in English (the fallback language), as before the split. Change the language with
 * {@link changeLanguage}: it loads the new language's strings of every part already loaded (and the design system's
 * strings of it, `loadUiLocale`) before switching, so no key shows untranslated.
 */
import i18next from "i18next";
import { loadTypeface, loadUiLocale } from "@eoffice/ui";
import { initReactI18next } from "react-i18next";
import { englishCore, loadStringPart as loaders } from "virtual:portal-strings";
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, initialLanguage, isLanguage, type Language } from "./languages";
import type { StringPart } from "./string-parts";

/** The loader of every part of every language (the build gives one per language and part). */
const loadStringPart = loaders as Record<Language, Record<StringPart | "core", () => Promise<Record<string, unknown>>>>;

/** The portal's i18next instance. */
export const i18n = i18next.createInstance();

/** The current language of the portal (English until the stored choice is loaded). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Parts loaded (or loading) per language; `core` of English is in the entry. */
const loaded: Record<Language, Map<StringPart | "core", Promise<void>>> = {
  en: new Map([["core", Promise.resolve()]]),
  th: new Map(),
};

/** Resolves when i18next is initialised (parts loaded earlier wait for it: the store is created by `init`). */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** Loads one part of one language into i18next (once). */
function loadPart(language: Language, part: StringPart | "core"): Promise<void> {
  let loading = loaded[language].get(part);
  if (!loading) {
    loading = Promise.all([loadStringPart[language][part](), ready]).then(([strings]) => {
      i18n.addResourceBundle(language, "translation", strings, true, false);
    });
    // A failed load may be tried again (the next page that needs the part).
    loading.catch(() => loaded[language].delete(part));
    loaded[language].set(part, loading);
  }
  return loading;
}

/** The languages whose strings are needed: the current one and the fallback. */
function neededLanguages(language: Language = currentLanguage()): Language[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}

/**
 * Loads parts of the language files (current language and fallback), for the pages that use them.
 * @param parts - The parts (see `string-parts.ts`).
 * @returns A promise that resolves when they are in i18next; rejects when a part's file cannot be loaded.
 */
export async function loadStrings(parts: readonly StringPart[]): Promise<void> {
  await ready;
  await Promise.all(neededLanguages().flatMap((language) => parts.map((part) => loadPart(language, part))));
}

/**
 * Loads every part (with the route preloading, `preloadForLaterPages`), so that later pages do not wait for strings.
 * The parts are the build's (`STRING_PART_NAMES` of `string-parts.ts`, which stays out of the entry this way).
 */
export function preloadAllStrings(): Promise<void> {
  return loadStrings(Object.keys(loadStringPart[DEFAULT_LANGUAGE]).filter((part): part is StringPart => part !== "core"));
}

/**
 * Switches the language once its strings of every part loaded so far are there (`<html lang>` and localStorage
 * follow, see {@link initI18n}).
 * @param language - The new language.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const parts = [...loaded[currentLanguage()].keys()];
  await Promise.all([
    ...neededLanguages(language).flatMap((each) => [...new Set(["core" as const, ...parts])].map((part) => loadPart(each, part))),
    loadUiLocale(language),
  ]);
  await i18n.changeLanguage(language);
}

/**
 * Starts i18next: the stored language (or English), English as fallback, core strings loaded; and the download of
 * the typeface files of the first render (ui `loadTypeface`): Latin, and Thai in Thai or when `signedIn`.
 * @param signedIn - Whether the first page is a signed-in one: its shell shows the user's name, which is Thai for
 *   most people, in either language. @default false
 * @returns A promise that resolves when the first language's core strings are loaded.
 */
export async function initI18n(signedIn = false): Promise<void> {
  i18n.on("languageChanged", (lng) => {
    if (!isLanguage(lng)) return;
    document.documentElement.lang = lng;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  });
  const language = initialLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  // The splash screen (a status region, named in English in index.html) says it in Thai to a Thai reader; once hidden
  // after the first page, it is no longer read.
  if (language === "th") document.getElementById("splash")?.setAttribute("aria-label", "กำลังโหลด…");
  // The typeface of the first render starts downloading now, beside the first page's code.
  loadTypeface(language === "th" || signedIn ? ["latin", "thai"] : ["latin"]);
  const resources: Record<string, { translation: Record<string, unknown> }> = { en: { translation: englishCore } };
  // Thai core strings before `init`, so that i18next resolves the language to Thai from the start.
  if (language !== DEFAULT_LANGUAGE) {
    const core = loadStringPart[language].core();
    loaded[language].set("core", core.then(() => undefined));
    // The design system's strings of the language with the portal's (a chunk of their own as well).
    const [strings] = await Promise.all([core, loadUiLocale(language)]);
    resources[language] = { translation: strings };
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: "languageOnly",
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  document.documentElement.lang = currentLanguage();
  markReady();
}

/**
 * A route module's loader that also loads the string parts the page uses, so that the page never renders an
 * untranslated key (tracker issue 8).
 * @param parts - The parts (see `string-parts.ts`).
 * @param load - The dynamic `import()` of the module.
 */
export function withStrings<T>(parts: readonly StringPart[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStrings(parts)]).then(([module]) => module);
}
