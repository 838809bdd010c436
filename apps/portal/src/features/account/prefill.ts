/**
 * E-service forms filled in from the person profile (issue 15 item 2: "The e-service forms pre-fill from the
 * profile"): a new request (no draft) starts with the resident's telephone, national ID and address where the
 * service's form asks for them (by widget: `tel`, `thai-national-id`, `address`). The resident can change every
 * answer; nothing is sent before they check it.
 */
import type { Schemas } from "@eoffice/api-client";
import type { ServiceForm, ServiceFormAddress, ServiceFormValue } from "@eoffice/ui";

/** Longest house number an address answer takes (the forms' `houseNo`). */
const HOUSE_NO_MAX = 20;

/** The address answer of a profile, or undefined when the profile has no address. */
function addressOf(p: Schemas["PersonProfile"]): ServiceFormAddress | undefined {
  const code = p.subdistrictCode;
  if (!code || !p.province || !p.district || !p.subdistrict || !p.postcode) return undefined;
  const line = p.addressLine?.trim() ?? "";
  return {
    ...(line && line.length <= HOUSE_NO_MAX ? { houseNo: line } : {}),
    provinceCode: code.slice(0, 2),
    province: p.province,
    districtCode: code.slice(0, 4),
    district: p.district,
    subdistrictCode: code,
    subdistrict: p.subdistrict,
    postcode: p.postcode,
  };
}

/**
 * The first answers of a service form from a profile.
 * @param form - The service's form.
 * @param profile - The signed-in person's profile, or null (then nothing is filled in).
 */
export function prefillFromProfile(form: ServiceForm, profile: Schemas["PersonProfile"] | null): ServiceFormValue {
  if (!profile) return {};
  const value: ServiceFormValue = {};
  for (const [name, hints] of Object.entries(form.ui.fields)) {
    if (!(name in form.schema.properties)) continue;
    if (hints.widget === "tel" && profile.phone) value[name] = profile.phone;
    else if (hints.widget === "thai-national-id" && profile.citizenId) value[name] = profile.citizenId;
    else if (hints.widget === "address") {
      const address = addressOf(profile);
      if (address) value[name] = address;
    }
  }
  return value;
}
