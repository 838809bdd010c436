/**
 * The configuration reference of `docs/operations.md` ("Configuration reference") lists exactly the environment
 * variables the server reads (tracker issue 38 item 3): every `env.NAME`, `env["NAME"]` and helper call such as
 * `integerFrom(env, "NAME", ...)` in `apps/api/src/`, against the first column of the reference's table.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = path.join(ROOT, "apps", "api", "src");

/** The variables the server's sources read. */
function readByCode(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(SOURCES, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
  for (const file of files) {
    const text = readFileSync(path.join(SOURCES, file), "utf8");
    const patterns = [/\benv\.([A-Z][A-Z0-9_]*)\b/g, /\benv\[["']([A-Z][A-Z0-9_]*)["']\]/g, /\b\w+From\(env, "([A-Z][A-Z0-9_]*)"/g];
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) names.add(m[1]!);
  }
  return names;
}

/** The variables of the reference's table (its first column). */
function documented(): string[] {
  const doc = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
  const section = /^## Configuration reference\n([\s\S]*?)\n## /m.exec(doc)?.[1] ?? "";
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!);
}

describe("docs/operations.md \"Configuration reference\"", () => {
  it("lists every variable the server reads, once, and none it does not read", () => {
    const code = readByCode();
    const docs = documented();
    expect(code.size, "the server reads its settings (PORT among them)").toBeGreaterThan(20);
    expect(code.has("PORT")).toBe(true);
    expect([...code].filter((name) => !docs.includes(name)).sort(), "read by the code, missing from the reference").toEqual([]);
    expect(docs.filter((name) => !code.has(name)).sort(), "in the reference, read by no code").toEqual([]);
    expect(docs.filter((name, at) => docs.indexOf(name) !== at), "listed twice").toEqual([]);
  });
});
