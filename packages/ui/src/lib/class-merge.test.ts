// The ui's class merging (`class-merge.ts`, `tv.ts`) against tailwind-variants' full build with tailwind-merge, which
// the recipes used until tracker issue 40 item 1: the same answer for every pair of classes that the ui's and the
// portal's sources hold, and the `className` overrides the portal passes still win.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cnMerge, createTV } from "tailwind-variants";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";
import { linkVariants } from "../components/link/link.variants";
import { buttonVariants } from "../components/button/button.variants";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** tailwind-merge as the recipes had it: the token colours of theme/tokens.css declared. */
const colours = [
  "primary", "on-primary", "accent", "on-accent", "warn", "on-warn", "caution", "on-caution", "success", "on-success", "info", "on-info",
  "background", "surface", "appbar", "foreground", "muted", "hint", "disabled", "border", "hover", "nav", "nav-foreground",
  ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => `primary-${n}`),
];
const twMergeConfig = { extend: { theme: { color: colours } } };
const tailwindMerge = (classes: string) => cnMerge(classes)({ twMergeConfig }) ?? "";

/**
 * The classes of the ui's and the portal's sources, without their modifiers, one of each shape (`w-10` stands for
 * `w-20`, `bg-primary-100` for `bg-primary-700`: the same group in both): every word of their string literals that
 * tailwind-merge reads as a class.
 */
function sourceClasses(): string[] {
  const words = new Set<string>();
  const folders = ["packages/ui/src", "apps/portal/src"].map((folder) => path.join(root, folder));
  for (const folder of folders) {
    for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(folder, file), "utf8");
      for (const [, a, b, c] of source.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
        for (const word of (a ?? b ?? c ?? "").split(/\s+/)) if (/^[!-]?[a-z@*[][\w[\]:@*/.%()#!&=,>+~-]*$/i.test(word)) words.add(word);
      }
    }
  }
  const shapes = new Map<string, string>();
  for (const word of words) {
    const base = word.slice(word.lastIndexOf(":") + 1);
    const shape = base.replace(/\d+(?:\.\d+)?/g, "0");
    if (!shapes.has(shape)) shapes.set(shape, base);
  }
  // A class tailwind-merge knows leaves one copy of itself when repeated.
  return [...shapes.values()].filter((base) => tailwindMerge(`${base} ${base}`) === base);
}

/**
 * The classes that tailwind-merge may let override each other share a bucket: the first part of the name (`border`,
 * `rounded`, `p` for `p-2`, `px-4`, `ps-3`), and the groups of different names that override each other (display and
 * position words, `flex-1` and `basis-48`, `inset-x-0` and `end-0`, `size-4` and `w-8`, `text-sm` and `leading-5`)
 * together. Comparing every pair of all the classes took 30 s; in buckets, one class of each shape, well under one.
 */
function family(base: string): string {
  const first = base.replace(/^[-!]/, "").replace(/!$/, "").split("-")[0]!;
  if (/^(?:block|inline|flex|grid|contents|hidden|table|flow|list|line|overflow|static|fixed|absolute|relative|sticky|visible|invisible|collapse|basis|shrink|grow|underline|overline|no|sr|not|truncate)$/.test(first)) return "layout";
  if (/^(?:inset|top|right|bottom|left|start|end)$/.test(first)) return "inset";
  if (/^(?:size|w|h|min|max)$/.test(first)) return "size";
  if (/^(?:text|leading|font|tracking)$/.test(first)) return "text";
  if (/^[pm][xyserltb]?$/.test(first)) return first[0]!;
  return first;
}

describe("mergeClasses", () => {
  // A timeout, not a timed assertion: about 1 s, several on a loaded 2-core machine.
  // Twice: the second time from the merges kept by the first, or merged again where more lists came than are kept.
  it("answers as tailwind-merge for every ordered pair of classes of the sources that could conflict, again from its cache", { timeout: 30_000 }, () => {
    const buckets = new Map<string, Set<string>>();
    for (const base of sourceClasses()) {
      const bucket = family(base);
      buckets.set(bucket, (buckets.get(bucket) ?? new Set()).add(base));
    }
    const pairs = [...buckets.values()].flatMap((bases) => [...bases].flatMap((a) => [...bases].filter((b) => b !== a).map((b) => `${a} ${b}`)));
    expect(pairs.length).toBeGreaterThan(2000);
    const expected = pairs.map(tailwindMerge);
    for (const pass of ["first", "again"]) {
      const differences = pairs.filter((pair, index) => mergeClasses(pair) !== expected[index]).map((pair) => `"${pair}"`);
      expect(differences, pass).toEqual([]);
    }
  });

  it("keeps modifiers apart and reads them in any order", () => {
    expect(mergeClasses("p-2 hover:p-3 md:p-4 hover:p-5")).toBe("p-2 md:p-4 hover:p-5");
    expect(mergeClasses("hover:focus:bg-primary focus:hover:bg-surface")).toBe("focus:hover:bg-surface");
    expect(mergeClasses("bg-primary bg-primary/10 text-sm/6 leading-5 text-base")).toBe("bg-primary/10 text-base");
    expect(mergeClasses("unknown-class p-2  unknown-class")).toBe("unknown-class p-2 unknown-class");
  });

  it("lets the portal's className overrides win over the recipes' classes", () => {
    const link = (variant: "inline" | "standalone", className: string) => linkVariants({ variant, isFocusVisible: false, className });
    const full = createTV({ twMergeConfig });
    const cases = [
      "rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:no-underline",
      "flex items-center gap-2 font-semibold text-foreground hover:no-underline",
      "inline-flex h-10 items-center gap-2 rounded-lg border border-border px-4 text-sm font-medium hover:no-underline",
    ];
    for (const className of cases) {
      const ours = link("standalone", className);
      expect(ours).toBe(tailwindMerge(`${full({ extend: linkVariants, base: "" })({ variant: "standalone", isFocusVisible: false })} ${className}`));
      expect(ours).toContain(className.includes("text-on-primary") ? "text-on-primary" : "font-");
      expect(ours).toContain(className.includes("rounded-lg") ? "rounded-lg" : "rounded-xs");
    }
    const button = buttonVariants({ variant: "primary", isHovered: true, isDisabled: false, isFocusVisible: true, className: "w-full sm:w-auto sm:self-end" });
    expect(button).toContain("bg-primary-700");
    expect(button).not.toMatch(/(^| )bg-primary( |$)/);
    expect(button).toContain("outline-2");
    expect(button).not.toMatch(/(^| )outline( |$)/);
    expect(button.endsWith("w-full sm:w-auto sm:self-end")).toBe(true);
  });
});
