import { describe, expect, it } from "vitest";
import { initialsOf } from "./avatar";

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Somchai Jaidee")).toBe("SJ");
    expect(initialsOf("  anna  maria  smith ")).toBe("AS");
    expect(initialsOf("Prayut")).toBe("P");
    expect(initialsOf("")).toBe("");
  });

  it("skips Thai leading vowels", () => {
    expect(initialsOf("สมชาย ใจดี")).toBe("สจ");
    expect(initialsOf("เทศบาล")).toBe("ท");
  });
});
