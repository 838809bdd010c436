import { describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { profileErrors, profileUpdate, profileValues } from "./profile-form";

const profile: Schemas["PersonProfile"] = {
  id: 1,
  personId: 7,
  realm: "person",
  name: "นางสาว สมหญิง ใจดี",
  email: "somying@example.org",
  title: "นางสาว",
  firstname: "สมหญิง",
  lastname: "ใจดี",
  status: "online",
  citizenId: "1101700203450",
  subdistrictCode: "500101",
  province: "เชียงใหม่",
  district: "เมืองเชียงใหม่",
  subdistrict: "ศรีภูมิ",
  postcode: "50200",
};

describe("profile form (issue 15 item 2)", () => {
  it("round-trips a profile: Thai title key, address codes from the geocode", () => {
    const values = profileValues(profile);
    expect(values.titleKey).toBe("ms");
    expect(values.address.district?.code).toBe("5001");
    expect(profileErrors(values)).toEqual({});
    expect(profileUpdate(values)).toMatchObject({ title: "นางสาว", subdistrictCode: "500101", postcode: "50200", citizenId: "1101700203450" });
  });

  it("refuses a national ID whose check digit is wrong, and a half-chosen address", () => {
    const values = profileValues(profile);
    expect(profileErrors({ ...values, citizenId: "1101700203451" })).toEqual({ citizenId: "account.profile.citizenIdInvalid" });
    expect(profileErrors({ ...values, citizenId: "12345" })).toEqual({ citizenId: "validation.citizenId" });
    expect(profileErrors({ ...values, address: { ...values.address, subdistrict: null, postcode: null } })).toEqual({ subdistrict: "validation.select" });
  });
});
