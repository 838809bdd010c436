/**
 * The rules the service catalogue states are enforced on the server (tracker issue 36 item 4), declared once in the
 * service's form: a tent loan of at most 7 days refuses 19 days, a booking or a delivery date in the past is
 * refused, an old-age allowance refuses a birth date in the future or of someone too young, an address must be a
 * real place of the Thai address dataset, a return date at most N days after the loan's start; the field errors
 * are in the request's language (Accept-Language). Staff edits keep the rule keywords and refuse malformed ones.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { fieldMessagesEn, fieldMessagesTh } from "../src/i18n/field-messages";
import { citizenIdFrom, describeBackends, newResident } from "./support/harness";
import { adminToken } from "./support/staff";

type Service = Schemas["EService"];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Midnight in Thailand `days` days from now, in ms. */
function thaiMidnight(days: number): number {
  const thai = new Date(Date.now() + 7 * HOUR + days * DAY);
  return Date.UTC(thai.getUTCFullYear(), thai.getUTCMonth(), thai.getUTCDate()) - 7 * HOUR;
}

/** The day in Thailand `days` days from now (`YYYY-MM-DD`). */
const thaiDay = (days: number) => new Date(thaiMidnight(days) + 7 * HOUR).toISOString().slice(0, 10);

/** A real address (Chiang Mai, Mueang, Si Phum, 50200). */
const ADDRESS = { houseNo: "12/3", province: "เชียงใหม่", district: "เมืองเชียงใหม่", subdistrict: "ศรีภูมิ", postcode: "50200" };
const PHONE = "0812345678";

describe("rule messages", () => {
  it("have the same keys in English and Thai (the field-message catalogue)", () => {
    expect(Object.keys(fieldMessagesTh).sort()).toEqual(Object.keys(fieldMessagesEn).sort());
  });
});

describeBackends("catalogue rules of e-service forms", (h) => {
  let catalogue: Service[];
  let resident: { token: string };

  beforeAll(async () => {
    catalogue = (await h().call("listEServices")).json.data as Service[];
    resident = await newResident(h(), "rules");
  });

  const service = (code: string): Service => {
    const found = catalogue.find((s) => s.code === code);
    if (!found) throw new Error(`no service ${code}`);
    return found;
  };

  const submit = (body: Schemas["EServiceRequestCreate"], language = "en") =>
    h().call("createEServiceRequest", { token: resident.token, body, headers: { "accept-language": language } });

  const tentData = { purpose: "funeral", eventName: "งานศพคุณยาย", quantity: 2, place: "ศาลาวัดศรีภูมิ", transport: "self", phone: PHONE };

  it("a tent loan promised for at most 7 days refuses 19 days naming booking.to in Thai; 7 days are accepted", async () => {
    const tents = service("deputy-equipment");
    const resourceId = tents.booking!.resources[0]!.id;
    const from = thaiMidnight(40);
    const long = await submit(
      { serviceCode: tents.code, data: tentData, booking: { resourceId, from: new Date(from).toISOString(), to: new Date(from + 19 * DAY).toISOString() } },
      "th",
    );
    expect(long.status).toBe(400);
    expect(long.json.errors).toContainEqual({ field: "booking.to", message: "จองได้ไม่เกิน 7 วัน" });
    const week = await submit({ serviceCode: tents.code, data: tentData, booking: { resourceId, from: new Date(from).toISOString(), to: new Date(from + 7 * DAY).toISOString() } });
    expect(week.status, week.json.message).toBe(201);
  });

  it("a booking in the past is refused naming booking.from in the request's language", async () => {
    const tents = service("deputy-equipment");
    const from = thaiMidnight(-3);
    const booking = { resourceId: tents.booking!.resources[1]!.id, from: new Date(from).toISOString(), to: new Date(from + DAY).toISOString() };
    const th = await submit({ serviceCode: tents.code, data: tentData, booking }, "th-TH,th;q=0.9,en;q=0.5");
    expect(th.status).toBe(400);
    expect(th.json.errors).toContainEqual({ field: "booking.from", message: "ต้องไม่เป็นเวลาที่ผ่านมาแล้ว" });
  });

  it("a water delivery date in the past is refused; today is accepted; a made-up address is refused naming the part", async () => {
    const water = service("deputy-water");
    const data = { purpose: "household", litres: 1000, neededDate: thaiDay(-1), address: ADDRESS, phone: PHONE };
    const past = await submit({ serviceCode: water.code, data }, "th");
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual([{ field: "data.neededDate", message: "ต้องเป็นวันนี้หรือวันหลังจากนี้" }]);
    const english = await submit({ serviceCode: water.code, data });
    expect(english.json.errors).toEqual([{ field: "data.neededDate", message: "must be today or later" }]);

    const forged = await submit({ serviceCode: water.code, data: { ...data, neededDate: thaiDay(0), address: { ...ADDRESS, province: "X", postcode: "99999" } } }, "th");
    expect(forged.status).toBe(400);
    expect(forged.json.errors).toEqual([{ field: "data.address.province", message: "ไม่ใช่จังหวัดในประเทศไทย" }]);
    const wrongPostcode = await submit({ serviceCode: water.code, data: { ...data, neededDate: thaiDay(0), address: { ...ADDRESS, postcode: "99999" } } });
    expect(wrongPostcode.json.errors).toEqual([{ field: "data.address.postcode", message: "is not a postcode of this sub-district" }]);
    const wrongDistrict = await submit({ serviceCode: water.code, data: { ...data, neededDate: thaiDay(0), address: { ...ADDRESS, district: "หาดใหญ่" } } });
    expect(wrongDistrict.json.errors).toEqual([{ field: "data.address.district", message: "is not a district of this province" }]);

    const ok = await submit({ serviceCode: water.code, data: { ...data, neededDate: thaiDay(0) } });
    expect(ok.status, ok.json.message).toBe(201);
  });

  it("an old-age allowance refuses a birth date in the future or of someone under 59; a plausible one is accepted", async () => {
    const welfare = service("welfare-general");
    const data = { helpType: "elderly-allowance", applicantId: citizenIdFrom("110170023070"), birthDate: thaiDay(5), address: ADDRESS, phone: PHONE };
    const future = await submit({ serviceCode: welfare.code, data }, "th");
    expect(future.status).toBe(400);
    expect(future.json.errors).toEqual([{ field: "data.birthDate", message: "ต้องไม่เป็นวันในอนาคต" }]);
    const young = await submit({ serviceCode: welfare.code, data: { ...data, birthDate: "2000-01-01" } });
    expect(young.json.errors).toEqual([{ field: "data.birthDate", message: "must be the date of birth of someone at least 59 years old" }]);
    const ancient = await submit({ serviceCode: welfare.code, data: { ...data, birthDate: "1850-01-01" } });
    expect(ancient.json.errors).toEqual([{ field: "data.birthDate", message: "must be the date of birth of someone at most 120 years old" }]);
    // The same young birth date is fine for the disability allowance.
    const disability = await submit({ serviceCode: welfare.code, data: { ...data, helpType: "disability-allowance", birthDate: "2000-01-01" } });
    expect(disability.status, disability.json.message).toBe(201);
    const ok = await submit({ serviceCode: welfare.code, data: { ...data, birthDate: "1950-06-15" } });
    expect(ok.status, ok.json.message).toBe(201);
  });

  it("staff edits keep the rule keywords, refuse malformed ones, and a return date at most 7 days after the loan is enforced", async () => {
    const admin = await adminToken(h());
    const s = service("technical-other");
    const edit = (form: unknown) => h().call("updateEService", { token: admin, params: { code: s.code }, body: { form: form as Schemas["ServiceForm"] } });
    const form = JSON.parse(JSON.stringify(s.form)) as { schema: { properties: Record<string, unknown>; required?: string[] }; ui: Schemas["ServiceForm"]["ui"] };
    const withDates = {
      schema: {
        ...form.schema,
        properties: {
          ...form.schema.properties,
          loanFrom: { type: "string", format: "date", "x-notBefore": "today" },
          loanUntil: { type: "string", format: "date", "x-maxDaysAfter": { field: "loanFrom", days: 7 } },
        },
      },
      ui: {
        order: [...form.ui.order, "loanFrom", "loanUntil"],
        fields: { ...form.ui.fields, loanFrom: { label: { th: "วันที่ยืม", en: "Loan from" } }, loanUntil: { label: { th: "วันที่คืน", en: "Return date" } } },
      },
    };
    const bad = JSON.parse(JSON.stringify(withDates)) as typeof withDates;
    (bad.schema.properties.loanUntil as Record<string, unknown>)["x-maxDaysAfter"] = { field: "noSuchField", days: 7 };
    (bad.schema.properties.loanFrom as Record<string, unknown>)["x-notBefore"] = "yesterday";
    const refused = await edit(bad);
    expect(refused.status).toBe(400);
    expect(refused.json.errors?.map((e) => e.field).sort()).toEqual([
      "form.schema.properties.loanFrom.x-notBefore",
      "form.schema.properties.loanUntil.x-maxDaysAfter",
    ]);
    const saved = await edit(withDates);
    expect(saved.status, saved.json.message).toBe(200);
    const kept = (await h().call("getEService", { params: { code: s.code } })).json.data as Service;
    expect((kept.form.schema as { properties: Record<string, unknown> }).properties.loanUntil).toEqual(withDates.schema.properties.loanUntil);

    const base = { subject: "ขอยืมบันได", place: "บ้านเลขที่ 12/3", detail: "ขอยืมบันไดเพื่อซ่อมหลังคาบ้าน", phone: PHONE };
    const tooLate = await submit({ serviceCode: s.code, data: { ...base, loanFrom: thaiDay(3), loanUntil: thaiDay(3 + 19) } }, "th");
    expect(tooLate.status, JSON.stringify(tooLate.json.errors)).toBe(400);
    expect(tooLate.json.errors).toEqual([{ field: "data.loanUntil", message: "ต้องไม่เกิน 7 วันหลังจาก วันที่ยืม" }]);
    const before = await submit({ serviceCode: s.code, data: { ...base, loanFrom: thaiDay(3), loanUntil: thaiDay(2) } });
    expect(before.json.errors).toEqual([{ field: "data.loanUntil", message: "must not be before Loan from" }]);
    const ok = await submit({ serviceCode: s.code, data: { ...base, loanFrom: thaiDay(3), loanUntil: thaiDay(10) } });
    expect(ok.status, JSON.stringify(ok.json.errors)).toBe(201);
  });
});
