import { describe, expect, it } from "vitest";
import { E_SERVICE_MENU, findMenuItemByPath, flattenMenu } from "../e-service/e-service-menu";
import { CATALOGUE_PATH, confirmationPath, serviceFormPath } from "./eservice-paths";
import {
  bookedDays,
  bookingTooLong,
  dayBooking,
  daysAreFree,
  feeText,
  formatBaht,
  formatBooking,
  formatDay,
  groupByDivision,
  hourBooking,
  hourSlots,
  isServiceCode,
  maxBookingDays,
  monthBounds,
  nextHourRange,
  requestFieldErrors,
  takenDays,
  type EService,
} from "./eservice-rules";

describe("e-service addresses (issue 12 items 1 and 6)", () => {
  it("puts the catalogue, each form, its check step and the confirmation under /e-service/main/form", () => {
    expect(CATALOGUE_PATH).toBe("/e-service/main/form");
    expect(serviceFormPath("deputy-equipment")).toBe("/e-service/main/form/deputy-equipment");
    expect(serviceFormPath("deputy-equipment", "check")).toBe("/e-service/main/form/deputy-equipment?step=check");
    expect(confirmationPath("deputy-equipment", 42)).toBe("/e-service/main/form/deputy-equipment/sent/42");
  });

  it("tells a code that can be a service's from one that cannot, whose address shows the 404 page (tracker issue 36 item 5)", () => {
    for (const item of flattenMenu().filter((each) => each.link?.startsWith(`${CATALOGUE_PATH}/`))) expect(isServiceCode(item.id), item.id).toBe(true);
    for (const code of ["no-such-service", "deputy", "Deputy-equipment", "deputy_equipment", "deputy-equipment1", "", `a-${"b".repeat(60)}`]) {
      expect(isServiceCode(code), code).toBe(false);
    }
  });

  it("builds every request item of the menu (23) with a link to its form; and the garbage fee page (issue 13)", () => {
    const requests = E_SERVICE_MENU.find((item) => item.id === "requests")!;
    const items = flattenMenu(requests.children).filter((item) => !item.id.startsWith("complaints"));
    expect(items).toHaveLength(23);
    for (const item of items) expect(item).toMatchObject({ built: true, link: serviceFormPath(item.id) });
    expect(findMenuItemByPath("/e-service/main/paygarbage")?.built).toBe(true);
  });
});

describe("fees (satang shown as baht)", () => {
  it("says free for 0 and gives the amount per request, hour or day", () => {
    expect(feeText({ feeSatang: 0, feeUnit: "request" }, "en")).toEqual({ key: "eservice.fee.free" });
    expect(feeText({ feeSatang: 5000, feeUnit: "request" }, "en")).toEqual({ key: "eservice.fee.perRequest", amount: "฿50.00" });
    expect(feeText({ feeSatang: 125050, feeUnit: "hour" }, "th")).toEqual({ key: "eservice.fee.perHour", amount: "1,250.50 บาท" });
    expect(feeText({ feeSatang: 20000, feeUnit: "day" }, "en").key).toBe("eservice.fee.perDay");
    expect(formatBaht(99, "en")).toBe("฿0.99");
  });
});

describe("catalogue by division", () => {
  const service = (id: number, division: number): EService =>
    ({ id, code: `x-s${id}`, division: { id: division, nameTh: `d${division}`, nameEn: `D${division}` } }) as EService;

  it("keeps the catalogue's order of divisions and services", () => {
    const groups = groupByDivision([service(1, 7), service(2, 3), service(3, 7), service(4, 3), service(5, 9)]);
    expect(groups.map((g) => [g.division.id, g.services.map((s) => s.id)])).toEqual([
      [7, [1, 3]],
      [3, [2, 4]],
      [9, [5]],
    ]);
  });
});

describe("server errors in the form", () => {
  it("maps data.<path> to the field path and booking.* to booking", () => {
    const error = {
      success: false,
      message: "quantity must be at most 100",
      errors: [
        { field: "data.quantity", message: "at most 100" },
        { field: "data.address.postcode", message: "5 digits" },
        { field: "booking.from", message: "taken" },
        { field: "booking", message: "again" },
        { field: "serviceCode", message: "unknown" },
      ],
    };
    expect(requestFieldErrors(error)).toEqual({
      quantity: "at most 100",
      "address.postcode": "5 digits",
      booking: "taken",
      serviceCode: "unknown",
    });
    expect(requestFieldErrors(new Error("network"))).toEqual({});
  });
});

describe("booking periods in Bangkok (UTC+7, to exclusive)", () => {
  it("books whole days from midnight of the first to midnight after the last", () => {
    expect(dayBooking(3, "2026-12-30", "2027-01-01")).toEqual({
      resourceId: 3,
      from: "2026-12-30T00:00:00+07:00",
      to: "2027-01-02T00:00:00+07:00",
    });
    expect(bookedDays({ from: "2026-12-29T17:00:00.000Z", to: "2027-01-01T17:00:00.000Z" })).toEqual({ first: "2026-12-30", last: "2027-01-01" });
  });

  it("books whole hours of a day, up to midnight", () => {
    expect(hourBooking(1, "2026-11-24", 8, 11)).toEqual({ resourceId: 1, from: "2026-11-24T08:00:00+07:00", to: "2026-11-24T11:00:00+07:00" });
    expect(hourBooking(1, "2026-11-24", 23, 24).to).toBe("2026-11-25T00:00:00+07:00");
  });

  it("marks every day a taken period touches, in Bangkok time", () => {
    // 24 Nov 17:00 UTC is 25 Nov 00:00 in Bangkok; to is exclusive, so 27 Nov is free.
    const taken = [{ from: "2026-11-24T17:00:00Z", to: "2026-11-26T17:00:00Z" }];
    expect([...takenDays(taken)].sort()).toEqual(["2026-11-25", "2026-11-26"]);
    expect(daysAreFree("2026-11-27", "2026-11-30", taken)).toBe(true);
    expect(daysAreFree("2026-11-20", "2026-11-25", taken)).toBe(false);
    expect(daysAreFree("2026-11-22", "2026-11-21", [])).toBe(false);
  });

  it("lists the day's hours with the taken ones", () => {
    const taken = [{ from: "2026-11-24T09:30:00+07:00", to: "2026-11-24T11:00:00+07:00" }];
    const slots = hourSlots("2026-11-24", taken, 8, 12);
    expect(slots).toEqual([
      { hour: 8, taken: false },
      { hour: 9, taken: true },
      { hour: 10, taken: true },
      { hour: 11, taken: false },
    ]);
  });

  it("chooses hours: a first press, then the last hour, never across a taken hour", () => {
    const slots = hourSlots("2026-11-24", [{ from: "2026-11-24T12:00:00+07:00", to: "2026-11-24T13:00:00+07:00" }], 8, 16);
    expect(nextHourRange(null, 9, slots)).toEqual({ from: 9, to: 10 });
    expect(nextHourRange({ from: 9, to: 10 }, 11, slots)).toEqual({ from: 9, to: 12 });
    expect(nextHourRange({ from: 9, to: 10 }, 14, slots)).toEqual({ from: 14, to: 15 });
    expect(nextHourRange({ from: 9, to: 10 }, 9, slots)).toBeNull();
    expect(nextHourRange({ from: 9, to: 12 }, 10, slots)).toEqual({ from: 10, to: 11 });
    expect(nextHourRange({ from: 9, to: 10 }, 12, slots)).toEqual({ from: 9, to: 10 });
  });

  it("writes days in the Buddhist era in Thai and a booking as days or hours", () => {
    expect(formatDay("2026-11-24", "th")).toContain("2569");
    expect(formatDay("2026-11-24", "en")).toContain("2026");
    expect(formatBooking(dayBooking(1, "2026-11-24", "2026-11-24"), "day", "en")).toBe(formatDay("2026-11-24", "en"));
    expect(formatBooking(dayBooking(1, "2026-11-24", "2026-11-26"), "day", "th")).toBe(`${formatDay("2026-11-24", "th")} – ${formatDay("2026-11-26", "th")}`);
    expect(formatBooking(hourBooking(1, "2026-11-24", 8, 11), "hour", "en")).toBe(`${formatDay("2026-11-24", "en")}, 08:00–11:00`);
    expect(formatBooking(hourBooking(1, "2026-11-24", 22, 24), "hour", "en")).toBe(`${formatDay("2026-11-24", "en")}, 22:00–24:00`);
  });

  it("finds a month's first day and the next month's, across the year end", () => {
    expect(monthBounds("2026-12-15")).toEqual({ first: "2026-12-01", next: "2027-01-01" });
    expect(monthBounds("2026-02-28")).toEqual({ first: "2026-02-01", next: "2026-03-01" });
  });
});

describe("the longest booking a service states (tracker issue 36 item 4)", () => {
  it("reads x-maxBookingDays from the form and refuses more days, first and last day counted", () => {
    const form = { schema: { type: "object", "x-maxBookingDays": 7 }, ui: { order: [], fields: {} } } as unknown as EService["form"];
    expect(maxBookingDays(form)).toBe(7);
    expect(maxBookingDays({ ...form, schema: { type: "object" } })).toBeUndefined();
    expect(bookingTooLong("2026-12-01", "2026-12-07", 7)).toBe(false);
    expect(bookingTooLong("2026-12-01", "2026-12-08", 7)).toBe(true);
    expect(bookingTooLong("2026-12-01", "2026-12-19", 7)).toBe(true);
    expect(bookingTooLong("2026-12-01", "2026-12-19", undefined)).toBe(false);
  });
});
