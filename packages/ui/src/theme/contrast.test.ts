/**
 * WCAG AA contrast of every theme in both schemes (docs/spec/portal-spec.md section 2 themes and scheme; docs/spec/shell-behaviour.md
 * section 9 tokens). Reads the real CSS in the order `styles.css` imports it, applies the rules that match
 * `<html data-theme="<theme>" class="[dark]">` by specificity and source order, resolves `var()`, and checks the
 * ratios: 4.5:1 for text, 3:1 for controls against the page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { THEMES, type ResolvedScheme, type ThemeName } from "./themes";

const uiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Rule {
  selector: string;
  specificity: number;
  order: number;
  declarations: Record<string, string>;
}

function cssFilesInImportOrder(): string[] {
  const styles = readFileSync(path.join(uiSrc, "styles.css"), "utf8");
  return [...styles.matchAll(/@import\s+"(\.\/[^"]+\.css)"/g)].map((m) => path.join(uiSrc, m[1]!));
}

function parseRules(): Rule[] {
  const rules: Rule[] = [];
  let order = 0;
  for (const file of cssFilesInImportOrder()) {
    const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const block of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const declarations: Record<string, string> = {};
      for (const decl of block[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) declarations[decl[1]!] = decl[2]!.trim();
      for (const selector of block[1]!.split(",").map((s) => s.trim())) {
        if (selector.startsWith("@")) continue;
        const specificity = (selector.match(/\.[\w-]+|\[[^\]]+\]|:root/g) ?? []).length;
        rules.push({ selector, specificity, order: order++, declarations });
      }
    }
  }
  return rules;
}

/** Whether a compound selector (no combinator) matches `<html data-theme=theme class="dark?">`. */
function matchesHtml(selector: string, theme: ThemeName, scheme: ResolvedScheme): boolean {
  if (/\s/.test(selector)) return false;
  const parts = selector.match(/\.[\w-]+|\[[^\]]+\]|:root|[^.[:]+/g) ?? [];
  return parts.every((part) => {
    if (part === ":root") return true;
    if (part === ".dark") return scheme === "dark";
    const attr = /^\[data-theme="([\w-]+)"\]$/.exec(part);
    if (attr) return attr[1] === theme;
    return false;
  });
}

function computedVariables(rules: Rule[], theme: ThemeName, scheme: ResolvedScheme): Record<string, string> {
  const vars: Record<string, string> = {};
  const matching = rules
    .filter((r) => matchesHtml(r.selector, theme, scheme))
    .sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  for (const rule of matching) Object.assign(vars, rule.declarations);
  return vars;
}

function resolveColour(vars: Record<string, string>, name: string, depth = 0): string {
  const value = vars[name];
  if (value === undefined) throw new Error(`${name} is not defined`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (ref) {
    if (depth > 10) throw new Error(`var() loop at ${name}`);
    return resolveColour(vars, ref[1]!, depth + 1);
  }
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is ${value}, expected an opaque #rrggbb colour`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two opaque colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** [foreground variable, background variable, minimum ratio, what it is]. */
const PAIRS: [string, string, number, string][] = [
  ["--theme-on-primary", "--theme-primary", 4.5, "text on a primary button"],
  ["--theme-primary", "--scheme-surface", 4.5, "primary as text (links) on a card"],
  ["--theme-primary", "--scheme-background", 4.5, "primary as text (links) on the page"],
  ["--theme-primary", "--scheme-background", 3, "a primary control against the page"],
  ["--scheme-foreground", "--scheme-background", 4.5, "body text on the page"],
  ["--scheme-foreground", "--scheme-surface", 4.5, "body text on a card"],
  ["--scheme-muted", "--scheme-surface", 4.5, "secondary text on a card"],
  ["--scheme-muted", "--scheme-background", 4.5, "secondary text on the page"],
  ["--scheme-on-warn", "--scheme-warn", 4.5, "text on a danger button"],
  ["--scheme-warn", "--scheme-surface", 4.5, "error text on a card"],
  ["--scheme-warn", "--scheme-background", 4.5, "error text on the page"],
  ["--scheme-hint", "--scheme-surface", 4.5, "placeholder text in an input"],
  ["--scheme-hint", "--scheme-background", 3, "an input border or switch track against the page"],
  ["--scheme-muted", "--scheme-surface", 3, "a checkbox border on a card"],
  ["--scheme-on-caution", "--scheme-caution", 4.5, "text on caution"],
  ["--scheme-caution", "--scheme-surface", 4.5, "warning text on a card"],
  ["--scheme-success", "--scheme-surface", 4.5, "success text on a card"],
  ["--scheme-info", "--scheme-surface", 4.5, "info text on a card"],
  ["--scheme-on-success", "--scheme-success", 4.5, "text on success"],
  ["--scheme-on-info", "--scheme-info", 4.5, "text on info"],
  ["--scheme-nav-foreground", "--scheme-nav", 4.5, "text on the dark navigation"],
];

const rules = parseRules();

describe.each(THEMES)("theme %s", (theme) => {
  describe.each(["light", "dark"] as const)("%s scheme", (scheme) => {
    const vars = computedVariables(rules, theme, scheme);
    it.each(PAIRS)("%s on %s reaches %s:1 (%s)", (fg, bg, min) => {
      const ratio = contrast(resolveColour(vars, fg), resolveColour(vars, bg));
      expect(ratio).toBeGreaterThanOrEqual(min);
    });
  });
});

describe("theme files", () => {
  it("give every non-default theme its own palette (not a copy of default)", () => {
    const defaultPrimary = resolveColour(computedVariables(rules, "default", "light"), "--theme-primary-500");
    for (const theme of THEMES.filter((t) => t !== "default")) {
      expect(resolveColour(computedVariables(rules, theme, "light"), "--theme-primary-500"), theme).not.toBe(
        defaultPrimary,
      );
    }
  });

  it("switch the primary between schemes", () => {
    for (const theme of THEMES) {
      expect(resolveColour(computedVariables(rules, theme, "dark"), "--theme-primary"), theme).not.toBe(
        resolveColour(computedVariables(rules, theme, "light"), "--theme-primary"),
      );
    }
  });

  it("computes the WCAG ratio of known pairs", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#4f46e5", "#ffffff")).toBeCloseTo(6.29, 2);
  });
});
