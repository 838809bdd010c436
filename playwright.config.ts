/**
 * End-to-end tests: Chromium (Debian's, never downloaded) against the BUILT portal served by the real reference
 * API server on a fresh embedded database (a new data folder per run, seeded with the demo accounts).
 * Run after `pnpm build` (it builds the portal and compiles the server to apps/api/dist/main.mjs, which is run
 * with node directly): `pnpm test:e2e`.
 */
import { defineConfig } from "@playwright/test";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { E2E_BANK_SECRET } from "./e2e/support/bank";

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = path.resolve("test-results", `e2e-data-${Date.now()}`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // One browser at a time: with two workers on a 2-core machine the case journey's pages did not finish loading within
  // the 10 s expectations (tried in issue 11).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The journeys test behaviour, not motion: with prefers-reduced-motion the design system's overlay and drawer
    // transitions take 0 ms (tokens.css), so no step waits for an animation to settle. Contexts a test makes itself
    // take it through `newPerson` (support/session.ts).
    reducedMotion: "reduce",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // A trace only when a test is retried (CI retries a failed test once): recording one for every test (DOM
    // snapshots at each step) cost about a quarter of the end-to-end time (dms and staff journeys: 155 s with
    // `retain-on-failure`, 117 s without, on 2 cores). Locally: `pnpm test:e2e --trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node apps/api/dist/main.mjs",
    url: `http://localhost:${port}/pxapi_eoffice/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", GARBAGE_BANK_SECRET: E2E_BANK_SECRET },
  },
});
