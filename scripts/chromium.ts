/**
 * Where the test runners find Chromium and how they start it. Debian's packages are used everywhere (no browser
 * download ever happens): `chromium-headless-shell` for the browser tests (end-to-end journeys, stories, layout
 * screenshots), `chromium` where the full browser is needed (its PDF viewer, Lighthouse in `bench/`).
 */
import { existsSync } from "node:fs";

/** Launch flags that work headless as root on these machines (docs/toolchain.md "Browsers"). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Finds an executable, or throws naming the Debian package and the variable that overrides the path. */
function executable(candidate: string, debianPackage: string, variable: string): string {
  if (!existsSync(candidate)) {
    throw new Error(`${debianPackage} not found at ${candidate}. Install it with: apt-get install -y ${debianPackage} fonts-thai-tlwg (or set ${variable}).`);
  }
  return candidate;
}

/**
 * The full Chromium (`/usr/bin/chromium`; `CHROMIUM_PATH` overrides it): for what only the full browser has, such as
 * its PDF viewer (apps/api/test/pdf-scripts.test.ts).
 * @throws Error naming the install command when it is not there.
 */
export function chromiumPath(): string {
  return executable(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "chromium", "CHROMIUM_PATH");
}

/**
 * Chromium's headless shell (`/usr/bin/chromium-headless-shell`, Debian's package of the same name; `CHROMIUM_HEADLESS_SHELL_PATH`
 * overrides it), the browser of the browser tests: the same Blink and V8 as `chromium` without the browser's own
 * layers, which headless Chromium runs too. The end-to-end journeys of the shell (e2e/shell.spec.ts, 14 tests) took 58 s
 * of the browser's CPU in it against 84 s in `chromium`, and 105 s instead of 127 s (2026-11-29, 2 cores). Its text
 * is antialiased a little differently: the layout screenshots' baselines are taken with it.
 * @throws Error naming the install command when it is not there.
 */
export function headlessShellPath(): string {
  return executable(process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell", "chromium-headless-shell", "CHROMIUM_HEADLESS_SHELL_PATH");
}
