/**
 * Checks a Thai address chosen in the portal's address picker against the same dataset package
 * (`thai-address-universal`: provinces, districts, sub-districts and postcodes with official geocodes), so a
 * profile never holds a province, district, sub-district or postcode that do not belong together.
 */

/** The address parts as the profile stores them (Thai names). */
export interface ThaiAddressParts {
  province: string;
  district: string;
  subdistrict: string;
  postcode: string;
}

/** Whether the four parts are one entry of the dataset (names compared in Thai). */
export async function isKnownThaiAddress(a: ThaiAddressParts): Promise<boolean> {
  const { getProvinces, getDistricts, getSubDistricts } = await import("thai-address-universal");
  const province = (await getProvinces()).find((p) => p.nameTh === a.province);
  if (!province) return false;
  const district = (await getDistricts(province.code)).find((d) => d.nameTh === a.district);
  if (!district) return false;
  return (await getSubDistricts(district.code)).some((s) => s.nameTh === a.subdistrict && s.postalCode === a.postcode);
}
