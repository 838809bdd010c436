// Prints the portal's first-load weight: the JS and CSS that index.html loads (scripts, modulepreloads,
// stylesheets), raw and gzip bytes, plus the whole dist for comparison. Run after `pnpm build`:
//   node bench/bundle-size.mjs
import { readFile, readdir, stat } from "node:fs/promises";
import { gzipSync, brotliCompressSync } from "node:zlib";
import path from "node:path";

const dist = path.resolve(process.argv[2] ?? "apps/portal/dist");
const html = await readFile(path.join(dist, "index.html"), "utf8");
const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

async function measure(files) {
  const out = { js: { raw: 0, gzip: 0, brotli: 0, n: 0 }, css: { raw: 0, gzip: 0, brotli: 0, n: 0 } };
  for (const f of files) {
    const buf = await readFile(path.join(dist, f));
    const kind = f.endsWith(".css") ? "css" : "js";
    out[kind].raw += buf.length;
    out[kind].gzip += gzipSync(buf, { level: 9 }).length;
    out[kind].brotli += brotliCompressSync(buf).length;
    out[kind].n += 1;
  }
  return out;
}

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files.push(...(await walk(p)));
    else if (/\.(js|css)$/.test(e.name) && (await stat(p)).isFile()) files.push(path.relative(dist, p));
  }
  return files;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const first = await measure(refs);
const all = await measure(await walk(dist));
for (const [label, m] of [["first load", first], ["whole dist", all]]) {
  for (const kind of ["js", "css"]) {
    const x = m[kind];
    console.log(`${label.padEnd(10)} ${kind.padEnd(3)} files=${String(x.n).padStart(3)} raw=${kb(x.raw).padStart(10)} gzip=${kb(x.gzip).padStart(9)} brotli=${kb(x.brotli).padStart(9)}`);
  }
}
console.log(`first-load share of all JS (gzip): ${((first.js.gzip / Math.max(all.js.gzip, 1)) * 100).toFixed(1)} %`);
