import { describe, expect, it } from "vitest";
import type { TFunction } from "../../i18n/translator";
import { validate } from "../../lib/contract-rules";
import { checkResultBody, checkResultSchema } from "./check-result-rules";

const t = ((key: string) => key) as unknown as TFunction;

describe("result check rules (contract CheckResultQuery)", () => {
  it("asks for the reference and the chosen proof only", () => {
    expect(validate(checkResultSchema("phone"), { reference: " ", phone: "" }, t)).toEqual({ reference: "validation.required", phone: "validation.required" });
    expect(validate(checkResultSchema("phone"), { reference: "CP-2569-000042", phone: "081-234-5678" }, t)).toEqual({});
    expect(validate(checkResultSchema("phone"), { reference: "CP-2569-000042", phone: "12" }, t)).toEqual({ phone: "validation.phone" });
    expect(validate(checkResultSchema("idLast4"), { reference: "CP-2569-000042", idLast4: "12a4" }, t)).toEqual({ idLast4: "validation.idLast4" });
    expect(validate(checkResultSchema("idLast4"), { reference: "CP-2569-000042", idLast4: "1234" }, t)).toEqual({});
    expect(validate(checkResultSchema("idLast4"), { reference: "x".repeat(31), idLast4: "1234" }, t)).toEqual({ reference: "validation.maxLength" });
  });

  it("sends only the chosen proof, trimmed", () => {
    const values = { reference: " CP-2569-000042 ", phone: " 081-234-5678 ", idLast4: " 1234 " };
    expect(checkResultBody({ ...values, method: "phone" })).toEqual({ reference: "CP-2569-000042", phone: "081-234-5678" });
    expect(checkResultBody({ ...values, method: "idLast4" })).toEqual({ reference: "CP-2569-000042", idLast4: "1234" });
  });
});
