// The one Thai text normalisation (tracker issue 36 item 1): private-use code points of Thai fonts, ำ split or
// doubled, zero-width characters.
import { describe, expect, it } from "vitest";
import { normaliseThaiText } from "./thai-text";

describe("normaliseThaiText", () => {
  it("maps every code point of the Thai font private-use area U+F700 to U+F71A to a standard Thai character", () => {
    for (let cp = 0xf700; cp <= 0xf71a; cp++) {
      const out = normaliseThaiText(`\u0e01${String.fromCharCode(cp)}`);
      expect(out, cp.toString(16)).toMatch(/^[\u0e01-\u0e5b]+$/);
    }
    expect(normaliseThaiText("\u0e17\uf70b\u0e2d\u0e07")).toBe("ท้อง");
    expect(normaliseThaiText("\u0e1b\uf702\uf705")).toBe("ปี่");
    expect(normaliseThaiText("\u0e01\u0e15\u0e31\uf70f\uf70f\u0e39")).toBe("กตัญญู");
    expect(normaliseThaiText("\u0e1f\uf704\uf706\u0e19")).toBe("ฟื้น");
  });

  it("recomposes ำ from nikhahit and sara aa, with a tone mark before or between them, and undoes a doubled ำา", () => {
    expect(normaliseThaiText("\u0e15\u0e4d\u0e32\u0e1a\u0e25")).toBe("ตำบล");
    expect(normaliseThaiText("\u0e19\u0e4d\u0e49\u0e32")).toBe("น้ำ");
    expect(normaliseThaiText("\u0e19\u0e49\u0e4d\u0e32")).toBe("น้ำ");
    expect(normaliseThaiText("\u0e08\u0e33\u0e32\u0e19\u0e27\u0e19")).toBe("จำนวน");
  });

  it("removes zero-width characters, applies NFC and leaves standard text, case and spaces alone", () => {
    expect(normaliseThaiText("ท่อ\u200bระบาย")).toBe("ท่อระบาย");
    expect(normaliseThaiText("Cafe\u0301  ABC")).toBe("Café  ABC");
    const standard = "ที่ มท 0808.2/ว 1234 เรื่อง ขอเชิญประชุม น้ำ ตำบล";
    expect(normaliseThaiText(standard)).toBe(standard);
    expect(normaliseThaiText(normaliseThaiText("\u0e19\uf70b\u0e4d\u0e32"))).toBe("น้ำ");
  });
});
