/**
 * Resolves a Thai address chosen in the portal's address picker against the same dataset package
 * (`thai-address-universal`: 77 provinces, 928 districts, 7,436 sub-districts with postcodes and official
 * geocodes), so a profile never holds a province, district, sub-district or postcode that do not belong together,
 * and the names come from the dataset rather than from what was typed.
 */

/** A sub-district with the names of its district and province (Thai). */
export interface ResolvedThaiAddress {
  province: string;
  district: string;
  subdistrict: string;
  subdistrictCode: string;
  postcode: string;
}

/**
 * Finds the sub-district of a 6-digit geocode with the postcode.
 * @returns The names, or undefined when the code does not exist or the postcode is not one of its postcodes.
 */
export async function resolveThaiAddress(subdistrictCode: string, postcode: string): Promise<ResolvedThaiAddress | undefined> {
  if (!/^[0-9]{6}$/.test(subdistrictCode)) return undefined;
  const { getProvinces, getDistricts, getSubDistricts } = await import("thai-address-universal");
  const province = (await getProvinces()).find((p) => p.code === subdistrictCode.slice(0, 2));
  if (!province) return undefined;
  const district = (await getDistricts(province.code)).find((d) => d.code === subdistrictCode.slice(0, 4));
  if (!district) return undefined;
  const sub = (await getSubDistricts(district.code)).find((s) => s.code === subdistrictCode && s.postalCode === postcode);
  if (!sub) return undefined;
  return { province: province.nameTh, district: district.nameTh, subdistrict: sub.nameTh, subdistrictCode, postcode };
}
