import { describe, expect, it } from "vitest";
import type { TFunction } from "../../i18n/translator";
import { validate } from "../../lib/contract-rules";
import {
  canCancel,
  canDelete,
  casePath,
  complaintFormSchema,
  isConfidentialType,
  isOpenStatus,
  isStatusCode,
  STATUS_CODES,
} from "./complaint-rules";

const t = ((key: string) => key) as unknown as TFunction;

describe("complaint actions (contract: cancelComplaint, deleteComplaint)", () => {
  it("allows cancelling only a received complaint", () => {
    expect(canCancel("received")).toBe(true);
    for (const code of ["in_progress", "completed", "rejected", "cancelled"] as const) expect(canCancel(code)).toBe(false);
  });

  it("allows deleting only a received or cancelled complaint", () => {
    expect(canDelete("received")).toBe(true);
    expect(canDelete("cancelled")).toBe(true);
    for (const code of ["in_progress", "completed", "rejected"] as const) expect(canDelete(code)).toBe(false);
  });
});

describe("complaint form rules (contract: ComplaintCreate)", () => {
  const valid = { complaintTypeId: 2, complaintKindId: 5, detail: "Street light out for three nights", location: "Soi 5", phone: "081-234-5678" };

  it("accepts a complete complaint", () => {
    expect(validate(complaintFormSchema, valid, t)).toEqual({});
  });

  it("names every missing or bad field", () => {
    expect(
      Object.keys(validate(complaintFormSchema, { complaintTypeId: 0, complaintKindId: 0, detail: "short", location: "ab", phone: "1" }, t)).sort(),
    ).toEqual(["complaintKindId", "complaintTypeId", "detail", "location", "phone"]);
  });
});

describe("complaint statuses and types (issue 11)", () => {
  it("knows the open statuses, which have an expected date", () => {
    expect(STATUS_CODES.filter(isOpenStatus)).toEqual(["received", "accepted", "in_progress"]);
  });

  it("reads status codes from the address and refuses anything else", () => {
    expect(isStatusCode("accepted")).toBe(true);
    expect(isStatusCode("closed")).toBe(false);
    expect(isStatusCode(null)).toBe(false);
  });

  it("reads the confidential (whistleblowing) flag of a type", () => {
    expect(isConfidentialType({ confidential: true })).toBe(true);
    expect(isConfidentialType({ confidential: false })).toBe(false);
  });

  it("links a case to its page", () => {
    expect(casePath(42)).toBe("/e-service/main/complaints/42");
  });
});
