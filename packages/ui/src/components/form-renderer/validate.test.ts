import { beforeAll, describe, expect, it } from "vitest";
import { format } from "@cfworker/json-schema";
import { equipmentBorrowingForm, equipmentBorrowingRulesForm, everyFieldForm, treeCuttingForm } from "./service-form.fixtures";
import { serviceFieldWidget } from "./types";
import { cleanServiceFormValue, serviceFieldLabel, serviceFormToday, validateServiceForm } from "./validate";
import { loadUiLocale } from "../../i18n/locales";

// The Thai messages are a chunk of their own (`i18n/locales.ts`), loaded before Thai is shown.
beforeAll(() => loadUiLocale("th"));

const borrowing = {
  item: "tent",
  quantity: 4,
  fromDate: "2026-11-01",
  toDate: "2026-11-03",
  purpose: "งานทำบุญขึ้นบ้านใหม่ของชุมชน",
  phone: "0812345678",
};

const address = {
  houseNo: "99/1",
  moo: "4",
  provinceCode: "50",
  province: "เชียงใหม่",
  districtCode: "5001",
  district: "เมืองเชียงใหม่",
  subdistrictCode: "500108",
  subdistrict: "สุเทพ",
  postcode: "50200",
};

describe("validateServiceForm: equipment borrowing", () => {
  it("accepts a complete request", () => {
    expect(validateServiceForm(equipmentBorrowingForm, borrowing)).toEqual({});
  });

  it("names every missing field, in English and Thai, by how it is answered", () => {
    expect(validateServiceForm(equipmentBorrowingForm, {})).toEqual({
      item: "Choose item to borrow",
      quantity: "Enter quantity",
      fromDate: "Enter borrow from",
      toDate: "Enter return on",
      purpose: "Enter purpose",
      phone: "Enter telephone number",
    });
    expect(validateServiceForm(equipmentBorrowingForm, {}, "th")).toMatchObject({
      item: "กรุณาเลือกพัสดุที่ขอยืม",
      quantity: "กรุณากรอกจำนวน",
      fromDate: "กรุณากรอกวันที่ยืม",
    });
  });

  it("treats blank text and empty lists as missing, not as too short", () => {
    expect(validateServiceForm(equipmentBorrowingForm, { ...borrowing, purpose: "   " })).toEqual({
      purpose: "Enter purpose",
    });
  });

  it("reports bounds, whole numbers, real dates, patterns and unknown choices", () => {
    const errors = validateServiceForm(equipmentBorrowingForm, {
      ...borrowing,
      item: "boat",
      quantity: 101,
      fromDate: "2026-02-30",
      purpose: "short",
      phone: "12345",
    });
    expect(errors).toEqual({
      item: "Choose item to borrow from the list",
      quantity: "Quantity must be between 1 and 100",
      fromDate: "Borrow from must be a real date",
      purpose: "Purpose must be 10 characters or more",
      phone: "Telephone number is not in the right format",
    });
    expect(validateServiceForm(equipmentBorrowingForm, { ...borrowing, quantity: 2.5 })).toEqual({
      quantity: "Quantity must be a whole number",
    });
    expect(validateServiceForm(equipmentBorrowingForm, { ...borrowing, quantity: "ten" })).toEqual({
      quantity: "Quantity must be a whole number",
    });
    expect(validateServiceForm(equipmentBorrowingForm, { ...borrowing, quantity: 0 }, "th")).toEqual({
      quantity: "จำนวนต้องอยู่ระหว่าง 1 ถึง 100",
    });
  });

  it("counts characters as JSON Schema does (a Thai text of 501 characters is too long)", () => {
    expect(validateServiceForm(equipmentBorrowingForm, { ...borrowing, purpose: "ก".repeat(501) })).toEqual({
      purpose: "Purpose must be 500 characters or fewer",
    });
    expect(validateServiceForm(equipmentBorrowingForm, { ...borrowing, purpose: "ก".repeat(500) })).toEqual({});
  });

  it("reports an answer that is not part of the form", () => {
    expect(validateServiceForm(equipmentBorrowingForm, { ...borrowing, note: "x" })).toEqual({
      note: "This answer is not part of the form",
    });
  });
});

describe("validateServiceForm: tree cutting", () => {
  const uuid = (n: number) => `0b7e4c2a-5d1f-4a8e-9c3b-${String(n).padStart(12, "0")}`;
  const request = { place: "หน้าบ้านเลขที่ 12 ซอย 3", trees: 2, reason: "wires", photos: [uuid(41), uuid(42)] };

  it("accepts a complete request, with or without the optional details", () => {
    expect(validateServiceForm(treeCuttingForm, request)).toEqual({});
    expect(validateServiceForm(treeCuttingForm, { ...request, details: "กิ่งพาดสายไฟหน้าบ้าน" })).toEqual({});
  });

  it("asks for the photo as an attachment, and limits the number of photos", () => {
    expect(validateServiceForm(treeCuttingForm, { ...request, photos: [] })).toEqual({
      photos: "Attach photos of the trees",
    });
    expect(validateServiceForm(treeCuttingForm, { ...request, photos: [1, 2, 3, 4, 5, 6].map(uuid) }, "th")).toEqual({
      photos: "แนบภาพถ่ายต้นไม้ได้ไม่เกิน 5 ไฟล์",
    });
    expect(validateServiceForm(treeCuttingForm, { ...request, photos: ["not-a-file-id"] })).toEqual({
      photos: "Photos of the trees is not in the right format",
    });
  });

  it("reports the radio choice and the number of trees", () => {
    expect(validateServiceForm(treeCuttingForm, { ...request, reason: undefined, trees: 51 })).toEqual({
      trees: "Number of trees must be between 1 and 50",
      reason: "Choose reason",
    });
  });
});

describe("validateServiceForm: every field kind", () => {
  const complete = {
    fullName: "สมชาย ใจดี",
    nationalId: "1101700206459",
    phone: "0812345678",
    email: "somchai@example.com",
    people: 120,
    eventDate: "2026-12-05",
    startTime: "09:30",
    venue: "hall",
    power: "yes",
    services: ["sound", "tent"],
    documents: ["0b7e4c2a-5d1f-4a8e-9c3b-000000000007"],
    address,
  };

  it("accepts a complete form", () => {
    expect(validateServiceForm(everyFieldForm, complete)).toEqual({});
  });

  it("registers the thai-national-id format in @cfworker/json-schema's format map", () => {
    validateServiceForm(everyFieldForm, complete);
    expect(format["thai-national-id"]?.("1101700206459")).toBe(true);
    expect(format["thai-national-id"]?.("1101700206458")).toBe(false);
  });

  it("checks the national ID checksum, the e-mail and the 24-hour time", () => {
    expect(
      validateServiceForm(everyFieldForm, {
        ...complete,
        nationalId: "1101700206458",
        email: "somchai-at-example",
        startTime: "24:00",
      }),
    ).toEqual({
      nationalId: "National ID number must be a valid 13-digit national ID number",
      email: "Enter an e-mail address in the correct format, like name@example.com",
      startTime: "Start time must be a time in 24-hour format, like 09:30",
    });
    expect(validateServiceForm(everyFieldForm, { ...complete, nationalId: "110170020645" }, "th")).toEqual({
      nationalId: "เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบเลข 13 หลักอีกครั้ง",
    });
  });

  it("limits the multiple choice", () => {
    expect(validateServiceForm(everyFieldForm, { ...complete, services: ["sound", "tent", "chairs"] })).toEqual({
      services: "Choose at most 2 for services",
    });
    expect(validateServiceForm(everyFieldForm, { ...complete, services: ["boat"] })).toEqual({
      services: "Choose services from the list",
    });
    expect(validateServiceForm(everyFieldForm, { ...complete, services: [] }, "th")).toEqual({
      services: "กรุณาเลือกบริการที่ต้องการ",
    });
  });

  it("reports each missing part of an address, codes on their level", () => {
    expect(validateServiceForm(everyFieldForm, { ...complete, address: undefined })).toEqual({
      "address.houseNo": "Enter house number",
      "address.province": "Choose province",
      "address.district": "Choose district",
      "address.subdistrict": "Choose sub-district",
      "address.postcode": "Choose postcode",
    });
    expect(
      validateServiceForm(everyFieldForm, { ...complete, address: { ...address, houseNo: "", provinceCode: "5", postcode: "502" } }, "th"),
    ).toEqual({
      "address.houseNo": "กรุณากรอกบ้านเลขที่",
      "address.province": "รูปแบบของจังหวัดไม่ถูกต้อง",
      "address.postcode": "รูปแบบของรหัสไปรษณีย์ไม่ถูกต้อง",
    });
  });
});

describe("helpers", () => {
  it("cleans answers as they are sent", () => {
    expect(
      cleanServiceFormValue({ a: " x ", b: "", c: [], d: ["1"], e: { houseNo: " 1 ", moo: "" }, f: { moo: " " }, g: 0 }),
    ).toEqual({ a: "x", d: ["1"], e: { houseNo: "1" }, g: 0 });
  });

  it("derives widgets from the schema and labels from the ui hints", () => {
    const widgets = Object.fromEntries(
      everyFieldForm.ui.order.map((name) => [
        name,
        serviceFieldWidget(everyFieldForm.schema.properties[name]!, { ...everyFieldForm.ui.fields[name]!, widget: undefined }),
      ]),
    );
    expect(widgets).toEqual({
      fullName: "text",
      nationalId: "thai-national-id",
      phone: "text",
      email: "email",
      people: "number",
      eventDate: "date",
      startTime: "time",
      venue: "select",
      power: "radio",
      services: "checkboxes",
      details: "textarea",
      documents: "file",
      address: "address",
    });
    expect(serviceFieldLabel(everyFieldForm, "address.postcode", "th")).toBe("รหัสไปรษณีย์");
    expect(serviceFieldLabel(everyFieldForm, "eventDate", "th")).toBe("วันที่จัดงาน");
  });
});

describe("the catalogue's date rules (tracker issue 36 item 4)", () => {
  const answers = { ...borrowing, fromDate: "2026-11-24", toDate: "2026-12-01", birthDate: "1980-01-01" };

  it("accepts dates that keep them, today counting as not in the past", () => {
    expect(validateServiceForm(equipmentBorrowingRulesForm, answers, "en", "2026-11-24")).toEqual({});
  });

  it("refuses a start in the past, a return 19 days later, and a birth date in the future or of a child, naming the field", () => {
    expect(
      validateServiceForm(equipmentBorrowingRulesForm, { ...answers, fromDate: "2026-11-20", toDate: "2026-12-09", birthDate: "2015-05-01" }, "en", "2026-11-24"),
    ).toEqual({
      fromDate: "Borrow from must be today or later",
      toDate: "Return on must be at most 7 days after Borrow from",
      birthDate: "Borrower's date of birth must be the date of birth of someone 18 to 120 years old",
    });
    expect(validateServiceForm(equipmentBorrowingRulesForm, { ...answers, toDate: "2026-11-23", birthDate: "2026-12-01" }, "th", "2026-11-24")).toEqual({
      toDate: "วันที่คืนต้องไม่ก่อนวันที่ยืม",
      birthDate: "วันเดือนปีเกิดของผู้ยืมต้องไม่เป็นวันในอนาคต",
    });
  });

  it("takes today in Asia/Bangkok: 17:00 UTC is already the next day there", () => {
    expect(serviceFormToday(new Date("2026-11-23T17:00:00Z"))).toBe("2026-11-24");
    expect(serviceFormToday(new Date("2026-11-23T16:59:59Z"))).toBe("2026-11-23");
  });
});
