/**
 * Import of existing data, end to end (tracker issue 38 item 2, "Done when"): in Chromium, against the built portal
 * and the real server, the demo administrator opens "นำเข้าข้อมูล" from the administration menu, in Thai, and imports
 * three CSV files (the page as it opens is checked with axe in English first): units, then staff users of the new unit (the new user's one-time password is shown once), then
 * garbage-fee accounts, whose dry run flags a bad national ID and writes nothing until confirmed. The dry-run page is
 * checked with axe. docs/import.md describes the files.
 */
import { expect, type Page } from "@playwright/test";
import { en, th } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, chooseLanguage, signIn, test } from "./support/session";

const t = th.import;
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`);

/** Chooses the kind, uploads `file` and waits for its dry run. */
async function dryRun(page: Page, kindName: string, name: string, file: Buffer): Promise<void> {
  await page.getByRole("button", { name: t.kind }).click();
  await page.getByRole("option", { name: kindName, exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: file });
  await expect(page.getByRole("heading", { name: t.stepCheck.replace("{{file}}", name) })).toBeVisible();
}

/** Confirms the dry run on the page and waits for the summary. */
async function confirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page.getByRole("heading", { name: t.stepDone })).toBeVisible();
}

test("an administrator imports units, staff and garbage accounts from CSV; the dry run flags a bad national ID (th)", async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, ACCOUNTS.staff, "/mwp");
  // The page as it opens, in English first (the journey goes on in Thai).
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: en.import.title }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole("heading", { name: en.import.title, level: 1 })).toBeVisible();
  await expectAccessibleNow(page, "import (en)");
  await chooseLanguage(page, "th");
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();

  // Units: a new division.
  const unit = `e2e-${stamp}`;
  await dryRun(page, t.kinds.units.name, "units.csv", csv(["รหัสหน่วยงาน,ชื่อหน่วยงานภาษาไทย,ชื่อหน่วยงานภาษาอังกฤษ", `${unit},กองทดสอบนำเข้า,Import Test Division`]));
  await expect(page.getByRole("row", { name: new RegExp(unit) })).toContainText(t.results.created);
  await confirm(page);
  await page.getByRole("button", { name: t.again }).click();

  // Staff users: one in the new unit; the one-time password is shown once.
  const user = `e2e.${stamp}`;
  await dryRun(
    page,
    t.kinds.staff.name,
    "staff.csv",
    csv(["ชื่อผู้ใช้,อีเมล,คำนำหน้าชื่อ,ชื่อ,นามสกุล,รหัสหน่วยงาน,บทบาท", `${user},${user}@example.go.th,นางสาว,นำเข้า,ทดสอบ,${unit},เจ้าหน้าที่`]),
  );
  await confirm(page);
  const passwords = page.getByRole("grid", { name: t.passwordsLabel });
  await expect(passwords.getByRole("row", { name: new RegExp(user.replace(".", "\\.")) })).toBeVisible();
  await page.getByRole("button", { name: t.again }).click();

  // Garbage-fee accounts: the second row's national ID has a wrong check digit.
  const base = String(Date.now()).slice(-7);
  await dryRun(
    page,
    t.kinds["garbage-accounts"].name,
    "accounts.csv",
    csv([
      "เลขที่บัญชีผู้ชำระ,บ้านเลขที่,ชื่อผู้ชำระค่าธรรมเนียม,ที่อยู่,ประเภท,เลขประจำตัวประชาชนผู้ชำระ (ถ้ามี)",
      `7${base}1,1/1,นายหนึ่ง นำเข้า,หมู่ 1,บ้านพักอาศัย,1101700230708`,
      `7${base}2,2/2,นายสอง นำเข้า,หมู่ 2,บ้านพักอาศัย,1101700230706`,
    ]),
  );
  const rows = page.getByRole("grid", { name: t.tableLabel });
  // The page opens on the errors: the bad national ID, in Thai, next to its column.
  await expect(rows.getByRole("row", { name: new RegExp(`7${base}2`) })).toContainText("เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง");
  await expect(rows.getByRole("row", { name: new RegExp(`7${base}1`) })).toHaveCount(0);
  await expect(page.getByText(t.errorsSkipped.replace("{{count}}", "1"))).toBeVisible();
  await expectAccessibleNow(page, "import dry run");
  await confirm(page);
  await expect(page.locator('dd[data-result="created"]').first()).toHaveText("1");
  await expect(page.locator('dd[data-result="error"]').first()).toHaveText("1");
});
