/**
 * Starts the download of the typeface files a first render needs (theme.mdx "Typeface"; tracker issue 8): Sarabun
 * at 400 (body text), Latin always (English words, digits, e-mail addresses), Thai as well in Thai. An app calls it
 * when its script starts, before it renders: the files then download beside the first page's code instead of after
 * the first layout that uses them.
 *
 * Why from the script and not a `<link rel="preload">` in the HTML: a splash screen (or any first paint without
 * text) does not need the face, and a font preloaded from the HTML shares the network with the scripts that the
 * first render waits for. Through the CSS Font Loading API the browser also decodes each file as soon as it arrives,
 * in a task of its own, instead of inside the first layout.
 */
import type { UiLocale } from "../i18n/messages";

/** The family of the `--font-sans` token (`theme/fonts/sarabun.css`). */
export const TYPEFACE_FAMILY = "Sarabun";

/**
 * One character per script, so that `document.fonts.load` picks the face whose `unicode-range` covers it (each
 * weight has a Latin and a Thai file).
 */
const SCRIPT_SAMPLES = { latin: "A", thai: "ก" } as const;

/**
 * The CSS Font Loading requests of a first render in a language: `[font, text]` pairs for `document.fonts.load`.
 * @param locale - The page's language.
 * @returns Latin 400, and Thai 400 in Thai.
 */
export function firstRenderFaces(locale: UiLocale): [font: string, text: string][] {
  const font = `400 16px ${TYPEFACE_FAMILY}`;
  return locale === "th"
    ? [
        [font, SCRIPT_SAMPLES.latin],
        [font, SCRIPT_SAMPLES.thai],
      ]
    : [[font, SCRIPT_SAMPLES.latin]];
}

/**
 * Starts loading the faces of {@link firstRenderFaces} and returns at once (nothing waits for them: until they
 * arrive, text shows in the metric-matched fallback, `font-display: swap`). Does nothing where the browser has no
 * CSS Font Loading API (`document.fonts`), and a failed download only leaves the fallback in place (the rejection
 * is caught: the stylesheet's own request for the face is then the retry).
 * @param locale - The page's language.
 */
export function loadTypeface(locale: UiLocale): void {
  if (typeof document === "undefined" || !("fonts" in document)) return;
  for (const [font, text] of firstRenderFaces(locale)) void document.fonts.load(font, text).catch(() => undefined);
}
