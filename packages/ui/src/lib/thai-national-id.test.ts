import { describe, expect, it } from "vitest";
import {
  digitsOnly,
  formatThaiNationalId,
  isValidThaiNationalId,
  thaiNationalIdCheckDigit,
  toAsciiDigits,
} from "./thai-national-id";

describe("Thai national ID", () => {
  it("computes the check digit with weights 13..2 modulo 11", () => {
    // 1*13 + 1*12 + 0*11 + 1*10 + 7*9 + 0*8 + 0*7 + 2*6 + 0*5 + 6*4 + 4*3 + 5*2 = 156; 156 % 11 = 2; 11 - 2 = 9
    expect(thaiNationalIdCheckDigit("110170020645")).toBe(9);
    // a sum divisible by 11 gives (11 - 0) % 10 = 1; remainder 1 gives 10 % 10 = 0
    expect(thaiNationalIdCheckDigit("000000000011")).toBe((11 - ((1 * 3 + 1 * 2) % 11)) % 10);
  });

  it("accepts 13 digits with the right check digit and nothing else", () => {
    expect(isValidThaiNationalId("1101700206459")).toBe(true);
    expect(isValidThaiNationalId("1101700206458")).toBe(false);
    expect(isValidThaiNationalId("110170020645")).toBe(false);
    expect(isValidThaiNationalId("11017002064590")).toBe(false);
    expect(isValidThaiNationalId("1 1017 00206 45 9")).toBe(false);
    expect(isValidThaiNationalId("")).toBe(false);
  });

  it("agrees with the server's algorithm on every check digit", () => {
    for (let last = 0; last <= 9; last++) {
      const id = `310040012345${last}`;
      expect(isValidThaiNationalId(id)).toBe(last === thaiNationalIdCheckDigit("310040012345"));
    }
  });

  it("refuses a check digit of anything but 12 digits", () => {
    expect(() => thaiNationalIdCheckDigit("12345")).toThrow(RangeError);
  });

  it("reads Thai digits and drops separators", () => {
    expect(toAsciiDigits("๑๒๓-๔")).toBe("123-4");
    expect(digitsOnly("๑-๑๐๑๗-๐๐๒๐๖-๔๕-๙")).toBe("1101700206459");
    expect(formatThaiNationalId("1101700206459")).toBe("1 1017 00206 45 9");
    expect(formatThaiNationalId("123")).toBe("123");
  });
});
