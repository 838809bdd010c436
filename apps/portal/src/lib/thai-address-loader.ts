/**
 * The Thai address hierarchy for the ui `ThaiAddressPicker` (`loader` prop), from the API: `GET /v1/ThaiAddress/province`
 * (the 77 provinces) and `GET /v1/ThaiAddress/province/{provinceCode}` (one province's districts and sub-districts with
 * their postcodes), the dataset the server checks every address against (docs/anchors.md "Address data"), sorted by the
 * Thai name. The answers are public: cached by the browser for a day, kept in the query cache for the session, and
 * kept by the service worker for use without a network. The portal does not load the dataset itself: its tables are
 * about 417 kB of JavaScript (96 kB brotli) that a phone would download, parse and run on every page with an address
 * field, where a province's answer is a few kilobytes (tracker issue 40 items 1 and 5).
 */
import type { ThaiAddressLoader, ThaiDistrict, ThaiProvince, ThaiSubdistrict } from "@eoffice/ui";
import { api, queryClient } from "../api/query";

/** The hierarchy changes only with a release of the server: fresh for the whole session. */
const ADDRESS_STALE_MS = Number.POSITIVE_INFINITY;

/** The query of the provinces (`GET /v1/ThaiAddress/province`). */
function thaiProvincesQuery() {
  return api.queryOptions("get", "/v1/ThaiAddress/province", {}, { staleTime: ADDRESS_STALE_MS, gcTime: Infinity });
}

/** The query of one province with its districts and sub-districts (`GET /v1/ThaiAddress/province/{provinceCode}`). */
function thaiProvinceQuery(provinceCode: string) {
  return api.queryOptions(
    "get",
    "/v1/ThaiAddress/province/{provinceCode}",
    { params: { path: { provinceCode } } },
    { staleTime: ADDRESS_STALE_MS, gcTime: Infinity },
  );
}

/** One province's answer (rejects when the call fails: the picker shows its error with a retry). */
const province = async (provinceCode: string) => (await queryClient.fetchQuery(thaiProvinceQuery(provinceCode))).data;

/**
 * The province whose districts the dataset gives no code (Bueng Kan's), from the last `districts` call that listed
 * such a district: an empty district code cannot name its province, and the picker asks for the sub-districts of a
 * district only after it has listed the districts of its province.
 */
let uncodedDistrictsProvince: string | undefined;

/**
 * The loader: provinces, the districts of a province (by its 2-digit code), the sub-districts of a district (by its
 * 4-digit code; a code the dataset gives two districts, such as 5003, lists the sub-districts of both, as the dataset
 * does) with their 5-digit postcodes. Rejects when a call fails.
 */
export const thaiAddressLoader: ThaiAddressLoader = {
  async provinces(): Promise<ThaiProvince[]> {
    const { data } = await queryClient.fetchQuery(thaiProvincesQuery());
    return data.map((p) => ({ code: p.code, name: { th: p.nameTh, en: p.nameEn } }));
  },
  async districts(provinceCode: string): Promise<ThaiDistrict[]> {
    const { districts } = await province(provinceCode);
    if (districts.some((d) => d.code === "")) uncodedDistrictsProvince = provinceCode;
    return districts.map((d) => ({ code: d.code, provinceCode, name: { th: d.nameTh, en: d.nameEn } }));
  },
  async subdistricts(districtCode: string): Promise<ThaiSubdistrict[]> {
    const provinceCode = districtCode === "" ? uncodedDistrictsProvince : districtCode.slice(0, 2);
    if (provinceCode === undefined) return [];
    const seen = new Set<string>();
    const subdistricts: ThaiSubdistrict[] = [];
    for (const district of (await province(provinceCode)).districts.filter((d) => d.code === districtCode)) {
      for (const s of district.subdistricts) {
        const key = `${s.code}|${s.nameTh}`;
        if (seen.has(key)) continue;
        seen.add(key);
        subdistricts.push({ code: s.code, districtCode, name: { th: s.nameTh, en: s.nameEn }, postcodes: s.postcodes });
      }
    }
    return subdistricts;
  },
};
