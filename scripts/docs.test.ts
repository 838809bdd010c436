/**
 * The repository holds every document its files cite (tracker issue 37 item 1; CONTRIBUTING.md "Rules"):
 *
 * - no tracked file names a folder outside the clone (`../shared`);
 * - every `*.md` path a tracked file names exists, from the repository root or from the citing file's folder
 *   (`docs/architecture.md`, `docs/spec/portal-spec.md`; a bare `ARCHITECTURE.md` or `portal-spec.md` exists in
 *   neither and fails);
 * - a section cited by name after a document's path (`docs/architecture.md "Errors"`) exists in it: for
 *   `docs/architecture.md` a heading that starts with the name (the part before ` ...` or `:`), for the other
 *   documents the name somewhere in their text; a section cited by number (`docs/spec/portal-spec.md sections 2, 4
 *   and 9`) is a `## N.` heading of that document;
 * - the paths written in backticks in `docs/` and `CONTRIBUTING.md` exist, and so does the one function of each
 *   shared mechanism that `docs/architecture.md` names in its "Shared mechanisms" table;
 * - `apps/portal/README.md` has a row for every folder under `apps/portal/src/features/`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const THIS_FILE = path.relative(ROOT, fileURLToPath(import.meta.url));

/**
 * Files that quote other repositories' paths on purpose, with the reason: their `*.md` names are not ours.
 * `docs/anchors.md` cites the sources of its facts (`docs/usage.md` of Paperless-ngx, GOV.UK's `index.md` pages).
 */
const QUOTES_OTHER_REPOSITORIES = new Set(["docs/anchors.md"]);

/** The tracked files that exist in the working tree, with their text (binary files left out). */
function trackedTexts(): Map<string, string> {
  const names = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((name) => name !== "" && name !== THIS_FILE);
  const texts = new Map<string, string>();
  for (const name of names) {
    const file = path.join(ROOT, name);
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    if (bytes.subarray(0, 8000).includes(0)) continue;
    texts.set(name, bytes.toString("utf8"));
  }
  return texts;
}

const texts = trackedTexts();

/** Whether `target`, named in `from`, exists: from the repository root or from `from`'s folder. */
function resolves(target: string, from: string): boolean {
  return [path.join(ROOT, target), path.join(ROOT, path.dirname(from), target)].some((candidate) => existsSync(candidate));
}

/** Headings of a Markdown document, without their `#`s. */
function headings(text: string): string[] {
  return [...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1]!);
}

/** `file:line` of an offset, for failure messages. */
function where(file: string, text: string, index: number): string {
  return `${file}:${text.slice(0, index).split("\n").length}`;
}

/** A path ending in `.md` (not `.mdx`), with its folders. */
const MD_PATH = /(?<![\w./-])((?:\.{1,2}\/)?(?:[\w.-]+\/)*[\w.-]+\.md)(?![\w-])/g;

describe("documents cited by the repository's files", () => {
  it("reads the tracked files", () => {
    expect(texts.size).toBeGreaterThan(100);
    expect(texts.has("docs/architecture.md")).toBe(true);
  });

  it("names no folder outside the repository", () => {
    const outside = ["..", "shared"].join("/");
    const found: string[] = [];
    for (const [file, text] of texts) {
      for (let at = text.indexOf(outside); at !== -1; at = text.indexOf(outside, at + 1)) found.push(where(file, text, at));
    }
    expect(found).toEqual([]);
  });

  it("cites only documents that exist in the repository", () => {
    const missing: string[] = [];
    for (const [file, text] of texts) {
      if (QUOTES_OTHER_REPOSITORIES.has(file)) continue;
      for (const m of text.matchAll(MD_PATH)) {
        if (!resolves(m[1]!, file)) missing.push(`${where(file, text, m.index)} cites ${m[1]}, which is not in the repository`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("cites sections by names that the documents have", () => {
    const missing: string[] = [];
    const cited = /(docs\/[\w/.-]+\.md)"?,? "([^"\n]+)"/g;
    for (const [file, text] of texts) {
      for (const m of text.matchAll(cited)) {
        const [, doc, section] = m as unknown as [string, string, string];
        const target = texts.get(doc);
        if (target === undefined) continue; // a missing document is the test above's failure
        const name = section.split(/ \.\.\.|:/)[0]!.trim().toLowerCase();
        const found =
          doc === "docs/architecture.md"
            ? headings(target).some((heading) => heading.toLowerCase().startsWith(name))
            : target.toLowerCase().includes(name);
        if (!found) missing.push(`${where(file, text, m.index)} cites ${doc} "${section}", which it has no section of`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("cites numbered sections that the documents have", () => {
    const missing: string[] = [];
    const cited = /(docs\/[\w/.-]+\.md),? sections? (\d+(?:(?:, | and )\d+)*)/g;
    for (const [file, text] of texts) {
      for (const m of text.matchAll(cited)) {
        const [, doc, numbers] = m as unknown as [string, string, string];
        const target = texts.get(doc);
        if (target === undefined) continue;
        const numbered = new Set(headings(target).map((heading) => /^(\d+)\./.exec(heading)?.[1]).filter(Boolean));
        for (const n of numbers.split(/, | and /)) {
          if (!numbered.has(n)) missing.push(`${where(file, text, m.index)} cites ${doc} section ${n}, which it does not have`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("docs/ and CONTRIBUTING.md", () => {
  const docs = [...texts.keys()].filter((file) => (file.startsWith("docs/") && !QUOTES_OTHER_REPOSITORIES.has(file) && !file.startsWith("docs/spec/")) || file === "CONTRIBUTING.md");

  it("name paths that exist", () => {
    const missing: string[] = [];
    const ours = /^(?:apps|packages|openapi|scripts|e2e|bench|docs|examples|\.ci|\.storybook)\//;
    for (const file of docs) {
      const text = texts.get(file)!;
      for (const m of text.matchAll(/`([^`\s]+)`/g)) {
        const named = m[1]!;
        // Patterns (`<name>`, `*`), and what a build or a start makes (`dist`, `.data`), are not files of the clone.
        if (!ours.test(named) || /[<>*{}]|(?:^|\/)(?:dist|\.data)(?:\/|$)/.test(named)) continue;
        if (!existsSync(path.join(ROOT, named))) missing.push(`${where(file, text, m.index)} names ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("name a function of each shared mechanism that the code defines", () => {
    const architecture = texts.get("docs/architecture.md")!;
    const table = /^## Shared mechanisms\n[\s\S]*?\n(\|[\s\S]*?)\n\n/m.exec(architecture)?.[1];
    expect(table, "docs/architecture.md has a Shared mechanisms table").toBeDefined();
    const rows = table!.split("\n").slice(2);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    // Every name the code declares, read in one pass over each source (a search per name took seconds).
    const declared = new Set<string>();
    for (const [file, text] of texts) {
      if (!/^(?:apps|packages)\/.*\.tsx?$/.test(file)) continue;
      for (const match of text.matchAll(/\b(?:function|const|class|let|interface|type)\s+([A-Za-z_]\w*)\b/g)) declared.add(match[1]!);
    }
    const undefinedNames: string[] = [];
    for (const row of rows) {
      const cells = row.split("|");
      // The second cell names the one function; a name written with `()` is the one still to be made (see "Known departures").
      const names = [...(cells[2] ?? "").matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]!);
      expect(names.length, `a function named in: ${row}`).toBeGreaterThan(0);
      for (const name of names) if (!declared.has(name)) undefinedNames.push(name);
    }
    expect(undefinedNames).toEqual([]);
  });
});

describe("apps/portal/README.md", () => {
  it("lists every feature folder", () => {
    const readme = texts.get("apps/portal/README.md")!;
    const features = path.join(ROOT, "apps/portal/src/features");
    const folders = readdirSync(features).filter((name) => statSync(path.join(features, name)).isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !readme.includes(`\`src/features/${name}/\``))).toEqual([]);
  });
});
