/**
 * Thai wording lint (tracker issue 43; docs/thai-glossary.md): every Thai string a user reads follows the glossary.
 *
 * The Thai strings are every string literal, template text and JSX text holding a Thai letter in the product's
 * sources (`apps/api/src`, `apps/portal/src`, `packages/ui/src`, `packages/thai/src`, without tests, stories and
 * the ui's story fixtures), which includes the seeded reference data, the e-mail templates, the notifications and
 * the receipt, and every string of the portal's Thai locale files (`apps/portal/src/locales/th/`). The test fails:
 *
 * - on a term the glossary says to avoid (`AVOID`: the gendered particles, "เรา", the other institutions' names,
 *   the status names that say something else, the loanwords and misspellings of its tables and of section 10);
 * - on Latin letters in a Thai string outside `LATIN_ALLOWED` (proper names, file formats, reference-number
 *   prefixes; placeholders such as `{{number}}` and `{name}` are not text);
 * - on a status, role or unit name that differs between the seed (`SEED_COMPLAINT_STATUSES`, the organisation's
 *   units), the locale files and the server's sources: every table keyed by the status codes (or the role codes)
 *   must name them as the seed (the locale's `roles`) does, an e-mail signs with a unit the seed has, and an item of
 *   the e-service menu carries the name of the service it opens (the catalogue's seed) in Thai. (English keeps its
 *   shorter labels: the English core strings are in the portal's entry chunk, whose byte budget is full.)
 *
 * Each finding names its file and the string; `ALLOWED_QUOTES` lists the places that must quote an avoided term on
 * purpose (an import that still reads a name older files use), each with its reason.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { DEMO_ORG_UNITS, SEED_COMPLAINT_STATUSES } from "../apps/api/src/seeds/seed-data";
import { SEED_E_SERVICES } from "../apps/api/src/seeds/seed-eservices";
import { thParts } from "../apps/portal/src/locales/index";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A Thai letter (the Thai block, U+0E00 to U+0E7F). */
const THAI = /[\u0E00-\u0E7F]/;

/** One Thai string and where it is. */
interface ThaiString {
  file: string;
  /** The locale key, or the line of the source. */
  where: string;
  text: string;
}

/** The product's source files whose strings users read. */
function sourceFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "apps/api/src", "apps/portal/src", "packages/ui/src", "packages/thai/src"], { cwd: ROOT, encoding: "utf8" });
  return out
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => !/\.(test|stories|spec)\.tsx?$/.test(file) && !file.startsWith("packages/ui/src/fixtures/"));
}

/** The Thai texts of one source file: string literals, template texts and JSX texts holding a Thai letter. */
function thaiLiterals(file: string): ThaiString[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  if (!THAI.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ThaiString[] = [];
  const add = (node: ts.Node, value: string) => {
    if (!THAI.test(value)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, where: `line ${line}`, text: value });
  };
  const visit = (node: ts.Node) => {
    // A seeded item's former texts are kept to recognise rows still holding them (`formerTitlesTh` of the menu).
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text.startsWith("former")) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((span) => `\${} ${span.literal.text}`)].join(""));
    else if (ts.isJsxText(node)) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every string of a locale tree with its key. */
function localeStrings(file: string, value: unknown, key = ""): ThaiString[] {
  if (typeof value === "string") return THAI.test(value) ? [{ file, where: key, text: value }] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([child, inner]) => localeStrings(file, inner, key ? `${key}.${child}` : child));
}

const LOCALE_STRINGS = Object.entries(thParts).flatMap(([part, strings]) => localeStrings(`apps/portal/src/locales/th/${part}.json`, strings));
const SOURCE_FILES = sourceFiles();
const SOURCE_STRINGS = SOURCE_FILES.flatMap(thaiLiterals);
const ALL_STRINGS = [...LOCALE_STRINGS, ...SOURCE_STRINGS];

/** A term to avoid: a pattern, and what the glossary says instead. */
interface Avoid {
  pattern: RegExp;
  use: string;
}

/** Not before a Thai letter or vowel sign (the end of a word, as near as Thai without spaces allows). */
const END = "(?![\\u0E01-\\u0E4E])";

/** The glossary's "avoid" terms that are wrong wherever they stand (docs/thai-glossary.md sections 1 to 10). */
const AVOID: readonly Avoid[] = [
  // Section 10, register: no gendered particles, the municipality is never เรา.
  { pattern: /ครับ|ค่ะ|จ้ะ/, use: "no particle (section 10)" },
  { pattern: new RegExp(`คะ${END}`), use: "no particle (section 10)" },
  { pattern: new RegExp(`(?<=[\\s]|^)นะ${END}`), use: "no particle (section 10)" },
  { pattern: /เรา(?!ะ)/, use: "เทศบาล, or ระบบ for automatic actions (section 10)" },
  // Section 10, punctuation and voice: no "?" or "!", no English-style passive with ถูก.
  { pattern: /[?!]/, use: "no ? or ! (section 10): a question asks ต้องการ…หรือไม่" },
  { pattern: /จะถูก|ถูกส่ง|ถูกลบ|ถูกยกเลิก|ถูกปิด|ถูกรีเซ็ต/, use: "active voice, name who acts (section 10)" },
  // Section 1, people and roles.
  { pattern: /ผู้ร้อง(?!เรียน|ทุกข์)/, use: "ผู้ร้องเรียน, ผู้ยื่นคำร้อง or ผู้ยื่นเรื่อง (section 1)" },
  { pattern: /ลูกค้า|ผู้ใช้ทั่วไป|สมัครสมาชิก/, use: "ประชาชน; ลงทะเบียน (sections 1, 7)" },
  { pattern: /ศูนย์ดำรงธรรม/, use: "เจ้าหน้าที่รับเรื่องร้องเรียนการทุจริต; ศูนย์รับเรื่องราวร้องทุกข์ (sections 1, 2)" },
  { pattern: /เจ้าหน้าที่ควบคุมเอกสาร/, use: "เจ้าหน้าที่สารบรรณ (section 1)" },
  { pattern: /เจ้าของบัญชี/, use: "ผู้ชำระค่าธรรมเนียม (sections 1, 5)" },
  { pattern: /แอดมิน|สตาฟ/, use: "ผู้ดูแลระบบ; เจ้าหน้าที่ (section 1)" },
  // Section 2, units.
  { pattern: /แผนก|หน่วยงานแม่/, use: "กอง, ฝ่าย, งาน, หน่วยงาน; หน่วยงานต้นสังกัด (section 2)" },
  { pattern: /ศูนย์รับเรื่องร้องเรียน/, use: "ศูนย์รับเรื่องราวร้องทุกข์ (section 2)" },
  // Section 3, complaints and requests.
  { pattern: /คำร้องเรียน|ข้อร้องเรียน|ใบคำร้อง|เคส/, use: "เรื่องร้องเรียน; คำร้อง; เรื่อง (section 3)" },
  { pattern: /หน่วยงานรับเรื่องแล้ว|รับดำเนินการ/, use: "status accepted: รับเรื่องแล้ว (section 3)" },
  { pattern: /กำลังดำเนินการ/, use: "status in progress: อยู่ระหว่างดำเนินการ (section 3)" },
  { pattern: /เสร็จสิ้น/, use: "status completed: ดำเนินการแล้วเสร็จ (section 3)" },
  { pattern: /ไม่รับเรื่อง/, use: "status and action rejected: ยุติเรื่อง (section 3)" },
  { pattern: /ส่งเรื่องร้องเรียน|^ส่งคำร้อง$/, use: "ยื่นเรื่องร้องเรียน; ยื่นคำร้อง (section 3)" },
  { pattern: /ถอนเรื่อง|โอนเรื่อง|โน้ต|ผู้รับงาน|(?<!สำห)รับงาน/, use: "ยกเลิกเรื่อง; ส่งต่อ; บันทึกภายใน; เจ้าหน้าที่ผู้รับผิดชอบ; รับเรื่อง (section 3)" },
  { pattern: /กำหนดตอบ|คาดว่าจะได้รับคำตอบ|กำหนดเสร็จ|กำหนดวันแล้วเสร็จ/, use: "กำหนดแล้วเสร็จ (section 3)" },
  { pattern: /เรื่องร้องเรียนลับ/, use: "เรื่องลับ (section 3)" },
  { pattern: /(?<!คำร้องและ)เรื่องร้องเรียนของฉัน/, use: "คำร้องและเรื่องร้องเรียนของฉัน (section 3)" },
  { pattern: /แดชบอร์ด|คิว(?!อาร์)/, use: "สถิติเรื่องร้องเรียนและคำร้อง; เรื่องที่ต้องดำเนินการ (section 3)" },
  // Section 4, e-services.
  { pattern: /อีเซอร์วิส|แคตตาล็อก|แบบคำขอ|ฟรี/, use: "บริการออนไลน์; รายการบริการ; แบบคำร้อง; ไม่มีค่าธรรมเนียม (section 4)" },
  // Section 5, payments.
  { pattern: /ค่าขยะ|ค่าเก็บขยะ|บิล|หนี้ค้าง|ทรานแซกชัน|สลิป|เรต/, use: "section 5 terms" },
  { pattern: /฿/, use: "1,250.00 บาท (section 9)" },
  { pattern: /เลขที่บัญชี(?!ผู้)/, use: "เลขที่บัญชีผู้ชำระ, not a bank account's เลขที่บัญชี (section 5)" },
  // Sections 6 and 7, documents and accounts.
  { pattern: /ด็อก|โฟลเดอร์|เวอร์ชัน|อัพโหลด|(?<![บ])ล็อก|ลงชื่อเข้าใช้|แอคเคาท์|ยูสเซอร์เนม|รีเซ็ต|โปรไฟล์/, use: "sections 6 and 7 terms" },
  { pattern: /ข้อมูลบุคคล/, use: "ข้อมูลส่วนบุคคล (section 7)" },
  { pattern: /เลขบัตรประชาชน|เลขบัตรประจำตัวประชาชน/, use: "เลขประจำตัวประชาชน (section 7)" },
  { pattern: /อีเมล์/, use: "อีเมล (section 10)" },
  // Section 8, errors.
  { pattern: /ห้ามว่าง|เซิร์ฟเวอร์ล่ม|สำเร็จ!/, use: "section 8 terms" },
  // Section 9 and 10, dates, spelling.
  { pattern: /ค\.ศ\./, use: "พ.ศ. (section 9)" },
  { pattern: /อนุญาติ|ผลลัพท์|สังเกตุ|ปฎิบัติ|โอกาศ|อินเตอร์เน็ต|เว็บไซท์|ลิงค์|ดิจิตอล|อิเล็คทรอนิกส์|แอพ|คลิ๊ก|คลิกที่นี่/, use: "Royal Institute spelling (section 10)" },
];

/** Places that must quote an avoided term on purpose, by file and term, with the reason. */
const ALLOWED_QUOTES: readonly { file: string; text: RegExp; reason: string }[] = [
  {
    file: "apps/api/src/handlers/import/staff-kind.ts",
    text: /^เจ้าหน้าที่ศูนย์ดำรงธรรม$/,
    reason: "the import still reads the role's former name from older staff lists (docs/import.md)",
  },
];

/** Latin words a Thai string may hold (docs/thai-glossary.md section 10 "English"). */
const LATIN_ALLOWED = new Set([
  // Proper names (the product's English name once in brackets, the networks, the feed format, the integrity assessment).
  "LINE", "Facebook", "X", "Atom", "e-Office", "ITA",
  // The Open311 standard and the map service a case's position links to (tracker issue 41), and the API its keys are for.
  "Open311", "GeoReport", "OpenStreetMap", "API",
  // File formats and sizes.
  "PDF", "CSV", "XLSX", "JSON", "JPEG", "JPG", "PNG", "WebP", "SVG", "KB", "MB", "KiB", "MiB",
  // Keys of the keyboard, as printed on them.
  "Alt", "Enter", "Tab", "Escape", "Delete", "Shift", "Ctrl", "Space",
]);

/** A Thai string without its placeholders, markup and the values a user types exactly. */
function textOf(value: string): string {
  return (
    value
      .replace(/\{\{[^}]*\}\}|\{[^}]*\}|\$\{\}/g, " ")
      // Values typed exactly: code, quoted keywords, addresses, paths, colours, reference numbers, file names.
      .replace(/<code>.*?<\/code>|`[^`]*`|"[\x20-\x7E]*"|“[\x20-\x7E]*”/g, " ")
      .replace(/<\/?[a-zA-Z][^>]*>/g, " ")
      .replace(/https?:\/\/\S*|https\b|[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w])\/[\w/-]+|#[0-9a-fA-F]{3,8}\b/g, " ")
      .replace(/เช่น [\x21-\x7E]+/g, "เช่น ")
      .replace(/\b[A-Z]{2}-\d{4}-\d{6}\b|\b[A-Z]{4}(?:-[A-Z]{4}){3}\b|\b[a-z]+(?:-[a-z]+)+\b|\.(?:pdf|docx?|xlsx|csv|png|jpe?g)\b/g, " ")
  );
}

function allowed(found: ThaiString): boolean {
  return ALLOWED_QUOTES.some((quote) => quote.file === found.file && quote.text.test(found.text));
}

describe("Thai wording (docs/thai-glossary.md)", () => {
  it("finds the Thai strings of the locale files and of the sources", () => {
    expect(LOCALE_STRINGS.length).toBeGreaterThan(1000);
    expect(SOURCE_STRINGS.length).toBeGreaterThan(500);
    expect(SOURCE_FILES).toContain("apps/api/src/seeds/seed-data.ts");
  });

  it("uses none of the terms the glossary says to avoid", () => {
    const findings = ALL_STRINGS.flatMap((found) =>
      AVOID.filter((avoid) => avoid.pattern.test(textOf(found.text)) && !allowed(found)).map(
        (avoid) => `${found.file} ${found.where}: "${found.text}" has ${String(avoid.pattern)}; use ${avoid.use}`,
      ),
    );
    expect(findings).toEqual([]);
  });

  it("has no Latin letters in Thai strings but the allowed names", () => {
    const findings = ALL_STRINGS.flatMap((found) => {
      const words = textOf(found.text).match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
      const bad = words.filter((word) => !LATIN_ALLOWED.has(word.replace(/-+$/, "")));
      return bad.length > 0 ? [`${found.file} ${found.where}: "${found.text}" has ${bad.join(", ")}`] : [];
    });
    expect(findings).toEqual([]);
  });
});

/** The seed's Thai name of each status: the one list (docs/thai-glossary.md section 3). */
const STATUS_NAMES: Readonly<Record<string, string>> = Object.fromEntries(SEED_COMPLAINT_STATUSES.map((status) => [status.code, status.nameTh]));

/** The locale's Thai name of each staff role. */
const ROLE_NAMES: Readonly<Record<string, string>> = (thParts.staff as { roles: Record<string, string> }).roles;

/**
 * Codes that only a table of statuses or of roles has: a table of a case's actions (`accepted`, `completed`,
 * `rejected` in the history) shares some codes with the statuses, never `received` or `in_progress`.
 */
const KEY_CODES = new Set(["received", "in_progress", "admin", "integrity_officer", "document_controller"]);

/** A table naming codes: its place and its Thai names by code. */
interface NameTable {
  where: string;
  names: Record<string, string>;
}

/** The tables of a locale tree whose keys are at least three of `codes`. */
function localeTables(file: string, value: unknown, codes: readonly string[], key = ""): NameTable[] {
  if (value === null || typeof value !== "object") return [];
  const entries = Object.entries(value);
  const named = entries.filter(([child, inner]) => codes.includes(child) && typeof inner === "string");
  const here = named.length >= 3 && named.some(([child]) => KEY_CODES.has(child)) ? [{ where: `${file} ${key}`, names: Object.fromEntries(named) as Record<string, string> }] : [];
  return [...here, ...entries.flatMap(([child, inner]) => localeTables(file, inner, codes, key ? `${key}.${child}` : child))];
}

/** The object literals of the sources with at least three properties that are Thai strings: read once for all tests. */
let thaiObjectLiterals: NameTable[] | undefined;

/** {@link thaiObjectLiterals}, parsing each source file with TypeScript once. */
function objectLiterals(): NameTable[] {
  if (thaiObjectLiterals) return thaiObjectLiterals;
  const found: NameTable[] = [];
  for (const file of SOURCE_FILES) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    if (!THAI.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const names: Record<string, string> = {};
        for (const property of node.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : "";
          if (name && ts.isStringLiteralLike(property.initializer) && THAI.test(property.initializer.text)) names[name] = property.initializer.text;
        }
        if (Object.keys(names).length >= 3) found.push({ where: `${file} line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`, names });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  thaiObjectLiterals = found;
  return found;
}

/** The object literals of the sources whose properties are at least three of `codes` with Thai strings. */
function sourceTables(codes: readonly string[]): NameTable[] {
  return objectLiterals().flatMap(({ where, names }) => {
    const named = Object.entries(names).filter(([code]) => codes.includes(code));
    return named.length >= 3 && named.some(([code]) => KEY_CODES.has(code)) ? [{ where, names: Object.fromEntries(named) }] : [];
  });
}

/** The differences of the tables from the reference names. */
function differences(tables: readonly NameTable[], reference: Readonly<Record<string, string>>): string[] {
  return tables.flatMap((table) =>
    Object.entries(table.names)
      .filter(([code, name]) => reference[code] !== undefined && name !== reference[code])
      .map(([code, name]) => `${table.where}: ${code} is "${name}", the reference says "${reference[code]}"`),
  );
}

describe("one name per status, role and unit (docs/thai-glossary.md sections 1 to 3)", () => {
  const statusCodes = Object.keys(STATUS_NAMES);
  const roleCodes = Object.keys(ROLE_NAMES);

  // Each source file is parsed with TypeScript (once for both tests): seconds on a busy machine, over Vitest's 5 s default.
  it("names each status as the seed does, in the locale files and the server's sources", { timeout: 30_000 }, () => {
    const tables = [
      ...Object.entries(thParts).flatMap(([part, strings]) => localeTables(`apps/portal/src/locales/th/${part}.json`, strings, statusCodes)),
      ...sourceTables(statusCodes),
    ];
    // The case page's and the staff tabs' names (shown when the status list cannot be loaded) at least.
    expect(tables.length).toBeGreaterThanOrEqual(2);
    expect(differences(tables, STATUS_NAMES)).toEqual([]);
  });

  it("names each role as the locale's roles do, in every table of roles", { timeout: 30_000 }, () => {
    const tables = [
      ...Object.entries(thParts).flatMap(([part, strings]) => localeTables(`apps/portal/src/locales/th/${part}.json`, strings, roleCodes)),
      ...sourceTables(roleCodes),
    ];
    expect(differences(tables, ROLE_NAMES)).toEqual([]);
  });

  it("signs e-mails with a unit the seed has", () => {
    const units = new Set(DEMO_ORG_UNITS.flatMap((division) => [division.nameTh, ...division.sections.map((section) => section.nameTh)]));
    const signatures = SOURCE_STRINGS.flatMap((found) => {
      const match = /ขอแสดงความนับถือ\n([^\n{]+?)\s*\{\{municipality\}\}/.exec(found.text);
      return match?.[1] ? [{ found, unit: match[1].trim() }] : [];
    });
    expect(signatures.length).toBeGreaterThan(0);
    const unknown = signatures.filter(({ unit }) => !units.has(unit) && unit !== "ผู้ดูแลระบบ").map(({ found, unit }) => `${found.file} ${found.where}: "${unit}"`);
    expect(unknown).toEqual([]);
  });

  it("names each item of the e-service menu as the service it opens, in Thai", () => {
    const differ: string[] = [];
    const groups: Record<string, string | Record<string, string>> = thParts.core.menu.requests;
    for (const [group, items] of Object.entries(groups)) {
      if (typeof items === "string") continue;
      for (const [code, label] of Object.entries(items)) {
        if (code === "title") continue;
        const service = SEED_E_SERVICES.find((each) => each.code === `${group}-${code}`);
        if (service?.name.th !== label) differ.push(`menu.requests.${group}.${code}: "${label}", the service is "${service?.name.th ?? "missing"}"`);
      }
    }
    expect(differ).toEqual([]);
  });
});
