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
 * design system fills the same globals from the browser: English is react-aria's own `en-US` set, Thai is that
 * set with every key replaced by the Thai of `thai.ts` (loaded with the ui's Thai strings, `locales.ts`).
 * react-aria reads the global object once and keeps a reference to each package's table, so a language change
 * rewrites the tables in place.
 *
 * One language per page: every {@link UiI18nProvider} on a page shares these globals (the last one to render
 * with another language wins). `UiI18nProvider` calls {@link installAriaStrings}; apps never need to.
 */
// A namespace import: the package's declaration for `i18n/<locale>` exports its default as a type only.
import * as ariaStringsEnUSModule from "react-aria-components/i18n/en-US";
import { loadedAriaStringsTh } from "./locales";
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

/** The English strings react-aria-components ships (its `en-US` set: every package, every key). */
export const ariaStringsEn: AriaPackageStrings = (ariaStringsEnUSModule as unknown as { default: AriaPackageStrings }).default;

/**
 * The react-aria strings of a ui language: English, or English with every translated key in Thai once the Thai
 * strings have loaded (`loadUiLocale("th")`; English until then).
 */
export function ariaStringsFor(locale: UiLocale): AriaPackageStrings {
  const thai = locale === "th" ? loadedAriaStringsTh() : undefined;
  if (!thai) return ariaStringsEn;
  return Object.fromEntries(Object.entries(ariaStringsEn).map(([pkg, strings]) => [pkg, { ...strings, ...thai[pkg] }]));
}

const stringsSymbol = Symbol.for("react-aria.i18n.strings");
const localeSymbol = Symbol.for("react-aria.i18n.locale");

type AriaGlobals = typeof globalThis & { [stringsSymbol]?: AriaPackageStrings; [localeSymbol]?: string };

/** What is installed: the language, and whether its own strings had loaded (Thai replaces English when they arrive). */
let installed: string | undefined;

/**
 * Makes react-aria's built-in strings those of `locale` for the whole page (see the module comment). Safe to
 * call on every render: does nothing when the language is already installed, or outside a browser.
 * @param ariaLocale react-aria's locale of the language (`en-US`, `th-TH`), written where react-aria's own
 * server script writes it.
 */
export function installAriaStrings(locale: UiLocale, ariaLocale: string): void {
  const next = `${locale}:${String(locale === "en" || loadedAriaStringsTh() !== undefined)}`;
  if (installed === next || typeof window === "undefined") return;
  const globals = window as AriaGlobals;
  const strings = ariaStringsFor(locale);
  const tables = (globals[stringsSymbol] ??= {});
  for (const [pkg, packageStrings] of Object.entries(strings)) {
    const table = (tables[pkg] ??= {});
    // Rewritten in place: react-aria keeps a reference to each package's table after its first lookup.
    for (const key of Object.keys(table)) delete table[key];
    Object.assign(table, packageStrings);
  }
  globals[localeSymbol] = ariaLocale;
  installed = next;
}
