/**
 * The tag palette's contrast (tracker issue 39 item 2): each colour's fill against the surface and the page
 * background, in the light and the dark scheme, read from the ui's tokens (WCAG 1.4.11: 3:1 for a graphical mark).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TAG_COLOURS, TAG_COLOUR_TOKENS, defaultTagColour, tagFill } from "./tag-colours";

const TOKENS = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../packages/ui/src/theme/tokens.css"), "utf8");

/** The `--scheme-*` hex values of a block of tokens.css (`:root` light, `.dark` dark). */
function scheme(block: string): Map<string, string> {
  const start = TOKENS.indexOf(block === "dark" ? ".dark {" : "--scheme-background: #");
  const body = TOKENS.slice(start, TOKENS.indexOf("}", start));
  return new Map([...body.matchAll(/--scheme-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("tag colours", () => {
  for (const name of ["light", "dark"] as const) {
    it(`every colour of the palette stands out from the surface and the background in the ${name} scheme (3:1)`, () => {
      const tokens = scheme(name);
      for (const colour of TAG_COLOURS) {
        const fill = tokens.get(TAG_COLOUR_TOKENS[colour]);
        expect(fill, `${colour} in ${name}`).toMatch(/^#/);
        for (const behind of ["surface", "background"]) expect(contrast(fill!, tokens.get(behind)!), `${colour} on ${behind} (${name})`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it("a chosen colour wins over the one the name picks, which is the same for the same name", () => {
    expect(defaultTagColour("ด่วน")).toBe(defaultTagColour("ด่วน"));
    expect(tagFill("ด่วน", new Map([["ด่วน", "red"]]))).toBe("bg-warn");
    expect(tagFill("ด่วน", undefined)).toBe(tagFill("ด่วน", new Map()));
  });
});
