/**
 * react-aria's English strings of every package as one set (its `react-aria-components/i18n/en-US`), in a chunk of
 * its own. A page in English does not need them: react-aria's components carry their own English. They are installed
 * as react-aria's global dictionary only to go back to English on a page that has shown Thai (`aria-strings.ts`), so
 * they load with the Thai strings (`loadUiLocale("th")`), never with the entry (tracker issue 40 item 1: 1.8 kB of
 * brotli before the first heading of every English page).
 */
// A namespace import: the package's declaration for `i18n/<locale>` exports its default as a type only.
import * as ariaStringsEnUSModule from "react-aria-components/i18n/en-US";
import type { AriaPackageStrings } from "./aria-strings";

/** The English strings react-aria-components ships (its `en-US` set: every package, every key). */
export const ariaStringsEn: AriaPackageStrings = (ariaStringsEnUSModule as unknown as { default: AriaPackageStrings }).default;
