import { chromium } from "@playwright/test";
const url = process.argv[2] ?? "http://127.0.0.1:8531/sign-in";
const out = process.argv[3] ?? "/tmp/sd/trace.json";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
if (process.env.SIGNED_IN) {
  const p0 = await ctx.newPage(); await p0.goto(new URL("/sign-in", url).href);
  await p0.getByRole("textbox", { name: /user name|ชื่อผู้ใช้/i }).fill("somchai"); await p0.getByLabel(/^password|รหัสผ่าน/i).first().fill("somchai-demo-2026");
  await p0.getByRole("button", { name: /^sign in$|^เข้าสู่ระบบ$/i }).click(); await p0.waitForURL(/e-service/); await p0.close();
}
const page = await ctx.newPage();
await browser.startTracing(page, { path: out, categories: ["devtools.timeline","disabled-by-default-devtools.timeline","v8.execute","blink","loading","toplevel","disabled-by-default-v8.cpu_profiler","v8"] });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(5000);
await browser.stopTracing();
await browser.close();
