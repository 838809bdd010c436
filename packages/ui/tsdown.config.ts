/**
 * Build of the installable `@eoffice/ui` package (tracker issue 9): `pnpm --filter @eoffice/ui build`.
 *
 * - `dist/index.mjs` + `dist/index.d.mts`: ES modules and type declarations (tsdown, ESM only). React,
 *   react-aria and every other dependency stay external (tsdown leaves `dependencies` and `peerDependencies`
 *   out of the bundle; `deps.onlyBundle` makes the build fail if anything else from node_modules slips in), except
 *   react-aria-components and the react-aria/react-stately hooks with built-in strings: compiled into
 *   `dist/vendor/` with react-aria's English strings only (`build/react-aria-strings.ts`, tracker issue 42 item 4).
 *   The one workspace package the ui imports, `@eoffice/thai`, is compiled in (`deps.alwaysBundle`), types too.
 * - `dist/styles.css`: the compiled stylesheet (tokens, the six themes and every class the components use), for
 *   apps that do not run Tailwind; `dist/preflight.css`: the opt-in page reset (Tailwind's preflight, the page's
 *   font and colours; tracker issue 42 item 3). Compiled with Tailwind's own node API
 *   (`@tailwindcss/node` + `@tailwindcss/oxide`, the engine `@tailwindcss/vite` runs), resolved through
 *   `@tailwindcss/vite` because the workspace installs that one. Fonts the stylesheet references by relative
 *   `url()` are copied to `dist/fonts/`.
 * - `dist/css/`: the source stylesheet for apps that run Tailwind 4 themselves (the `style` export condition):
 *   `src/**` CSS as written; `css/sources.css` (the `@eoffice/ui/sources.css` export) has its `@source` pointing at
 *   the built JavaScript, for apps that want every class.
 *
 * The workspace itself (portal, Storybook, tests) keeps using the TypeScript sources: `package.json` `exports`
 * points at `src/`, and `publishConfig.exports` (applied by `pnpm pack`/`pnpm publish`) at `dist/`.
 */
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defineConfig } from "tsdown";
import { reactAriaStrings, vendorFileNames } from "./build/react-aria-strings";

const root = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(root, "src");
const distDir = path.join(root, "dist");

/** Files of the sources that hold classes for stories and tests only, never shipped. */
const notShipped = ["**/*.stories.tsx", "**/*.example.tsx", "**/*.test.ts", "**/*.test.tsx", "**/*.mdx", "**/*story-kit*", "**/*.fixtures.ts"];

/** The parts of Tailwind's node API (`@tailwindcss/node`, `@tailwindcss/oxide` 4.x) the build uses. */
interface TailwindApi {
  compile(
    css: string,
    options: { base: string; from?: string; shouldRewriteUrls?: boolean; onDependency: (path: string) => void },
  ): Promise<{ sources: { base: string; pattern: string; negated: boolean }[]; build(candidates: string[]): string }>;
  optimize(css: string, options: { file?: string; minify?: boolean }): { code: string };
  Scanner: new (options: { sources: { base: string; pattern: string; negated: boolean }[] }) => { scan(): string[] };
}

/** Tailwind's node API, loaded from the copy `@tailwindcss/vite` depends on (not a direct dependency here). */
async function loadTailwind(): Promise<TailwindApi> {
  const requireFromRoot = createRequire(path.join(root, "package.json"));
  const requireFromVitePlugin = createRequire(requireFromRoot.resolve("@tailwindcss/vite"));
  const load = (name: string) => import(pathToFileURL(requireFromVitePlugin.resolve(name)).href);
  const node = await load("@tailwindcss/node");
  const oxide = await load("@tailwindcss/oxide");
  return { compile: node.compile, optimize: node.optimize, Scanner: oxide.Scanner };
}

/** Every `.css` file under a folder, as paths relative to it. */
async function cssFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return cssFiles(full, base);
      return entry.name.endsWith(".css") ? [path.relative(base, full)] : [];
    }),
  );
  return found.flat();
}

/**
 * Compiles a stylesheet of `src/` into `dist/<name>` (minified), copying referenced font files: `styles.css` with
 * every class of the shipped modules (`@source "./"` and the exclusions), `preflight.css` as it is.
 */
async function buildCompiledCss(name: "styles.css" | "preflight.css") {
  const { compile, optimize, Scanner } = await loadTailwind();
  const entry = path.join(srcDir, name);
  const exclusions = notShipped.map((glob) => `@source not "./${glob}";`).join("\n");
  const sources = name === "styles.css" ? `@source "./";\n${exclusions}\n` : "";
  const input = `${await readFile(entry, "utf8")}\n${sources}`;
  const compiler = await compile(input, { base: srcDir, from: entry, shouldRewriteUrls: true, onDependency: () => {} });
  const scanner = new Scanner({ sources: compiler.sources });
  const css = compiler.build(scanner.scan());
  let { code } = optimize(css, { file: name, minify: true });

  // Relative url()s (font files of @fontsource packages, for example) now point from src/ into node_modules:
  // ship the files beside the stylesheet instead.
  const copies = new Map<string, string>();
  code = code.replace(/url\((["']?)([^"')]+)\1\)/g, (whole: string, _quote: string, url: string) => {
    if (/^(data:|https?:|\/\/|#)/.test(url)) return whole;
    const file = path.resolve(srcDir, url.split(/[?#]/)[0]!);
    const target = `fonts/${path.basename(file)}`;
    copies.set(file, target);
    return `url(./${target})`;
  });
  if (copies.size > 0) await mkdir(path.join(distDir, "fonts"), { recursive: true });
  await Promise.all([...copies].map(([from, to]) => copyFile(from, path.join(distDir, to))));
  await writeFile(path.join(distDir, name), code);
}

/**
 * Copies the source CSS to `dist/css/`, its `@source` pointing at the built modules. Relative `url()`s (the subset
 * Sarabun files in `src/theme/fonts/files/`) point at the copies in `dist/fonts/` instead, the same files the
 * compiled stylesheet uses: only `.css` files are copied to `dist/css/`, so a file beside a stylesheet would be
 * missing there (an app's own Tailwind build then failed to load every Sarabun face and fell back to Loma).
 */
async function buildSourceCss() {
  for (const file of await cssFiles(srcDir)) {
    const from = path.join(srcDir, file);
    const to = path.join(distDir, "css", file);
    let text = await readFile(from, "utf8");
    if (file === "sources.css") {
      text = text.replace(/@source\s+["']\.\/["'];/, '@source "../**/*.js";');
      if (!text.includes('@source "../**/*.js"')) throw new Error('src/sources.css lost its `@source "./";` line');
    }
    const copies: [string, string][] = [];
    text = text.replace(/url\((["']?)([^"')]+)\1\)/g, (whole: string, quote: string, url: string) => {
      if (/^(data:|https?:|\/\/|#|\/)/.test(url)) return whole;
      const asset = path.resolve(path.dirname(from), url.split(/[?#]/)[0]!);
      const copy = path.join(distDir, "fonts", path.basename(asset));
      copies.push([asset, copy]);
      return `url(${quote}${path.relative(path.dirname(to), copy).split(path.sep).join("/")}${quote})`;
    });
    await mkdir(path.dirname(to), { recursive: true });
    if (copies.length > 0) await mkdir(path.join(distDir, "fonts"), { recursive: true });
    await Promise.all(copies.map(([asset, copy]) => copyFile(asset, copy)));
    await writeFile(to, text);
  }
}

export default defineConfig({
  entry: ["src/index.ts", "src/rich-text-editor.ts"],
  format: "esm",
  platform: "browser",
  target: "es2022",
  dts: {
    // Deep icon imports (`lucide-react/icons/<glyph>`) are typed through lucide-react's public `LucideIcon`
    // for the declarations only (build/lucide-icon.d.ts); the JavaScript still imports the real modules.
    compilerOptions: { paths: { "lucide-react/icons/*": ["./build/lucide-icon.d.ts"] } },
  },
  // One file per source module: with `sideEffects` (CSS only) an app's bundler drops every module it does not use.
  unbundle: true,
  clean: true,
  sourcemap: false,
  // `@eoffice/thai` (a devDependency: pure functions of ours) is inlined, so that the packed package installs alone.
  deps: { alwaysBundle: ["@eoffice/thai"], onlyBundle: ["react-aria-components", "react-aria", "react-stately"] },
  // react-aria's strings in English only (build/react-aria-strings.ts): react-aria-components and the react-aria
  // hooks with strings are compiled in, under dist/vendor/; everything else of react-aria stays the app's.
  plugins: [reactAriaStrings({ packageRoot: root })],
  outputOptions: (options) => ({
    ...options,
    entryFileNames: vendorFileNames(options.entryFileNames ?? "[name].js"),
    chunkFileNames: vendorFileNames(options.chunkFileNames ?? "[name].js"),
  }),
  async onSuccess() {
    await buildCompiledCss("styles.css");
    await buildCompiledCss("preflight.css");
    await buildSourceCss();
  },
});
