/**
 * The Thai address hierarchy for the ui `ThaiAddressPicker` (`loader` prop), from the dataset package
 * `thai-address-universal` (docs/anchors.md "Address data": 77 provinces, 928 districts, 7,436 sub-districts with their
 * postcodes, Thai and English names, official geocodes). The package and its Thai and English tables are imported
 * only when a picker first asks for a level, so only the routes that show an address field load them (tracker issue
 * 12 item 2, "address"; issue 15 reuses it for the profile).
 */
import type { ThaiAddressLoader, ThaiDistrict, ThaiProvince, ThaiSubdistrict } from "@eoffice/ui";

/** The dataset package, loaded on first use. */
const dataset = () => import("thai-address-universal");

/** Districts and sub-districts are asked for by code; a geocode's first digits name its parent. */
const parentCode = (code: string, length: number) => code.slice(0, length);

/** Sorted by the Thai name (the order a Thai reader looks for). */
const byThaiName = (a: { name: { th: string } }, b: { name: { th: string } }) => a.name.th.localeCompare(b.name.th, "th");

/**
 * The loader: provinces, the districts of a province (by its 2-digit code), the sub-districts of a district (by
 * its 4-digit code) with their 5-digit postcodes. Rejects when the dataset cannot be loaded (the picker shows its
 * error with a retry).
 */
export const thaiAddressLoader: ThaiAddressLoader = {
  async provinces(): Promise<ThaiProvince[]> {
    const { getProvinces } = await dataset();
    return (await getProvinces()).map((p) => ({ code: p.code, name: { th: p.nameTh, en: p.nameEn } })).sort(byThaiName);
  },
  async districts(provinceCode: string): Promise<ThaiDistrict[]> {
    const { getDistricts } = await dataset();
    return (await getDistricts(provinceCode))
      .map((d) => ({ code: d.code, provinceCode: parentCode(d.code, 2), name: { th: d.nameTh, en: d.nameEn } }))
      .sort(byThaiName);
  },
  async subdistricts(districtCode: string): Promise<ThaiSubdistrict[]> {
    const { getSubDistricts } = await dataset();
    // The package lists a sub-district once per postcode: one entry each, with all its postcodes.
    const merged = new Map<string, ThaiSubdistrict>();
    for (const s of await getSubDistricts(districtCode)) {
      const known = merged.get(s.code);
      const postcodes = s.postalCode ? [s.postalCode] : [];
      if (known) known.postcodes = [...new Set([...known.postcodes, ...postcodes])];
      else merged.set(s.code, { code: s.code, districtCode: parentCode(s.code, 4), name: { th: s.nameTh, en: s.nameEn }, postcodes });
    }
    return [...merged.values()].sort(byThaiName);
  },
};
