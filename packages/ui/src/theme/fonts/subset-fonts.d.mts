/**
 * Types of `subset-fonts.mjs`, the script that makes the design system's typeface files (theme.mdx "Typeface";
 * tracker issue 40 item 2). Read by its test; the script's own comments say what each export does.
 */

/** One generated file: its name in `files/`, script, weight, the weights its face answers, bytes and characters. */
export type SubsetFace = {
  /** The file's name in {@link FILES_DIR}, for example `sarabun-thai-400.woff2`. */
  file: string;
  /** The script of the file: its face's `unicode-range` covers only that script's characters. */
  script: "latin" | "thai";
  /** The file's weight (400 or 600). */
  weight: number;
  /** The `font-weight` range of its face, for example `100 500`. */
  range: string;
  /** The file (WOFF2). */
  woff2: Buffer;
  /** The code points the file maps to glyphs, ascending (its face's `unicode-range`). */
  codes: number[];
};

/** The folder of the generated files. */
export const FILES_DIR: string;
/** The stylesheet (`sarabun.css`) whose generated section holds the @font-face rules. */
export const STYLESHEET: string;
/** The markers around the generated rules in {@link STYLESHEET}. */
export const MARKERS: [start: string, end: string];
/** The two weights of each script and the `font-weight` range each one answers. */
export const WEIGHTS: { weight: number; range: string }[];
/** The code points asked for, per script. */
export const SCRIPTS: Record<"latin" | "thai", number[]>;
/** A CSS `unicode-range` of ascending code points, consecutive ones as one range. */
export function unicodeRange(codes: number[]): string;
/** A font file (WOFF2, WOFF or TrueType) as TrueType, every glyph kept. */
export function toTrueType(file: Uint8Array): Promise<Buffer>;
/** Subsets the files in memory: Thai first, then Latin, each in weight order. */
export function subsetFaces(): Promise<SubsetFace[]>;
/** The @font-face rules of the files, as written between {@link MARKERS}. */
export function fontFaceRules(faces: SubsetFace[]): string;
/**
 * The stylesheet's text with `rules` in place of its generated section.
 * @throws {Error} When the stylesheet lacks the markers.
 */
export function withRules(css: string, rules: string): string;
