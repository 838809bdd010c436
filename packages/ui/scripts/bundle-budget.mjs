/**
 * Bytes an app pays for the design system (tracker issue 42 item 4), part of `pnpm check:package`: three tiny apps
 * are bundled with Vite (production mode, minified, the app's own defaults) against the BUILT package (`dist/`, as
 * an installed copy would be):
 *
 * - `bare`: React alone, `createRoot(...).render(<div/>)`: the baseline every figure is counted over;
 * - `button`: one `Button` under `ThemeProvider` and `UiI18nProvider`;
 * - `layout`: the classic layout with a vertical navigation, a `DataTable` and a `DatePicker` in a `PageContainer`.
 *
 * Each app is a fresh Vite app: no plugin (react-aria's strings of 34 locales are not the app's to drop: the package's
 * own build keeps their English only, `build/react-aria-strings.ts`). Counted: gzip (level 9) of the JavaScript the
 * first render loads (the entry chunk and its static imports; lazy chunks such as the Thai strings are printed, not
 * counted), minus `bare`'s. The script fails (exit 1) when a figure is over its budget, or when the Button app carries
 * code of a component it does not use
 * (tree-shaking: the markers below must not occur in it, while a bundle of every export, `all`, must hold each of them,
 * so that a marker that no longer names anything fails instead of passing for ever).
 *
 *   node packages/ui/scripts/bundle-budget.mjs          (after `pnpm --filter @eoffice/ui build`)
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Budgets over bare React, gzip bytes (1 KB = 1,000 B), by app. Measured on 2026-11-29 with the package's build
 * keeping react-aria's English strings only: Button 34.3 KB, the layout 143.7 KB (176.5 KB before, when react-aria's
 * strings of 34 locales came with it; tracker issue 42 item 4 asks for under 150 KB).
 */
export const BUDGETS = { button: 35_000, layout: 150_000 };

/**
 * Strings that only code the Button app does not use would bring: a table's sort, the date picker's calendar, the
 * navigation, the QR code encoder, the HTML sanitiser, the rich-text editor.
 */
const NOT_IN_BUTTON = ["data-table", "vertical-navigation", "The amount of data is too big", "DOMPurify", "ProseMirror"];

/** Every export of both entry points, kept by logging them: the markers' control. */
const EVERYTHING = `
  import * as ui from "@eoffice/ui";
  import * as editor from "@eoffice/ui/rich-text-editor";
  console.log(ui, editor);
`;

const APPS = {
  bare: `
    import { createElement as h } from "react";
    import { createRoot } from "react-dom/client";
    createRoot(document.getElementById("root")).render(h("div", null, "Hello"));
  `,
  button: `
    import { createElement as h } from "react";
    import { createRoot } from "react-dom/client";
    import { Button, ThemeProvider, UiI18nProvider } from "@eoffice/ui";
    createRoot(document.getElementById("root")).render(
      h(ThemeProvider, null, h(UiI18nProvider, { locale: "en" }, h(Button, { onPress: () => {} }, "Send"))),
    );
  `,
  layout: `
    import { createElement as h } from "react";
    import { createRoot } from "react-dom/client";
    import { ClassicLayout, DataTable, DatePicker, PageContainer, ThemeProvider, UiI18nProvider } from "@eoffice/ui";
    const menu = [{ id: "home", type: "basic", title: "Home", icon: "home", link: "/" }];
    const columns = [{ id: "name", header: "Name", value: (row) => row.name, isRowHeader: true }];
    createRoot(document.getElementById("root")).render(
      h(ThemeProvider, null, h(UiI18nProvider, { locale: "en" },
        h(ClassicLayout, { navigation: menu, currentPath: "/", appName: "Town" },
          h(PageContainer, null,
            h(DatePicker, { label: "Date" }),
            h(DataTable, { "aria-label": "People", columns, rows: [{ id: 1, name: "Somchai" }] }),
          ),
        ),
      )),
    );
  `,
};

/** Bundles one app; returns the gzip bytes of its first-render JavaScript and of its lazy chunks, and their code. */
async function bundle(name, source, dir) {
  const entry = path.join(dir, `${name}.js`);
  await writeFile(entry, source);
  const result = await build({
    configFile: false,
    root: dir,
    logLevel: "silent",
    mode: "production",
    plugins: [],
    resolve: {
      alias: {
        "@eoffice/ui/rich-text-editor": path.join(uiRoot, "dist/rich-text-editor.js"),
        "@eoffice/ui": path.join(uiRoot, "dist/index.js"),
      },
    },
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: entry } },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output).filter((item) => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set();
  const visit = (fileName) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const gzip = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
  let first = 0;
  let lazy = 0;
  let code = "";
  let lazyCode = "";
  for (const chunk of chunks) {
    if (initial.has(chunk.fileName)) {
      first += gzip(chunk);
      code += chunk.code;
    } else {
      lazy += gzip(chunk);
      lazyCode += chunk.code;
    }
  }
  return { first, lazy, code, lazyCode };
}

const dir = await mkdtemp(path.join(uiRoot, "node_modules/.bundle-budget-"));
let failed = false;
try {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const results = {};
  for (const [name, source] of Object.entries(APPS)) results[name] = await bundle(name, source, dir);
  console.log(`fresh Vite app: bare React ${kb(results.bare.first)} gzip`);
  for (const [name, budget] of Object.entries(BUDGETS)) {
    const over = results[name].first - results.bare.first;
    const ok = over <= budget;
    failed ||= !ok;
    console.log(
      `  ${name.padEnd(7)} ${kb(over).padStart(9)} gzip over bare React (budget ${kb(budget)}; lazy chunks ${kb(results[name].lazy)})${ok ? "" : "  OVER BUDGET"}`,
    );
  }
  const everything = await bundle("all", EVERYTHING, dir);
  const stale = NOT_IN_BUTTON.filter((marker) => !everything.code.includes(marker) && !everything.lazyCode.includes(marker));
  if (stale.length > 0) {
    failed = true;
    console.log(`Tree-shaking markers found in no bundle of the whole package (update them): ${stale.join(", ")}`);
  }
  const found = NOT_IN_BUTTON.filter((marker) => results.button.code.includes(marker));
  if (found.length > 0) {
    failed = true;
    console.log(`The Button app carries code it does not use (tree-shaking failed): ${found.join(", ")}`);
  } else console.log(`tree-shaking: the Button app has none of ${NOT_IN_BUTTON.join(", ")}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
