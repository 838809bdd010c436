/**
 * The portal's strings: English and Thai, English default and fallback, the choice kept in localStorage and
 * `<html lang>` kept in step (docs/spec/portal-spec.md section 1). The runtime is the portal's own (`translator.ts`,
 * i18next's JSON format; tracker issue 40 item 1).
 *
 * The language files are split at build time (tracker issue 8, `string-parts.ts`): the core strings (English in the
 * entry, Thai loaded before the first render) and parts loaded with the pages that use them ({@link loadStrings},
 * into the one tree of strings per language, so `t("auth.signIn")` works unchanged), and all
 * parts with the other pages' modules, 3 s after the first page at idle ({@link preloadAllStrings}). A Thai user also
 * gets each part in English (the fallback language), as before the split. Change the language with
 * {@link changeLanguage}: it loads the new language's strings of every part already loaded (and the design system's
 * strings of it, `loadUiLocale`) before switching, so no key shows untranslated.
 */
import { loadTypeface, loadUiLocale } from "@eoffice/ui";
import { englishCore, loadStringPart as loaders } from "virtual:portal-strings";
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, initialLanguage, type Language } from "./languages";
import type { StringPart } from "./string-parts";
import { i18n } from "./translator";

/** The loader of every part of every language (the build gives one per language and part). */
const loadStringPart = loaders as Record<Language, Record<StringPart | "core", () => Promise<Record<string, unknown>>>>;

export { i18n };

/** The current language of the portal (English until the stored choice is loaded). */
export function currentLanguage(): Language {
  return i18n.language;
}

/** Parts loaded (or loading) per language; `core` of English is in the entry. */
const loaded: Record<Language, Map<StringPart | "core", Promise<void>>> = {
  en: new Map([["core", Promise.resolve()]]),
  th: new Map(),
};

/** Resolves when {@link initI18n} has set the first language (parts loaded earlier wait for it). */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** Loads one part of one language into the translator (once). */
function loadPart(language: Language, part: StringPart | "core"): Promise<void> {
  let loading = loaded[language].get(part);
  if (!loading) {
    loading = Promise.all([loadStringPart[language][part](), ready]).then(([strings]) => {
      i18n.addStrings(language, strings);
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
 * @returns A promise that resolves when they are in the translator; rejects when a part's file cannot be loaded.
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
  i18n.changeLanguage(language);
}

/**
 * Starts the translator: the stored language (or English), English as fallback, core strings loaded; and the download
 * of the typeface files of the first render (ui `loadTypeface`): Latin, and Thai in Thai or when `signedIn`.
 * @param signedIn - Whether the first page is a signed-in one: its shell shows the user's name, which is Thai for
 *   most people, in either language. @default false
 * @returns A promise that resolves when the first language's core strings are loaded.
 */
export async function initI18n(signedIn = false): Promise<void> {
  i18n.onLanguageChanged((language) => {
    document.documentElement.lang = language;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  });
  const language = initialLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  // The splash screen (a status region, named in English in index.html) says it in Thai to a Thai reader; once hidden
  // after the first page, it is no longer read.
  if (language === "th") document.getElementById("splash")?.setAttribute("aria-label", "กำลังโหลด…");
  // The typeface of the first render starts downloading now, beside the first page's code.
  loadTypeface(language === "th" || signedIn ? ["latin", "thai"] : ["latin"]);
  i18n.addStrings(DEFAULT_LANGUAGE, englishCore);
  // Thai core strings before the first render, so that it is in Thai from the start.
  if (language !== DEFAULT_LANGUAGE) {
    const core = loadStringPart[language].core();
    loaded[language].set("core", core.then(() => undefined));
    // The design system's strings of the language with the portal's (a chunk of their own as well).
    const [strings] = await Promise.all([core, loadUiLocale(language)]);
    i18n.addStrings(language, strings);
    i18n.language = language;
  }
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
