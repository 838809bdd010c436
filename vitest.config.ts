/**
 * One Vitest run, three projects (docs/architecture.md "Tests, by what they prove"):
 * - `unit`: pure rules in Node (token expiry, layout resolution, navigation registry, validators, i18n keys).
 * - `api` and `api-postgres`: the reference server against a real database (PGlite always; PostgreSQL when
 *   TEST_DATABASE_URL is set or CI=true), one project a backend so that both run side by side.
 * - `storybook`: every story rendered in Debian's Chromium headless shell; `play` functions and axe must pass.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { chromiumArgs, headlessShellPath } from "./scripts/chromium";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** PostgreSQL runs when a server is given, and always in CI (where a missing one fails instead of being skipped). */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim()) || process.env.CI === "true";

/**
 * API test files that open no database (the configuration, message catalogues, PDF text, the PGlite template's
 * unpacking): run once, in the PGlite project, since the PostgreSQL project would repeat them unchanged.
 */
const DATABASE_FREE = ["units", "message-catalogue", "receipt-text", "template", "thai-pdf-text", "watermark-language"].map(
  (name) => `apps/api/test/${name}.test.ts`,
);

/**
 * The API tests on one backend (apps/api/test/support/backends.ts): files one at a time within a backend, the two
 * backends side by side (`--project 'api*'` runs both; PGlite works in the test process, PostgreSQL in its server).
 */
function apiProject(name: string, backend: "pglite" | "postgres") {
  return {
    test: {
      name,
      environment: "node",
      include: ["apps/api/test/**/*.test.ts"],
      exclude: backend === "postgres" ? DATABASE_FREE : [],
      env: { API_TEST_BACKEND: backend },
      // The backend's seeded template, made once before the first file (not inside its beforeAll's 60 s); each file's
      // database is a copy of it.
      globalSetup: ["apps/api/test/support/global-setup.ts"],
      // A limit catches a test that hangs; it is no speed check. In the full run on 2 cores a test takes about ten times
      // its time alone (the queue filters: 3 s alone, 29 s in a full run, and over 30 s once in CI), so the limit is
      // twice the slowest such test seen in a full run.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      // The files share one module graph (each still starts its own server and database): importing the server for
      // every file cost over ten minutes of CPU in the full run, most of the API tests' time.
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // The files share one module graph, as the API's do: a fresh one per file cost 74 s of CPU for 646 tests,
          // one for all 18 s (tracker issue 37 item 5). A test that needs modules in their first state says so
          // (`vi.resetModules()`, then a dynamic import: packages/ui/src/i18n/locales.test.ts).
          isolate: false,
          include: ["packages/*/src/**/*.test.ts", "apps/portal/src/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      apiProject("api", "pglite"),
      ...(withPostgres ? [apiProject("api-postgres", "postgres")] : []),
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          // The story files run in one page, one after another, instead of a page of their own each, which loaded and
          // ran the ui's modules again for each of the 60 files: 350 s of CPU for the 418 stories, 179 s in one page
          // (tracker issue 37 item 5). Each story still mounts on a clean canvas (Storybook's portable stories).
          isolate: false,
          // A story's play function types and clicks like a person, then axe runs: up to 16 s in a full run on 2 cores
          // with the end-to-end tests beside it (the default 15 s timed out once), and over 30 s once for the form
          // renderer's national ID story, which types about 50 keys (a full run of 2026-11-29, load average 15 to 20), and
          // 42.6 s in the full run of 2026-11-30: twice that, as for the API tests.
          testTimeout: 120_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
