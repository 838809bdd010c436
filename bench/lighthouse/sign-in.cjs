/* global module, fetch */
// The demo resident's sign-in for the bench scripts and the first-heading byte budget (bench/lighthouse.mjs,
// bench/first-visit.mjs, bench/fonts.mjs, scripts/first-heading-scripts.mjs): the same calls the sign-in page makes,
// and the localStorage items it leaves (apps/portal/src/session/session-store.ts: `personAccessToken`, `person`),
// which each script stores before it opens a page, to measure a first visit of a signed-in user.
/**
 * Signs the demo resident in through the API; resolves with the localStorage items the sign-in page leaves behind
 * (the keys as the portal stores them).
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

module.exports = { demoSession };
