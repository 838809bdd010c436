import { describe, expect, it } from "vitest";
import {
  changeQueueFilters,
  DEFAULT_QUEUE_FILTERS,
  formatQueueFilters,
  hasQueueFilters,
  parseQueueFilters,
  queueCountsBody,
  queueSearchBody,
  queueSearchQuery,
} from "./queue-filters";

describe("staff work queue in the address (issue 11, item 2)", () => {
  it("reads an empty address as the plain queue, newest first, and writes it back as an empty query", () => {
    expect(parseQueueFilters("")).toEqual(DEFAULT_QUEUE_FILTERS);
    expect(formatQueueFilters(DEFAULT_QUEUE_FILTERS)).toBe("");
  });

  it("keeps every filter, the sort and the page through a round trip", () => {
    const search = "status=in_progress&unit=4&type=2&kind=7&mine=1&overdue=1&from=2026-01-05&to=2026-01-31&q=road&sort=dueAt&dir=asc&page=3&size=50";
    const filters = parseQueueFilters(`?${search}`);
    expect(filters).toEqual({
      status: "in_progress",
      unitId: 4,
      typeId: 2,
      kindId: 7,
      mine: true,
      overdue: true,
      from: "2026-01-05",
      to: "2026-01-31",
      text: "road",
      sort: "dueAt",
      dir: "asc",
      page: 3,
      size: 50,
    });
    expect(parseQueueFilters(formatQueueFilters(filters))).toEqual(filters);
  });

  it("ignores malformed or unknown values instead of failing", () => {
    const filters = parseQueueFilters("status=lost&unit=-1&type=abc&kind=0&mine=yes&from=2026-02-30x&to=2026-01-01&sort=id&dir=up&page=0&size=7");
    expect(filters).toEqual(DEFAULT_QUEUE_FILTERS);
  });

  it("drops a date range that is half given or reversed", () => {
    expect(parseQueueFilters("from=2026-01-05").from).toBeUndefined();
    const reversed = parseQueueFilters("from=2026-02-01&to=2026-01-01");
    expect([reversed.from, reversed.to]).toEqual([undefined, undefined]);
  });

  it("drops a day that does not exist (Date.parse reads 2026-02-30 as 2 March)", () => {
    const filters = parseQueueFilters("from=2026-02-30&to=2026-03-31");
    expect([filters.from, filters.to]).toEqual([undefined, undefined]);
    expect(parseQueueFilters("from=2028-02-29&to=2028-03-31").from).toBe("2028-02-29");
  });

  it("trims the text and cuts it to the contract's 100 characters", () => {
    expect(parseQueueFilters(`q=${encodeURIComponent("  pothole  ")}`).text).toBe("pothole");
    expect(parseQueueFilters(`q=${"x".repeat(150)}`).text).toHaveLength(100);
  });

  it("goes back to the first page when anything but the page changes", () => {
    const onPage3 = { ...DEFAULT_QUEUE_FILTERS, page: 3 };
    expect(changeQueueFilters(onPage3, { page: 4 }).page).toBe(4);
    expect(changeQueueFilters(onPage3, { status: "received" }).page).toBe(1);
    expect(changeQueueFilters(onPage3, { sort: "complaintNo" }).page).toBe(1);
  });

  it("knows when a filter narrows the queue (not the sort or the page)", () => {
    expect(hasQueueFilters({ ...DEFAULT_QUEUE_FILTERS, sort: "dueAt", page: 2 })).toBe(false);
    expect(hasQueueFilters({ ...DEFAULT_QUEUE_FILTERS, mine: true })).toBe(true);
    expect(hasQueueFilters({ ...DEFAULT_QUEUE_FILTERS, text: "  " })).toBe(false);
  });

  it("sends only the filters that are set, the days as Bangkok instants with an exclusive end", () => {
    expect(queueSearchBody(DEFAULT_QUEUE_FILTERS)).toEqual({});
    expect(queueSearchBody(parseQueueFilters("status=received&unit=4&type=2&kind=7&mine=1&overdue=1&from=2026-01-05&to=2026-01-31&q=road"))).toEqual({
      statusCode: "received",
      unitId: 4,
      complaintTypeId: 2,
      complaintKindId: 7,
      assignedToMe: true,
      overdue: true,
      from: "2026-01-04T17:00:00.000Z",
      to: "2026-01-31T17:00:00.000Z",
      text: "road",
    });
  });

  it("filters complaints or requests and the requests of one service (issue 12)", () => {
    const filters = parseQueueFilters("case=request&service=5");
    expect([filters.caseKind, filters.serviceId]).toEqual(["request", 5]);
    expect(formatQueueFilters(filters)).toBe("case=request&service=5");
    expect(hasQueueFilters(filters)).toBe(true);
    expect(queueSearchBody(filters)).toEqual({ caseKind: "request", serviceId: 5 });
    expect(parseQueueFilters("case=petition&service=x")).toEqual(DEFAULT_QUEUE_FILTERS);
  });

  it("counts the status tabs with every filter of the search but the status", () => {
    const filters = parseQueueFilters("status=received&unit=4&mine=1&q=road&sort=dueAt&page=3");
    const { statusCode, ...rest } = queueSearchBody(filters);
    expect(statusCode).toBe("received");
    expect(queueCountsBody(filters)).toEqual(rest);
    expect(queueCountsBody(parseQueueFilters("status=completed&unit=4&mine=1&q=road"))).toEqual(queueCountsBody(filters));
  });

  it("pages by offset and limit", () => {
    expect(queueSearchQuery(parseQueueFilters("page=3&size=50&sort=complaintNo&dir=asc"))).toEqual({
      offset: 100,
      limit: 50,
      sort: "complaintNo",
      dir: "asc",
    });
  });
});

describe("date range of the queue", () => {
  it("waits for both days of a plausible year, in order", async () => {
    const { isCompleteRange } = await import("./queue-filters");
    expect(isCompleteRange({ start: "2026-01-05", end: "2026-01-31" })).toBe(true);
    expect(isCompleteRange({ start: "0002-01-05", end: "2026-01-31" })).toBe(false);
    expect(isCompleteRange({ start: "2026-02-01", end: "2026-01-31" })).toBe(false);
    expect(parseQueueFilters("from=0202-01-01&to=2026-01-31").from).toBeUndefined();
  });
});

describe("distance filter of the queue (tracker issue 41 item 1)", () => {
  it("keeps lat, long and radius in the address and sends them as near, only all three and in range", () => {
    const filters = parseQueueFilters("lat=13.7563&long=100.5018&radius=500");
    expect(filters.near).toEqual({ latitude: 13.7563, longitude: 100.5018, radius: 500 });
    expect(queueSearchBody(filters).near).toEqual({ latitude: 13.7563, longitude: 100.5018, radius: 500 });
    expect(parseQueueFilters(formatQueueFilters(filters)).near).toEqual(filters.near);
    expect(parseQueueFilters("lat=13.7563&long=100.5018").near).toBeUndefined();
    expect(parseQueueFilters("lat=91&long=100.5&radius=500").near).toBeUndefined();
    expect(parseQueueFilters("lat=13.75&long=100.5&radius=0").near).toBeUndefined();
    expect(parseQueueFilters("lat=13.75&long=100.5&radius=2.5").near).toBeUndefined();
  });
});
