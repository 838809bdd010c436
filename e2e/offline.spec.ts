/**
 * A complaint written on a bus with no network (tracker issue 40 "Done when"), in Chromium against the built portal:
 * a resident visits the e-service home once (the service worker installs and keeps the shell, `apps/portal/src/sw.ts`);
 * with the network switched off the home renders from the device, the complaint form opens, and a complaint with a
 * photo is written (its draft, photo included, survives a reload) and kept on the device (`apps/portal/src/lib/outbox.ts`),
 * shown as waiting; when the network returns the page sends it by itself, once (its `Idempotency-Key`), and it appears
 * in "My complaints".
 * Only public answers of the API are kept. The form with the waiting complaint is checked with axe; sign-out deletes
 * what the device kept.
 *
 * The "new version" prompt (tracker issue 40 item 6) has no test here: in Chromium its "Reload now" left the newer
 * worker waiting, so a test of it failed in every run (tracker issue 40 keeps it open).
 */
import { expect, test, type Page } from "@playwright/test";
import { en } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, newPerson, signIn } from "./support/session";

test.describe.configure({ timeout: 180_000 });

/** A 1 x 1 PNG photo. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** Whether the service worker controls the page and has kept every route module the page lists. */
function shellKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const list = JSON.parse(document.getElementById("route-modules")?.textContent ?? "[]") as string[];
    const kept = new Set((await (await caches.open("eoffice-assets")).keys()).map((request) => new URL(request.url).pathname));
    return list.length > 0 && list.every((file) => kept.has(file));
  });
}

/** The resident's complaints whose details contain `text`, through the API with the page's stored token. */
function complaintsWith(page: Page, text: string): Promise<number> {
  return page.evaluate(async (detail) => {
    const answer = await fetch("/pxapi_eoffice/api/v1/Complaint/search?offset=0&limit=100", {
      method: "POST",
      headers: { "content-type": "application/json", "px-auth-token": localStorage.getItem("personAccessToken") ?? "" },
      body: JSON.stringify({ text: detail }),
    });
    return ((await answer.json()) as { total: number }).total;
  }, text);
}

/** The names of the photos kept with the device's complaint drafts (`eoffice-device`, store `items`, keys `draft:`). */
function draftPhotos(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open("eoffice-device");
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const all = opened.result.transaction("items").objectStore("items").getAll();
          all.onsuccess = () => {
            opened.result.close();
            const drafts = (all.result as { values?: { photos?: { name: string }[] } }[]).filter((value) => value.values?.photos);
            resolve(drafts.flatMap((draft) => draft.values!.photos!.map((photo) => photo.name)));
          };
        };
      }),
  );
}

/** The names of the page's IndexedDB databases. */
function databases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ""));
}

test("offline: the home renders from the device, a complaint with a photo waits and is sent once when the network returns", async ({ browser }) => {
  const page = await newPerson(browser);
  await signIn(page, ACCOUNTS.resident);
  await expect.poll(() => shellKept(page), { timeout: 60_000 }).toBe(true);
  // Of the API, only public answers are kept: the lookups, never the signed-in resident's own (profile, inbox), which a
  // visit through the worker asks for.
  await page.reload();
  await expect(page.getByRole("button", { name: /^User menu: / })).toBeVisible();
  const keptCalls = await page.evaluate(async () =>
    (await (await caches.open("eoffice-public-api")).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(keptCalls).toContain("/pxapi_eoffice/api/v1/ComplaintKindMenu/listAll");
  expect(keptCalls.filter((path) => /personProfile|notification|message|Complaint\/search|common\//i.test(path))).toEqual([]);

  // No network: the home and the complaint form come from the device.
  await page.context().setOffline(true);
  await page.goto("/e-service/main");
  await expect(page.getByRole("button", { name: /^User menu: / })).toBeVisible();
  await page.goto("/e-service/main/complaints/new");
  await page.getByRole("list", { name: en.complaints.new.chooseKind }).getByRole("link").first().click();
  const detail = `A fallen tree blocks the lane behind the school (${Date.now()})`;
  await page.getByRole("textbox", { name: en.complaints.new.detail }).fill(detail);
  await page.getByRole("textbox", { name: en.complaints.new.location }).fill("Lane 3 behind the school");
  await page.getByRole("textbox", { name: en.complaints.new.phone }).fill("081-234-5678");
  await page.locator('input[type="file"]').setInputFiles({ name: "tree.png", mimeType: "image/png", buffer: PHOTO });
  // The draft keeps the photo on the device with the text: a reload brings both back.
  await expect(page.getByText("tree.png", { exact: true })).toBeVisible();
  await expect.poll(() => draftPhotos(page)).toEqual(["tree.png"]);
  await page.reload();
  await expect(page.getByRole("textbox", { name: en.complaints.new.detail })).toHaveValue(detail);
  await expect(page.getByText("tree.png", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: en.complaints.new.submit }).click();
  await expect(page.getByText(en.offline.outbox.queued)).toBeVisible();
  const waiting = page.getByRole("region", { name: en.offline.outbox.title });
  await expect(waiting.getByRole("listitem")).toHaveCount(1);
  await expect(waiting.getByRole("listitem")).toContainText("1 photo");
  await expect(waiting.getByText(en.offline.outbox.offline)).toBeVisible();
  await expectAccessibleNow(page, "complaint form with a waiting complaint");

  // The network returns: the page sends it by itself (the `online` event, or Background Sync), once, shows its number,
  // and it is listed in "My complaints".
  await page.context().setOffline(false);
  await expect(waiting.getByText(/Sent: CP-\d{4}-\d{6}/)).toBeVisible({ timeout: 30_000 });
  await expect(waiting.getByRole("listitem")).toHaveCount(0);
  const number = (await waiting.getByText(/Sent: CP-/).textContent())!.match(/CP-\d{4}-\d{6}/)![0];
  await page.goto("/e-service/main/complaints");
  await expect(page.getByRole("row").filter({ hasText: number })).toHaveCount(1);
  expect(await complaintsWith(page, detail)).toBe(1);

  // Sign-out leaves nothing of the resident's on the device.
  expect(await databases(page)).toContain("eoffice-device");
  await page.getByRole("button", { name: /^User menu: / }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-(in|out)/);
  await expect.poll(() => databases(page)).not.toContain("eoffice-device");
});
