import { describe, expect, it } from "vitest";
import type { TFunction } from "../../../i18n/translator";
import { validate } from "../../../lib/contract-rules";
import { retryAfterSeconds } from "../../../api/errors";
import { formatWait, normaliseTrackingCode, whistleblowingFormSchema } from "./whistleblowing-rules";

const t = ((key: string) => key) as unknown as TFunction;

describe("whistleblowing report form (contract: WhistleblowingReport)", () => {
  it("accepts a report without a location", () => {
    expect(validate(whistleblowingFormSchema, { complaintKindId: 3, detail: "An officer asked for money", location: "" }, t)).toEqual({});
  });

  it("names the missing kind and the short detail", () => {
    expect(Object.keys(validate(whistleblowingFormSchema, { complaintKindId: 0, detail: "short", location: "" }, t)).sort()).toEqual([
      "complaintKindId",
      "detail",
    ]);
    expect(validate(whistleblowingFormSchema, { complaintKindId: 3, detail: "x".repeat(20), location: "y".repeat(301) }, t)).toHaveProperty(
      "location",
    );
  });
});

describe("tracking codes as people type them", () => {
  it("joins the four groups whatever the spaces, hyphens and case", () => {
    expect(normaliseTrackingCode(" abcd efgh-jkmn pqrs ")).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(normaliseTrackingCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
  });

  it("leaves anything else trimmed and capitalised (the server answers 404)", () => {
    expect(normaliseTrackingCode("  wrong code ")).toBe("WRONG CODE");
    expect(normaliseTrackingCode("ABCD-EFGH-IJKL-MNOP")).toBe("ABCD-EFGH-IJKL-MNOP");
  });
});

describe("the wait of a throttled call (429 Retry-After)", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterSeconds("120")).toBe(120);
    expect(retryAfterSeconds(new Date(10_000 + 90_500).toUTCString(), 10_000)).toBe(90);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds("soon")).toBeNull();
  });

  it("says the wait in words in both languages", () => {
    expect(formatWait(45, "en")).toBe("45 seconds");
    expect(formatWait(61, "en")).toBe("2 minutes");
    expect(formatWait(900, "th")).toBe("15 นาที");
  });
});
