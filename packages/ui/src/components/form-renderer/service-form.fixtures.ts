/**
 * Example service forms, shared by the FormRenderer / FormSummary stories and the validation unit tests (one
 * source of examples, as GOV.UK Frontend's fixtures): equipment borrowing and tree cutting as issue 12 describes
 * them, and a form with every kind of field.
 */
import { TIME_PATTERN, type ServiceForm, type ServiceFormFieldSchema } from "./types";

/** The `address` field's schema (the field kinds of the contract's `ServiceForm`, openapi/src/schemas/eservice.yaml). */
export const addressSchema: ServiceFormFieldSchema = {
  type: "object",
  properties: {
    houseNo: { type: "string", minLength: 1, maxLength: 20 },
    moo: { type: "string", maxLength: 10 },
    village: { type: "string", maxLength: 100 },
    road: { type: "string", maxLength: 100 },
    provinceCode: { type: "string", pattern: "^[0-9]{2}$" },
    province: { type: "string", maxLength: 100 },
    districtCode: { type: "string", pattern: "^[0-9]{4}$" },
    district: { type: "string", maxLength: 100 },
    subdistrictCode: { type: "string", pattern: "^[0-9]{6}$" },
    subdistrict: { type: "string", maxLength: 100 },
    postcode: { type: "string", pattern: "^[0-9]{5}$" },
  },
  required: ["houseNo", "province", "district", "subdistrict", "postcode"],
  additionalProperties: false,
};

/** Borrowing the municipality's equipment (`deputy-equipment`): item, quantity, from and to dates. */
export const equipmentBorrowingForm: ServiceForm = {
  schema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      item: { type: "string", enum: ["tent", "chair", "table", "sound", "stage"] },
      quantity: { type: "integer", minimum: 1, maximum: 100 },
      fromDate: { type: "string", format: "date" },
      toDate: { type: "string", format: "date" },
      purpose: { type: "string", minLength: 10, maxLength: 500 },
      phone: { type: "string", pattern: "^0[0-9]{8,9}$", maxLength: 10 },
    },
    required: ["item", "quantity", "fromDate", "toDate", "purpose", "phone"],
    additionalProperties: false,
  },
  ui: {
    order: ["item", "quantity", "fromDate", "toDate", "purpose", "phone"],
    fields: {
      item: {
        label: { th: "พัสดุที่ขอยืม", en: "Item to borrow" },
        widget: "select",
        options: {
          tent: { th: "เต็นท์", en: "Tent" },
          chair: { th: "เก้าอี้", en: "Chairs" },
          table: { th: "โต๊ะ", en: "Tables" },
          sound: { th: "เครื่องขยายเสียง", en: "Sound system" },
          stage: { th: "เวที", en: "Stage" },
        },
      },
      quantity: { label: { th: "จำนวน", en: "Quantity" } },
      fromDate: { label: { th: "วันที่ยืม", en: "Borrow from" } },
      toDate: { label: { th: "วันที่คืน", en: "Return on" } },
      purpose: {
        label: { th: "วัตถุประสงค์การใช้งาน", en: "Purpose" },
        help: { th: "เช่น งานบวช งานศพ กิจกรรมชุมชน", en: "For example an ordination, a funeral, a community event" },
        widget: "textarea",
      },
      phone: { label: { th: "หมายเลขโทรศัพท์", en: "Telephone number" }, widget: "tel" },
    },
  },
};

/** Asking for a tree to be cut or trimmed (`health-tree`): place, number of trees, reason, photo. */
export const treeCuttingForm: ServiceForm = {
  schema: {
    type: "object",
    properties: {
      place: { type: "string", minLength: 5, maxLength: 300 },
      trees: { type: "integer", minimum: 1, maximum: 50 },
      reason: { type: "string", enum: ["danger", "wires", "dead", "other"] },
      details: { type: "string", maxLength: 1000 },
      photos: { type: "array", items: { type: "string", format: "uuid" }, minItems: 1, maxItems: 5 },
    },
    required: ["place", "trees", "reason", "photos"],
    additionalProperties: false,
  },
  ui: {
    order: ["place", "trees", "reason", "details", "photos"],
    fields: {
      place: {
        label: { th: "สถานที่ตั้งของต้นไม้", en: "Where the trees are" },
        help: { th: "เช่น หน้าบ้านเลขที่ 12 ซอย 3", en: "For example in front of house 12, soi 3" },
        widget: "textarea",
      },
      trees: { label: { th: "จำนวนต้นไม้", en: "Number of trees" } },
      reason: {
        label: { th: "เหตุผลที่ขอตัด", en: "Reason" },
        options: {
          danger: { th: "กิ่งไม้อาจหักโค่นเป็นอันตราย", en: "Branches may fall and hurt someone" },
          wires: { th: "กิ่งไม้พาดสายไฟฟ้า", en: "Branches touch power lines" },
          dead: { th: "ต้นไม้ยืนต้นตาย", en: "The tree is dead" },
          other: { th: "อื่น ๆ", en: "Other" },
        },
      },
      details: { label: { th: "รายละเอียดเพิ่มเติม", en: "More details" }, widget: "textarea" },
      photos: { label: { th: "ภาพถ่ายต้นไม้", en: "Photos of the trees" } },
    },
  },
};

/** A form with every kind of field the renderer knows (stories, tests). */
export const everyFieldForm: ServiceForm = {
  schema: {
    type: "object",
    properties: {
      fullName: { type: "string", minLength: 2, maxLength: 100 },
      nationalId: { type: "string", format: "thai-national-id" },
      phone: { type: "string", pattern: "^0[0-9]{8,9}$", maxLength: 10 },
      email: { type: "string", format: "email", maxLength: 200 },
      people: { type: "integer", minimum: 1, maximum: 500 },
      eventDate: { type: "string", format: "date" },
      startTime: { type: "string", pattern: TIME_PATTERN },
      venue: { type: "string", enum: ["hall", "field", "park", "temple", "school", "market"] },
      power: { type: "string", enum: ["yes", "no"] },
      services: {
        type: "array",
        items: { type: "string", enum: ["sound", "chairs", "tent", "security"] },
        uniqueItems: true,
        minItems: 1,
        maxItems: 2,
      },
      details: { type: "string", maxLength: 1000 },
      documents: { type: "array", items: { type: "string", format: "uuid" }, maxItems: 2 },
      address: addressSchema,
    },
    required: ["fullName", "nationalId", "phone", "people", "eventDate", "startTime", "venue", "power", "services", "address"],
    additionalProperties: false,
  },
  ui: {
    order: [
      "fullName",
      "nationalId",
      "phone",
      "email",
      "people",
      "eventDate",
      "startTime",
      "venue",
      "power",
      "services",
      "details",
      "documents",
      "address",
    ],
    fields: {
      fullName: { label: { th: "ชื่อ-นามสกุล", en: "Full name" } },
      nationalId: { label: { th: "เลขประจำตัวประชาชน", en: "National ID number" } },
      phone: { label: { th: "หมายเลขโทรศัพท์", en: "Telephone number" }, widget: "tel" },
      email: {
        label: { th: "อีเมล", en: "E-mail address" },
        help: { th: "เพื่อรับแจ้งผลการพิจารณา", en: "To hear the decision" },
      },
      people: { label: { th: "จำนวนผู้ร่วมงาน", en: "Number of people" } },
      eventDate: { label: { th: "วันที่จัดงาน", en: "Date of the event" } },
      startTime: { label: { th: "เวลาเริ่มงาน", en: "Start time" } },
      venue: {
        label: { th: "สถานที่จัดงาน", en: "Venue" },
        options: {
          hall: { th: "หอประชุมเทศบาล", en: "Municipal hall" },
          field: { th: "สนามกีฬากลาง", en: "Sports field" },
          park: { th: "สวนสาธารณะ", en: "Public park" },
          temple: { th: "ลานวัด", en: "Temple grounds" },
          school: { th: "โรงเรียนเทศบาล", en: "Municipal school" },
          market: { th: "ตลาดสด", en: "Fresh market" },
        },
      },
      power: {
        label: { th: "ต้องการไฟฟ้าหรือไม่", en: "Do you need electricity?" },
        options: { yes: { th: "ต้องการ", en: "Yes" }, no: { th: "ไม่ต้องการ", en: "No" } },
      },
      services: {
        label: { th: "บริการที่ต้องการ", en: "Services" },
        help: { th: "เลือกได้ไม่เกิน 2 รายการ", en: "Choose up to 2" },
        options: {
          sound: { th: "เครื่องเสียง", en: "Sound system" },
          chairs: { th: "เก้าอี้", en: "Chairs" },
          tent: { th: "เต็นท์", en: "Tent" },
          security: { th: "เจ้าหน้าที่รักษาความปลอดภัย", en: "Security staff" },
        },
      },
      details: { label: { th: "รายละเอียดเพิ่มเติม", en: "More details" }, widget: "textarea" },
      documents: { label: { th: "เอกสารประกอบ", en: "Supporting documents" } },
      address: { label: { th: "ที่อยู่ผู้ยื่นคำขอ", en: "Your address" } },
    },
  },
};

/**
 * {@link equipmentBorrowingForm} with the rules its catalogue text promises (tracker issue 36 item 4): borrowing
 * starts today or later, returns at most 7 days after, and the borrower states a birth date of an adult.
 */
export const equipmentBorrowingRulesForm: ServiceForm = {
  schema: {
    ...equipmentBorrowingForm.schema,
    properties: {
      ...equipmentBorrowingForm.schema.properties,
      fromDate: { type: "string", format: "date", "x-notBefore": "today" },
      toDate: { type: "string", format: "date", "x-maxDaysAfter": { field: "fromDate", days: 7 } },
      birthDate: { type: "string", format: "date", "x-notAfter": "today", "x-age": [{ min: 18, max: 120 }] },
    },
  },
  ui: {
    order: [...equipmentBorrowingForm.ui.order, "birthDate"],
    fields: { ...equipmentBorrowingForm.ui.fields, birthDate: { label: { th: "วันเดือนปีเกิดของผู้ยืม", en: "Borrower's date of birth" } } },
  },
};
