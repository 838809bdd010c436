/**
 * Where the test runners find Chromium and how they start it. Debian's `chromium` package is used everywhere
 * (no browser download ever happens); `CHROMIUM_PATH` overrides the path.
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

/**
 * The Chromium executable.
 * @throws Error naming the install command when no Chromium is found.
 */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it with: apt-get install -y chromium fonts-thai-tlwg (or set CHROMIUM_PATH).`,
    );
  }
  return candidate;
}
