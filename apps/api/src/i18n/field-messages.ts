/**
 * The messages of field errors in English and Thai (tracker issue 36 item 5, the server half: no English reaches a
 * Thai user; docs/thai-glossary.md section 10, "Messages from the server, field validation included, are Thai for a Thai
 * reader").
 *
 * One mechanism: handlers and validators never write a field error's text. They build it with {@link fieldError}
 * (the field's dotted path, a key of this catalogue or of the top-level one in `messages.ts`, and the values of its
 * `{name}` placeholders); the error handler (`http/web.ts`), which knows the request's language, renders the list
 * with {@link renderFieldErrors} into the contract's `FieldError` (`{ field, message }`) and a 400's top message with
 * {@link fieldSummary}: `<field>: <message>` in English (API users rely on it naming the field), `ข้อมูลไม่ถูกต้อง:
 * <message>` in Thai (the field stays named in `errors[].field`).
 *
 * Both languages have the same placeholders, except those {@link THAI_OMITS} lists: codes and field identifiers that
 * mean nothing to a Thai reader (a list of enum codes, a parser's English detail). A value that reads differently in
 * each language (a form field's label, a state's name) is given as a `LocalText` `{ en, th }`.
 */
import { fillPlaceholders, messagesEn, messagesTh, type Language, type LocalText, type MessageKey, type MessageValues } from "./messages";

/** English field messages by key: they complete a sentence that starts with the field's name. */
export const fieldMessagesEn = {
  // The 400's top message, from its first field error.
  summary: "{field}: {message}",
  // Generic rules (handlers, the contract's validation, uploads).
  invalid: "is invalid",
  // Open311 GeoReport v2 (tracker issue 41 item 2).
  open311LocationRequired: "is required: give lat and long, or address_string",
  notOpen311Service: "is not a service of this municipality (GET services lists them)",
  notByOpen311: "is a service with bookings or uploads, which cannot be requested through Open311",
  open311Period: "must be at most {days} days before end_date",
  required: "is required",
  blank: "must not be blank",
  unknownField: "unknown field",
  invalidFormat: "has an invalid format",
  validFormat: "must be a valid {format}",
  oneOf: "must be one of {values}",
  constant: "must be {value}",
  type: "must be {type}",
  minFields: "must have at least {limit} field(s)",
  maxFields: "must NOT have more than {limit} properties",
  atMost: "must be <= {limit}",
  below: "must be < {limit}",
  atLeast: "must be >= {limit}",
  above: "must be > {limit}",
  maxItems: "must NOT have more than {limit} items",
  minItems: "must NOT have fewer than {limit} items",
  uniqueItems: "must NOT have duplicate items (items ## {j} and {i} are identical)",
  minLength: "must NOT have fewer than {limit} characters",
  schemaRule: "{rule}",
  decimalInteger: "must be an integer in decimal digits",
  nulCharacter: "must not contain NUL characters",
  loneSurrogate: "must be well-formed Unicode (a lone surrogate)",
  mustBeEmpty: "must be empty",
  invalidAddress: "is not a valid address",
  doesNotExist: "does not exist",
  deactivated: "is deactivated",
  alreadyUsed: "is already used",
  alreadyRegistered: "is already registered",
  minCharsBesidesSpaces: "must have at least {min} characters besides spaces",
  requiredMinChars: "is required (at least {min} characters)",
  // Uploads and files.
  tooManyParts: "has too many parts",
  notMultipart: "is not valid multipart/form-data",
  mustBeFile: "must be a file",
  exactlyOneFile: "must be exactly one file",
  fileEmpty: "is empty",
  ownPendingFiles: "must name files you uploaded and have not attached yet",
  lineConsentNeeded: "must be given before LINE is turned on or linked",
  eventOnce: "must name each event once",
  ownPendingFile: "must name a file you uploaded and have not attached yet",
  newsFiles: "must name files you uploaded or files of this news item",
  maxFiles: "must hold at most {count} files",
  // Periods of reports and searches.
  beforeTo: "must be before to",
  onOrBeforeTo: "must be on or before to",
  afterFrom: "must be after from",
  maxDaysBeforeTo: "must be at most {days} days before to",
  maxDaysAfterFrom: "must be at most {days} days after from",
  // Sign-up, profile, check result.
  citizenIdCheckDigit: "has an invalid check digit",
  taxIdCheckDigit: "must be a 13-digit tax ID whose last digit is its check digit",
  personIdMismatch: "must equal the personId in the path",
  phoneOrIdLast4: "give exactly one of phone and idLast4",
  phoneDigits: "must have 9 to 15 digits",
  // Complaints and whistleblowing.
  unknownComplaintType: "is not a known complaint type",
  unknownComplaintKind: "is not a known complaint kind",
  kindOfOtherType: "must belong to complaintTypeId",
  whistleblowingKindReport: "is a whistleblowing kind: report it with POST /v1/Whistleblowing",
  whistleblowingKindRecord: "is a whistleblowing kind: record it with POST /v1/Whistleblowing",
  notWhistleblowingKind: "is not a whistleblowing kind",
  notStaffOfCaseUnit: "is not an active staff member of the case's unit",
  notActiveUnit: "is not an active unit",
  unitRequiredCaseHasNone: "is required: the case has no unit yet",
  caseHasNoUnit: "the case has no unit yet",
  mustBeCaseUnit: "must be the case's unit: use forward (with a reason) to move it",
  alreadyCaseUnit: "is already the case's unit",
  // Case handling (tracker issue 39 item 2).
  notForRequests: "does not apply to an e-service request",
  notForConfidential: "does not apply to a confidential report",
  notItself: "must be another case",
  unknownCase: "is not a case of your queue",
  otherCaseKind: "must be a case of the same kind (complaint or request)",
  notYourUnit: "is not your unit or one of its sections",
  badTemplate: "is not a valid template",
  forStaffOnly: "is for staff only",
  notResidentAccount: "is not a resident account",
  notResidentsAccount: "is not a resident's account",
  requiredWithoutPerson: "is required without personId",
  // E-services and bookings.
  notActiveService: "is not an active service",
  bookingOverlap: "overlaps another booking of this resource",
  bookingNotTaken: "is not taken by this service",
  bookingRequired: "is required for this service",
  notServiceResource: "is not a resource of this service",
  wholeDaysFrom: "must be midnight in Thailand (whole days)",
  wholeDaysTo: "must be midnight in Thailand (whole days, exclusive)",
  wholeHour: "must be a whole hour",
  afterBookingFrom: "must be after booking.from",
  maxDaysAfterBookingFrom: "must be at most {days} days after booking.from",
  // The rules a service catalogue states (tracker issue 36 item 4).
  notBefore: "must be today or later",
  notAfter: "must not be in the future",
  ageBetween: "must be the date of birth of someone {min} to {max} years old",
  ageAtLeast: "must be the date of birth of someone at least {min} years old",
  ageAtMost: "must be the date of birth of someone at most {max} years old",
  beforeStart: "must not be before {field}",
  maxDaysAfter: "must be at most {days} days after {field}",
  maxBookingDays: "the booking must be at most {days} days",
  bookingPast: "must not be in the past",
  addressProvince: "is not a province of Thailand",
  addressDistrict: "is not a district of this province",
  addressSubdistrict: "is not a sub-district of this district",
  addressPostcode: "is not a postcode of this sub-district",
  // A service's form definition, as staff edit it (issue 12 items 1 and 2).
  onlyForDateFields: "is only for date fields (format date)",
  mustBeToday: 'must be "today"',
  ageRuleList: "must be a list of age ranges { min, max, when }",
  ageRuleShape: "must be { min, max, when }",
  ageRuleBound: "needs min or max",
  yearsRange: "must be a whole number of years from 0 to {max}",
  ageMinAboveMax: "min must not be above max",
  ageRuleWhen: "must be { field, in } naming a choice field and some of its values",
  maxDaysAfterRule: "must be { field, days } naming another date field and 0 to {max} days",
  daysRange: "must be a whole number of days from 1 to {max}",
  schemaObject: "must be a schema object",
  needsItems: "must have items",
  multipleOrFiles: "must be a multiple choice (items with enum) or files (items of format uuid)",
  fieldType: "must have type string, integer, number, array or object",
  keywordNotAllowed: "is not an allowed keyword",
  requiredRange: "is required ({min} to {max})",
  distinctStrings: "must list distinct non-empty strings",
  mustBeTrue: "must be true",
  mustBeFalse: "must be false",
  notAddressPart: "is not an address part ({parts})",
  mustBeString: "must be a string",
  mustInclude: "must include {name}",
  mustBeObject: "must be an object",
  mustBeObjectType: "must be object",
  atLeastOneField: "must define at least one field",
  atMostFields: "must define at most {max} fields",
  requiredOfProperties: "must list fields of form.schema.properties",
  orderList: "must be a list of the fields",
  orderOnce: "must list every field exactly once",
  orderMissing: "must list every field exactly once; missing {names}",
  orderUnknown: "must list every field exactly once; unknown {names}",
  orderTwice: "must list every field exactly once; twice {names}",
  fieldNameChars: "field names are letters, digits and _ (at most 60)",
  labelRequired: "is required (a label in Thai and English)",
  thAndEn: "must have th and en",
  widgetOneOf: "must be one of {widgets} for this field",
  emailWidgetFormat: "must be email for the email widget",
  optionLabel: "needs a label in th and en",
  notEnumValue: "is not a value of the field's enum",
  onlyChoiceFields: "is only for choice fields",
  notFormField: "is not a field of form.schema.properties",
  schemaNotCompiling: "does not compile: {detail}",
  // Garbage fee (issue 13).
  nothingToPay: "the chosen bills add up to nothing to pay",
  monthAhead: "must not be more than one month ahead",
  monthsBack: "must not be more than {months} months back",
  unknownRate: "is not a known rate category",
  // News (issue 15 item 1).
  newsCategory: "must be a news category",
  coverInFiles: "must be one of fileIds",
  coverImage: "must be an image",
  // Document store, register, templates (issue 14).
  usedByOtherField: "is used by another field",
  notTypeField: "is not a field of the document type",
  mustBeNumber: "must be a number",
  mustBeDate: "must be a date (YYYY-MM-DD)",
  mustBeText: "must be text",
  mustBeChoice: "must be one of the field's choices",
  mustBeChecked: "must be true or false",
  mustBeMoney: "must be an amount in satang (a whole number, 0 or more)",
  mustNameDocument: "must name a document you may view",
  needsChoices: "a choice list needs at least one choice",
  noSuchDocumentType: "must name an existing document type",
  requiredForRole: "is required for a role",
  requiredForUser: "is required for a user",
  requiredForUnit: "is required for a unit",
  mustNameStaff: "must name a staff member",
  mustNameUnit: "must name a unit",
  folderOrDocument: "give exactly one of folderId and documentId",
  documentOnly: "applies to a document only",
  ownUnitRequired: "is required: your account belongs to no unit",
  emailNotFailed: "is {state}, not failed",
  templateUnclosedTag: "is not a valid template: Unclosed tag at {position}",
  templateUnclosedSection: 'is not a valid template: Unclosed section "{name}" at {position}',
  templateUnopenedSection: 'is not a valid template: Unopened section "{name}" at {position}',
  templateInvalid: "is not a valid template: {detail}",
  unknownPlaceholder: "uses unknown placeholder {names}",
  // Organisation, staff users, menu, account closure (issue 10, issue 15).
  unitMembers: "{count} staff member(s) belong to the unit",
  unitSubUnits: "{count} unit(s) are under it",
  unitOpenWork: "{count} open work item(s) are assigned to it",
  sectionNeedsParent: "is required for a section",
  unitItselfOrBelow: "is the unit itself or one of its sub-units",
  positionHeldBy: "is held by {count} staff member(s)",
  lastAdminKeepsRole: "the last active administrator keeps admin",
  removeOwnAdminRole: "cannot remove your own admin role",
  deactivateSelf: "cannot deactivate yourself",
  lastAdminStaysActive: "the last active administrator stays active",
  notTopLevelGroup: "is not a top-level group",
  groupStaysTop: "a group stays at the top level",
  itemHasChildren: "the item has children",
  linkForBasicItem: "is required for a basic item",
  groupHasNoLink: "a group has no link",
  externalLinkHttps: "must be an https address when externalLink is true",
  portalPath: "must be a portal path starting with / unless externalLink is true",
  groupItems: "the group has {count} item(s)",
  closureNotPending: "is {state}, not pending",
  // Import of existing data (tracker issue 38 item 2; docs/import.md): the file's columns, then each row's cells.
  importColumnMissing: "has no column {column}",
  importColumnUnknown: "has a column {column}, which this kind of import does not have",
  importColumnTwice: "has the column {column} twice",
  importNoRows: "has no data rows",
  importTooLong: "must be at most {limit} characters",
  importDuplicateRow: "is also in row {row}",
  citizenIdDigits: "must be 13 digits",
  importUnknownUnit: "is not a unit code in the system or in this file",
  importUnknownPosition: "is not a position in the system",
  importUnknownRole: "has {role}, which is not a role",
  importUnknownAccount: "is not an account number in the system",
  importUnknownResident: "is not the national ID of a resident with an account in the portal",
  importLinkedToOther: "the account is linked to another resident",
  importAmount: "must be an amount in baht, such as 20 or 20.50",
  importWholeNumber: "must be a whole number from {min} to {max}",
  importLanguage: "must be th or en",
  // Signed webhooks (tracker issue 41 item 3; docs/webhooks.md "Endpoints").
  webhookUrlInvalid: "must be an absolute URL without a user name, a password or a fragment",
  webhookUrlHttps: "must start with https:// (plain http only to this machine, and only where WEBHOOK_ALLOW_LOCAL_HTTP allows it)",
  webhookUrlPrivate: "must reach a public address: {host} is {address}, a {range} address (loopback, private, link-local and other internal addresses are refused)",
} as const;

/** A key of the field-message catalogue. */
export type FieldMessageKey = keyof typeof fieldMessagesEn;

/** Thai field messages by key (the same keys: the type refuses a missing or an extra one). */
export const fieldMessagesTh: Record<FieldMessageKey, string> = {
  summary: "ข้อมูลไม่ถูกต้อง: {message}",
  invalid: "ไม่ถูกต้อง",
  open311LocationRequired: "กรุณาระบุพิกัด (`lat` และ `long`) หรือที่อยู่ (`address_string`)",
  notOpen311Service: "ไม่ใช่บริการของเทศบาล (ดูรายการได้จาก `GET services`)",
  notByOpen311: "เป็นบริการที่ต้องจองหรือแนบไฟล์ ยื่นผ่าน Open311 ไม่ได้",
  open311Period: "ต้องไม่เกิน {days} วันก่อนวันที่สิ้นสุด (`end_date`)",
  required: "กรุณาระบุข้อมูลนี้",
  blank: "ต้องไม่เว้นว่าง",
  unknownField: "ไม่ใช่ข้อมูลที่ระบบรับ",
  invalidFormat: "รูปแบบไม่ถูกต้อง",
  validFormat: "ต้องเป็น{format}ที่ถูกต้อง",
  oneOf: "ไม่ใช่ค่าที่เลือกได้",
  constant: "ไม่ใช่ค่าที่กำหนดไว้",
  type: "ต้องเป็น{type}",
  minFields: "กรุณาระบุข้อมูลอย่างน้อย {limit} รายการ",
  maxFields: "ระบุข้อมูลได้ไม่เกิน {limit} รายการ",
  atMost: "ต้องไม่เกิน {limit}",
  below: "ต้องน้อยกว่า {limit}",
  atLeast: "ต้องไม่น้อยกว่า {limit}",
  above: "ต้องมากกว่า {limit}",
  maxItems: "เลือกได้ไม่เกิน {limit} รายการ",
  minItems: "กรุณาเลือกอย่างน้อย {limit} รายการ",
  uniqueItems: "ต้องไม่มีรายการซ้ำกัน",
  minLength: "ต้องมีอย่างน้อย {limit} ตัวอักษร",
  schemaRule: "{rule}",
  decimalInteger: "ต้องเป็นจำนวนเต็มที่เขียนด้วยตัวเลข 0-9",
  nulCharacter: "มีอักขระที่ระบบรับไม่ได้ กรุณาลบอักขระนั้นออก",
  loneSurrogate: "มีอักขระที่เข้ารหัสไม่สมบูรณ์ กรุณาพิมพ์ข้อความใหม่",
  mustBeEmpty: "ต้องไม่มีข้อมูลส่งมา",
  invalidAddress: "ที่อยู่ที่เรียกไม่ถูกต้อง",
  doesNotExist: "ไม่พบในระบบ",
  deactivated: "ปิดการใช้งานแล้ว",
  alreadyUsed: "มีการใช้แล้ว",
  alreadyRegistered: "ได้ลงทะเบียนไว้แล้ว",
  minCharsBesidesSpaces: "ต้องมีอย่างน้อย {min} ตัวอักษร ไม่นับช่องว่าง",
  requiredMinChars: "กรุณาระบุอย่างน้อย {min} ตัวอักษร",
  tooManyParts: "มีส่วนของข้อมูลมากเกินไป",
  notMultipart: "ข้อมูลไฟล์ที่ส่งมาไม่สมบูรณ์หรือมีรูปแบบไม่ถูกต้อง",
  mustBeFile: "ต้องเป็นไฟล์",
  exactlyOneFile: "ส่งได้ครั้งละ 1 ไฟล์",
  fileEmpty: "ไฟล์ไม่มีข้อมูล",
  ownPendingFiles: "ต้องเป็นไฟล์ที่ท่านอัปโหลดไว้และยังไม่ได้แนบกับเรื่องใด",
  lineConsentNeeded: "กรุณาให้ความยินยอมก่อนเปิดการแจ้งเตือนทาง LINE หรือเชื่อมบัญชี LINE",
  eventOnce: "ระบุแต่ละเหตุการณ์ได้ครั้งเดียว",
  ownPendingFile: "ต้องเป็นไฟล์ที่ท่านอัปโหลดไว้และยังไม่ได้แนบกับเรื่องใด",
  newsFiles: "ต้องเป็นไฟล์ที่ท่านอัปโหลดไว้หรือไฟล์ของข่าวนี้",
  maxFiles: "แนบไฟล์ได้ไม่เกิน {count} ไฟล์",
  beforeTo: "วันที่เริ่มต้นต้องอยู่ก่อนวันที่สิ้นสุด",
  onOrBeforeTo: "วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด",
  afterFrom: "วันที่สิ้นสุดต้องอยู่หลังวันที่เริ่มต้น",
  maxDaysBeforeTo: "ช่วงวันที่ต้องไม่เกิน {days} วัน",
  maxDaysAfterFrom: "ช่วงวันที่ต้องไม่เกิน {days} วัน",
  citizenIdCheckDigit: "เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง",
  taxIdCheckDigit: "เลขประจำตัวผู้เสียภาษีอากรไม่ถูกต้อง กรุณาตรวจสอบเลขทั้ง 13 หลักอีกครั้ง",
  personIdMismatch: "ไม่ตรงกับบัญชีผู้ใช้ที่ระบุ",
  phoneOrIdLast4: "กรุณาระบุหมายเลขโทรศัพท์หรือเลขประจำตัวประชาชน 4 หลักท้าย อย่างใดอย่างหนึ่ง",
  phoneDigits: "หมายเลขโทรศัพท์ต้องมีตัวเลข 9 ถึง 15 หลัก",
  unknownComplaintType: "ไม่พบประเภทเรื่องร้องเรียนนี้",
  unknownComplaintKind: "ไม่พบลักษณะเรื่องร้องเรียนนี้",
  kindOfOtherType: "ลักษณะเรื่องร้องเรียนไม่ตรงกับประเภทเรื่องร้องเรียนที่เลือก",
  whistleblowingKindReport: "เรื่องลักษณะนี้เป็นเรื่องแจ้งเบาะแส กรุณาแจ้งทางช่องทางแจ้งเบาะแสการทุจริตและประพฤติมิชอบ",
  whistleblowingKindRecord: "เรื่องลักษณะนี้เป็นเรื่องแจ้งเบาะแส กรุณาบันทึกทางช่องทางแจ้งเบาะแสการทุจริตและประพฤติมิชอบ",
  notWhistleblowingKind: "ไม่ใช่ลักษณะเรื่องแจ้งเบาะแสการทุจริตและประพฤติมิชอบ",
  notStaffOfCaseUnit: "ไม่ใช่เจ้าหน้าที่ที่ใช้งานอยู่ของหน่วยงานที่รับผิดชอบเรื่องนี้",
  notActiveUnit: "ไม่พบหน่วยงานนี้หรือหน่วยงานปิดการใช้งานแล้ว",
  unitRequiredCaseHasNone: "กรุณาระบุหน่วยงาน เนื่องจากเรื่องนี้ยังไม่มีหน่วยงานที่รับผิดชอบ",
  caseHasNoUnit: "เรื่องนี้ยังไม่มีหน่วยงานที่รับผิดชอบ",
  mustBeCaseUnit: "ต้องเป็นหน่วยงานที่รับผิดชอบเรื่องนี้ หากต้องการเปลี่ยนหน่วยงาน กรุณาเลือก “ส่งต่อ” พร้อมเหตุผลในการส่งต่อ",
  alreadyCaseUnit: "เป็นหน่วยงานที่รับผิดชอบเรื่องนี้อยู่แล้ว",
  notForRequests: "ใช้กับคำร้องขอรับบริการไม่ได้",
  notForConfidential: "ใช้กับเรื่องแจ้งเบาะแสการทุจริตไม่ได้",
  notItself: "ต้องเป็นเรื่องอื่น ไม่ใช่เรื่องเดียวกัน",
  unknownCase: "ไม่พบเรื่องนี้ในรายการเรื่องของท่าน",
  otherCaseKind: "ต้องเป็นเรื่องประเภทเดียวกัน (เรื่องร้องเรียนหรือคำร้องขอรับบริการ)",
  notYourUnit: "ไม่ใช่หน่วยงานของท่านหรือหน่วยงานในสังกัด",
  badTemplate: "รูปแบบข้อความไม่ถูกต้อง",
  forStaffOnly: "ใช้ได้เฉพาะเจ้าหน้าที่",
  notResidentAccount: "ไม่ใช่บัญชีผู้ใช้ของประชาชน",
  notResidentsAccount: "ไม่ใช่บัญชีผู้ใช้ของประชาชน",
  requiredWithoutPerson: "กรุณาระบุข้อมูลนี้ เมื่อไม่ได้เลือกบัญชีผู้ใช้ของผู้ร้องเรียน",
  notActiveService: "ไม่พบบริการนี้หรือบริการปิดรับคำร้องแล้ว",
  bookingOverlap: "ช่วงเวลานี้มีผู้จองแล้ว",
  bookingNotTaken: "บริการนี้ไม่มีการจอง",
  bookingRequired: "กรุณาระบุการจองสำหรับบริการนี้",
  notServiceResource: "ไม่ใช่รายการที่จองได้ของบริการนี้",
  wholeDaysFrom: "ต้องเริ่มเวลา 00.00 น. ตามเวลาประเทศไทย (จองเป็นรายวัน)",
  wholeDaysTo: "ต้องสิ้นสุดเวลา 00.00 น. ของวันถัดจากวันสุดท้าย ตามเวลาประเทศไทย (จองเป็นรายวัน)",
  wholeHour: "ต้องเป็นเวลาเต็มชั่วโมง",
  afterBookingFrom: "เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มจอง",
  maxDaysAfterBookingFrom: "จองได้ไม่เกิน {days} วัน",
  notBefore: "ต้องเป็นวันนี้หรือวันหลังจากนี้",
  notAfter: "ต้องไม่เป็นวันในอนาคต",
  ageBetween: "ต้องเป็นวันเกิดของผู้ที่มีอายุ {min} ถึง {max} ปี",
  ageAtLeast: "ต้องเป็นวันเกิดของผู้ที่มีอายุอย่างน้อย {min} ปี",
  ageAtMost: "ต้องเป็นวันเกิดของผู้ที่มีอายุไม่เกิน {max} ปี",
  beforeStart: "ต้องไม่ก่อน {field}",
  maxDaysAfter: "ต้องไม่เกิน {days} วันหลังจาก {field}",
  maxBookingDays: "จองได้ไม่เกิน {days} วัน",
  bookingPast: "ต้องไม่เป็นเวลาที่ผ่านมาแล้ว",
  addressProvince: "ไม่ใช่จังหวัดในประเทศไทย",
  addressDistrict: "ไม่ใช่อำเภอ/เขตของจังหวัดนี้",
  addressSubdistrict: "ไม่ใช่ตำบล/แขวงของอำเภอ/เขตนี้",
  addressPostcode: "ไม่ใช่รหัสไปรษณีย์ของตำบล/แขวงนี้",
  onlyForDateFields: "ใช้ได้เฉพาะช่องวันที่ (\"format\": \"date\")",
  mustBeToday: "ต้องเป็น \"today\"",
  ageRuleList: "ต้องเป็นรายการช่วงอายุ แต่ละช่วงมี \"min\" \"max\" และ \"when\"",
  ageRuleShape: "ต้องมีเฉพาะ \"min\" \"max\" และ \"when\"",
  ageRuleBound: "ต้องมี \"min\" หรือ \"max\"",
  yearsRange: "ต้องเป็นจำนวนปีเต็ม 0 ถึง {max} ปี",
  ageMinAboveMax: "\"min\" ต้องไม่มากกว่า \"max\"",
  ageRuleWhen: "ต้องมี \"field\" ที่เป็นช่องตัวเลือก และ \"in\" ที่เป็นตัวเลือกของช่องนั้น",
  maxDaysAfterRule: "ต้องมี \"field\" ที่เป็นช่องวันที่อีกช่องหนึ่ง และ \"days\" 0 ถึง {max} วัน",
  daysRange: "ต้องเป็นจำนวนวันเต็ม 1 ถึง {max} วัน",
  schemaObject: "ต้องเป็นคำกำหนดช่องข้อมูล",
  needsItems: "ต้องมี \"items\"",
  multipleOrFiles: "ต้องเป็นช่องเลือกได้หลายข้อ (\"items\" ที่มี \"enum\") หรือช่องไฟล์แนบ (\"items\" ที่มี \"format\": \"uuid\")",
  fieldType: "ชนิดของช่องข้อมูลไม่ถูกต้อง",
  keywordNotAllowed: "ไม่ใช่คำกำหนดที่แบบฟอร์มคำร้องใช้ได้",
  requiredRange: "กรุณาระบุค่า {min} ถึง {max}",
  distinctStrings: "ต้องเป็นรายการข้อความที่ไม่ว่างและไม่ซ้ำกัน",
  mustBeTrue: "ต้องเป็น \"true\"",
  mustBeFalse: "ต้องเป็น \"false\"",
  notAddressPart: "ไม่ใช่ส่วนของที่อยู่ที่ระบบรองรับ",
  mustBeString: "ต้องเป็นข้อความ",
  mustInclude: "ต้องมี \"{name}\"",
  mustBeObject: "ต้องเป็นชุดข้อมูล",
  mustBeObjectType: "ต้องเป็น \"object\"",
  atLeastOneField: "แบบฟอร์มคำร้องต้องมีอย่างน้อย 1 ช่อง",
  atMostFields: "แบบฟอร์มคำร้องมีได้ไม่เกิน {max} ช่อง",
  requiredOfProperties: "ต้องเป็นช่องที่มีอยู่ในแบบฟอร์มคำร้อง",
  orderList: "ต้องเป็นรายการช่องของแบบฟอร์มคำร้อง",
  orderOnce: "ต้องมีทุกช่องของแบบฟอร์มคำร้อง ช่องละ 1 ครั้ง",
  orderMissing: "ต้องมีทุกช่องของแบบฟอร์มคำร้อง ช่องละ 1 ครั้ง ขาดช่อง {names}",
  orderUnknown: "ต้องมีทุกช่องของแบบฟอร์มคำร้อง ช่องละ 1 ครั้ง ไม่พบช่อง {names} ในแบบฟอร์มคำร้อง",
  orderTwice: "ต้องมีทุกช่องของแบบฟอร์มคำร้อง ช่องละ 1 ครั้ง ช่อง {names} มีซ้ำ",
  fieldNameChars: "ชื่อช่องใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และ _ ไม่เกิน 60 ตัว",
  labelRequired: "กรุณาระบุชื่อช่องทั้งภาษาไทยและภาษาอังกฤษ",
  thAndEn: "ต้องมีทั้งภาษาไทยและภาษาอังกฤษ",
  widgetOneOf: "ช่องนี้ใช้รูปแบบการกรอกได้เฉพาะ {widgets}",
  emailWidgetFormat: "ช่องที่กรอกอีเมลต้องมี \"format\": \"email\"",
  optionLabel: "กรุณาระบุชื่อตัวเลือกทั้งภาษาไทยและภาษาอังกฤษ",
  notEnumValue: "ไม่ใช่ตัวเลือกของช่องนี้",
  onlyChoiceFields: "ใช้ได้เฉพาะช่องตัวเลือก",
  notFormField: "ไม่ใช่ช่องของแบบฟอร์มคำร้อง",
  schemaNotCompiling: "ระบบใช้แบบฟอร์มคำร้องนี้ไม่ได้ กรุณาตรวจสอบคำกำหนดของช่องข้อมูล",
  nothingToPay: "ใบแจ้งหนี้ที่เลือกไม่มียอดที่ต้องชำระ",
  monthAhead: "ต้องไม่เกิน 1 เดือนข้างหน้า",
  monthsBack: "ย้อนหลังได้ไม่เกิน {months} เดือน",
  unknownRate: "ไม่พบอัตราค่าธรรมเนียมประเภทนี้",
  newsCategory: "ไม่พบหมวดหมู่ข่าวนี้",
  coverInFiles: "ต้องเป็นไฟล์หนึ่งในเอกสารแนบของข่าวนี้",
  coverImage: "ต้องเป็นไฟล์รูปภาพ",
  usedByOtherField: "ชื่อนี้ซ้ำกับช่องข้อมูลอื่น",
  notTypeField: "ไม่ใช่ช่องข้อมูลของประเภทเอกสารนี้",
  mustBeNumber: "ต้องเป็นตัวเลข",
  mustBeDate: "ต้องเป็นวันที่ที่ถูกต้อง",
  mustBeText: "ต้องเป็นข้อความ",
  mustBeChoice: "ต้องเป็นตัวเลือกหนึ่งของช่องนี้",
  mustBeChecked: "ต้องเป็นใช่หรือไม่ใช่",
  mustBeMoney: "ต้องเป็นจำนวนเงินที่ไม่ติดลบ",
  mustNameDocument: "ไม่พบเอกสารนี้ หรือท่านไม่มีสิทธิ์ดู",
  needsChoices: "รายการตัวเลือกต้องมีอย่างน้อยหนึ่งตัวเลือก",
  noSuchDocumentType: "ไม่พบประเภทเอกสารนี้",
  requiredForRole: "กรุณาระบุบทบาท",
  requiredForUser: "กรุณาระบุเจ้าหน้าที่",
  requiredForUnit: "กรุณาระบุหน่วยงาน",
  mustNameStaff: "ไม่พบเจ้าหน้าที่นี้",
  mustNameUnit: "ไม่พบหน่วยงานนี้",
  folderOrDocument: "กรุณาระบุแฟ้มหรือเอกสารอย่างใดอย่างหนึ่ง",
  documentOnly: "ใช้ได้กับเอกสารเท่านั้น",
  ownUnitRequired: "กรุณาระบุหน่วยงาน เนื่องจากบัญชีของท่านไม่ได้สังกัดหน่วยงาน",
  emailNotFailed: "สถานะปัจจุบันคือ{state} ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จ",
  templateUnclosedTag: "แม่แบบไม่ถูกต้อง มีตัวแปรที่ไม่ได้ปิด ที่ตำแหน่ง {position}",
  templateUnclosedSection: "แม่แบบไม่ถูกต้อง ส่วน \"{name}\" ไม่ได้ปิด ที่ตำแหน่ง {position}",
  templateUnopenedSection: "แม่แบบไม่ถูกต้อง ส่วน \"{name}\" ปิดโดยไม่ได้เปิด ที่ตำแหน่ง {position}",
  templateInvalid: "แม่แบบไม่ถูกต้อง",
  unknownPlaceholder: "มีตัวแปรที่แม่แบบนี้ใช้ไม่ได้: {names}",
  unitMembers: "มีเจ้าหน้าที่สังกัดอยู่ {count} คน",
  unitSubUnits: "มีหน่วยงานย่อย {count} หน่วย",
  unitOpenWork: "มีงานที่ยังไม่แล้วเสร็จ {count} รายการ",
  sectionNeedsParent: "กรุณาระบุหน่วยงานต้นสังกัดของฝ่าย/งาน",
  unitItselfOrBelow: "เป็นหน่วยงานนี้เองหรือหน่วยงานย่อยของหน่วยงานนี้",
  positionHeldBy: "มีเจ้าหน้าที่ดำรงตำแหน่งนี้ {count} คน",
  lastAdminKeepsRole: "ผู้ดูแลระบบที่ใช้งานอยู่คนสุดท้ายต้องคงบทบาทผู้ดูแลระบบ",
  removeOwnAdminRole: "ไม่สามารถถอดบทบาทผู้ดูแลระบบของตนเองได้",
  deactivateSelf: "ไม่สามารถปิดการใช้งานบัญชีของตนเองได้",
  lastAdminStaysActive: "ผู้ดูแลระบบที่ใช้งานอยู่คนสุดท้ายต้องคงสถานะใช้งาน",
  notTopLevelGroup: "ไม่ใช่กลุ่มเมนูระดับบนสุด",
  groupStaysTop: "กลุ่มเมนูต้องอยู่ระดับบนสุด",
  itemHasChildren: "รายการนี้มีรายการย่อยอยู่",
  linkForBasicItem: "กรุณาระบุลิงก์ของรายการเมนู",
  groupHasNoLink: "กลุ่มเมนูไม่มีลิงก์",
  externalLinkHttps: "ลิงก์ภายนอกต้องขึ้นต้นด้วย \"https://\"",
  portalPath: "ลิงก์ภายในระบบต้องขึ้นต้นด้วย \"/\"",
  groupItems: "กลุ่มนี้มีรายการอยู่ {count} รายการ",
  closureNotPending: "คำขอนี้อยู่ในสถานะ{state}แล้ว",
  importColumnMissing: "ไม่มีคอลัมน์ {column}",
  importColumnUnknown: "มีคอลัมน์ {column} ซึ่งการนำเข้าข้อมูลประเภทนี้ไม่ใช้",
  importColumnTwice: "มีคอลัมน์ {column} ซ้ำกัน",
  importNoRows: "ไฟล์ไม่มีรายการข้อมูล",
  importTooLong: "ต้องไม่เกิน {limit} ตัวอักษร",
  importDuplicateRow: "ซ้ำกับแถวที่ {row}",
  citizenIdDigits: "เลขประจำตัวประชาชนต้องเป็นตัวเลข 13 หลัก",
  importUnknownUnit: "ไม่พบรหัสหน่วยงานนี้ในระบบหรือในไฟล์นี้",
  importUnknownPosition: "ไม่พบตำแหน่งนี้ในระบบ",
  importUnknownRole: "มีบทบาทที่ระบบไม่รู้จัก ({role})",
  importUnknownAccount: "ไม่พบเลขที่บัญชีผู้ชำระนี้ในระบบ",
  importUnknownResident: "ไม่พบบัญชีผู้ใช้ของประชาชนที่มีเลขประจำตัวประชาชนนี้",
  importLinkedToOther: "บัญชีผู้ชำระนี้ผูกกับบัญชีผู้ใช้ของประชาชนรายอื่นอยู่แล้ว",
  importAmount: "ต้องเป็นจำนวนเงินบาท เช่น 20 หรือ 20.50",
  importWholeNumber: "ต้องเป็นจำนวนเต็ม {min} ถึง {max}",
  importLanguage: "ต้องเป็น “th” (ไทย) หรือ “en” (อังกฤษ)",
  webhookUrlInvalid: "ต้องเป็นที่อยู่เว็บแบบเต็ม ไม่มีชื่อผู้ใช้ รหัสผ่าน หรือส่วนท้ายที่ขึ้นต้นด้วย #",
  webhookUrlHttps: "ต้องเป็นที่อยู่แบบเข้ารหัสที่ปลอดภัย (ที่อยู่ที่ไม่เข้ารหัสใช้ได้เฉพาะปลายทางในเครื่องนี้ และเฉพาะเมื่อการตั้งค่าอนุญาต)",
  webhookUrlPrivate: "ต้องเป็นที่อยู่บนอินเทอร์เน็ตสาธารณะ {host} ชี้ไปยังที่อยู่ภายใน {address} ซึ่งระบบไม่อนุญาตให้ส่งถึง",
};

/**
 * Placeholders the Thai text leaves out on purpose, by key: codes, field identifiers and English details that would
 * put English before a Thai reader (the field stays named in `errors[].field`).
 */
export const THAI_OMITS: Partial<Record<FieldMessageKey, readonly string[]>> = {
  summary: ["field"],
  oneOf: ["values"],
  constant: ["value"],
  uniqueItems: ["i", "j"],
  notAddressPart: ["parts"],
  schemaNotCompiling: ["detail"],
  templateInvalid: ["detail"],
  webhookUrlPrivate: ["range"],
};

/** The key of a field error: a field message, or a top-level message that also stands next to its field. */
export type FieldErrorKey = FieldMessageKey | MessageKey;

/** The two catalogues share no key (a field error's key names one message). */
type SharedKeys = Extract<FieldMessageKey, MessageKey>;
const noSharedKeys: [SharedKeys] extends [never] ? true : SharedKeys = true;
void noSharedKeys;

/**
 * One field error as handlers and validators build it: where, and which message with which values; its text is
 * rendered in the request's language by {@link renderFieldErrors} (contract `FieldError`).
 */
export interface FieldError {
  /** The field's name; nested fields joined with dots; `body` for the body as a whole. */
  readonly field: string;
  /** The message's key, in this catalogue or in the top-level one (`messages.ts`). */
  readonly key: FieldErrorKey;
  /** Values of the message's `{name}` placeholders. */
  readonly params?: MessageValues;
}

/**
 * Builds a field error (the one way handlers and validators state a bad field).
 *
 * @param field - The field's dotted path (`booking.from`, `data.address.postcode`), or `body`.
 * @param key - The message's key.
 * @param params - Values of its placeholders (numbers, codes, or `LocalText` for a text that reads differently in
 *   Thai, such as a form field's label).
 */
export function fieldError(field: string, key: FieldErrorKey, params?: MessageValues): FieldError {
  return params ? { field, key, params } : { field, key };
}

/** Whether `key` is a key of the field-message catalogue (not a top-level message). */
function isFieldMessageKey(key: FieldErrorKey): key is FieldMessageKey {
  return Object.hasOwn(fieldMessagesEn, key);
}

/** The text of field message `key` in `language`, its placeholders filled from `params`. */
export function fieldMessage(key: FieldErrorKey, language: Language, params?: MessageValues): string {
  const text = isFieldMessageKey(key)
    ? language === "th"
      ? fieldMessagesTh[key]
      : fieldMessagesEn[key]
    : language === "th"
      ? messagesTh[key]
      : messagesEn[key];
  return fillPlaceholders(text, language, params);
}

/** Field errors as the contract's `FieldError` (`{ field, message }`) in `language`. */
export function renderFieldErrors(errors: readonly FieldError[], language: Language): { field: string; message: string }[] {
  return errors.map((e) => ({ field: e.field, message: fieldMessage(e.key, language, e.params) }));
}

/**
 * The top message of a 400 from its first field error: `<field>: <message>` in English, `ข้อมูลไม่ถูกต้อง: <message>`
 * in Thai.
 */
export function fieldSummary(errors: readonly FieldError[], language: Language): string {
  const first = errors[0] ?? fieldError("body", "invalid");
  return fieldMessage("summary", language, { field: first.field, message: fieldMessage(first.key, language, first.params) });
}

/** Thai names of the JSON Schema formats the contract and the forms use (Ajv's `format` keyword). */
const FORMAT_NAMES_TH: Readonly<Record<string, string>> = {
  email: "อีเมล",
  date: "วันที่",
  "date-time": "วันและเวลา",
  time: "เวลา",
  uri: "ที่อยู่เว็บไซต์",
  url: "ที่อยู่เว็บไซต์",
  uuid: "รหัสอ้างอิง",
  "thai-national-id": "เลขประจำตัวประชาชน",
  ipv4: "ที่อยู่ไอพี",
  ipv6: "ที่อยู่ไอพี",
  hostname: "ชื่อโดเมน",
};

/** A JSON Schema format's name: the format itself in English, its Thai name (or "รูปแบบ") in Thai. */
export function formatName(format: string): LocalText {
  return { en: format, th: FORMAT_NAMES_TH[format] ?? "รูปแบบ" };
}

/** Thai names of the JSON Schema types (Ajv's `type` keyword). */
const TYPE_NAMES_TH: Readonly<Record<string, string>> = {
  string: "ข้อความ",
  integer: "จำนวนเต็ม",
  number: "ตัวเลข",
  boolean: "ค่าใช่หรือไม่ใช่",
  object: "ชุดข้อมูล",
  array: "รายการ",
  null: "ค่าว่าง",
};

/** A JSON Schema type (or `string,null`): as Ajv writes it in English, its Thai names joined with หรือ in Thai. */
export function typeName(type: string): LocalText {
  const th = type
    .split(",")
    .map((t) => TYPE_NAMES_TH[t.trim()] ?? "ค่าที่กำหนด")
    .join("หรือ");
  return { en: type, th };
}
