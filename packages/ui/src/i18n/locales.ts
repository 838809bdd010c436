/**
 * Loading the strings of a ui language (docs/spec/portal-spec.md section 1: English and Thai, default and fallback English).
 * English is bundled with the components; Thai is a chunk of its own (`thai.ts`), loaded once by
 * {@link loadUiLocale}, with react-aria's English set (`aria-strings-en.ts`, for going back to English: see
 * `aria-strings.ts`). Until it has loaded, Thai pages show the English strings: an app that starts in Thai or
 * switches to it loads Thai first (the portal does so with its own strings), and {@link UiI18nProvider} loads it
 * itself when it is given a language that has not loaded, then re-renders.
 */
import { loadOnce } from "../lib/load-once";
import type { AriaPackageStrings } from "./aria-strings";
import { en, type UiLocale, type UiMessages } from "./messages";

const thai = loadOnce(() => import("./thai"));
const ariaEn = loadOnce(() => import("./aria-strings-en"));
const listeners = new Set<() => void>();

/**
 * Loads the strings of a ui language (once; English has nothing to load). Components re-render with them.
 * @param locale - The ui language.
 * @returns A promise that settles when they are there; rejects when the chunk cannot be loaded (the next call
 * tries again).
 */
export async function loadUiLocale(locale: UiLocale): Promise<void> {
  if (locale === "en" || (thai.loaded() && ariaEn.loaded())) return;
  await Promise.all([thai(), ariaEn()]);
  for (const listener of listeners) listener();
}

/** Whether the strings of a ui language are there (English always is). */
export function isUiLocaleLoaded(locale: UiLocale): boolean {
  return locale === "en" || (thai.loaded() !== null && ariaEn.loaded() !== null);
}

/** Subscribes to the arrival of a language's strings (for `useSyncExternalStore`); returns the unsubscribe function. */
export function subscribeToUiLocales(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The ui strings of a language: Thai once loaded ({@link loadUiLocale}), else English. For code outside React
 * (validation messages, summaries); components use `useUiStrings`.
 */
export function uiStringsOf(locale: UiLocale): UiMessages {
  return (locale === "th" ? thai.loaded()?.th : undefined) ?? en;
}

/**
 * react-aria's strings of a ui language once loaded (read by `aria-strings.ts`): Thai's, or react-aria's own English
 * set (both load with {@link loadUiLocale}`("th")`); else `undefined`.
 */
export function loadedAriaStrings(locale: UiLocale): AriaPackageStrings | undefined {
  return (locale === "th" ? thai.loaded()?.ariaStringsTh : ariaEn.loaded()?.ariaStringsEn) ?? undefined;
}
