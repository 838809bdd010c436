/**
 * One Vitest run, three projects (ARCHITECTURE.md "Tests, by what they prove"):
 * - `unit`: pure rules in Node (token expiry, layout resolution, navigation registry, validators, i18n keys).
 * - `api`: the reference server against a real database (PGlite always; PostgreSQL when TEST_DATABASE_URL is set).
 * - `storybook`: every story rendered in Debian Chromium; `play` functions and axe must pass.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "apps/portal/src/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["apps/api/test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
