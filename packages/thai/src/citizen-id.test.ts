// Thai national ID check digit (weights 13 down to 2, sum modulo 11).
import { describe, expect, it } from "vitest";
import { citizenIdCheckDigit, isValidCitizenId } from "./citizen-id";

describe("citizenIdCheckDigit", () => {
  it("computes the check digit of the first 12 digits", () => {
    expect(citizenIdCheckDigit("110170020645")).toBe(9);
    expect(citizenIdCheckDigit("110170023070")).toBe(8);
    // A sum of 0 or 1 modulo 11 gives 11 or 10, written as its last digit.
    expect(citizenIdCheckDigit("000000000011")).toBe((11 - ((1 * 3 + 1 * 2) % 11)) % 10);
  });

  it("refuses anything but 12 ASCII digits", () => {
    expect(() => citizenIdCheckDigit("12345")).toThrow(RangeError);
    expect(() => citizenIdCheckDigit("๑๑๐๑๗๐๐๒๐๖๔๕")).toThrow(RangeError);
  });
});

describe("isValidCitizenId", () => {
  it("accepts 13 digits with the right check digit only", () => {
    expect(isValidCitizenId("1101700206459")).toBe(true);
    expect(isValidCitizenId("1101700230708")).toBe(true);
    expect(isValidCitizenId("1101700206458")).toBe(false);
    expect(isValidCitizenId("110170020645")).toBe(false);
    expect(isValidCitizenId("11017002064590")).toBe(false);
    expect(isValidCitizenId("1 1017 00206 45 9")).toBe(false);
    expect(isValidCitizenId("")).toBe(false);
  });

  it("accepts exactly one last digit for given first 12", () => {
    const valid = [..."0123456789"].filter((last) => isValidCitizenId(`310040012345${last}`));
    expect(valid).toEqual([String(citizenIdCheckDigit("310040012345"))]);
  });
});
