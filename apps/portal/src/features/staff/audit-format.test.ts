import { describe, expect, it } from "vitest";
import { formatAuditValue, readableChanges } from "./audit-format";
import { auditTimeBounds } from "../../lib/day-range";

const words = { empty: "–", yes: "Yes", no: "No" };

describe("audit entries written readably (issue 10, item 4)", () => {
  it("writes values of every kind", () => {
    expect(formatAuditValue(null, words)).toBe("–");
    expect(formatAuditValue(undefined, words)).toBe("–");
    expect(formatAuditValue("", words)).toBe("–");
    expect(formatAuditValue(true, words)).toBe("Yes");
    expect(formatAuditValue(false, words)).toBe("No");
    expect(formatAuditValue(["admin", "officer"], words)).toBe("admin, officer");
    expect(formatAuditValue([], words)).toBe("–");
    expect(formatAuditValue(42, words)).toBe("42");
    expect(formatAuditValue({ a: 1 }, words)).toBe('{"a":1}');
    expect(formatAuditValue("กองช่าง", words)).toBe("กองช่าง");
  });

  it("writes each changed field with before and after", () => {
    expect(
      readableChanges(
        [
          { field: "nameEn", before: "Works", after: "Public Works" },
          { field: "active", before: true, after: false },
          { field: "roles", before: null, after: ["officer"] },
        ],
        words,
      ),
    ).toEqual([
      { field: "nameEn", before: "Works", after: "Public Works" },
      { field: "active", before: "Yes", after: "No" },
      { field: "roles", before: "–", after: "officer" },
    ]);
  });

  it("shows the name of the record an id points at, the id marked deleted when it is gone (tracker issue 39)", () => {
    const thai = { empty: "–", yes: "ใช่", no: "ไม่ใช่", deleted: (id: string) => `${id} (ลบแล้ว)` };
    expect(
      readableChanges(
        [
          { field: "assigneeId", before: null, after: 2, afterLabel: "นายสมชาย ใจดี" },
          { field: "unitId", before: 3, after: 5, beforeLabel: null, afterLabel: "กองช่าง" },
          { field: "positionId", before: 4, after: 6 },
        ],
        thai,
      ),
    ).toEqual([
      { field: "assigneeId", before: "–", after: "นายสมชาย ใจดี" },
      { field: "unitId", before: "3 (ลบแล้ว)", after: "กองช่าง" },
      // No name sent (an older server, a field that names no record): the id as it is.
      { field: "positionId", before: "4", after: "6" },
    ]);
  });

  it("turns a range of Bangkok days into UTC bounds, the end exclusive", () => {
    expect(auditTimeBounds(null)).toEqual({});
    expect(auditTimeBounds({ start: "2026-11-01", end: "2026-11-30" })).toEqual({
      from: "2026-10-31T17:00:00.000Z",
      to: "2026-11-30T17:00:00.000Z",
    });
    expect(auditTimeBounds({ start: "2026-12-31", end: "2026-12-31" })).toEqual({
      from: "2026-12-30T17:00:00.000Z",
      to: "2026-12-31T17:00:00.000Z",
    });
  });
});
