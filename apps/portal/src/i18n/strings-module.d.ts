/**
 * The language files cut into parts at build time by the `portal:strings` plugin (`vite.config.ts`, parts in
 * `string-parts.ts`): English core strings bundled with the entry (English is the default and the fallback
 * language, so every visit needs them), every other part loaded on demand.
 */
declare module "virtual:portal-strings" {
  /** Strings of one part: top-level keys of the language file with their values. */
  type Strings = Record<string, unknown>;
  /** English core strings. */
  export const englishCore: Strings;
  /**
   * Loads one part of one language, by language code and part name (`string-parts.ts`; English `core` resolves to
   * {@link englishCore}).
   */
  export const loadStringPart: Record<string, Record<string, () => Promise<Strings>>>;
}
