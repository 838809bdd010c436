import { describe, expect, it } from "vitest";
import { fittedSize } from "./resize-image";

describe("fittedSize (tracker issue 40 item 4: photos at most 2048 px on the long side)", () => {
  it("shrinks the long side to 2048 px, keeping the proportions", () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it("never enlarges a small picture", () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(2048, 10)).toEqual({ width: 2048, height: 10 });
  });
});
