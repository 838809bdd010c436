// The top-bar document search sends Thai in the standard form the server indexes (tracker issue 36 item 1).
import { describe, expect, it } from "vitest";
import { documentSearchQuery } from "./document-search-query";

describe("documentSearchQuery", () => {
  it("sends Thai pasted from a PDF (private-use tone marks, ำ split) as typed Thai", () => {
    expect(documentSearchQuery("\u0e17\uf70b\u0e2d\u0e07\u0e16\u0e34\u0e48\u0e19")).toBe("ท้องถิ่น");
    expect(documentSearchQuery("\u0e15\u0e4d\u0e32\u0e1a\u0e25")).toBe("ตำบล");
    expect(documentSearchQuery("ท่อระบายน้ำ")).toBe("ท่อระบายน้ำ");
  });
});
