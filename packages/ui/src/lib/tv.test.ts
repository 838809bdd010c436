import { describe, expect, it } from "vitest";
import { prepareClassMerging, tv } from "./tv";

describe("tv", () => {
  it("merges the custom token colours of theme/tokens.css: the later class of a group wins", () => {
    prepareClassMerging();
    const button = tv({ base: "bg-primary text-on-primary p-2" });
    expect(button({ className: "bg-surface p-4" })).toBe("text-on-primary bg-surface p-4");
    // A token colour and a size of the same prefix are different groups, so both stay.
    expect(button({ className: "text-sm" })).toBe("bg-primary text-on-primary p-2 text-sm");
  });
});
