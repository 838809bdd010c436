import { chromium } from "@playwright/test";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const ids = ["empty--default","classic--default","layout--classy","compact--default","dense--default","futuristic--default","thin--default","centered--default","enterprise--default","material--default","modern--default"];
let count = 0;
for (const theme of ["default", "brand", "indigo", "rose", "purple", "amber"]) for (const scheme of ["light", "dark"]) for (const id of ids) {
  await page.goto(`http://localhost:6108/iframe.html?id=layouts-${id}&viewMode=story&globals=scheme:${scheme};theme:${theme}`);
  await page.waitForSelector("[data-layout]");
  await page.waitForTimeout(200);
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ["violations"], runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }));
  count++;
  for (const v of result.violations) console.log(theme, scheme, id, v.id, v.nodes.length, v.nodes.slice(0,2).map(n => n.target.join(" ") + " :: " + (n.any[0]?.message ?? "")).join(" | "));
}
console.log("checked", count);
await browser.close();
