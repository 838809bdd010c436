/**
 * Visual regression of the layouts (issue #4, docs/spec/portal-spec.md section 2 "Layouts"): Debian's Chromium headless
 * shell (never downloaded; `headlessShellPath`, scripts/chromium.ts) screenshots every layout story of the STATIC Storybook build at 375, 960 and 1440 px in light and
 * dark, and compares them with the baselines committed under `e2e/visual/__screenshots__/`; `docs.visual.ts` checks
 * the docs pages the same way. The build is Storybook's test build (`storybook build --test`: no source maps), which
 * keeps the docs pages, the MDX guides and the props tables since tracker issue 42 (`.storybook/main.ts` `build.test`):
 * about 31 s of CPU instead of 14 without them on the 2-core machine, the layout pixels unchanged.
 *
 *   pnpm build-storybook:test && playwright test -c playwright.visual.config.ts        (compare: pnpm test:visual)
 *   pnpm build-storybook:test && playwright test -c playwright.visual.config.ts -u     (new baselines)
 *
 * Kept apart from `playwright.config.ts` (the end-to-end tests against the built portal): its own test
 * directory and the `.visual.ts` suffix, which the end-to-end config's default pattern does not match.
 */
import { defineConfig } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "./scripts/chromium";

const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: "e2e/visual",
  testMatch: "**/*.visual.ts",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  outputDir: "test-results/visual",
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css", maxDiffPixels: 0, threshold: 0 },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: headlessShellPath(), args: [...chromiumArgs, "--font-render-hinting=none", "--force-color-profile=srgb"] },
    locale: "en-US",
    timezoneId: "Asia/Bangkok",
    colorScheme: "light",
    reducedMotion: "reduce",
    deviceScaleFactor: 1,
  },
  webServer: {
    // A static server for the built Storybook (Vite's preview server: already a dependency).
    command: `pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort`,
    url: `http://localhost:${port}/iframe.html`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
