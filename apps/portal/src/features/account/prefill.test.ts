import { describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import type { ServiceForm } from "@eoffice/ui";
import { prefillFromProfile } from "./prefill";

const form: ServiceForm = {
  schema: {
    type: "object",
    properties: { phone: { type: "string" }, address: { type: "object" }, detail: { type: "string" } },
  } as ServiceForm["schema"],
  ui: {
    order: ["phone", "address", "detail"],
    fields: {
      phone: { label: { th: "โทรศัพท์", en: "Telephone" }, widget: "tel" },
      address: { label: { th: "ที่อยู่", en: "Address" }, widget: "address" },
      detail: { label: { th: "รายละเอียด", en: "Detail" }, widget: "textarea" },
    },
  } as ServiceForm["ui"],
};

const profile = {
  phone: "081-234-5678",
  addressLine: "99/1",
  subdistrictCode: "500101",
  province: "เชียงใหม่",
  district: "เมืองเชียงใหม่",
  subdistrict: "ศรีภูมิ",
  postcode: "50200",
} as Schemas["PersonProfile"];

describe("e-service forms pre-filled from the profile (issue 15 item 2)", () => {
  it("fills the telephone and the address with its picker codes, and nothing else", () => {
    expect(prefillFromProfile(form, profile)).toEqual({
      phone: "081-234-5678",
      address: {
        houseNo: "99/1",
        provinceCode: "50",
        province: "เชียงใหม่",
        districtCode: "5001",
        district: "เมืองเชียงใหม่",
        subdistrictCode: "500101",
        subdistrict: "ศรีภูมิ",
        postcode: "50200",
      },
    });
    expect(prefillFromProfile(form, null)).toEqual({});
  });
});
