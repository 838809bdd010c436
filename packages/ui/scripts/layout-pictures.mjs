/**
 * Pictures of the eleven layouts for the Layouts guide (`src/layouts/layouts.mdx`, tracker issue 42 item 1), made from
 * the layout screenshots of the visual test (`e2e/visual/__screenshots__/<layout>-<width>-<scheme>.png`, which
 * `pnpm test:visual` keeps true): the 1440 px shot as the desktop picture, 720 px wide, and the 375 px shot as the
 * phone picture, 250 px wide, in both schemes, as WebP (sharp). Run again after the baselines change:
 *
 *   node packages/ui/scripts/layout-pictures.mjs
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shots = path.resolve(uiRoot, "../../e2e/visual/__screenshots__");
const out = path.join(uiRoot, "src/layouts/pictures");

/** The layouts, as named by the screenshots and the guide. */
export const LAYOUTS = ["empty", "classic", "classy", "compact", "dense", "futuristic", "thin", "centered", "enterprise", "material", "modern"];

/** Picture kinds: the screenshot width they come from and the width they are shown at, in CSS pixels. */
const KINDS = { desktop: { shot: 1440, width: 720 }, phone: { shot: 375, width: 250 } };

await mkdir(out, { recursive: true });
for (const layout of LAYOUTS) {
  for (const [kind, { shot, width }] of Object.entries(KINDS)) {
    for (const scheme of ["light", "dark"]) {
      await sharp(path.join(shots, `${layout}-${shot}-${scheme}.png`))
        .resize({ width })
        .webp({ quality: 80 })
        .toFile(path.join(out, `${layout}-${kind}-${scheme}.webp`));
    }
  }
}
console.log(`${LAYOUTS.length * 4} pictures in ${path.relative(process.cwd(), out)}`);
