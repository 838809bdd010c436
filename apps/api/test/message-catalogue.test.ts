/**
 * The catalogues of the server's messages (tracker issue 36 item 5): every key has an English and a Thai text with
 * the same placeholders (the Thai one may leave out those `THAI_OMITS` lists), no Thai text holds English words or
 * Thai digits (docs/thai-glossary.md section 10), and field errors render in the asked language, Ajv's own messages with
 * ajv-i18n's Thai.
 */
import { describe, expect, it } from "vitest";
import { createAjv, toFieldErrors } from "../src/contract/validation";
import { dmsMessagesEn, dmsMessagesTh } from "../src/dms/messages";
import { fileMessagesEn, fileMessagesTh } from "../src/files/messages";
import {
  fieldError,
  fieldMessagesEn,
  fieldMessagesTh,
  fieldSummary,
  renderFieldErrors,
  THAI_OMITS,
  type FieldMessageKey,
} from "../src/i18n/field-messages";
import { message, messagesEn, messagesTh, placeholders, type MessageKey } from "../src/i18n/messages";

/** Latin words a Thai text may hold: file formats, units, proper names (docs/thai-glossary.md section 10). */
const ALLOWED_LATIN = new Set(["JSON", "PDF", "JPEG", "PNG", "WebP", "MiB", "KiB", "MB", "KB", "LINE", "CSV", "XLSX", "SVG", "API", "Open311"]);

/**
 * The English words of a Thai text, leaving out placeholders and quoted values typed exactly ("today", "min", and the
 * Open311 parameters in backticks, `api_key`).
 */
function englishWords(text: string): string[] {
  const bare = text.replace(/\{\w+\}/g, "").replace(/"[^"]*"|“[^”]*”|`[^`]*`/g, "");
  return (bare.match(/[A-Za-z]{2,}\d*/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
}

/** Top-level messages whose Thai text leaves out a placeholder (a status code). */
const TOP_LEVEL_THAI_OMITS: Partial<Record<MessageKey, string[]>> = { caseStateConflict: ["code"] };

const sorted = (values: string[]) => [...new Set(values)].sort();

describe("message catalogues", () => {
  it("the field messages have every key in both languages, with the same placeholders but those THAI_OMITS lists", () => {
    expect(Object.keys(fieldMessagesTh).sort()).toEqual(Object.keys(fieldMessagesEn).sort());
    for (const key of Object.keys(fieldMessagesEn) as FieldMessageKey[]) {
      const en = placeholders(fieldMessagesEn[key]);
      const omitted = THAI_OMITS[key] ?? [];
      for (const name of omitted) expect(en, `${key} omits {${name}}, which its English text lacks`).toContain(name);
      expect(sorted(placeholders(fieldMessagesTh[key])), key).toEqual(sorted(en.filter((name) => !omitted.includes(name))));
      expect(fieldMessagesTh[key].trim(), key).not.toBe("");
    }
  });

  it("the top-level messages have the same placeholders in both languages", () => {
    for (const key of Object.keys(messagesEn) as MessageKey[]) {
      const omitted = TOP_LEVEL_THAI_OMITS[key] ?? [];
      expect(sorted(placeholders(messagesTh[key])), key).toEqual(sorted(placeholders(messagesEn[key]).filter((n) => !omitted.includes(n))));
    }
  });

  it("no key names a field message and a top-level message at once", () => {
    for (const key of Object.keys(fieldMessagesEn)) expect(Object.hasOwn(messagesEn, key), key).toBe(false);
  });

  it("no Thai text holds English words or Thai digits", () => {
    const catalogues: Record<string, Record<string, string>> = {
      messages: messagesTh,
      "field messages": fieldMessagesTh,
      "file messages": fileMessagesTh,
      "document messages": dmsMessagesTh,
    };
    for (const [name, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(englishWords(text), `${name} ${key}: ${text}`).toEqual([]);
        expect(text, `${name} ${key}`).not.toMatch(/[\u0E50-\u0E59]/);
      }
    }
    expect(Object.keys(fileMessagesTh).sort()).toEqual(Object.keys(fileMessagesEn).sort());
    expect(Object.keys(dmsMessagesTh).sort()).toEqual(Object.keys(dmsMessagesEn).sort());
  });
});

describe("rendering field errors", () => {
  const errors = [
    fieldError("booking.to", "maxDaysAfter", { days: 7, field: { en: "Loan from", th: "วันที่ยืม" } }),
    fieldError("state", "emailNotFailed", { state: { en: "sent", th: "ส่งแล้ว" } }),
    fieldError("reason", "closureReasonBlank"),
  ];

  it("renders each error in the asked language, a LocalText value in that language", () => {
    expect(renderFieldErrors(errors, "en")).toEqual([
      { field: "booking.to", message: "must be at most 7 days after Loan from" },
      { field: "state", message: "is sent, not failed" },
      { field: "reason", message: message("closureReasonBlank", "en") },
    ]);
    expect(renderFieldErrors(errors, "th")).toEqual([
      { field: "booking.to", message: "ต้องไม่เกิน 7 วันหลังจาก วันที่ยืม" },
      { field: "state", message: "สถานะปัจจุบันคือส่งแล้ว ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จ" },
      { field: "reason", message: message("closureReasonBlank", "th") },
    ]);
  });

  it("summarises the first error: naming the field in English, without the field's identifier in Thai", () => {
    expect(fieldSummary(errors, "en")).toBe("booking.to: must be at most 7 days after Loan from");
    expect(fieldSummary(errors, "th")).toBe("ข้อมูลไม่ถูกต้อง: ต้องไม่เกิน 7 วันหลังจาก วันที่ยืม");
  });

  it("keeps Ajv's English and gives ajv-i18n's Thai, or ours where ajv-i18n's holds English", () => {
    const validate = createAjv({ coerceTypes: false }).compile({
      type: "object",
      additionalProperties: false,
      required: ["name"],
      properties: { name: { type: "string", maxLength: 3 }, age: { type: "integer", maximum: 130 }, tags: { type: "array", uniqueItems: true } },
    });
    expect(validate({ name: "abcd", age: 131.5, tags: [1, 1], extra: true })).toBe(false);
    const errors = toFieldErrors(validate.errors ?? []);
    expect(renderFieldErrors(errors, "en")).toEqual(
      expect.arrayContaining([
        { field: "name", message: "must NOT have more than 3 characters" },
        { field: "age", message: "must be integer" },
        { field: "age", message: "must be <= 130" },
        { field: "tags", message: "must NOT have duplicate items (items ## 0 and 1 are identical)" },
        { field: "extra", message: "unknown field" },
      ]),
    );
    const th = renderFieldErrors(errors, "th");
    expect(th).toEqual(
      expect.arrayContaining([
        { field: "name", message: "ต้องยาวไม่เกิน 3 ตัวอักษร" },
        { field: "age", message: "ต้องเป็นจำนวนเต็ม" },
        { field: "age", message: "ต้องไม่เกิน 130" },
        { field: "tags", message: "ต้องไม่มีรายการซ้ำกัน" },
        { field: "extra", message: "ไม่ใช่ข้อมูลที่ระบบรับ" },
      ]),
    );
    for (const e of th) expect(englishWords(e.message), e.message).toEqual([]);
  });
});
