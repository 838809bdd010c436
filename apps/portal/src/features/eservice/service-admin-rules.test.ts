import { describe, expect, it } from "vitest";
import { editorBody, editorFieldOf, editorValues, serverFieldErrors, type ServiceEditorValues } from "./service-admin-rules";
import type { EService } from "./eservice-rules";

const service = {
  id: 1,
  code: "deputy-petition",
  division: { id: 2, nameTh: "สำนักปลัดเทศบาล", nameEn: "Office of the Municipal Clerk" },
  name: { th: "คำร้องทั่วไป", en: "General petition" },
  description: { th: "ยื่นคำร้องทั่วไป", en: "Any other petition" },
  requirements: { th: ["สำเนาบัตรประชาชน"], en: ["A copy of your ID card"] },
  feeSatang: 0,
  feeUnit: "request",
  targetDays: 15,
  active: true,
  form: { schema: { type: "object", properties: {} }, ui: { order: [], fields: {} } },
  booking: null,
  updatedAt: "2026-11-25T10:00:00Z",
} as unknown as EService;

describe("the service editor", () => {
  it("round-trips a service: its values make the same texts, target days and form", () => {
    const result = editorBody(editorValues(service));
    expect(result).toEqual({
      ok: true,
      body: {
        name: service.name,
        description: service.description,
        requirements: service.requirements,
        targetDays: 15,
        active: true,
        form: service.form,
      },
    });
  });

  it("reads the requirements one a line, blank lines left out, and trims the texts", () => {
    const values: ServiceEditorValues = { ...editorValues(service), requirementsEn: " ID card \n\n  House registration\n", nameEn: " Petition " };
    const result = editorBody(values);
    expect(result.ok && result.body.requirements?.en).toEqual(["ID card", "House registration"]);
    expect(result.ok && result.body.name?.en).toBe("Petition");
  });

  it("refuses empty names, a target time out of 1 to 365 whole days and JSON that does not parse", () => {
    const result = editorBody({ ...editorValues(service), nameTh: " ", targetDays: "0", form: "{ \"schema\": " });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual({ nameTh: "required", targetDays: "targetDays", form: "json" });
    expect(result.jsonMessage).toBeTruthy();
    expect(editorBody({ ...editorValues(service), targetDays: "2.5" }).ok).toBe(false);
    expect(editorBody({ ...editorValues(service), targetDays: "366" }).ok).toBe(false);
    expect(editorBody({ ...editorValues(service), form: "[1, 2]" })).toMatchObject({ ok: false, problems: { form: "formShape" } });
  });

  it("puts each server problem next to its field, form problems with their path", () => {
    expect(editorFieldOf("name.th")).toBe("nameTh");
    expect(editorFieldOf("requirements.en.2")).toBe("requirementsEn");
    expect(editorFieldOf("form.schema.properties.subject.maxLength")).toBe("form");
    expect(editorFieldOf("feeSatang")).toBeNull();
    expect(
      serverFieldErrors([
        { field: "form.schema.properties.subject.maxLength", message: "is required" },
        { field: "form.ui.order", message: "must list every property once" },
        { field: "targetDays", message: "must be <= 365" },
        { field: "feeSatang", message: "must be >= 0" },
      ]),
    ).toEqual({
      byField: {
        form: "schema.properties.subject.maxLength: is required; ui.order: must list every property once",
        targetDays: "must be <= 365",
      },
      other: ["feeSatang: must be >= 0"],
    });
  });
});
