import { describe, expect, it } from "vitest";
import { formatInboxTime } from "./format-inbox-time";
import { countUnread } from "./inbox-types";

describe("formatInboxTime (docs/spec/portal-spec.md section 9: MMM dd, h:mm a)", () => {
  it("formats English as MMM dd, h:mm a with plain spaces", () => {
    expect(formatInboxTime("2026-11-21T02:05:00Z", "en", { timeZone: "Asia/Bangkok" })).toBe("Nov 21, 9:05 AM");
    expect(formatInboxTime("2026-01-03T13:30:00Z", "en", { timeZone: "UTC" })).toBe("Jan 03, 1:30 PM");
    expect(formatInboxTime("2026-01-03T00:00:00Z", "en", { timeZone: "UTC" })).toBe("Jan 03, 12:00 AM");
  });

  it("formats Thai with the Thai month, the Buddhist-era year and 24-hour time", () => {
    expect(formatInboxTime("2026-11-21T02:05:00Z", "th", { timeZone: "Asia/Bangkok" })).toBe("21 พ.ย. 2569 09:05");
    expect(formatInboxTime("2026-01-03T13:30:00Z", "th", { timeZone: "UTC" })).toBe("3 ม.ค. 2569 13:30");
  });

  it("gives an empty string for an invalid time instead of throwing", () => {
    expect(formatInboxTime("not a date", "en")).toBe("");
    expect(formatInboxTime("", "th")).toBe("");
  });
});

describe("countUnread (docs/spec/portal-spec.md section 2: badge when above 0)", () => {
  it("counts items not read", () => {
    expect(countUnread(undefined)).toBe(0);
    expect(countUnread([])).toBe(0);
    expect(
      countUnread([
        { id: "1", title: "a", time: "2026-11-21T02:05:00Z", read: false },
        { id: "2", title: "b", time: "2026-11-21T02:05:00Z", read: true },
        { id: "3", title: "c", time: "2026-11-21T02:05:00Z", read: false },
      ]),
    ).toBe(2);
  });
});
