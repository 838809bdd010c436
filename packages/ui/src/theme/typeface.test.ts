import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstRenderFaces, loadTypeface, TYPEFACE_FAMILY } from "./typeface";

/** The @font-face rules of the design system's typeface: family, weight and unicode ranges. */
const faces = [...readFileSync(new URL("./fonts/sarabun.css", import.meta.url), "utf8").matchAll(/@font-face\s*{([^}]*)}/g)].map(
  ([, body = ""]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1],
    ranges: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? "").split(",").map((range): [number, number] => {
      const [from = "", to = from] = range.trim().replace(/^U\+/, "").split("-");
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  }),
);

/** The face of that weight of the family whose unicode-range covers the text's first character, if any. */
const faceFor = (font: string, text: string) => {
  const weight = font.split(" ")[0];
  const code = text.codePointAt(0) ?? 0;
  return faces.find((face) => face.family === TYPEFACE_FAMILY && face.weight === weight && face.ranges.some(([from, to]) => code >= from && code <= to));
};

describe("the first render's typeface (theme.mdx Typeface, tracker issue 8)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the four weights of each script the page shows, Latin first", () => {
    expect(firstRenderFaces(["latin"])).toEqual([
      ["400 16px Sarabun", "A"],
      ["500 16px Sarabun", "A"],
      ["600 16px Sarabun", "A"],
      ["700 16px Sarabun", "A"],
    ]);
    expect(firstRenderFaces(["latin", "thai"])).toHaveLength(8);
    expect(firstRenderFaces(["latin", "thai"]).slice(0, 2)).toEqual([
      ["400 16px Sarabun", "A"],
      ["400 16px Sarabun", "ก"],
    ]);
  });

  it("asks for faces the stylesheet defines: each sample character falls in the unicode-range of a Sarabun face of that weight", () => {
    for (const [font, text] of firstRenderFaces(["latin", "thai"])) {
      const face = faceFor(font, text);
      expect(face, `${font} ${text}`).toBeDefined();
      expect(face?.ranges).toContainEqual(text === "A" ? [0x0000, 0x00ff] : [0x0e01, 0x0e5b]);
    }
  });

  it("starts the downloads through document.fonts without waiting, and a failed download is not an unhandled rejection", async () => {
    const load = vi.fn().mockRejectedValue(new Error("offline"));
    vi.stubGlobal("document", { fonts: { load } });
    expect(loadTypeface(["latin", "thai"])).toBeUndefined();
    expect(load.mock.calls).toEqual(firstRenderFaces(["latin", "thai"]));
    await Promise.resolve();
  });

  it("does nothing where there is no document (server rendering, tests)", () => {
    expect(() => loadTypeface(["latin"])).not.toThrow();
  });
});
