/**
 * Thai for react-aria's built-in strings (tracker issue 9, item 4). react-aria-components 1.22 ships its own
 * strings (the hidden "Dismiss" button of popovers and dialogs, "Clear search", calendar and date-field
 * labels, selection announcements ...) in 34 languages, but not Thai: in `th-TH` they fell back to English.
 *
 * Mechanism: react-aria's documented localisation hook for strings it does not ship in the bundle -
 * `LocalizedStringProvider` / `getLocalizationScript` from `react-aria-components/i18n` write the strings of
 * ONE locale to `window[Symbol.for("react-aria.i18n.strings")]` (package name -> key -> string) and the locale
 * to `window[Symbol.for("react-aria.i18n.locale")]`; every `useLocalizedStringFormatter` then reads that global
 * dictionary instead of its bundled one (`LocalizedStringDictionary.getGlobalDictionaryForPackage`). The
 * design system fills the same globals from the browser, and only once a page shows Thai: until then react-aria's
 * components use the English they carry. Thai is `thai.ts`'s set (every key of every package), loaded with the ui's
 * Thai strings (`locales.ts`); back in English, the globals hold react-aria's own `en-US` set (`aria-strings-en.ts`),
 * which loads with the Thai strings. react-aria reads the global object once and keeps a reference to each package's
 * table, so a language change rewrites the tables in place.
 *
 * One language per page: every {@link UiI18nProvider} on a page shares these globals (the last one to render
 * with another language wins). `UiI18nProvider` calls {@link installAriaStrings}; apps never need to.
 */
import { loadedAriaStrings } from "./locales";
import type { UiLocale } from "./messages";

/** The formatter react-aria passes to a string function (plural, number and select helpers). */
interface AriaStringFormatter {
  plural(count: number, options: Record<string, string | (() => string)>, type?: "cardinal" | "ordinal"): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

/** One react-aria string: text, or a function of the variables (react-aria's compiled ICU message). */
type AriaString = string | ((args: Record<string, string | number | boolean>, formatter: AriaStringFormatter) => string);

/** Strings by react-aria package name, then by key (the shape of `react-aria-components/i18n/<locale>`). */
export type AriaPackageStrings = Record<string, Record<string, AriaString>>;

/**
 * The react-aria strings installed for a ui language once they have loaded (`loadUiLocale("th")` loads both sets):
 * Thai's, or react-aria's own English set; `undefined` before, when react-aria's components use the English they carry.
 */
export function ariaStringsFor(locale: UiLocale): AriaPackageStrings | undefined {
  return loadedAriaStrings(locale);
}

const stringsSymbol = Symbol.for("react-aria.i18n.strings");
const localeSymbol = Symbol.for("react-aria.i18n.locale");

type AriaGlobals = typeof globalThis & { [stringsSymbol]?: AriaPackageStrings; [localeSymbol]?: string };

/** The language whose strings are installed; `undefined` while react-aria uses its own English. */
let installed: UiLocale | undefined;

/**
 * Makes react-aria's built-in strings those of `locale` for the whole page (see the module comment). Safe to
 * call on every render: does nothing when the language is already installed, outside a browser, in English on a page
 * that has shown no other language (react-aria's own English serves), or before the language's set has loaded
 * (`UiI18nProvider` renders again when it arrives).
 * @param ariaLocale react-aria's locale of the language (`en-US`, `th-TH`), written where react-aria's own
 * server script writes it.
 */
export function installAriaStrings(locale: UiLocale, ariaLocale: string): void {
  if (installed === locale || typeof window === "undefined" || (installed === undefined && locale === "en")) return;
  const strings = ariaStringsFor(locale);
  if (!strings) return;
  const globals = window as AriaGlobals;
  const tables = (globals[stringsSymbol] ??= {});
  for (const [pkg, packageStrings] of Object.entries(strings)) {
    const table = (tables[pkg] ??= {});
    // Rewritten in place: react-aria keeps a reference to each package's table after its first lookup.
    for (const key of Object.keys(table)) delete table[key];
    Object.assign(table, packageStrings);
  }
  globals[localeSymbol] = ariaLocale;
  installed = locale;
}
