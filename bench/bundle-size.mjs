// Prints the portal's bundle figures per budget of `.size-limit.mjs` (the same file lists `pnpm size` checks):
// the critical path of index.html, the first heading of each page (measured in Chromium), every lazy route chunk, and
// the whole dist;
// raw, gzip (level 9) and brotli bytes. Run after `pnpm build`:
//   node bench/bundle-size.mjs
import { readFile, readdir } from "node:fs/promises";
import { gzipSync, brotliCompressSync } from "node:zlib";
import path from "node:path";
import checks, { DIST } from "../.size-limit.mjs";

async function measure(files) {
  const out = { raw: 0, gzip: 0, brotli: 0, n: files.length };
  for (const file of files) {
    const buf = await readFile(file);
    out.raw += buf.length;
    out.gzip += gzipSync(buf, { level: 9 }).length;
    out.brotli += brotliCompressSync(buf).length;
  }
  return out;
}

async function walk(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(p)));
    else if (/\.(js|css)$/.test(entry.name)) files.push(p);
  }
  return files;
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const rows = [...checks, { name: "whole dist (js + css)", path: await walk(path.join(DIST, "assets")), limit: "-" }];
for (const row of rows) {
  const m = await measure(row.path);
  console.log(
    `${row.name.padEnd(48)} files=${String(m.n).padStart(3)} raw=${kb(m.raw).padStart(9)} gzip=${kb(m.gzip).padStart(9)} brotli=${kb(m.brotli).padStart(9)}  budget=${row.limit}`,
  );
}
