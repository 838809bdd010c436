/**
 * The labels pattern shared by every top-bar widget: each widget ships its strings in English and Thai
 * (`Record<UiLocale, Labels>`), and takes a `labels` prop whose entries replace the shipped ones. The shipped
 * set is the one of the nearest `UiI18nProvider` (English outside one), so an app either sets the ui locale
 * or passes its own (for example Thai) labels.
 */
import { useMemo } from "react";
import { useUiLocale } from "../../i18n/ui-i18n-provider";
import type { UiLocale } from "../../i18n/messages";

/** A widget's labels in every ui language. */
export type WidgetLabelSet<T> = Record<UiLocale, T>;

/** The shipped labels of the current ui locale with `overrides` applied over them. */
export function useWidgetLabels<T extends object>(shipped: WidgetLabelSet<T>, overrides?: Partial<T>): T {
  const locale = useUiLocale();
  return useMemo(() => ({ ...shipped[locale], ...overrides }), [shipped, locale, overrides]);
}
