/**
 * Proof of reuse (tracker issue 9, item 2): a second municipal app, `examples/municipal-app`, built from the
 * PACKED `@eoffice/ui` tarball, not from the workspace sources. Before the tests: pack the ui package (its
 * `prepack` builds it; in the test command, `scripts/test.mjs` hands over the tarball that `pnpm check:package` packed
 * from the same sources before the end-to-end tests, `EOFFICE_UI_TARBALL`, so that the ui is built once a run), copy the example to a
 * temporary folder outside the repository (so nothing resolves
 * from the workspace's node_modules), install its dependencies there (pnpm, offline from the store where it
 * can), build it with Vite and serve it with `vite preview` on 127.0.0.1:8642 (`EXAMPLE_PORT`).
 *
 * Then in Chromium: the classic layout renders with the vertical navigation (router links through the app's own
 * react-aria `RouterProvider`, no reload), the language menu and notifications widgets work, react-aria's own strings
 * are Thai and the app's react-aria sees the design system's locale, the date picker and the data table (compiled
 * into the package with react-aria's English strings only, tracker issue 42 item 4) work, and the settings drawer
 * changes theme and scheme, remembered after a reload.
 *
 * Alone: `pnpm exec playwright test e2e/example-app.spec.ts` (it serves the example itself; the API that the config starts is not used); about 45 s.
 */
import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { test } from "./support/session";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const exampleDir = path.join(root, "examples", "municipal-app");
const port = Number(process.env.EXAMPLE_PORT ?? 8642);
const url = `http://127.0.0.1:${port}`;

let workDir = "";
let server: ChildProcess | undefined;

/** Runs a command to completion, showing its output only when it fails. */
function run(command: string, args: string[], cwd: string) {
  try {
    execFileSync(command, args, { cwd, stdio: "pipe", env: { ...process.env, CI: "" } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout ?? ""}\n${stderr ?? ""}`, { cause: error });
  }
}

async function waitForServer(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${url}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = mkdtempSync(path.join(os.tmpdir(), "eoffice-example-"));
  const app = path.join(workDir, "app");

  const packed = process.env.EOFFICE_UI_TARBALL?.trim();
  if (packed) copyFileSync(packed, path.join(workDir, path.basename(packed)));
  else run("pnpm", ["--filter", "@eoffice/ui", "pack", "--pack-destination", workDir], root);
  const tarball = readdirSync(workDir).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball to ${workDir}`);

  const skip = new Set(["node_modules", "dist"]);
  cpSync(exampleDir, app, {
    recursive: true,
    filter: (source) => !skip.has(path.basename(source)) && !source.endsWith(".tgz"),
  });
  renameSync(path.join(workDir, tarball), path.join(app, "eoffice-ui.tgz"));

  // Standalone project (not part of the workspace); every package is in the pnpm store already.
  run("pnpm", ["install", "--prefer-offline", "--ignore-workspace", "--config.lockfile=false", "--reporter=silent"], app);
  run(path.join(app, "node_modules", ".bin", "vite"), ["build", "--logLevel", "warn"], app);

  server = spawn(path.join(app, "node_modules", ".bin", "vite"), ["preview", "--port", String(port)], {
    cwd: app,
    stdio: "ignore",
  });
  await waitForServer(Date.now() + 20_000);
});

test.afterAll(() => {
  server?.kill();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test("renders the classic layout with the vertical navigation; links use the router", async ({ page }) => {
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "ยินดีต้อนรับสู่บริการออนไลน์ของเทศบาลตำบลตัวอย่าง" })).toBeVisible();
  const navigation = page.getByRole("navigation").filter({ has: page.getByRole("link", { name: "หน้าหลัก" }) });
  await expect(navigation.getByRole("link", { name: "หน้าหลัก" })).toHaveAttribute("aria-current", "page");
  await expect(navigation.getByRole("heading", { name: "บริการ" })).toBeVisible();
  // The app's own Tailwind classes are compiled together with the package's source CSS (`style` condition).
  await expect(page.getByTestId("path")).toHaveCSS("text-decoration-style", "wavy");

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
  await navigation.getByRole("link", { name: "ขอใช้น้ำประปา" }).click();
  await expect(page.getByTestId("path")).toHaveText("/services/water");
  await expect(navigation.getByRole("link", { name: "ขอใช้น้ำประปา" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  // One react-aria on the page: the app's useLocale reads the locale UiI18nProvider gives the design system.
  await expect(page.getByTestId("aria-locale")).toHaveText("th-TH");
});

test("the package's Sarabun faces load in an app that runs Tailwind itself: Thai and Latin text in the typeface", async ({ page }) => {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  // The browser asks for a face when it lays out text that needs it: not before React has drawn the page (once, the
  // check below ran first and found no face asked for).
  await expect(page.getByRole("heading", { name: "ยินดีต้อนรับสู่บริการออนไลน์ของเทศบาลตำบลตัวอย่าง" })).toBeVisible();
  // Every Sarabun face the page's text asked for has loaded; none failed (a font file missing from the package).
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Sarabun" && face.status !== "unloaded").map((face) => `${face.unicodeRange.slice(0, 9)} ${face.weight} ${face.status}`);
  });
  expect(faces.length, "the Thai page draws its text in Sarabun").toBeGreaterThan(0);
  for (const face of faces) expect(face, "a Sarabun face of the page").toMatch(/ loaded$/);
});

/** axe (WCAG 2.2 AA) on the example as it is: no violations. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test("the language menu switches the app and the design system to English; axe clean in both", async ({ page }) => {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /ภาษา/ }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome to the e-service of Sample Town" })).toBeVisible();
  await expect(page.getByTestId("aria-locale")).toHaveText("en-US");
  await expectNoAxeViolations(page);
});

test("the date picker and the data table of the built package work, with react-aria's strings in Thai", async ({ page }) => {
  await page.goto(url);
  await page.getByRole("button", { name: /ปฏิทิน/ }).click();
  const calendar = page.getByRole("dialog");
  await expect(calendar.getByRole("heading")).toHaveText(/25\d\d/); // the Buddhist era
  await page.keyboard.press("Enter"); // today, focused when the calendar opens
  await expect(calendar).toBeHidden();
  // The submitted value (react-aria also renders a date input of no form, for the browser's autofill).
  await expect(page.locator('input[name="date"]:not([form])')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  const table = page.getByRole("grid", { name: "คำร้อง" });
  await expect(table.getByRole("row")).toHaveCount(3);
  const subject = table.getByRole("columnheader", { name: /เรื่อง/ });
  await subject.click();
  await expect(subject).toHaveAttribute("aria-sort", "ascending");
  await subject.click();
  await expect(subject).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("row").nth(1)).toContainText("ค่าธรรมเนียมเก็บขยะ");
});

test("notifications open in a popover, with react-aria's hidden dismiss button in Thai", async ({ page }) => {
  await page.goto(url);
  await page.getByRole("button", { name: /การแจ้งเตือน/ }).click();
  const panel = page.getByRole("dialog", { name: /การแจ้งเตือน/ });
  await expect(panel.getByText("คำร้องของท่านได้รับการอนุมัติ")).toBeVisible();
  await expect(page.getByRole("button", { name: "ปิด", includeHidden: true }).first()).toBeAttached();
  await expect(page.getByRole("button", { name: "Dismiss", includeHidden: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("the settings drawer changes theme and scheme, remembered after a reload", async ({ page }) => {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "default");
  await page.getByRole("button", { name: "การตั้งค่า" }).click();
  const drawer = page.getByRole("dialog", { name: "การตั้งค่า" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("radiogroup", { name: "ธีมสี" }).getByRole("radio")).toHaveCount(6);
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--theme-primary-600"));
  const defaultPrimary = await primary();
  await drawer.getByRole("radio", { name: "กุหลาบ" }).check({ force: true });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "rose");
  // The compiled theme block applies: the palette variable differs from the default theme's.
  expect(await primary()).not.toBe(defaultPrimary);
  await drawer.getByRole("radio", { name: "มืด" }).check({ force: true });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "rose");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});
