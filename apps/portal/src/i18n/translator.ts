/**
 * The portal's translation runtime (tracker issue 40 item 1): the part of i18next the portal used, in about 1 kB
 * instead of i18next and react-i18next's 15 kB (brotli) on the first render. The language files keep i18next's JSON
 * format (v4), so nothing in `src/locales` changes:
 * - keys are paths of nested objects joined with `.` (`t("auth.signIn.title")`);
 * - `{{name}}` is replaced with `options.name` (not escaped: React escapes what it renders); a placeholder without a
 *   value stays as it is;
 * - with a numeric `options.count`, `key_<plural category>` (Intl.PluralRules of the language: `_one`, `_other`) is
 *   tried before `key`;
 * - a key missing in the language is looked up in the fallback language (English), then `options.defaultValue` is
 *   used, then the key itself is returned.
 * The React side is `use-translation.tsx`; the loading of the string parts and the start are `i18n.ts`.
 */
import { DEFAULT_LANGUAGE, type Language } from "./languages";

/** Options of {@link TFunction}: `count` (plural), `defaultValue`, and the values of the `{{name}}` placeholders. */
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

/**
 * Looks a string up by key in the current language (then English) and fills in its placeholders.
 * @returns The string; `options.defaultValue` or the key itself when no language has it.
 */
export type TFunction = (key: string, options?: TOptions) => string;

/** A tree of strings, as in a language file. */
type Strings = { [key: string]: string | Strings };

const PLACEHOLDER = /\{\{\s*-?\s*([^{}\s]+)\s*\}\}/g;

/** Adds `source` into `target` where `target` has no value yet (i18next's `addResourceBundle(…, deep, !overwrite)`). */
function mergeMissing(target: Strings, source: Strings): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else if (typeof existing === "object" && typeof value === "object") mergeMissing(existing, value);
  }
}

/** The string at `key` (a `.`-separated path) of `strings`, if it is a string. */
function lookUp(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const segment of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[segment];
  }
  return typeof node === "string" ? node : undefined;
}

/** Replaces each `{{name}}` with `values.name`; placeholders without a value stay. */
function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/**
 * The strings of every language, the current language, and its change listeners: the subset of i18next's instance
 * the portal uses (`language`, `resolvedLanguage`, `t`, `exists`, `addResourceBundle`, `changeLanguage`, `on`).
 */
export class Translator {
  /** The current language. @default "en" */
  language: Language = DEFAULT_LANGUAGE;
  private readonly strings: Partial<Record<Language, Strings>> = {};
  private readonly plurals = new Map<Language, Intl.PluralRules>();
  private readonly listeners = new Set<(language: Language) => void>();

  /** The current language (i18next's name for it, once resolved; the same as {@link language} here). */
  get resolvedLanguage(): Language {
    return this.language;
  }

  /** {@link TFunction} of the current language (bound: it can be passed around). */
  readonly t: TFunction = (key, options) => {
    const languages = this.language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [this.language, DEFAULT_LANGUAGE];
    const count = options?.count;
    for (const language of languages) {
      const strings = this.strings[language];
      const found = (typeof count === "number" ? lookUp(strings, `${key}_${this.pluralRules(language).select(count)}`) : undefined) ?? lookUp(strings, key);
      if (found !== undefined) return interpolate(found, options);
    }
    return options?.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  };

  /** Whether the current language or the fallback has a string at `key`. */
  exists(key: string): boolean {
    return lookUp(this.strings[this.language], key) !== undefined || lookUp(this.strings[DEFAULT_LANGUAGE], key) !== undefined;
  }

  /**
   * Adds strings of a language; keys it already has keep their value.
   * @param language - Their language.
   * @param strings - A tree of strings, as in a language file.
   */
  addStrings(language: Language, strings: Record<string, unknown>): void {
    mergeMissing((this.strings[language] ??= {}), strings as Strings);
  }

  /**
   * Makes `language` the current one and tells the listeners ({@link onLanguageChanged}) when it changed.
   * @param language - The new language; its strings should be added first.
   */
  changeLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /**
   * Calls `listener` after each change of the language.
   * @returns A function that removes the listener.
   */
  onLanguageChanged(listener: (language: Language) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private pluralRules(language: Language): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules;
  }
}

/**
 * The portal's one translator (its strings and current language): filled and started by `i18n.ts`, read by
 * `use-translation.tsx`, which does not import `i18n.ts` and its string loaders.
 */
export const i18n = new Translator();
