/**
 * Starts the download of the typeface files a first render needs (theme.mdx "Typeface"; tracker issue 8, and issue 40
 * item 2: at most two files per script): Sarabun in its two weights, in Latin (English words, digits, e-mail
 * addresses) and, where the page shows Thai, in Thai. An app calls it when its script starts, before it renders: the
 * files then download beside the first page's code instead of after the first layout that uses them, and that layout
 * is not done a second time when they arrive (measured on a signed-in `/e-service/main`: 96 ms of style and layout
 * before, 63 ms after).
 *
 * Why from the script and not a `<link rel="preload">` in the HTML: a splash screen (or any first paint without
 * text) does not need the face, and a font preloaded from the HTML shares the network with the scripts that the
 * first render waits for. Through the CSS Font Loading API the browser also decodes each file as soon as it arrives,
 * in a task of its own, instead of inside the first layout.
 */

/** The family of the `--font-sans` token (`theme/fonts/sarabun.css`). */
export const TYPEFACE_FAMILY = "Sarabun";

/**
 * The weights of the typeface's files (`theme/fonts/sarabun.css`, tracker issue 40 item 2): 400 for text, which the
 * browser also uses for `font-medium` (500), and 600 for `font-semibold`, which it also uses for `font-bold` (700),
 * each face answering a range of weights (100 to 500, 600 to 900).
 */
export const TYPEFACE_WEIGHTS = [400, 600] as const;

/** A script of the typeface: each weight has a file per script (`unicode-range`), so a page fetches at most two per script. */
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
 * @returns Both weights of {@link TYPEFACE_WEIGHTS} in each script, weight by weight: at most two files per script.
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
