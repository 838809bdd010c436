/**
 * The e-service catalogue's seed (issue 12 item 1): the 23 request items of the default e-service menu
 * (apps/portal/src/features/e-service/e-service-menu.ts), each with its division, Thai and English texts, what the
 * resident brings, fee, target days, request form and, for the services that book a thing, its resources.
 *
 * Idempotent: a missing division is created (by code), a missing service or resource is inserted, and an existing
 * one is left as it is (staff administrators may have edited it). Every form is checked with the same rules as a
 * staff edit before it is written.
 */
import { inArray } from "drizzle-orm";
import type { Tx } from "../db/database";
import { bookingResources, eServices, orgUnits, type BookingUnit, type FeeUnit, type ServiceFormDefinition } from "../db/schema";
import { DEMO_ORG_UNITS } from "./seed-data";
import { ADDRESS_KEYS, checkServiceForm, TIME_PATTERN } from "../eservices/form";
import { renderFieldErrors } from "../i18n/field-messages";

/** Thai and English text. */
type Text = { th: string; en: string };

const t = (th: string, en: string): Text => ({ th, en });

/** One field of a seeded form: its schema, its display hints, and whether it is required. */
interface Field {
  schema: Record<string, unknown>;
  ui: ServiceFormDefinition["ui"]["fields"][string];
  required: boolean;
}

/** Options of a field. */
interface FieldOptions {
  /** @default true */
  required?: boolean;
  help?: Text;
}

const field = (schema: Record<string, unknown>, label: Text, o: FieldOptions & { widget?: string; options?: Record<string, Text> } = {}): Field => ({
  schema,
  ui: { label, ...(o.help ? { help: o.help } : {}), ...(o.widget ? { widget: o.widget } : {}), ...(o.options ? { options: o.options } : {}) },
  required: o.required ?? true,
});

/** A one-line text (at most `max` characters). */
const text = (label: Text, max = 200, o: FieldOptions = {}) => field({ type: "string", minLength: 1, maxLength: max }, label, { ...o, widget: "text" });

/** A long text. */
const longText = (label: Text, max = 1000, o: FieldOptions = {}) =>
  field({ type: "string", minLength: 5, maxLength: max }, label, { ...o, widget: "textarea" });

/** A telephone number (the contract's `Phone` pattern). */
const tel = (label: Text = t("หมายเลขโทรศัพท์ที่ติดต่อได้", "Contact telephone number"), o: FieldOptions = {}) =>
  field({ type: "string", pattern: "^\\+?[0-9][0-9 -]{7,18}[0-9]$", maxLength: 20 }, label, { ...o, widget: "tel" });

/** A whole number from `min` to `max`. */
const int = (label: Text, min: number, max: number, o: FieldOptions = {}) => field({ type: "integer", minimum: min, maximum: max }, label, { ...o, widget: "number" });

/**
 * A date (ISO `yyyy-mm-dd`; the portal shows the Buddhist calendar in Thai), with the catalogue's rules on it
 * (`x-notBefore`, `x-notAfter`, `x-age`, `x-maxDaysAfter`: eservices/form-rules.ts).
 */
const date = (label: Text, o: FieldOptions = {}, rules: Record<string, unknown> = {}) =>
  field({ type: "string", format: "date", ...rules }, label, { ...o, widget: "date" });

/** A date that must be today or later in Thailand (a booking, a delivery). */
const NOT_PAST = { "x-notBefore": "today" };

/** A date that must be today or earlier in Thailand (something that happened, a birth). */
const NOT_FUTURE = { "x-notAfter": "today" };

/** A time of day (`HH:MM`). */
const time = (label: Text, o: FieldOptions = {}) => field({ type: "string", pattern: TIME_PATTERN }, label, { ...o, widget: "time" });

/** One choice of `options` (value, Thai, English). */
const choice = (label: Text, options: [string, string, string][], o: FieldOptions & { widget?: "select" | "radio" } = {}) =>
  field({ type: "string", enum: options.map(([v]) => v) }, label, {
    ...o,
    widget: o.widget ?? (options.length <= 3 ? "radio" : "select"),
    options: Object.fromEntries(options.map(([v, th, en]) => [v, t(th, en)])),
  });

/** Several choices of `options`, at least `minItems`. */
const multiple = (label: Text, options: [string, string, string][], minItems = 1, o: FieldOptions = {}) =>
  field({ type: "array", items: { type: "string", enum: options.map(([v]) => v) }, uniqueItems: true, minItems, maxItems: options.length }, label, {
    ...o,
    widget: "checkboxes",
    options: Object.fromEntries(options.map(([v, th, en]) => [v, t(th, en)])),
  });

/** Files uploaded beforehand (`POST /v1/ESFile`), at most `maxItems`; required ones need at least one. */
const files = (label: Text, maxItems: number, o: FieldOptions = {}) =>
  field(
    { type: "array", items: { type: "string", format: "uuid" }, uniqueItems: true, minItems: (o.required ?? true) ? 1 : 0, maxItems },
    label,
    { ...o, widget: "file" },
  );

/** A Thai national id (13 digits with its check digit). */
const nationalId = (label: Text, o: FieldOptions = {}) => field({ type: "string", format: "thai-national-id" }, label, { ...o, widget: "thai-national-id" });

/** The lengths of each address part. */
const ADDRESS_LENGTH: Record<(typeof ADDRESS_KEYS)[number], number> = {
  houseNo: 20,
  moo: 10,
  village: 100,
  road: 100,
  provinceCode: 10,
  province: 100,
  districtCode: 10,
  district: 100,
  subdistrictCode: 10,
  subdistrict: 100,
  postcode: 5,
};

/** A Thai address (the ui ThaiAddressPicker's value). */
const address = (label: Text = t("ที่อยู่", "Address"), o: FieldOptions = {}) =>
  field(
    {
      type: "object",
      additionalProperties: false,
      required: ["houseNo", "province", "district", "subdistrict", "postcode"],
      properties: Object.fromEntries(
        ADDRESS_KEYS.map((k) => [
          k,
          k === "postcode"
            ? { type: "string", pattern: "^[0-9]{5}$", maxLength: 5 }
            : { type: "string", ...(["houseNo", "province", "district", "subdistrict"].includes(k) ? { minLength: 1 } : {}), maxLength: ADDRESS_LENGTH[k] },
        ]),
      ),
    },
    label,
    { ...o, widget: "address" },
  );

/**
 * Builds a form from its fields, in display order.
 * @param rules - Form-level rules, such as `x-maxBookingDays` (the longest booking the service promises, in days).
 */
function form(fields: Record<string, Field>, rules: Record<string, unknown> = {}): ServiceFormDefinition {
  const names = Object.keys(fields);
  return {
    schema: {
      ...rules,
      type: "object",
      additionalProperties: false,
      required: names.filter((n) => fields[n]?.required),
      properties: Object.fromEntries(names.map((n) => [n, fields[n]?.schema])),
    },
    ui: { order: names, fields: Object.fromEntries(names.map((n) => [n, fields[n]!.ui])) },
  };
}

/** A seeded service. */
export interface SeedEService {
  /** The e-service menu item's id. */
  code: string;
  /** Code of its division (`org_units.code`). */
  division: string;
  name: Text;
  description: Text;
  requirements: { th: string[]; en: string[] };
  /** @default 0 */
  feeSatang?: number;
  /** @default "request" */
  feeUnit?: FeeUnit;
  targetDays: number;
  form: ServiceFormDefinition;
  booking?: { unit: BookingUnit; resources: Text[] };
}

const ID_CARD = ["สำเนาบัตรประจำตัวประชาชน", "Copy of the national ID card"];
const HOUSE_REG = ["สำเนาทะเบียนบ้าน", "Copy of the house registration"];
const req = (...items: string[][]) => ({ th: items.map((i) => i[0]!), en: items.map((i) => i[1]!) });

const OTHER: [string, string, string] = ["other", "อื่น ๆ", "Other"];
const YES_NO: [string, string, string][] = [
  ["yes", "ใช่", "Yes"],
  ["no", "ไม่ใช่", "No"],
];
const SCHOOLS: [string, string, string][] = [
  ["cdc1", "ศูนย์พัฒนาเด็กเล็กเทศบาล 1", "Municipal Child Development Centre 1"],
  ["cdc2", "ศูนย์พัฒนาเด็กเล็กเทศบาล 2", "Municipal Child Development Centre 2"],
  ["school1", "โรงเรียนเทศบาล 1", "Municipal School 1"],
  ["school2", "โรงเรียนเทศบาล 2", "Municipal School 2"],
];

/** The 23 services, in the e-service menu's order. */
export const SEED_E_SERVICES: SeedEService[] = [
  {
    code: "deputy-disaster",
    division: "deputy",
    name: t("ขอรับความช่วยเหลือผู้ประสบสาธารณภัย", "Disaster relief assistance"),
    description: t(
      "ผู้ประสบอุทกภัย วาตภัย อัคคีภัย หรือภัยพิบัติอื่นในเขตเทศบาล ยื่นคำร้องขอรับความช่วยเหลือเบื้องต้น เช่น ถุงยังชีพ ซ่อมแซมที่อยู่อาศัย เจ้าหน้าที่จะออกสำรวจความเสียหายก่อนพิจารณาให้ความช่วยเหลือตามระเบียบ",
      "Residents affected by a flood, storm, fire or other disaster in the municipality request first aid such as relief bags or house repairs. Officers survey the damage before help is granted under the regulations.",
    ),
    requirements: req(ID_CARD, HOUSE_REG, ["ภาพถ่ายความเสียหาย", "Photos of the damage"]),
    targetDays: 7,
    form: form({
      disasterType: choice(t("ประเภทสาธารณภัย", "Kind of disaster"), [
        ["flood", "อุทกภัย (น้ำท่วม)", "Flood"],
        ["storm", "วาตภัย (พายุ ลมแรง)", "Storm"],
        ["fire", "อัคคีภัย (ไฟไหม้)", "Fire"],
        ["drought", "ภัยแล้ง", "Drought"],
        ["landslide", "ดินโคลนถล่ม", "Landslide"],
        OTHER,
      ]),
      incidentDate: date(t("วันที่เกิดเหตุ", "Date of the disaster"), {}, NOT_FUTURE),
      address: address(t("ที่อยู่ที่ได้รับความเสียหาย", "Address of the damaged home")),
      damage: longText(t("รายละเอียดความเสียหาย", "Damage"), 1000, { help: t("เช่น หลังคาบ้านพัง ทรัพย์สินเสียหาย", "For example a broken roof or damaged belongings") }),
      householdMembers: int(t("จำนวนสมาชิกในครัวเรือน (คน)", "Household members"), 1, 30),
      needs: multiple(t("ความช่วยเหลือที่ต้องการ", "Help needed"), [
        ["relief-bag", "ถุงยังชีพ อาหารและน้ำดื่ม", "Relief bag, food and drinking water"],
        ["shelter", "ที่พักชั่วคราว", "Temporary shelter"],
        ["repair", "ซ่อมแซมที่อยู่อาศัย", "House repairs"],
        ["medical", "การรักษาพยาบาล", "Medical care"],
      ]),
      phone: tel(),
      photos: files(t("ภาพถ่ายความเสียหาย", "Photos of the damage"), 5),
    }),
  },
  {
    code: "deputy-water",
    division: "deputy",
    name: t("ขอรับการสนับสนุนน้ำอุปโภคบริโภค", "Water supply by truck"),
    description: t(
      "ขอรับการสนับสนุนน้ำสะอาดสำหรับอุปโภคบริโภคด้วยรถบรรทุกน้ำของเทศบาล กรณีขาดแคลนน้ำ ภัยแล้ง น้ำประปาไม่ไหล หรือจัดงานในชุมชน",
      "Clean water delivered by the municipality's water truck when homes run short of water, in a drought, when tap water fails or for a community event.",
    ),
    requirements: req(ID_CARD),
    targetDays: 3,
    form: form({
      purpose: choice(t("วัตถุประสงค์", "Purpose"), [
        ["household", "ใช้อุปโภคบริโภคในครัวเรือน", "Household use"],
        ["drought", "ขาดแคลนน้ำจากภัยแล้ง", "Shortage in a drought"],
        ["no-tap-water", "น้ำประปาไม่ไหล", "No tap water"],
        ["event", "งานศพ งานบุญ หรืองานประเพณี", "Funeral, merit-making or festival"],
      ]),
      litres: int(t("ปริมาณน้ำที่ต้องการ (ลิตร)", "Water needed (litres)"), 500, 12000, { help: t("รถบรรทุกน้ำ 1 เที่ยว บรรจุได้ประมาณ 6,000 ลิตร", "One truck carries about 6,000 litres") }),
      neededDate: date(t("วันที่ต้องการรับน้ำ", "Date needed"), {}, NOT_PAST),
      address: address(t("สถานที่ส่งน้ำ", "Delivery address")),
      householdMembers: int(t("จำนวนสมาชิกในครัวเรือน (คน)", "Household members"), 1, 30, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "deputy-equipment",
    division: "deputy",
    name: t("ขอยืมวัสดุอุปกรณ์ (เต็นท์ โต๊ะ เก้าอี้)", "Borrowing tents, tables and chairs"),
    description: t(
      "ขอยืมเต็นท์ โต๊ะ และเก้าอี้ของเทศบาลเพื่อใช้ในงานศพ งานบุญ งานประเพณี หรือกิจกรรมของชุมชน ยืมได้ครั้งละไม่เกิน 7 วัน ผู้ยืมต้องดูแลและส่งคืนในสภาพเรียบร้อย",
      "Borrow the municipality's tents, tables and chairs for a funeral, merit-making, festival or community activity, for up to 7 days. The borrower returns them in good order.",
    ),
    requirements: req(ID_CARD),
    targetDays: 3,
    booking: {
      unit: "day",
      resources: [
        t("เต็นท์ขนาด 4 × 8 เมตร ชุดที่ 1 (5 หลัง)", "Tents 4 x 8 m, set 1 (5 tents)"),
        t("เต็นท์ขนาด 4 × 8 เมตร ชุดที่ 2 (5 หลัง)", "Tents 4 x 8 m, set 2 (5 tents)"),
        t("โต๊ะพับ ชุดที่ 1 (20 ตัว)", "Folding tables, set 1 (20 tables)"),
        t("เก้าอี้พลาสติก ชุดที่ 1 (100 ตัว)", "Plastic chairs, set 1 (100 chairs)"),
      ],
    },
    form: form({
      purpose: choice(t("ใช้ในงาน", "Used for"), [
        ["funeral", "งานศพ", "Funeral"],
        ["merit", "งานบุญ งานมงคล", "Merit-making or celebration"],
        ["community", "งานประเพณีหรือกิจกรรมของชุมชน", "Festival or community activity"],
        OTHER,
      ]),
      eventName: text(t("ชื่องาน", "Event")),
      quantity: int(t("จำนวนที่ต้องการ (หลัง/ตัว)", "Quantity (tents, tables or chairs)"), 1, 100),
      place: text(t("สถานที่จัดงาน", "Place of the event"), 300),
      transport: choice(t("การรับ-ส่งอุปกรณ์", "Pick-up"), [
        ["self", "ผู้ยืมรับและส่งคืนเอง", "I pick up and return them"],
        ["municipality", "ขอให้เทศบาลขนส่ง", "Delivered by the municipality"],
      ]),
      phone: tel(),
    }, { "x-maxBookingDays": 7 }),
  },
  {
    code: "deputy-petition",
    division: "deputy",
    name: t("คำร้องทั่วไป (สำนักปลัดเทศบาล)", "General petition (Office of the Municipal Clerk)"),
    description: t(
      "ยื่นคำร้องหรือขอรับบริการเรื่องทั่วไปที่อยู่ในความรับผิดชอบของสำนักปลัดเทศบาล เช่น ขอหนังสือรับรอง ขอความอนุเคราะห์ หรือแจ้งความประสงค์อื่น ๆ",
      "A petition or request on any matter of the Office of the Municipal Clerk, such as a letter of certification or a request for assistance.",
    ),
    requirements: req(ID_CARD, ["เอกสารประกอบคำร้อง (ถ้ามี)", "Supporting documents (if any)"]),
    targetDays: 15,
    form: form({
      subject: text(t("เรื่อง", "Subject")),
      detail: longText(t("รายละเอียดคำร้อง", "Details"), 2000),
      phone: tel(),
      attachments: files(t("เอกสารประกอบ", "Attachments"), 5, { required: false }),
    }),
  },
  {
    code: "technical-lighting",
    division: "technical",
    name: t("ขอซ่อมแซมหรือติดตั้งไฟฟ้าส่องสว่างสาธารณะ", "Street light repair or installation"),
    description: t(
      "แจ้งไฟฟ้าส่องสว่างสาธารณะดับ ชำรุด หรือขอติดตั้งโคมไฟเพิ่มเติมในถนนและซอยในเขตเทศบาล",
      "Report a street light that is out or broken, or ask for new lamps on a road or lane of the municipality.",
    ),
    requirements: req(["ภาพถ่ายจุดที่ชำรุด (ถ้ามี)", "Photo of the place (if any)"]),
    targetDays: 7,
    form: form({
      requestType: choice(t("ประเภทคำร้อง", "Request"), [
        ["repair", "ซ่อมแซมไฟดับหรือชำรุด", "Repair a light that is out or broken"],
        ["install", "ขอติดตั้งโคมไฟเพิ่ม", "Install new lamps"],
      ]),
      place: text(t("สถานที่ (ถนน ซอย จุดสังเกต)", "Place (road, lane, landmark)"), 300),
      poleNo: text(t("หมายเลขเสาไฟฟ้า", "Pole number"), 30, { required: false }),
      lampCount: int(t("จำนวนโคม", "Number of lamps"), 1, 50),
      photos: files(t("ภาพถ่าย", "Photos"), 3, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "technical-road",
    division: "technical",
    name: t("ขอซ่อมแซมถนนหรือทางเท้า", "Road or footpath repair"),
    description: t(
      "ขอให้กองช่างซ่อมแซมถนน ทางเท้า หรือไหล่ทางที่ชำรุด เป็นหลุมบ่อ หรือทรุดตัว ในความรับผิดชอบของเทศบาล",
      "Ask the Public Works Division to repair a damaged, potholed or sunken road, footpath or verge that the municipality maintains.",
    ),
    requirements: req(["ภาพถ่ายจุดที่ชำรุด", "Photos of the damage"]),
    targetDays: 30,
    form: form({
      roadType: choice(t("ประเภทถนน", "Road surface"), [
        ["concrete", "ถนนคอนกรีต", "Concrete road"],
        ["asphalt", "ถนนลาดยาง", "Asphalt road"],
        ["laterite", "ถนนลูกรัง", "Laterite road"],
        ["footpath", "ทางเท้า", "Footpath"],
      ]),
      place: text(t("สถานที่ (ถนน ซอย จุดสังเกต)", "Place (road, lane, landmark)"), 300),
      damage: longText(t("ลักษณะความชำรุด", "Damage")),
      lengthMetres: int(t("ความยาวที่ชำรุดโดยประมาณ (เมตร)", "Approximate length damaged (metres)"), 1, 5000, { required: false }),
      photos: files(t("ภาพถ่ายจุดที่ชำรุด", "Photos of the damage"), 5),
      phone: tel(),
    }),
  },
  {
    code: "technical-drain",
    division: "technical",
    name: t("ขอขุดลอกหรือซ่อมแซมท่อระบายน้ำ", "Drain clearing or repair"),
    description: t(
      "ขอให้ขุดลอกท่อระบายน้ำที่อุดตัน ซ่อมแซมท่อหรือฝาท่อระบายน้ำที่ชำรุด หรือขอวางท่อระบายน้ำในจุดที่มีน้ำท่วมขัง",
      "Clear a blocked drain, repair a broken pipe or drain cover, or lay a drain where water stands.",
    ),
    requirements: req(["ภาพถ่าย (ถ้ามี)", "Photos (if any)"]),
    targetDays: 15,
    form: form({
      problem: choice(t("ปัญหา", "Problem"), [
        ["blocked", "ท่อระบายน้ำอุดตัน", "Blocked drain"],
        ["broken", "ท่อระบายน้ำชำรุด", "Broken drain"],
        ["cover", "ฝาท่อชำรุดหรือสูญหาย", "Broken or missing cover"],
        ["new", "ขอวางท่อระบายน้ำใหม่", "New drain"],
      ]),
      place: text(t("สถานที่ (ถนน ซอย จุดสังเกต)", "Place (road, lane, landmark)"), 300),
      detail: longText(t("รายละเอียด", "Details")),
      photos: files(t("ภาพถ่าย", "Photos"), 5, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "technical-bridge",
    division: "technical",
    name: t("ขอซ่อมแซมสะพานหรือท่อลอดเหลี่ยม", "Bridge or culvert repair"),
    description: t(
      "แจ้งสะพาน ราวสะพาน หรือท่อลอดเหลี่ยมที่ชำรุด เพื่อให้กองช่างตรวจสอบและซ่อมแซม หากเป็นอันตรายต่อการสัญจรเจ้าหน้าที่จะติดตั้งป้ายเตือนโดยเร็ว",
      "Report a damaged bridge, railing or box culvert for inspection and repair. Dangerous spots get warning signs at once.",
    ),
    requirements: req(["ภาพถ่ายจุดที่ชำรุด", "Photos of the damage"]),
    targetDays: 30,
    form: form({
      bridgeType: choice(t("ประเภท", "Kind"), [
        ["concrete", "สะพานคอนกรีต", "Concrete bridge"],
        ["wood", "สะพานไม้", "Wooden bridge"],
        ["culvert", "ท่อลอดเหลี่ยม", "Box culvert"],
      ]),
      place: text(t("สถานที่ (ชื่อสะพาน ถนน จุดสังเกต)", "Place (bridge, road, landmark)"), 300),
      damage: longText(t("ลักษณะความชำรุด", "Damage")),
      danger: choice(t("เป็นอันตรายต่อการสัญจรหรือไม่", "Is it dangerous for traffic?"), YES_NO),
      photos: files(t("ภาพถ่ายจุดที่ชำรุด", "Photos of the damage"), 5),
      phone: tel(),
    }),
  },
  {
    code: "technical-other",
    division: "technical",
    name: t("คำร้องอื่น ๆ ด้านงานช่าง", "Other public works requests"),
    description: t(
      "คำร้องด้านงานช่างอื่น ๆ เช่น ขอตรวจสอบอาคาร ขอความอนุเคราะห์เครื่องจักรกล หรือขอรับคำปรึกษาด้านการก่อสร้าง",
      "Other public works requests, such as a building inspection, the loan of machinery or advice on construction.",
    ),
    requirements: req(ID_CARD, ["เอกสารหรือแบบแปลนประกอบ (ถ้ามี)", "Documents or drawings (if any)"]),
    targetDays: 15,
    form: form({
      subject: text(t("เรื่อง", "Subject")),
      place: text(t("สถานที่", "Place"), 300),
      detail: longText(t("รายละเอียด", "Details"), 2000),
      attachments: files(t("เอกสารประกอบ", "Attachments"), 5, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "health-disease",
    division: "health",
    name: t("ขอรับบริการควบคุมโรค (พ่นหมอกควันกำจัดยุงลาย)", "Disease control (mosquito fogging)"),
    description: t(
      "ขอให้เจ้าหน้าที่พ่นหมอกควันกำจัดยุงลายเพื่อป้องกันโรคไข้เลือดออก ฉีดพ่นฆ่าเชื้อ หรือฉีดวัคซีนป้องกันโรคพิษสุนัขบ้าในชุมชน",
      "Mosquito fogging against dengue fever, disinfection, or rabies vaccination for animals in the community.",
    ),
    requirements: req(["ไม่ต้องใช้เอกสาร", "No documents needed"]),
    targetDays: 7,
    form: form({
      serviceType: choice(t("บริการที่ต้องการ", "Service"), [
        ["fogging", "พ่นหมอกควันกำจัดยุงลาย", "Mosquito fogging"],
        ["disinfection", "ฉีดพ่นฆ่าเชื้อโรค", "Disinfection"],
        ["rabies", "ฉีดวัคซีนป้องกันโรคพิษสุนัขบ้า", "Rabies vaccination"],
      ]),
      address: address(t("สถานที่ขอรับบริการ", "Address")),
      patientInArea: choice(t("มีผู้ป่วยในบริเวณใกล้เคียงหรือไม่", "Is anyone nearby ill?"), YES_NO),
      reason: longText(t("เหตุผลหรือรายละเอียดเพิ่มเติม", "Reason or more details"), 1000, { required: false }),
      preferredDate: date(t("วันที่สะดวก", "Preferred date"), { required: false }, NOT_PAST),
      phone: tel(),
    }),
  },
  {
    code: "health-waste",
    division: "health",
    name: t("ขอรับบริการจัดเก็บขยะหรือขอถังขยะ", "Waste collection or a bin"),
    description: t(
      "ขอถังขยะ ขอให้จัดเก็บขยะตกค้าง ขยะชิ้นใหญ่ เช่น เฟอร์นิเจอร์ หรือขยะอันตรายจากครัวเรือน",
      "Ask for a bin, or for the collection of left-over, bulky (such as furniture) or hazardous household waste.",
    ),
    requirements: req(HOUSE_REG),
    targetDays: 7,
    form: form({
      requestType: choice(t("ประเภทคำร้อง", "Request"), [
        ["bin", "ขอถังขยะ", "A bin"],
        ["left-over", "ขอให้เก็บขยะตกค้าง", "Collect left-over waste"],
        ["bulky", "ขอให้เก็บขยะชิ้นใหญ่", "Collect bulky waste"],
        ["hazardous", "ขอให้เก็บขยะอันตราย", "Collect hazardous waste"],
      ]),
      address: address(),
      binCount: int(t("จำนวนถังขยะที่ขอ (ใบ)", "Bins needed"), 1, 10, { required: false }),
      detail: longText(t("รายละเอียดเพิ่มเติม", "More details"), 1000, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "health-tree",
    division: "health",
    name: t("ขอตัดหรือตัดแต่งกิ่งต้นไม้", "Tree cutting or pruning"),
    description: t(
      "ขอให้เจ้าหน้าที่ตัดหรือตัดแต่งกิ่งต้นไม้ที่เสี่ยงต่อการหักโค่น กิ่งไม้พาดสายไฟฟ้า หรือบดบังทัศนวิสัยบนถนน",
      "Cut down or prune a tree that may fall, touches power lines or blocks the view on a road.",
    ),
    requirements: req(ID_CARD, ["ภาพถ่ายต้นไม้", "Photos of the tree"], ["หนังสือยินยอมของเจ้าของที่ดิน (กรณีอยู่ในที่ดินเอกชน)", "The landowner's consent (private land)"]),
    targetDays: 15,
    form: form({
      place: text(t("สถานที่ตั้งต้นไม้", "Where the tree is"), 300),
      treeCount: int(t("จำนวนต้นไม้ (ต้น)", "Number of trees"), 1, 50),
      treeKind: text(t("ชนิดของต้นไม้", "Kind of tree"), 100, { required: false }),
      reason: choice(t("เหตุผล", "Reason"), [
        ["may-fall", "เสี่ยงต่อการหักโค่น", "It may fall"],
        ["power-lines", "กิ่งไม้พาดสายไฟฟ้า", "Branches touch power lines"],
        ["view", "บดบังทัศนวิสัยหรือกีดขวางทาง", "It blocks the view or the way"],
        OTHER,
      ]),
      land: choice(t("ที่ตั้งของต้นไม้", "Land"), [
        ["public", "ที่สาธารณะ", "Public land"],
        ["private", "ที่ดินของผู้ยื่นคำร้อง", "My land"],
      ]),
      photos: files(t("ภาพถ่ายต้นไม้", "Photos of the tree"), 5),
      phone: tel(),
    }),
  },
  {
    code: "health-licence",
    division: "health",
    name: t("ขออนุญาตประกอบกิจการด้านสาธารณสุข", "Public health business licence"),
    description: t(
      "ขอใบอนุญาตหรือต่ออายุใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร สถานที่สะสมอาหาร ประกอบกิจการที่เป็นอันตรายต่อสุขภาพ หรือจำหน่ายสินค้าในที่หรือทางสาธารณะ ตามพระราชบัญญัติการสาธารณสุข พ.ศ. 2535 ค่าธรรมเนียมเป็นไปตามเทศบัญญัติ ชำระเมื่อได้รับอนุญาต",
      "Apply for or renew a licence for a food shop, food storage, a business hazardous to health, or selling in a public place (Public Health Act B.E. 2535). Fees follow the municipal by-law and are paid when the licence is granted.",
    ),
    requirements: req(
      ID_CARD,
      HOUSE_REG,
      ["แผนที่ตั้งสถานประกอบการ", "Map of the business premises"],
      ["ใบอนุญาตฉบับเดิม (กรณีต่ออายุ)", "The current licence (renewals)"],
    ),
    targetDays: 30,
    form: form({
      licenceType: choice(t("ประเภทใบอนุญาต", "Licence"), [
        ["food-shop", "ใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร", "Food shop"],
        ["food-storage", "ใบอนุญาตจัดตั้งสถานที่สะสมอาหาร", "Food storage"],
        ["hazardous", "ใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ", "Business hazardous to health"],
        ["public-vending", "ใบอนุญาตจำหน่ายสินค้าในที่หรือทางสาธารณะ", "Selling in a public place"],
      ]),
      requestKind: choice(t("ลักษณะคำขอ", "Application"), [
        ["new", "ขอใบอนุญาตใหม่", "New licence"],
        ["renew", "ขอต่ออายุใบอนุญาต", "Renewal"],
      ]),
      businessName: text(t("ชื่อสถานประกอบการ", "Business name")),
      applicantId: nationalId(t("เลขประจำตัวประชาชนผู้ขออนุญาต", "Applicant's national ID number")),
      address: address(t("ที่ตั้งสถานประกอบการ", "Address of the business")),
      areaSqm: int(t("พื้นที่ประกอบการ (ตารางเมตร)", "Floor area (square metres)"), 1, 100000),
      documents: files(t("เอกสารประกอบการขออนุญาต", "Application documents"), 5),
      phone: tel(),
    }),
  },
  {
    code: "health-other",
    division: "health",
    name: t("คำร้องอื่น ๆ ด้านสาธารณสุขและสิ่งแวดล้อม", "Other public health and environment requests"),
    description: t(
      "คำร้องด้านสาธารณสุขและสิ่งแวดล้อมอื่น ๆ เช่น ขอตรวจสอบเหตุเดือดร้อนรำคาญ ขอรับบริการสูบสิ่งปฏิกูล หรือขอความรู้ด้านสุขภาพ",
      "Other public health and environment requests, such as checking a nuisance, septic tank emptying or health advice.",
    ),
    requirements: req(ID_CARD),
    targetDays: 15,
    form: form({
      subject: text(t("เรื่อง", "Subject")),
      place: text(t("สถานที่", "Place"), 300, { required: false }),
      detail: longText(t("รายละเอียด", "Details"), 2000),
      attachments: files(t("เอกสารหรือภาพถ่ายประกอบ", "Documents or photos"), 5, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "welfare-equipment",
    division: "welfare",
    name: t("ขอยืมอุปกรณ์สำหรับผู้ป่วย ผู้สูงอายุ และคนพิการ", "Borrowing care equipment"),
    description: t(
      "ขอยืมเตียงผู้ป่วย รถเข็นนั่ง ที่นอนลม หรือวอล์กเกอร์ สำหรับผู้สูงอายุ ผู้ป่วยติดเตียง และคนพิการในเขตเทศบาล ยืมได้ครั้งละไม่เกิน 31 วัน และขอยืมต่อได้",
      "Borrow a care bed, wheelchair, air mattress or walker for an elderly, bedridden or disabled resident, up to 31 days at a time (renewable).",
    ),
    requirements: req(ID_CARD, ["ใบรับรองแพทย์หรือสำเนาบัตรประจำตัวคนพิการ", "Medical certificate or copy of the disability card"]),
    targetDays: 7,
    booking: {
      unit: "day",
      resources: [
        t("เตียงผู้ป่วยปรับระดับ หมายเลข 1", "Adjustable care bed no. 1"),
        t("เตียงผู้ป่วยปรับระดับ หมายเลข 2", "Adjustable care bed no. 2"),
        t("รถเข็นนั่ง หมายเลข 1", "Wheelchair no. 1"),
        t("รถเข็นนั่ง หมายเลข 2", "Wheelchair no. 2"),
        t("ที่นอนลมป้องกันแผลกดทับ หมายเลข 1", "Anti-bedsore air mattress no. 1"),
        t("วอล์กเกอร์ช่วยเดิน หมายเลข 1", "Walker no. 1"),
      ],
    },
    form: form({
      patientName: text(t("ชื่อ-นามสกุลผู้ใช้อุปกรณ์", "Name of the person using it")),
      patientId: nationalId(t("เลขประจำตัวประชาชนผู้ใช้อุปกรณ์", "Their national ID number")),
      relationship: choice(t("ความสัมพันธ์กับผู้ยื่นคำร้อง", "Relationship to you"), [
        ["self", "ตนเอง", "Myself"],
        ["parent", "บิดาหรือมารดา", "Parent"],
        ["spouse", "คู่สมรส", "Spouse"],
        ["child", "บุตร", "Child"],
        ["relative", "ญาติ", "Relative"],
        ["caregiver", "ผู้ดูแล", "Caregiver"],
      ]),
      condition: choice(t("สถานะผู้ใช้อุปกรณ์", "Their situation"), [
        ["elderly", "ผู้สูงอายุ", "Elderly"],
        ["bedridden", "ผู้ป่วยติดเตียง", "Bedridden patient"],
        ["disabled", "คนพิการ", "Disabled"],
      ]),
      reason: longText(t("เหตุผลความจำเป็น", "Why it is needed")),
      address: address(t("ที่อยู่ผู้ใช้อุปกรณ์", "Their address")),
      documents: files(t("ใบรับรองแพทย์หรือบัตรประจำตัวคนพิการ", "Medical certificate or disability card"), 3, { required: false }),
      phone: tel(),
    }, { "x-maxBookingDays": 31 }),
  },
  {
    code: "welfare-general",
    division: "welfare",
    name: t("ขอรับการสงเคราะห์และสวัสดิการสังคม", "Social welfare and allowances"),
    description: t(
      "ลงทะเบียนขอรับเบี้ยยังชีพผู้สูงอายุ เบี้ยความพิการ เบี้ยยังชีพผู้ป่วยเอดส์ หรือขอรับการสงเคราะห์ผู้ยากไร้และผู้ประสบปัญหาทางสังคม",
      "Register for the old-age allowance, the disability allowance or the AIDS patients' allowance, or ask for help for people in hardship.",
    ),
    requirements: req(ID_CARD, HOUSE_REG, ["สำเนาหน้าสมุดบัญชีเงินฝากธนาคาร", "Copy of the bank book"]),
    targetDays: 15,
    form: form({
      helpType: choice(t("ประเภทคำร้อง", "Request"), [
        ["elderly-allowance", "ลงทะเบียนรับเบี้ยยังชีพผู้สูงอายุ", "Old-age allowance"],
        ["disability-allowance", "ลงทะเบียนรับเบี้ยความพิการ", "Disability allowance"],
        ["aids-allowance", "ขอรับเบี้ยยังชีพผู้ป่วยเอดส์", "AIDS patients' allowance"],
        ["hardship", "ขอรับการสงเคราะห์ผู้ยากไร้", "Help in hardship"],
        OTHER,
      ]),
      applicantId: nationalId(t("เลขประจำตัวประชาชนผู้ขอรับสวัสดิการ", "National ID number of the person applying")),
      birthDate: date(
        t("วันเดือนปีเกิด", "Date of birth"),
        {
          help: t(
            "เบี้ยยังชีพผู้สูงอายุ: ผู้ที่จะมีอายุครบ 60 ปีในปีงบประมาณถัดไปลงทะเบียนล่วงหน้าได้",
            "Old-age allowance: people turning 60 in the next fiscal year may register in advance",
          ),
        },
        // Plausible for a person; the old-age allowance registers people turning 60 by the next fiscal year.
        { ...NOT_FUTURE, "x-age": [{ max: 120 }, { min: 59, when: { field: "helpType", in: ["elderly-allowance"] } }] },
      ),
      address: address(t("ที่อยู่ตามทะเบียนบ้าน", "Registered address")),
      detail: longText(t("รายละเอียดเพิ่มเติม", "More details"), 1000, { required: false }),
      documents: files(t("เอกสารประกอบ", "Documents"), 5, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "education-sportsField",
    division: "education",
    name: t("ขอใช้สนามกีฬา", "Sports field booking"),
    description: t(
      "จองใช้สนามกีฬาของเทศบาลเป็นรายชั่วโมง สำหรับฝึกซ้อม แข่งขัน หรือจัดกิจกรรม อัตราค่าบริการชั่วโมงละ 200 บาท (ชำระ ณ กองการศึกษาก่อนเข้าใช้สนาม)",
      "Book a municipal sports field by the hour for training, a match or an event; 200 baht an hour, paid at the Education Division before use.",
    ),
    requirements: req(ID_CARD, ["หนังสือขอใช้สถานที่ (กรณีหน่วยงานหรือสถานศึกษา)", "Letter of request (organisations and schools)"]),
    feeSatang: 20000,
    feeUnit: "hour",
    targetDays: 3,
    booking: {
      unit: "hour",
      resources: [t("สนามฟุตบอลเทศบาล", "Municipal football field"), t("สนามฟุตซอลหญ้าเทียม", "Artificial-turf futsal court"), t("สนามวอลเลย์บอล", "Volleyball court")],
    },
    form: form({
      activity: choice(t("ลักษณะการใช้", "Use"), [
        ["training", "ฝึกซ้อม", "Training"],
        ["match", "แข่งขัน", "Match"],
        ["event", "จัดกิจกรรม", "Event"],
      ]),
      organisation: text(t("ชื่อทีม หน่วยงาน หรือสถานศึกษา", "Team, organisation or school"), 200, { required: false }),
      participants: int(t("จำนวนผู้เข้าใช้ (คน)", "Number of people"), 1, 500),
      phone: tel(),
    }),
  },
  {
    code: "education-gym",
    division: "education",
    name: t("ขอใช้บริการห้องออกกำลังกาย", "Fitness room booking"),
    description: t(
      "จองใช้ห้องออกกำลังกายของเทศบาลเป็นรายชั่วโมง (ห้องแอโรบิกทั้งห้อง หรือเครื่องออกกำลังกายรายเครื่อง) อัตราค่าบริการชั่วโมงละ 20 บาท",
      "Book the municipal fitness room by the hour (the whole aerobics room, or one machine); 20 baht an hour.",
    ),
    requirements: req(ID_CARD),
    feeSatang: 2000,
    feeUnit: "hour",
    targetDays: 1,
    booking: {
      unit: "hour",
      resources: [
        t("ห้องแอโรบิก (ทั้งห้อง)", "Aerobics room (whole room)"),
        t("ลู่วิ่งไฟฟ้า เครื่องที่ 1", "Treadmill no. 1"),
        t("ลู่วิ่งไฟฟ้า เครื่องที่ 2", "Treadmill no. 2"),
        t("จักรยานออกกำลังกาย เครื่องที่ 1", "Exercise bike no. 1"),
      ],
    },
    form: form({
      userType: choice(t("ประเภทผู้ใช้บริการ", "User"), [
        ["resident", "ประชาชนในเขตเทศบาล", "Resident of the municipality"],
        ["student", "นักเรียนหรือนักศึกษา", "Pupil or student"],
        ["outsider", "บุคคลภายนอก", "Visitor"],
      ]),
      participants: int(t("จำนวนผู้ใช้บริการ (คน)", "Number of people"), 1, 30),
      healthConfirm: multiple(
        t("การรับรองสุขภาพ", "Health"),
        [["fit", "ข้าพเจ้ามีสุขภาพแข็งแรงพร้อมออกกำลังกาย และจะปฏิบัติตามระเบียบการใช้ห้อง", "I am fit to exercise and will follow the room's rules"]],
        1,
      ),
      phone: tel(),
    }),
  },
  {
    code: "education-enrolment",
    division: "education",
    name: t("สมัครเรียนศูนย์พัฒนาเด็กเล็กและโรงเรียนเทศบาล", "School and childcare enrolment"),
    description: t(
      "สมัครเรียนศูนย์พัฒนาเด็กเล็กและโรงเรียนในสังกัดเทศบาล เจ้าหน้าที่จะแจ้งผลการรับสมัครและวันมอบตัวทางโทรศัพท์",
      "Enrol a child in a municipal child development centre or school. Officers tell you the result and the registration day by telephone.",
    ),
    requirements: req(
      ["สำเนาสูติบัตรของเด็ก", "Copy of the child's birth certificate"],
      ["สำเนาทะเบียนบ้านของเด็กและผู้ปกครอง", "Copy of the house registration of the child and parent"],
      ["สำเนาสมุดบันทึกสุขภาพ (สมุดวัคซีน)", "Copy of the vaccination record"],
    ),
    targetDays: 15,
    form: form({
      childName: text(t("ชื่อ-นามสกุลของเด็ก", "Child's full name")),
      childId: nationalId(t("เลขประจำตัวประชาชนของเด็ก", "Child's national ID number")),
      // Child development centres take children from 2, municipal schools up to primary 1 (about 7).
      birthDate: date(t("วันเดือนปีเกิดของเด็ก", "Child's date of birth"), {}, { ...NOT_FUTURE, "x-age": [{ min: 1, max: 8 }] }),
      gender: choice(t("เพศ", "Sex"), [
        ["male", "ชาย", "Male"],
        ["female", "หญิง", "Female"],
      ]),
      school: choice(t("สถานศึกษาที่สมัคร", "School"), SCHOOLS),
      level: choice(t("ระดับชั้นที่สมัคร", "Level"), [
        ["pre-k", "เตรียมอนุบาล (อายุ 2-3 ปี)", "Pre-kindergarten (age 2-3)"],
        ["k1", "อนุบาล 1", "Kindergarten 1"],
        ["k2", "อนุบาล 2", "Kindergarten 2"],
        ["p1", "ประถมศึกษาปีที่ 1", "Primary 1"],
      ]),
      parentName: text(t("ชื่อ-นามสกุลผู้ปกครอง", "Parent's full name")),
      relationship: choice(t("ความเกี่ยวข้องกับเด็ก", "Relationship to the child"), [
        ["father", "บิดา", "Father"],
        ["mother", "มารดา", "Mother"],
        ["guardian", "ผู้ปกครอง", "Guardian"],
      ]),
      address: address(t("ที่อยู่ปัจจุบัน", "Current address")),
      documents: files(t("เอกสารประกอบการสมัคร", "Enrolment documents"), 5),
      phone: tel(),
    }),
  },
  {
    code: "education-certificate",
    division: "education",
    name: t("ขอหนังสือรับรองด้านการศึกษา", "Education certificates"),
    description: t(
      "ขอหนังสือรับรองการเป็นนักเรียน หนังสือรับรองการจบการศึกษา หรือใบแทนระเบียนแสดงผลการเรียน (ปพ.1) จากสถานศึกษาในสังกัดเทศบาล",
      "A certificate of enrolment, a certificate of graduation or a replacement transcript (Por Por 1) from a municipal school.",
    ),
    requirements: req(ID_CARD, ["รูปถ่ายขนาด 1.5 นิ้ว 2 รูป (กรณีขอใบแทน ปพ.1)", "Two 1.5-inch photos (replacement transcript)"]),
    targetDays: 5,
    form: form({
      certificateType: choice(t("ประเภทหนังสือรับรอง", "Certificate"), [
        ["enrolment", "หนังสือรับรองการเป็นนักเรียน", "Certificate of enrolment"],
        ["graduation", "หนังสือรับรองการจบการศึกษา", "Certificate of graduation"],
        ["transcript", "ใบแทนระเบียนแสดงผลการเรียน (ปพ.1)", "Replacement transcript (Por Por 1)"],
      ]),
      studentName: text(t("ชื่อ-นามสกุลนักเรียน", "Student's full name")),
      studentId: nationalId(t("เลขประจำตัวประชาชนนักเรียน", "Student's national ID number")),
      school: choice(t("สถานศึกษา", "School"), SCHOOLS),
      academicYear: int(t("ปีการศึกษา (พ.ศ.)", "Academic year (Buddhist era)"), 2500, 2600, { required: false }),
      purpose: choice(t("นำไปใช้เพื่อ", "Purpose"), [
        ["further-study", "ศึกษาต่อ", "Further study"],
        ["job", "สมัครงาน", "Job application"],
        ["scholarship", "ขอทุนการศึกษา", "Scholarship"],
        OTHER,
      ]),
      copies: int(t("จำนวนฉบับ", "Copies"), 1, 5),
      phone: tel(),
    }),
  },
  {
    code: "finance-general",
    division: "finance",
    name: t("คำร้องด้านภาษีและการคลัง", "Tax and finance requests"),
    description: t(
      "คำร้องเกี่ยวกับภาษีที่ดินและสิ่งปลูกสร้าง ภาษีป้าย การผ่อนชำระภาษี การขอคืนเงินภาษี หรือขอสำเนาใบเสร็จรับเงิน",
      "Requests about land and building tax, signboard tax, paying tax in instalments, tax refunds or copies of receipts.",
    ),
    requirements: req(ID_CARD, ["สำเนาโฉนดที่ดินหรือหนังสือแจ้งการประเมินภาษี (ถ้ามี)", "Copy of the title deed or tax assessment (if any)"]),
    targetDays: 15,
    form: form({
      requestType: choice(t("ประเภทคำร้อง", "Request"), [
        ["land-tax-review", "ขอให้ทบทวนการประเมินภาษีที่ดินและสิ่งปลูกสร้าง", "Review of a land and building tax assessment"],
        ["sign-tax", "ภาษีป้าย", "Signboard tax"],
        ["instalments", "ขอผ่อนชำระภาษี", "Paying tax in instalments"],
        ["refund", "ขอคืนเงินภาษี", "Tax refund"],
        ["receipt-copy", "ขอสำเนาใบเสร็จรับเงิน", "Copy of a receipt"],
        OTHER,
      ]),
      taxpayerId: nationalId(t("เลขประจำตัวประชาชนผู้เสียภาษี", "Taxpayer's national ID number")),
      property: text(t("เลขที่โฉนดหรือที่ตั้งทรัพย์สิน", "Title deed number or property location"), 200, { required: false }),
      taxYear: int(t("ปีภาษี (พ.ศ.)", "Tax year (Buddhist era)"), 2560, 2600),
      detail: longText(t("รายละเอียด", "Details"), 2000),
      documents: files(t("เอกสารประกอบ", "Documents"), 5, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "strategy-general",
    division: "strategy",
    name: t("คำร้องทั่วไป (กองยุทธศาสตร์และงบประมาณ)", "General requests (Strategy and Budget Division)"),
    description: t(
      "ขอข้อมูลข่าวสารของราชการตามพระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540 เสนอโครงการเข้าแผนพัฒนาท้องถิ่น หรือขอให้เทศบาลประชาสัมพันธ์ข่าวสาร",
      "Ask for official information (Official Information Act B.E. 2540), propose a project for the local development plan, or ask the municipality to publish news.",
    ),
    requirements: req(ID_CARD),
    targetDays: 15,
    form: form({
      requestType: choice(t("ประเภทคำร้อง", "Request"), [
        ["information", "ขอข้อมูลข่าวสารของราชการ", "Official information"],
        ["plan", "เสนอโครงการเข้าแผนพัฒนาท้องถิ่น", "Project for the development plan"],
        ["publicity", "ขอประชาสัมพันธ์ข่าวสาร", "Publish news"],
        OTHER,
      ]),
      subject: text(t("เรื่อง", "Subject")),
      detail: longText(t("รายละเอียด", "Details"), 2000),
      attachments: files(t("เอกสารประกอบ", "Attachments"), 5, { required: false }),
      phone: tel(),
    }),
  },
  {
    code: "strategy-publicAddress",
    division: "strategy",
    name: t("ขอใช้เครื่องขยายเสียงและรถประชาสัมพันธ์", "Public address system"),
    description: t(
      "ขอยืมชุดเครื่องขยายเสียงเคลื่อนที่หรือขอใช้รถประชาสัมพันธ์ของเทศบาล สำหรับงานประเพณี งานศพ การประชุมประชาคม หรือประชาสัมพันธ์ข่าวสารของชุมชน",
      "Borrow a mobile public address set or use the municipality's announcement vehicle for a festival, funeral, community meeting or community announcement.",
    ),
    requirements: req(ID_CARD, ["หนังสือขออนุญาตใช้เครื่องขยายเสียง (กรณีใช้ในที่สาธารณะ)", "Permit for loudspeakers (public places)"]),
    targetDays: 3,
    booking: {
      unit: "day",
      resources: [
        t("ชุดเครื่องขยายเสียงเคลื่อนที่ ชุดที่ 1", "Mobile public address set 1"),
        t("ชุดเครื่องขยายเสียงเคลื่อนที่ ชุดที่ 2", "Mobile public address set 2"),
        t("รถประชาสัมพันธ์เคลื่อนที่", "Announcement vehicle"),
      ],
    },
    form: form({
      purpose: choice(t("วัตถุประสงค์", "Purpose"), [
        ["announcement", "ประชาสัมพันธ์ข่าวสารของชุมชน", "Community announcement"],
        ["festival", "งานประเพณีหรือกิจกรรม", "Festival or activity"],
        ["funeral", "งานศพ", "Funeral"],
        ["meeting", "การประชุมประชาคม", "Community meeting"],
      ]),
      eventName: text(t("ชื่องานหรือกิจกรรม", "Event")),
      place: text(t("สถานที่ใช้งาน", "Place"), 300),
      startTime: time(t("เวลาเริ่มใช้งาน", "Start time")),
      endTime: time(t("เวลาสิ้นสุด", "End time")),
      needOperator: choice(t("ต้องการเจ้าหน้าที่ควบคุมเครื่องหรือไม่", "Do you need an operator?"), YES_NO),
      phone: tel(),
    }),
  },
];

/**
 * Writes the catalogue: the divisions it needs (created by code when missing, with the names of
 * {@link DEMO_ORG_UNITS}), the services and their booking resources that are missing. Existing rows are kept.
 * @throws Error when a seeded form breaks the ServiceForm rules (a programming error).
 */
export async function seedEServices(tx: Tx, now: number = Date.now()): Promise<void> {
  for (const s of SEED_E_SERVICES) {
    const errors = checkServiceForm(s.form);
    if (errors.length > 0) throw new Error(`seeded form of ${s.code}: ${renderFieldErrors(errors, "en").map((e) => `${e.field} ${e.message}`).join("; ")}`);
  }
  const divisionCodes = [...new Set(SEED_E_SERVICES.map((s) => s.division))];
  const at = new Date(now);
  for (const code of divisionCodes) {
    const index = DEMO_ORG_UNITS.findIndex((u) => u.code === code);
    const unit = DEMO_ORG_UNITS[index];
    if (!unit) throw new Error(`e-service division ${code} is not in DEMO_ORG_UNITS`);
    await tx
      .insert(orgUnits)
      .values({ kind: "division", code, nameTh: unit.nameTh, nameEn: unit.nameEn, orderNo: index + 1, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: orgUnits.code });
  }
  const units = new Map(
    (await tx.select({ id: orgUnits.id, code: orgUnits.code }).from(orgUnits).where(inArray(orgUnits.code, divisionCodes))).map((u) => [u.code, u.id]),
  );
  await tx
    .insert(eServices)
    .values(
      SEED_E_SERVICES.map((s, i) => ({
        code: s.code,
        unitId: units.get(s.division) ?? 0,
        nameTh: s.name.th,
        nameEn: s.name.en,
        descriptionTh: s.description.th,
        descriptionEn: s.description.en,
        requirements: s.requirements,
        feeSatang: s.feeSatang ?? 0,
        feeUnit: s.feeUnit ?? "request",
        targetDays: s.targetDays,
        form: s.form,
        bookingUnit: s.booking?.unit ?? null,
        orderNo: i + 1,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing({ target: eServices.code });
  const bookingServices = SEED_E_SERVICES.filter((s) => s.booking);
  const ids = new Map(
    (
      await tx
        .select({ id: eServices.id, code: eServices.code })
        .from(eServices)
        .where(inArray(eServices.code, bookingServices.map((s) => s.code)))
    ).map((s) => [s.code, s.id]),
  );
  const resources = bookingServices.flatMap((s) =>
    (s.booking?.resources ?? []).map((r, i) => ({ serviceId: ids.get(s.code) ?? 0, nameTh: r.th, nameEn: r.en, orderNo: i + 1 })),
  );
  if (resources.length > 0) await tx.insert(bookingResources).values(resources).onConflictDoNothing();
}
