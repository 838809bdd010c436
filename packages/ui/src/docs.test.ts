/**
 * The designers' site and the README keep their promises (tracker issue 42 items 2 and 3), read from the files:
 *
 * - every component with stories (`src/components/<folder>/<name>.stories.tsx`) has a docs page `<name>.mdx` beside it,
 *   attached to those stories, with the sections a designer or a developer looks for: when to use it and when not, a
 *   do / don't pair, accessibility (keyboard, screen reader, what react-aria provides), a copyable example that is a
 *   type-checked file (`<name>.example.tsx`, imported raw and importing the package by its name), the Thai content
 *   rules (Buddhist-era dates, line breaking, the font) and the props table;
 * - the README's usage example is `examples/readme-app.tsx` word for word, which `pnpm typecheck` compiles.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const componentsDir = path.join(uiRoot, "src/components");

/** Every stories file of the components, as [folder, name]. */
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(path.join(componentsDir, folder.name))
      .filter((file) => file.endsWith(".stories.tsx"))
      .map((file) => [folder.name, file.replace(/\.stories\.tsx$/, "")] as const),
  );

/** The text of a `## heading` section of an MDX page, up to the next `## `; undefined when it is missing. */
function section(mdx: string, heading: string): string | undefined {
  const start = mdx.indexOf(`\n## ${heading}\n`);
  if (start < 0) return undefined;
  const rest = mdx.slice(start + heading.length + 5);
  const end = rest.indexOf("\n## ");
  return end < 0 ? rest : rest.slice(0, end);
}

describe("component docs pages", () => {
  it("finds the components", () => {
    expect(components.length).toBeGreaterThanOrEqual(37);
  });

  describe.each(components)("%s/%s", (folder, name) => {
    const file = path.join(componentsDir, folder, `${name}.mdx`);
    const mdx = existsSync(file) ? readFileSync(file, "utf8") : "";

    it("has a docs page attached to its stories", () => {
      expect(mdx, `${folder}/${name}.mdx is missing`).not.toBe("");
      expect(mdx).toMatch(new RegExp(`import \\* as (\\w+) from "\\./${name}\\.stories";[\\s\\S]*<Meta of=\\{\\1\\} />`));
    });

    it("says when to use it and when not", () => {
      expect(section(mdx, "When to use")?.trim()).toBeTruthy();
      expect(section(mdx, "When not to use")?.trim()).toBeTruthy();
    });

    it("has a do / don't pair", () => {
      const pair = section(mdx, "Do and don't") ?? "";
      expect(pair).toMatch(/<Do title=/);
      expect(pair).toMatch(/<Dont title=/);
    });

    it("has accessibility notes: keyboard, screen reader, react-aria", () => {
      const notes = section(mdx, "Accessibility") ?? "";
      expect(notes).toMatch(/\*\*Keyboard:\*\* \S/);
      expect(notes).toMatch(/\*\*Screen reader:\*\* \S/);
      expect(notes).toMatch(/\*\*What react-aria provides:\*\* \S/);
    });

    it("shows a copyable example that is a type-checked file importing the package", () => {
      expect(section(mdx, "Example")).toMatch(/<Source code=\{example\}/);
      expect(mdx).toContain(`import example from "./${name}.example.tsx?raw";`);
      const example = path.join(componentsDir, folder, `${name}.example.tsx`);
      expect(existsSync(example), `${folder}/${name}.example.tsx is missing`).toBe(true);
      expect(readFileSync(example, "utf8")).toMatch(/from "@eoffice\/ui(\/[a-z-]+)?";/);
    });

    it("states the Thai content rules: Buddhist-era dates, line breaking, font", () => {
      const rules = section(mdx, "Thai content") ?? "";
      expect(rules).toMatch(/\*\*Dates:\*\*[^\n]*Buddhist era/);
      expect(rules).toMatch(/\*\*Line breaking:\*\* \S/);
      expect(rules).toMatch(/\*\*Font:\*\*[^\n]*Sarabun/);
      expect(rules).toMatch(/\*\*This component:\*\* \S/);
    });

    it("lists its props", () => {
      expect(section(mdx, "Props")).toMatch(/<ArgTypes of=\{\w+\} \/>/);
    });
  });
});

describe("README", () => {
  it("shows examples/readme-app.tsx word for word as its usage example", () => {
    const readme = readFileSync(path.join(uiRoot, "README.md"), "utf8");
    const example = readFileSync(path.join(uiRoot, "examples/readme-app.tsx"), "utf8");
    const block = /## Use\n[\s\S]*?```tsx\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example);
  });
});
