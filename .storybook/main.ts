/**
 * Storybook configuration of the design system (docs/architecture.md "Tests, by what they prove": every story runs
 * in Chromium through `@storybook/addon-vitest`, `play` functions and axe must pass). The MDX guides are the
 * designers' site: GitHub-flavoured Markdown (tables, task lists, strikethrough) through remark-gfm.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import remarkGfm from "remark-gfm";

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../packages/ui");

/**
 * Every module of the ui package's dependencies that its sources import (deep imports such as
 * `lucide-react/icons/calendar` included), for Vite's dependency optimiser: listed up front, a fresh clone's
 * first story run does not discover a new one midway and reload the page under a running test.
 */
function uiDependencyImports(): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(uiRoot, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const names = Object.keys(dependencies);
  const found = new Set<string>();
  for (const entry of readdirSync(path.join(uiRoot, "src"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const [, specifier] of source.matchAll(/(?:^import(?! type)[^"]*?from |import\()"([^".][^"]*)"/gm)) {
      if (specifier && names.some((name) => specifier === name || specifier.startsWith(`${name}/`)) && !specifier.endsWith(".css")) {
        found.add(specifier);
      }
    }
  }
  return [...found].sort();
}

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/ui/src/**/*.mdx", "../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: [
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
  ],
  core: { disableTelemetry: true },
  // Props tables from the TypeScript types (react-docgen-typescript): props a component takes over from react-aria
  // (`isPending`, `isDisabled`, `onPress` ...) listed with their types, `@default` tags as the default column (tracker
  // issue 42 item 1). Props declared only by React's DOM attribute types are left out: every element has them.
  typescript: {
    reactDocgen: "react-docgen-typescript",
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(uiRoot, "tsconfig.json"),
      include: [path.join(uiRoot, "src/**/*.tsx")],
      exclude: ["**/*.stories.tsx", "**/*.test.tsx"],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) =>
        !prop.declarations?.length ||
        prop.declarations.some((declaration) => !/[\\/]@types[\\/]react[\\/]|[\\/]typescript[\\/]lib[\\/]/.test(declaration.fileName)),
    },
  },
  // The test build (`storybook build --test`, `pnpm test:visual`) keeps the docs pages and their props tables: the
  // docs screenshots (e2e/visual/docs.visual.ts) guard them.
  build: {
    test: {
      disableBlocks: false,
      disableMDXEntries: false,
      disableAutoDocs: false,
      disableDocgen: false,
      disabledAddons: ["@storybook/addon-coverage"],
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, { plugins: [tailwindcss()], optimizeDeps: { include: uiDependencyImports() } });
  },
};

export default config;
