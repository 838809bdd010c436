// Baht in figures and in Thai words (tracker issue 37 item 2: one definition, here).
import { describe, expect, it } from "vitest";
import { bahtFigures, bahtWords } from "./baht";

describe("baht", () => {
  it("gives figures with two decimals and thousands separators", () => {
    expect(bahtFigures(0)).toBe("0.00");
    expect(bahtFigures(123_450)).toBe("1,234.50");
  });

  it("gives Thai words, whole baht with ถ้วน and satang exactly", () => {
    expect(bahtWords(20_000)).toBe("สองร้อยบาทถ้วน");
    expect(bahtWords(20_050)).toBe("สองร้อยบาทห้าสิบสตางค์");
    expect(bahtWords(2_101)).toBe("ยี่สิบเอ็ดบาทหนึ่งสตางค์");
    // 0.29 and 0.57 are not exact in binary; built from text they stay exact.
    expect(bahtWords(29)).toBe("ยี่สิบเก้าสตางค์");
    expect(bahtWords(1_000_057)).toBe("หนึ่งหมื่นบาทห้าสิบเจ็ดสตางค์");
  });
});
