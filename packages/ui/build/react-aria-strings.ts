/**
 * Build plugin of `@eoffice/ui` (tsdown/rolldown): the built package carries react-aria's English strings only
 * (tracker issue 42 item 4, "Bytes an app pays").
 *
 * Every react-aria hook with built-in strings imports an `intlStrings` module that imports the strings of 34
 * locales (about 32 KB gzip in an app with a layout, a DataTable and a DatePicker). The design system never shows
 * them: `UiI18nProvider` installs its own English and Thai strings as react-aria's global dictionary
 * (`src/i18n/aria-strings.ts`), which react-aria reads before its bundled ones. Apps could drop them with Adobe's
 * `@react-aria/optimize-locales-plugin`; a fresh app has no such plugin, so the package's own build does it:
 *
 * - the modules that reach an `intlStrings` module (react-aria-components, whose modules share internal helpers,
 *   whole; the react-aria and react-stately hooks that have strings, and the private helpers with state they share)
 *   are compiled into the package (`dist/vendor/`), each `intlStrings` module keeping its `en-US` strings only;
 * - every other import of those modules goes to the installed react-aria and react-stately by a public entry
 *   (`react-aria/useLocale`, `react-aria/RouterProvider` ...), so the host app's copy holds the contexts and the
 *   global state: the app's `I18nProvider`, `RouterProvider`, `PortalProvider`, focus and overlay stacks reach the
 *   design system's components as before.
 *
 * The set is computed from the installed packages at each build; the build fails when a module the package must
 * import from the installed react-aria has no public entry (a newer react-aria moved it), instead of shipping a
 * second copy of it. What is compiled in is react-aria's code (Apache-2.0, `dist/vendor/LICENSE-react-aria.txt`),
 * changed only in its import paths and in the locales of its strings.
 */
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The packages compiled in (partly): name -> folder of the installed copy. */
type Roots = Record<"react-aria-components" | "react-aria" | "react-stately", string>;

/** One import or re-export statement of a module: its target file and the bindings (`[imported, local]`). */
interface Statement {
  kind: "import" | "export";
  text: string;
  specifier: string;
  target: string | undefined;
  names: [string, string][];
  namespace: boolean;
}

const STATEMENT = /(import|export)\s*([^;"'`]*?)\s*from\s*["']([^"']+)["'];?|import\s*["']([^"']+)["'];?/g;

const sources = new Map<string, string>();

/** The text of a module, read once. */
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) sources.set(file, (text = readFileSync(file, "utf8")));
  return text;
}

/** Every `.mjs` file under a folder. */
function modulesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) modulesUnder(full, found);
    else if (full.endsWith(".mjs")) found.push(full);
  }
  return found;
}

/** The folders of the installed react-aria-components, react-aria and react-stately (as react-aria-components resolves them). */
function installedRoots(packageRoot: string): Roots {
  const fromUi = createRequire(path.join(packageRoot, "package.json"));
  const folder = (require: NodeJS.Require, name: string) => path.dirname(realpathSync(require.resolve(`${name}/package.json`)));
  const components = folder(fromUi, "react-aria-components");
  const fromComponents = createRequire(path.join(components, "package.json"));
  const aria = folder(fromComponents, "react-aria");
  const stately = folder(fromComponents, "react-stately");
  const roots: Roots = { "react-aria-components": components, "react-aria": aria, "react-stately": stately };
  // The compiled-in modules import react-aria's `private/...` entries, which change between versions: the package
  // pins the exact versions it was built from, and the build checks that they are the installed ones.
  const pins = (JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies;
  for (const [name, folderOf] of Object.entries(roots)) {
    const installed = (JSON.parse(readFileSync(path.join(folderOf, "package.json"), "utf8")) as { version: string }).version;
    if (pins[name] !== installed) throw new Error(`react-aria-strings: package.json must pin ${name} to the installed ${installed} (it says ${pins[name]})`);
  }
  return roots;
}

/** The module graph of the three packages, with each binding traced to the module that defines it. */
class AriaGraph {
  readonly statements = new Map<string, Statement[]>();
  /** Defining file -> binding -> public specifier and exported name. */
  readonly publicEntry = new Map<string, Map<string, [string, string]>>();

  constructor(readonly roots: Roots) {
    for (const root of Object.values(roots)) for (const file of modulesUnder(path.join(root, "dist"))) this.statements.set(file, this.parse(file));
    for (const [name, root] of Object.entries(roots)) {
      const exportsDir = path.join(root, "dist", "exports");
      for (const file of modulesUnder(exportsDir)) {
        const sub = path.relative(exportsDir, file).replace(/\.mjs$/, "").split(path.sep).join("/");
        const specifier = sub === "index" ? name : `${name}/${sub}`;
        for (const exported of this.exportedNames(file)) {
          const [origin, binding] = this.origin(file, exported);
          const entries = this.publicEntry.get(origin) ?? new Map<string, [string, string]>();
          const known = entries.get(binding);
          // Prefer the entry of one hook or component (as react-aria-components imports them), then a private one,
          // the package's index last.
          const rank = (s: string) => (s === name ? 2000 : s.includes("/private/") ? 1000 : 0) + s.length;
          if (!known || rank(specifier) < rank(known[0])) entries.set(binding, [specifier, exported]);
          this.publicEntry.set(origin, entries);
        }
      }
    }
  }

  /** The file a specifier names (a relative path, or a public entry of one of the three packages). */
  resolve(specifier: string, from: string): string | undefined {
    if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
    const match = /^(react-aria-components|react-aria|react-stately)(?:\/(.+))?$/.exec(specifier);
    if (!match) return undefined;
    const file = path.join(this.roots[match[1] as keyof Roots], "dist", "exports", `${match[2] ?? "index"}.mjs`);
    return existsSync(file) ? file : undefined;
  }

  private parse(file: string): Statement[] {
    const code = source(file);
    const found: Statement[] = [];
    for (const match of code.matchAll(STATEMENT)) {
      const specifier = match[3] ?? match[4]!;
      const clause = match[2] ?? "";
      const names: [string, string][] = [];
      const braces = /\{([^}]*)\}/.exec(clause);
      for (const part of braces?.[1]?.split(",") ?? []) {
        const [imported, local] = part.trim().split(/\s+as\s+/);
        if (imported) names.push([imported, local ?? imported]);
      }
      const rest = clause.replace(/\{[^}]*\}/, "").replace(/,/g, " ").trim();
      if (rest && !rest.startsWith("*") && match[1] === "import") names.push(["default", rest]);
      found.push({
        kind: (match[1] ?? "import") as "import" | "export",
        text: match[0],
        specifier,
        target: this.resolve(specifier, file),
        names,
        namespace: rest.startsWith("*"),
      });
    }
    return found;
  }

  /** Names a module exports by `export { local as name }` (Parcel's output) or `export { x } from`. */
  private exportedNames(file: string): string[] {
    const code = source(file);
    const names: string[] = [];
    for (const match of code.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of match[1]!.split(",")) {
        const [local, exported] = part.trim().split(/\s+as\s+/);
        if (local) names.push(exported ?? local);
      }
    }
    return names;
  }

  /** The module that defines what `file` exports as `name`, and its name there (through re-exports). */
  origin(file: string, name: string, depth = 0): [string, string] {
    if (depth > 20 || !file.includes(`${path.sep}exports${path.sep}`)) return [file, name];
    const code = source(file);
    let local = name;
    for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
      for (const part of match[1]!.split(",")) {
        const [inner, exported] = part.trim().split(/\s+as\s+/);
        if ((exported ?? inner) !== name || !inner) continue;
        if (match[2]) {
          const target = this.resolve(match[2], file);
          return target ? this.origin(target, inner, depth + 1) : [file, name];
        }
        local = inner;
      }
    }
    for (const statement of this.statements.get(file) ?? []) {
      if (statement.kind !== "import" || !statement.target) continue;
      const binding = statement.names.find(([, as]) => as === local);
      if (binding) return this.origin(statement.target, binding[0], depth + 1);
    }
    return [file, name];
  }

  /**
   * The modules compiled into the package: every intlStrings module and react-aria-components' private modules,
   * then, until nothing changes, every module that imports one of them, and every module one of them imports a
   * binding of that no public entry exports.
   */
  compiledIn(): Set<string> {
    const isPublic = (file: string) => file.includes(`${path.sep}dist${path.sep}exports${path.sep}`);
    const components = path.join(this.roots["react-aria-components"], "dist", "private");
    const set = new Set([...this.statements.keys()].filter((file) => /[/\\]intlStrings\.mjs$/.test(file) || file.startsWith(components)));
    const uses = new Map<string, [string, string | undefined][]>();
    for (const [file, statements] of this.statements) {
      if (isPublic(file)) continue;
      const targets: [string, string | undefined][] = [];
      for (const statement of statements) {
        if (statement.kind !== "import" || !statement.target) continue;
        if (statement.names.length === 0) targets.push([statement.target, undefined]);
        for (const [imported] of statement.names) targets.push(this.origin(statement.target, imported));
      }
      uses.set(file, targets);
    }
    for (let changed = true; changed; ) {
      changed = false;
      for (const [file, targets] of uses) {
        if (set.has(file) || !targets.some(([target]) => set.has(target))) continue;
        set.add(file);
        changed = true;
      }
      for (const file of [...set]) {
        for (const [target, binding] of uses.get(file) ?? []) {
          if (set.has(target) || isPublic(target) || /[/\\]intl[/\\]/.test(target)) continue;
          if (binding !== undefined && this.publicEntry.get(target)?.has(binding)) continue;
          set.add(target);
          changed = true;
        }
      }
    }
    return set;
  }
}

/** Options of {@link reactAriaStrings}. */
export interface ReactAriaStringsOptions {
  /** Folder of the ui package (its `package.json`). */
  packageRoot: string;
  /** The locale whose strings stay in react-aria's bundled dictionaries. @default "en-US" */
  locale?: string;
}

/**
 * The rolldown plugin (see the module comment). Rewrites the imports of the ui's sources from
 * `react-aria-components` to the compiled-in copy, and the imports of the compiled-in modules to the compiled-in
 * copy or to a public entry of the installed package.
 * @throws at build time when a binding the package must import from the installed react-aria has no public entry.
 */
export function reactAriaStrings({ packageRoot, locale = "en-US" }: ReactAriaStringsOptions) {
  const roots = installedRoots(packageRoot);
  const graph = new AriaGraph(roots);
  const compiledIn = graph.compiledIn();
  const inPackages = (id: string) => Object.values(roots).some((root) => id.startsWith(root + path.sep));
  const componentsEntry = path.join(roots["react-aria-components"], "dist", "exports", "index.mjs");

  /** The import statements that replace one statement of a compiled-in module. */
  function rewrite(file: string, statement: Statement): string {
    const { target } = statement;
    if (!target) {
      // react, react-dom, @internationalized/* ...: the app's copy. `client-only` marks
      // react-aria-components for React Server Components only; the package is for the browser.
      return statement.specifier === "client-only" ? "" : statement.text;
    }
    if (statement.names.length === 0 && !statement.namespace) {
      if (compiledIn.has(target) || !graph.statements.has(target)) return `import ${JSON.stringify(target)};`;
      throw new Error(`react-aria-strings: side-effect import of a module left to the app in ${file}: ${statement.text}`);
    }
    if (statement.namespace) throw new Error(`react-aria-strings: namespace import in ${file}: ${statement.text}`);
    const lines: string[] = [];
    for (const [imported, local] of statement.names) {
      const [origin, binding] = graph.origin(target, imported);
      let from: string;
      let name: string;
      if (compiledIn.has(origin) || !graph.statements.has(origin)) [from, name] = [origin, binding];
      else {
        const entry = graph.publicEntry.get(origin)?.get(binding);
        if (!entry) throw new Error(`react-aria-strings: ${binding} of ${origin} (imported by ${file}) has no public entry`);
        [from, name] = entry;
      }
      const clause = name === "default" ? local : `{ ${name} as ${local} }`;
      lines.push(statement.kind === "import" ? `import ${clause} from ${JSON.stringify(from)};` : `export { ${name} as ${local} } from ${JSON.stringify(from)};`);
    }
    return lines.join("\n");
  }

  return {
    name: "eoffice:react-aria-strings",
    resolveId: {
      order: "pre" as const,
      handler(source: string, importer: string | undefined) {
        if (!importer || importer.includes(".d.") || !importer.startsWith(path.join(packageRoot, "src") + path.sep)) return null;
        if (source === "react-aria-components") return componentsEntry;
        // Another entry would bring the installed react-aria-components, whose contexts are not the compiled-in ones.
        if (source.startsWith("react-aria-components/") && !source.startsWith("react-aria-components/i18n/")) {
          throw new Error(`react-aria-strings: ${importer} imports ${source}; import from "react-aria-components"`);
        }
        return null;
      },
    },
    load(id: string) {
      if (!/[/\\]intlStrings\.mjs$/.test(id) || !inPackages(id)) return null;
      const statement = graph.statements.get(id)?.find((item) => item.specifier.endsWith(`/${locale}.mjs`));
      if (!statement?.target) throw new Error(`react-aria-strings: no ${locale} strings in ${id}`);
      return `import strings from ${JSON.stringify(statement.target)};\nexport default { ${JSON.stringify(locale)}: strings };\n`;
    },
    generateBundle(this: { emitFile(file: { type: "asset"; fileName: string; source: string }): string }) {
      const notice = "dist/vendor/ holds modules of react-aria-components, react-aria and react-stately (Adobe, Apache License 2.0, below), changed by the @eoffice/ui build: import paths, and the strings of English only.\n\n";
      const license = readFileSync(path.join(roots["react-aria-components"], "LICENSE"), "utf8");
      this.emitFile({ type: "asset", fileName: "vendor/LICENSE-react-aria.txt", source: notice + license });
    },
    transform(code: string, id: string) {
      if (!(compiledIn.has(id) || id === componentsEntry) || /[/\\]intlStrings\.mjs$/.test(id)) return null;
      const statements = graph.statements.get(id);
      if (!statements) return null;
      let out = code;
      for (const statement of statements) out = out.replace(statement.text, rewrite(id, statement));
      return { code: out.replace(/\/\/# sourceMappingURL=.*$/m, ""), map: null };
    },
  };
}

/** Where a module of the three packages goes in `dist/`: `vendor/<package>/<path in its dist>` (a file-name function of rolldown). */
export function vendorFileNames<T extends { name: string }>(pattern: string | ((chunk: T) => string)) {
  return (chunk: T): string => {
    const template = typeof pattern === "function" ? pattern(chunk) : pattern;
    const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/dist\/(.+)$/.exec(chunk.name);
    return match ? template.replace("[name]", `vendor/${match[1]}/${match[2]}`) : template;
  };
}
