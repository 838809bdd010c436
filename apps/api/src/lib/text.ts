/**
 * Text copied from one place into a narrower one (tracker issue 36 item 8: every text the contract accepts must fit
 * where it is copied): a closing note of 2,000 characters becomes a notification of at most 1,000, an e-mail
 * subject made from a template at most 300.
 */

/** What a shortened text ends with: one character, the horizontal ellipsis. */
export const ELLIPSIS = "\u2026";

/**
 * `text` cut to at most `max` characters as PostgreSQL counts them (code points, so that an emoji is never split in
 * two), ending with {@link ELLIPSIS} when it was cut; unchanged when it fits.
 *
 * @param max - The most characters the result may have (a `varchar(max)` column). Below 1 gives an empty string.
 */
export function fitText(text: string, max: number): string {
  if (max < 1) return "";
  if (text.length <= max) return text; // UTF-16 units never fewer than code points: it fits
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, max - 1).join("").trimEnd()}${ELLIPSIS}`;
}
