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

/** A place of the hierarchy as the lookup calls answer it (contract schemas `ThaiProvince`, `ThaiDistrict`, ...). */
interface ThaiPlace {
  code: string;
  nameTh: string;
  nameEn: string;
}

/** Thai order of names, as a Thai reader looks for a place. */
const thaiOrder = new Intl.Collator("th");
const byThaiName = (a: { nameTh: string }, b: { nameTh: string }) => thaiOrder.compare(a.nameTh, b.nameTh);

/** The 77 provinces, sorted by the Thai name (`GET /v1/ThaiAddress/province`). */
export async function listThaiProvinces(): Promise<ThaiPlace[]> {
  const { getProvinces } = await import("thai-address-universal");
  return (await getProvinces()).map((p) => ({ code: p.code, nameTh: p.nameTh, nameEn: p.nameEn })).sort(byThaiName);
}

/**
 * One province with its districts and their sub-districts and postcodes, each level sorted by the Thai name
 * (`GET /v1/ThaiAddress/province/{provinceCode}`). The dataset lists a sub-district once per postcode: here once, with
 * all its postcodes. The dataset gives the places of Bueng Kan no code: they keep an empty one, and the sub-districts of
 * a district without a code are those of the province without a code (the dataset's own lookup by an empty code).
 * @param provinceCode - Two-digit geocode.
 * @returns The province, or undefined when there is none with that code.
 */
export async function getThaiProvince(
  provinceCode: string,
): Promise<(ThaiPlace & { districts: (ThaiPlace & { subdistricts: (ThaiPlace & { postcodes: string[] })[] })[] }) | undefined> {
  const { getProvinces, getDistricts, getSubDistricts } = await import("thai-address-universal");
  const province = (await getProvinces()).find((p) => p.code === provinceCode);
  if (!province) return undefined;
  const districts = await Promise.all(
    (await getDistricts(province.code)).map(async (d) => {
      const merged = new Map<string, ThaiPlace & { postcodes: string[] }>();
      for (const s of await getSubDistricts(d.code)) {
        const key = `${s.code}|${s.nameTh}`;
        const known = merged.get(key);
        if (known) {
          if (s.postalCode && !known.postcodes.includes(s.postalCode)) known.postcodes.push(s.postalCode);
        } else {
          merged.set(key, { code: s.code, nameTh: s.nameTh, nameEn: s.nameEn, postcodes: s.postalCode ? [s.postalCode] : [] });
        }
      }
      return { code: d.code, nameTh: d.nameTh, nameEn: d.nameEn, subdistricts: [...merged.values()].sort(byThaiName) };
    }),
  );
  return { code: province.code, nameTh: province.nameTh, nameEn: province.nameEn, districts: districts.sort(byThaiName) };
}
