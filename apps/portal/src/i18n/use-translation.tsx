/**
 * The React side of the portal's translation runtime (`translator.ts`, tracker issue 40 item 1), with react-i18next's
 * names so that a component reads as before: `const { t, i18n } = useTranslation();` and `<Trans i18nKey components />`.
 * A component that calls {@link useTranslation} renders again when the language changes.
 */
import { cloneElement, Fragment, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { i18n, type TFunction, type TOptions } from "./translator";

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);
const currentLanguage = () => i18n.language;

/**
 * The current language's {@link TFunction} and the portal's translator; the caller renders again when the
 * language changes, and `t` is a new function then (so it can be a dependency of `useMemo`).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` per language, on purpose
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [language]);
  return { t, i18n };
}

/** Props of {@link Trans}. */
export interface TransProps {
  /** The key of the string, whose `<name>…</name>` parts become the elements of {@link components}. */
  i18nKey: string;
  /** The elements, by tag name in the string (`{ code: <code /> }`); each gets the tag's text as its child. */
  components: Record<string, ReactElement>;
  /** Values of the string's `{{name}}` placeholders. */
  values?: TOptions;
}

const TAG = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/g;

/**
 * A translated string with elements in it (react-i18next's `Trans` with named `components`, one level deep): the text
 * of each `<name>…</name>` of the string is put into a copy of `components[name]`; a tag without a component shows as
 * its text.
 */
export function Trans({ i18nKey, components, values }: TransProps): ReactNode {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const element = components[name];
    nodes.push(element ? cloneElement(element, { key: nodes.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <Fragment>{nodes}</Fragment>;
}
