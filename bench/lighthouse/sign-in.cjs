/* global module, URL, fetch, localStorage */
// lhci `puppeteerScript` of bench/lighthouse.mjs: before each signed-in run, signs the demo resident in through
// the API (the same calls the sign-in page makes), stores the token and profile under the portal's localStorage
// keys (apps/portal/src/session/session-store.ts: `personAccessToken`, `person`), and empties the HTTP
// cache, so that Lighthouse (run with `disableStorageReset`) measures a first visit of a signed-in user.
/**
 * Signs the demo resident in through the API; resolves with the localStorage items the sign-in page leaves behind
 * (also used by bench/first-visit.mjs).
 * @param {string} origin @returns {Promise<{ personAccessToken: string, person: string }>}
 */
async function demoSession(origin) {
  const api = `${origin}/pxapi_eoffice/api`;
  const login = await fetch(`${api}/v1/person/login?version=1.0`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "somchai", password: "somchai-demo-2026" }),
  });
  const token = login.headers.get("px-auth-token");
  if (!token) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const profile = await fetch(`${api}/v1/personProfile/-1`, { headers: { "px-auth-token": token } }).then((r) => r.json());
  if (!profile.success) throw new Error(`Profile failed: ${JSON.stringify(profile)}`);
  return { personAccessToken: token, person: JSON.stringify(profile.data) };
}

/** @param {import('puppeteer-core').Browser} browser @param {{ url: string }} context */
module.exports = async (browser, context) => {
  const origin = new URL(context.url).origin;
  const stored = await demoSession(origin);
  const page = await browser.newPage();
  // A static file of the origin (not the app), so that nothing of the portal is cached by this visit.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, stored);
  const session = await page.createCDPSession();
  await session.send("Network.clearBrowserCache");
  await session.detach();
  await page.close();
};
module.exports.demoSession = demoSession;
