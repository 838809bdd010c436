/**
 * The person-profile form's values and client checks (issue 15 item 2; contract `PersonProfileUpdate`): the
 * Thai national ID's check digit (the same mod-11 rule the server checks, from the ui package), the telephone
 * pattern, and the title from the Thai prefixes (or another typed one).
 */
import type { Schemas } from "@eoffice/api-client";
import { isValidThaiNationalId, type ThaiAddressValue } from "@eoffice/ui";

/** Title prefixes offered, by key: the civil-registration prefixes in Thai (`account.profile.titles.*`). */
export const TITLE_KEYS = ["mr", "mrs", "ms", "boy", "girl"] as const;

/** The Thai prefix of each key (stored as the title whatever the page's language). */
export const THAI_TITLES: Record<(typeof TITLE_KEYS)[number], string> = {
  mr: "นาย",
  mrs: "นาง",
  ms: "นางสาว",
  boy: "เด็กชาย",
  girl: "เด็กหญิง",
};

/** What the profile form holds. */
export interface ProfileValues {
  /** A key of {@link TITLE_KEYS}, or `other`. */
  titleKey: string;
  /** The typed title when `titleKey` is `other`. */
  otherTitle: string;
  firstname: string;
  lastname: string;
  citizenId: string;
  /** `YYYY-MM-DD` (Gregorian) or null. */
  birthDate: string | null;
  phone: string;
  email: string;
  addressLine: string;
  address: ThaiAddressValue;
}

/** An empty address picker value. */
export const NO_ADDRESS: ThaiAddressValue = { province: null, district: null, subdistrict: null, postcode: null };

/** The form's values from a profile (the address picker's codes from the stored geocode and names). */
export function profileValues(p: Schemas["PersonProfile"]): ProfileValues {
  const titleKey = TITLE_KEYS.find((key) => THAI_TITLES[key] === p.title) ?? (p.title ? "other" : "mr");
  const code = p.subdistrictCode ?? null;
  const address: ThaiAddressValue =
    code && p.province && p.district && p.subdistrict
      ? {
          province: { code: code.slice(0, 2), name: { th: p.province, en: p.province } },
          district: { code: code.slice(0, 4), provinceCode: code.slice(0, 2), name: { th: p.district, en: p.district } },
          subdistrict: { code, districtCode: code.slice(0, 4), name: { th: p.subdistrict, en: p.subdistrict }, postcodes: p.postcode ? [p.postcode] : [] },
          postcode: p.postcode ?? null,
        }
      : NO_ADDRESS;
  return {
    titleKey,
    otherTitle: titleKey === "other" ? p.title : "",
    firstname: p.firstname,
    lastname: p.lastname,
    citizenId: p.citizenId ?? "",
    birthDate: p.birthDate ?? null,
    phone: p.phone ?? "",
    email: p.pendingEmail ?? p.email,
    addressLine: p.addressLine ?? "",
    address,
  };
}

/** Message keys of the fields that fail the client checks (empty when the form may be sent). */
export function profileErrors(v: ProfileValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.titleKey === "other" && v.otherTitle.trim() === "") errors.otherTitle = "validation.required";
  if (v.firstname.trim() === "") errors.firstname = "validation.required";
  if (v.lastname.trim() === "") errors.lastname = "validation.required";
  if (v.citizenId !== "" && !/^[0-9]{13}$/.test(v.citizenId)) errors.citizenId = "validation.citizenId";
  else if (v.citizenId !== "" && !isValidThaiNationalId(v.citizenId)) errors.citizenId = "account.profile.citizenIdInvalid";
  if (v.phone !== "" && !/^\+?[0-9][0-9 -]{7,18}[0-9]$/.test(v.phone)) errors.phone = "validation.phone";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = "validation.email";
  const { subdistrict, postcode } = v.address;
  if ((v.address.province || v.address.district || subdistrict || postcode) && !(subdistrict && postcode)) errors.subdistrict = "validation.select";
  return errors;
}

/** The update body of the form's values. */
export function profileUpdate(v: ProfileValues): Schemas["PersonProfileUpdate"] {
  return {
    title: v.titleKey === "other" ? v.otherTitle.trim() : THAI_TITLES[v.titleKey as keyof typeof THAI_TITLES],
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    citizenId: v.citizenId === "" ? null : v.citizenId,
    birthDate: v.birthDate,
    phone: v.phone.trim() === "" ? null : v.phone.trim(),
    email: v.email.trim().toLowerCase(),
    addressLine: v.addressLine.trim() === "" ? null : v.addressLine.trim(),
    subdistrictCode: v.address.subdistrict?.code ?? null,
    postcode: v.address.subdistrict ? v.address.postcode : null,
  };
}
