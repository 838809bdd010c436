/**
 * A complaint written on a bus with no network (tracker issue 40 "Done when"), in Chromium against the built portal:
 * a resident visits the e-service home once (the service worker installs and keeps the shell, `apps/portal/src/sw.ts`);
 * with the network switched off the home renders from the device, the complaint form opens, and a complaint with a
 * photo is written (its draft, photo included, survives a reload) and kept on the device (`apps/portal/src/lib/outbox.ts`),
 * shown as waiting; when the network returns the page sends it by itself, once (its `Idempotency-Key`), and it appears
 * in "My complaints".
 * Then an e-service request the same way: the form opened once with a network, a photo attached without one is kept on
 * the device with the draft (shown again after a reload), the request waits with its file and is sent once when the
 * network returns, listed once in "My complaints" with its file on its page.
 * Only public answers of the API are kept. The form with the waiting complaint is checked with axe; sign-out deletes
 * what the device kept.
 *
 * The "new version" prompt (tracker issue 40 item 3): build A's worker controls the page, the server starts serving
 * build B's worker, the prompt shows, and "Reload now" switches the page to B, in English, then to build C in Thai.
 * The test serves the builds through a small proxy of its own in front of the test server, which answers `/sw.js`
 * itself: the build's worker, and for B and C the same script with a first line that answers `/__build` with the
 * build's name (a worker that differs by a byte is a new version to the browser). Playwright's routes do not see the
 * browser's fetch of a worker's script.
 */
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { en, th } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, chooseLanguage, newPerson, signIn, test } from "./support/session";

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

/**
 * The names of the files kept with the device's drafts (`eoffice-device`, store `items`): the photos of complaint drafts
 * (`photos`), or the attachments of e-service request drafts kept with their contents (`files`, each with its `blob`).
 */
function draftFileNames(page: Page, field: "photos" | "files"): Promise<string[]> {
  return page.evaluate(
    (key) =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open("eoffice-device");
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const all = opened.result.transaction("items").objectStore("items").getAll();
          all.onsuccess = () => {
            opened.result.close();
            const drafts = all.result as { values?: Record<string, { name: string; blob?: Blob }[] | undefined> }[];
            const kept = drafts.flatMap((draft) => draft.values?.[key] ?? []).filter((file) => key === "photos" || file.blob instanceof Blob);
            resolve(kept.map((file) => file.name));
          };
        };
      }),
    field,
  );
}

/** The names of the page's IndexedDB databases. */
function databases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ""));
}

test("offline: the home renders from the device, a complaint with a photo waits and is sent once when the network returns", async ({ browser }) => {
  const page = await newPerson(browser, { serviceWorkers: "allow" });
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
  // The provinces of an address field, kept at install too (a form's address picker opened offline offers them).
  expect(keptCalls).toContain("/pxapi_eoffice/api/v1/ThaiAddress/province");
  expect(keptCalls.filter((path) => /personProfile|notification|message|Complaint\/search|common\//i.test(path))).toEqual([]);

  // No network: the home and the complaint form come from the device. Online the worker passes the build's files through
  // to the browser's HTTP cache (`sw.ts`); with that cache emptied, they can only come from the worker's own copies.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
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
  await expect.poll(() => draftFileNames(page, "photos")).toEqual(["tree.png"]);
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

  // An e-service request with a photo attached without a network (the form was opened once with one).
  await page.goto("/e-service/main/form/technical-lighting");
  const lampForm = page.getByRole("form", { name: "Street light repair or installation" });
  await expect(lampForm).toBeVisible();
  await page.context().setOffline(true);
  await lampForm.getByText("Repair a light that is out or broken", { exact: true }).click();
  const place = `Lane 5 by the temple (${Date.now()})`;
  await lampForm.getByRole("textbox", { name: "Place (road, lane, landmark)" }).fill(place);
  await lampForm.getByRole("textbox", { name: "Number of lamps" }).fill("2");
  await lampForm.getByRole("group", { name: "Photos" }).locator('input[type="file"]').setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: PHOTO });
  await expect(lampForm.getByText("lamp.png", { exact: true })).toBeVisible();
  await expect.poll(() => draftFileNames(page, "files")).toEqual(["lamp.png"]);
  // The draft brings the file back after a reload, still without a network.
  await page.reload();
  await expect(lampForm.getByRole("textbox", { name: "Place (road, lane, landmark)" })).toHaveValue(place);
  await expect(lampForm.getByText("lamp.png", { exact: true })).toBeVisible();
  await lampForm.getByRole("button", { name: en.eservice.form.continue }).click();
  await page.getByRole("button", { name: en.eservice.check.submit }).click();
  await expect(page.getByText(en.offline.outbox.queuedRequest)).toBeVisible();
  await expect(waiting.getByRole("listitem")).toHaveCount(1);
  await expect(waiting.getByRole("listitem")).toContainText("1 attachment");
  await page.context().setOffline(false);
  await expect(waiting.getByText(/Sent: ER-\d{4}-\d{6}/)).toBeVisible({ timeout: 30_000 });
  const requestNumber = (await waiting.getByText(/Sent: ER-/).textContent())!.match(/ER-\d{4}-\d{6}/)![0];
  await page.goto("/e-service/main/complaints");
  const row = page.getByRole("row").filter({ hasText: requestNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: requestNumber }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(requestNumber);
  await expect(page.getByText("lamp.png").first()).toBeVisible();

  // Sign-out leaves nothing of the resident's on the device.
  expect(await databases(page)).toContain("eoffice-device");
  await page.getByRole("button", { name: /^User menu: / }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-(in|out)/);
  await expect.poll(() => databases(page)).not.toContain("eoffice-device");
});

/** A proxy in front of the test server (`upstream`) that answers `/sw.js` with the worker of the build it serves. */
interface BuildProxy {
  /** The proxy's address (another origin than the test server's: a service worker registration of its own). */
  url: string;
  /** Serves the build's own worker (`A`), or that worker marked as another build (`B`, `C`). */
  serve: (build: string) => void;
  close: () => Promise<void>;
}

/** Starts a {@link BuildProxy} on a free port. */
async function startBuildProxy(upstream: string): Promise<BuildProxy> {
  const target = new URL(upstream);
  const worker = await (await fetch(new URL("/sw.js", upstream))).text();
  let build = "A";
  const server: Server = createServer((incoming, answer) => {
    if (incoming.url?.split("?")[0] === "/sw.js") {
      const marker = `self.addEventListener("fetch", (e) => { if (new URL(e.request.url).pathname === "/__build") e.respondWith(new Response(${JSON.stringify(build)})); });`;
      answer.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" });
      answer.end(build === "A" ? worker : `${marker}\n${worker}`);
      return;
    }
    const outgoing = forward(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (upstreamAnswer) => {
        answer.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
        upstreamAnswer.pipe(answer);
      },
    );
    outgoing.on("error", () => answer.destroy());
    incoming.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (next) => void (build = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the worker in control answers to `/__build` (a build's name, or the server's page when A is in control). */
function buildInControl(page: Page): Promise<string> {
  return page.evaluate(async () => (navigator.serviceWorker.controller ? (await fetch("/__build")).text() : "none"));
}

/**
 * Serves `build`, lets the page find it (`registration.update()`, as the browser does on a navigation), presses
 * "Reload now" of the prompt in the page's language and expects the page reloaded with `build` in control.
 */
async function switchTo(page: Page, proxy: BuildProxy, build: string, strings: typeof en): Promise<void> {
  proxy.serve(build);
  await page.evaluate(async () => void (await (await navigator.serviceWorker.ready).update()));
  const prompt = page.getByRole("region", { name: strings.offline.update.title });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  if (strings === en) await expectAccessibleNow(page, "the new version prompt");
  // A mark on the page that a reload forgets.
  await page.evaluate(() => Object.assign(window, { beforeTheNewVersion: true }));
  await prompt.getByRole("button", { name: strings.offline.update.reload }).click();
  // Asked while the page reloads, the page cannot answer: asked again.
  await expect.poll(() => page.evaluate(() => "beforeTheNewVersion" in window).catch(() => true), { timeout: 30_000 }).toBe(false);
  await expect.poll(() => buildInControl(page).catch(() => "reloading"), { timeout: 30_000 }).toBe(build);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("a new version: when the server serves a newer worker, the prompt shows and \"Reload now\" switches the page to it", async ({ browser }) => {
  const proxy = await startBuildProxy(test.info().project.use.baseURL!);
  try {
    const page = await (await browser.newContext({ baseURL: proxy.url, serviceWorkers: "allow" })).newPage();
    await page.goto("/sign-in");
    await expect.poll(() => buildInControl(page), { timeout: 60_000 }).not.toBe("none");
    await switchTo(page, proxy, "B", en);
    await chooseLanguage(page, "th");
    await switchTo(page, proxy, "C", th);
    await page.context().close();
  } finally {
    await proxy.close();
  }
});
