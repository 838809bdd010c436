import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstRenderFaces, loadTypeface, TYPEFACE_FAMILY } from "./typeface";

/** The @font-face rules of the design system's typeface: family, weights (from, to), file and unicode ranges. */
const faces = [...readFileSync(new URL("./fonts/sarabun.css", import.meta.url), "utf8").matchAll(/@font-face\s*{([^}]*)}/g)].map(
  ([, body = ""]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
    weights: ((weight) => [Number(weight?.[1]), Number(weight?.[2] ?? weight?.[1])])(/font-weight:\s*(\d+)(?:\s+(\d+))?;/.exec(body)),
    file: /url\("([^"]+)"\)/.exec(body)?.[1],
    ranges: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? "").split(",").map((range): [number, number] => {
      const [from = "", to = from] = range.trim().replace(/^U\+/, "").split("-");
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  }),
);

/** The faces of the family whose weights include `weight` and whose unicode-range covers the character `text`. */
const facesFor = (weight: number, text: string) => {
  const code = text.codePointAt(0) ?? 0;
  return faces.filter(
    ({ family, weights: [from = 0, to = 0], ranges }) =>
      family === TYPEFACE_FAMILY && weight >= from && weight <= to && ranges.some(([first, last]) => code >= first && code <= last),
  );
};

describe("the first render's typeface (theme.mdx Typeface, tracker issue 8)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the two weights of each script the page shows, Latin first: at most two files per script (tracker issue 40 item 2)", () => {
    expect(firstRenderFaces(["latin"])).toEqual([
      ["400 16px Sarabun", "A"],
      ["600 16px Sarabun", "A"],
    ]);
    expect(firstRenderFaces(["latin", "thai"])).toEqual([
      ["400 16px Sarabun", "A"],
      ["400 16px Sarabun", "ก"],
      ["600 16px Sarabun", "A"],
      ["600 16px Sarabun", "ก"],
    ]);
  });

  it("asks for faces the stylesheet defines: each sample character falls in the unicode-range of one Sarabun face of that weight", () => {
    for (const [font, text] of firstRenderFaces(["latin", "thai"])) {
      const found = facesFor(Number(font.split(" ")[0]), text);
      expect(found, `${font} ${text}`).toHaveLength(1);
      expect(found[0]?.ranges).toContainEqual(text === "A" ? [0x0020, 0x007e] : [0x0e01, 0x0e3a]);
    }
  });

  it("has two files per script, and every weight from 100 to 900 is one of them: 500 is the 400 file, 700 the 600 file (no faux bold)", () => {
    for (const text of ["A", "ก"]) {
      const files = (weight: number) => facesFor(weight, text).map(({ file }) => file);
      expect(new Set([100, 200, 300, 400, 500, 600, 700, 800, 900].flatMap(files)).size, text).toBe(2);
      expect(files(500), text).toEqual(files(400));
      expect(files(700), text).toEqual(files(600));
      expect(files(400), text).not.toEqual(files(600));
      for (const weight of [100, 200, 300, 400, 500, 600, 700, 800, 900]) expect(files(weight), `${weight} ${text}`).toHaveLength(1);
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
