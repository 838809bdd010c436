import { describe, expect, it } from "vitest";
import { tv } from "./tv";

describe("tv", () => {
  it("merges the custom token colours of theme/tokens.css: the later class of a group wins", () => {
    const button = tv({ base: "bg-primary text-on-primary p-2" });
    expect(button({ className: "bg-surface p-4" })).toBe("text-on-primary bg-surface p-4");
    // A token colour and a size of the same prefix are different groups, so both stay.
    expect(button({ className: "text-sm" })).toBe("bg-primary text-on-primary p-2 text-sm");
  });

  it("merges the class list of every slot of a recipe with slots, and keeps the recipe's fields for `extend`", () => {
    const card = tv({ slots: { root: "p-2 bg-surface", title: "text-sm font-medium" }, variants: { large: { true: { root: "p-4", title: "text-lg" } } } });
    const { root, title } = card({ large: true });
    expect(root()).toBe("bg-surface p-4");
    expect(title({ className: "font-bold" })).toBe("text-lg font-bold");
    const wide = tv({ extend: card, slots: { root: "w-full" } });
    expect(wide().root({ className: "p-1" })).toBe("bg-surface w-full p-1");
  });
});
