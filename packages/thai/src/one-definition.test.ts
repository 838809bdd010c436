// Tracker issue 37 item 2: one definition each of the Bangkok offset, the Buddhist-era year and the national-ID
// check digit, all in this package. Scans the repository's tracked TypeScript sources for another. Tests are left
// out: they compute an expected value on their own on purpose (a test that imported the function it checks would
// prove nothing).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const home = "packages/thai/";

/** What a second copy looks like, by helper. */
const COPIES: { name: string; pattern: RegExp }[] = [
  {
    name: "the Bangkok offset (7 hours)",
    pattern:
      /\b7\s*\*\s*(?:60\s*\*\s*60\s*\*\s*1_?000|3_?600\s*\*\s*1_?000|3_?600_?000|60\s*\*\s*60_?000)\b|\b25_?200_?000\b|\bBANGKOK_(?:OFFSET_)?(?:MS|HOURS)\s*=|\bTHAILAND_OFFSET_MS\s*=|\boffsetHours\s*=\s*7\b/,
  },
  { name: "a date-time written with Bangkok's offset", pattern: /\+07:?00\b/ },
  // @internationalized/date's conversions of an instant into a time zone's calendar (the Bangkok day of the service
  // forms' date rules was one, till 2026-11-30).
  { name: "an instant turned into Bangkok's calendar another way", pattern: /\b(?:fromAbsolute|toZoned|toTimeZone)\(/ },
  // The UTC day or month of an instant, which is the day before Bangkok's from 00:00 to 07:00 Bangkok time: an export
  // named by the day, a due day, a date field's limit (till 2026-12-01). `bangkokDay` and `bangkokMonth` instead.
  { name: "the day or month of an instant read in UTC", pattern: /\bnew Date\([^()]*\)\.toISOString\(\)\.slice\(0,\s*(?:10|7)\)/ },
  // A `YYYY-MM-DD` day checked or counted with `Date.parse`, which reads 2026-02-30 as 2 March (three copies, the
  // server's form rules, the form renderer and the queue filters, accepted it till 2026-11-30). `isCalendarDay`,
  // `daysBetween`, `addDays` and `ageOn` instead.
  { name: "a calendar day checked or counted with Date.parse", pattern: /\bDate\.parse\(`\$\{[^}]+\}T00:00:00Z`\)/ },
  { name: "the Buddhist-era year (+ 543)", pattern: /\+\s*543\b|\b543\s*\+/ },
  { name: "a national-ID check digit loop", pattern: /\*\s*\(\s*13\s*-\s*\w+\s*\)|%\s*11\b/ },
];

/** Whether a file is a test or a test's support (unit, API, stories' and end-to-end tests). */
const isTest = (file: string) => /\.(?:test|spec)\.tsx?$/.test(file) || /^(?:e2e|apps\/api\/test)\//.test(file);

/** The tracked TypeScript sources outside this package, tests left out. */
function sources(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mts"], { cwd: root, encoding: "utf8" });
  return out.split("\0").filter((file) => file !== "" && !file.startsWith(home) && !file.endsWith(".d.ts") && !isTest(file));
}

describe("one definition of each Thai helper", () => {
  const files = sources().map((file) => {
    let text = "";
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      // A file deleted in the working tree but still tracked.
    }
    return { file, text };
  });

  it("finds the sources", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  for (const { name, pattern } of COPIES) {
    it(`writes ${name} only in packages/thai`, () => {
      const found = files.flatMap(({ file, text }) =>
        text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
      expect(found).toEqual([]);
    });
  }
});
