/**
 * Service request forms (issue 12 items 1 and 2; /tmp design "ServiceForm"): the rules a form definition must keep
 * ({@link checkServiceForm}, run on every staff edit and on the seed), and the validation of a request's answers
 * against the form's JSON Schema with Ajv 2020-12 ({@link validateFormData}). The browser validates the same schema
 * with the same custom format, so a resident sees the same errors next to the fields.
 *
 * Field kinds (schema -> widget): text (`maxLength` required, at most 2000) `text|textarea|tel|email`; number
 * `number`; date (`format: date`) `date`; time (pattern {@link TIME_PATTERN}) `time`; choice (`enum`) `select|radio`;
 * multiple choice (array of enum strings, `uniqueItems`) `checkboxes`; file (array of file ids, `maxItems` at most
 * {@link MAX_FILES_PER_FIELD}) `file`; Thai national id (`format: thai-national-id`) `thai-national-id`; address
 * (object of {@link ADDRESS_KEYS}) `address`.
 *
 * The rules the catalogue states (dates not in the past, birth dates and ages, longest periods, real addresses;
 * tracker issue 36 item 4) are keywords of the same schema, checked by `form-rules.ts`.
 */
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import { createAjv, toFieldErrors } from "../contract/validation";
import type { ServiceFormDefinition } from "../db/schema";
import { isValidCitizenId } from "@eoffice/thai";
import { fieldError, type FieldError, type FieldMessageKey } from "../i18n/field-messages";
import type { MessageValues } from "../i18n/messages";
import { checkAddresses, checkDateRules, checkFormRuleKeywords, checkRuleKeywords, DATE_RULE_KEYWORDS, MAX_BOOKING_DAYS_KEYWORD } from "./form-rules";

/** Value pattern of a time field: `HH:MM`, 00:00 to 23:59. */
export const TIME_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

/** Most files one `file` field takes (a case holds at most 20 in all). */
export const MAX_FILES_PER_FIELD = 5;

/** Longest text a text field may allow. */
export const MAX_TEXT_LENGTH = 2000;

/** Most fields a form may have. */
export const MAX_FIELDS = 50;

/** Properties an address field may have (the ui ThaiAddressPicker's value). */
export const ADDRESS_KEYS = [
  "houseNo",
  "moo",
  "village",
  "road",
  "provinceCode",
  "province",
  "districtCode",
  "district",
  "subdistrictCode",
  "subdistrict",
  "postcode",
] as const;

/** Properties an address field must require. */
export const ADDRESS_REQUIRED = ["houseNo", "province", "district", "subdistrict", "postcode"] as const;

/** The kind of a form field, decided from its schema. */
export type FieldKind = "text" | "number" | "date" | "time" | "choice" | "multiple" | "file" | "thai-national-id" | "address";

/** Widgets each kind may use; the first is the default. */
export const WIDGETS: Record<FieldKind, readonly string[]> = {
  text: ["text", "textarea", "tel", "email"],
  number: ["number"],
  date: ["date"],
  time: ["time"],
  choice: ["select", "radio"],
  multiple: ["checkboxes"],
  file: ["file"],
  "thai-national-id": ["thai-national-id"],
  address: ["address"],
};

/** Keywords a field's schema may use (anything else, such as `$ref`, is refused). */
const FIELD_KEYWORDS = new Set([
  "type",
  "title",
  "description",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "enum",
  "items",
  "uniqueItems",
  "minItems",
  "maxItems",
  "properties",
  "required",
  "additionalProperties",
  ...DATE_RULE_KEYWORDS,
]);

/** Keywords the form's top-level schema may use. */
const FORM_KEYWORDS = new Set(["$schema", "type", "title", "description", "properties", "required", "additionalProperties", MAX_BOOKING_DAYS_KEYWORD]);

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const isLocalText = (v: unknown): boolean =>
  isObject(v) && typeof v.th === "string" && v.th.trim() !== "" && typeof v.en === "string" && v.en.trim() !== "";

/** The kind of one property's schema, or the key of the field message saying why it has none. */
export function fieldKind(schema: unknown): FieldKind | FieldMessageKey {
  if (!isObject(schema)) return "schemaObject";
  const type = schema.type;
  if (type === "integer" || type === "number") return "number";
  if (type === "object") return "address";
  if (type === "array") {
    const items = schema.items;
    if (!isObject(items)) return "needsItems";
    if (items.type === "string" && items.format === "uuid") return "file";
    if (items.type === "string" && Array.isArray(items.enum)) return "multiple";
    return "multipleOrFiles";
  }
  if (type !== "string") return "fieldType";
  if (schema.format === "date") return "date";
  if (schema.format === "thai-national-id") return "thai-national-id";
  if (schema.pattern === TIME_PATTERN) return "time";
  if (Array.isArray(schema.enum)) return "choice";
  return "text";
}

const enumOk = (values: unknown): values is string[] =>
  Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === "string" && v !== "") && new Set(values).size === values.length;

/** Checks one field's schema against its kind's rules. */
function checkField(kind: FieldKind, schema: JsonObject, properties: JsonObject, at: string): FieldError[] {
  const errors: FieldError[] = checkRuleKeywords(schema, kind === "date", properties, at);
  const bad = (field: string, key: FieldMessageKey, params?: MessageValues) => errors.push(fieldError(`${at}${field}`, key, params));
  for (const key of Object.keys(schema)) if (!FIELD_KEYWORDS.has(key)) bad(`.${key}`, "keywordNotAllowed");
  const maxLengthOk = (s: JsonObject, path: string) => {
    if (typeof s.maxLength !== "number" || !Number.isInteger(s.maxLength) || s.maxLength < 1 || s.maxLength > MAX_TEXT_LENGTH) {
      bad(`${path}.maxLength`, "requiredRange", { min: 1, max: MAX_TEXT_LENGTH });
    }
  };
  switch (kind) {
    case "text":
      maxLengthOk(schema, "");
      break;
    case "choice":
      if (!enumOk(schema.enum)) bad(".enum", "distinctStrings");
      break;
    case "multiple": {
      const items = schema.items as JsonObject;
      if (!enumOk(items.enum)) bad(".items.enum", "distinctStrings");
      if (schema.uniqueItems !== true) bad(".uniqueItems", "mustBeTrue");
      break;
    }
    case "file":
      if (typeof schema.maxItems !== "number" || schema.maxItems < 1 || schema.maxItems > MAX_FILES_PER_FIELD) {
        bad(".maxItems", "requiredRange", { min: 1, max: MAX_FILES_PER_FIELD });
      }
      if (schema.uniqueItems !== true) bad(".uniqueItems", "mustBeTrue");
      break;
    case "address": {
      const props = schema.properties;
      if (!isObject(props)) {
        bad(".properties", "required");
        break;
      }
      for (const [name, sub] of Object.entries(props)) {
        if (!(ADDRESS_KEYS as readonly string[]).includes(name)) bad(`.properties.${name}`, "notAddressPart", { parts: ADDRESS_KEYS.join(", ") });
        else if (!isObject(sub) || sub.type !== "string") bad(`.properties.${name}`, "mustBeString");
        else maxLengthOk(sub, `.properties.${name}`);
      }
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const name of ADDRESS_REQUIRED) if (!required.includes(name) || !(name in props)) bad(".required", "mustInclude", { name });
      if (schema.additionalProperties !== false) bad(".additionalProperties", "mustBeFalse");
      break;
    }
    default:
      break;
  }
  return errors;
}

/**
 * The problems of a form definition, each naming where (`form.schema.properties.<name>...`, `form.ui...`); empty
 * when the form keeps every ServiceForm rule and its schema compiles.
 */
export function checkServiceForm(form: ServiceFormDefinition): FieldError[] {
  const errors: FieldError[] = [];
  const bad = (field: string, key: FieldMessageKey, params?: MessageValues) => errors.push(fieldError(field, key, params));
  const schema = form.schema as unknown;
  if (!isObject(schema)) return [fieldError("form.schema", "mustBeObject")];
  for (const key of Object.keys(schema)) if (!FORM_KEYWORDS.has(key)) bad(`form.schema.${key}`, "keywordNotAllowed");
  if (schema.type !== "object") bad("form.schema.type", "mustBeObjectType");
  if (schema.additionalProperties !== false) bad("form.schema.additionalProperties", "mustBeFalse");
  errors.push(...checkFormRuleKeywords(schema));
  const props = schema.properties;
  if (!isObject(props) || Object.keys(props).length === 0) return [...errors, fieldError("form.schema.properties", "atLeastOneField")];
  const names = Object.keys(props);
  if (names.length > MAX_FIELDS) bad("form.schema.properties", "atMostFields", { max: MAX_FIELDS });
  const required = schema.required;
  if (required !== undefined && (!Array.isArray(required) || required.some((r) => typeof r !== "string" || !names.includes(r)))) {
    bad("form.schema.required", "requiredOfProperties");
  }
  const ui = form.ui as unknown;
  const uiObject = isObject(ui) ? ui : {};
  const order = Array.isArray(uiObject.order) ? (uiObject.order as unknown[]) : null;
  const fields = isObject(uiObject.fields) ? uiObject.fields : null;
  if (!order) bad("form.ui.order", "orderList");
  else {
    const listed = order.filter((n): n is string => typeof n === "string");
    const missing = names.filter((n) => !listed.includes(n));
    const unknown = listed.filter((n) => !names.includes(n));
    const twice = listed.filter((n, i) => listed.indexOf(n) !== i);
    if (missing.length) bad("form.ui.order", "orderMissing", { names: missing.join(", ") });
    if (unknown.length) bad("form.ui.order", "orderUnknown", { names: unknown.join(", ") });
    if (twice.length) bad("form.ui.order", "orderTwice", { names: twice.join(", ") });
    if (!missing.length && !unknown.length && !twice.length && listed.length !== order.length) bad("form.ui.order", "orderOnce");
  }
  if (!fields) bad("form.ui.fields", "required");
  for (const name of names) {
    const at = `form.schema.properties.${name}`;
    if (!/^[A-Za-z][A-Za-z0-9_]{0,59}$/.test(name)) bad(at, "fieldNameChars");
    const kind = fieldKind(props[name]);
    if (!(kind in WIDGETS)) {
      bad(at, kind as FieldMessageKey);
      continue;
    }
    const k = kind as FieldKind;
    errors.push(...checkField(k, props[name] as JsonObject, props, at));
    const hints = fields?.[name];
    const uiAt = `form.ui.fields.${name}`;
    if (!isObject(hints)) {
      bad(uiAt, "labelRequired");
      continue;
    }
    if (!isLocalText(hints.label)) bad(`${uiAt}.label`, "thAndEn");
    if (hints.help !== undefined && !isLocalText(hints.help)) bad(`${uiAt}.help`, "thAndEn");
    if (hints.widget !== undefined && !WIDGETS[k].includes(String(hints.widget))) bad(`${uiAt}.widget`, "widgetOneOf", { widgets: WIDGETS[k].join(", ") });
    if (hints.widget === "email" && (props[name] as JsonObject).format !== "email") bad(`${at}.format`, "emailWidgetFormat");
    const values = k === "choice" ? (props[name] as JsonObject).enum : k === "multiple" ? ((props[name] as JsonObject).items as JsonObject).enum : null;
    if (Array.isArray(values)) {
      const options = isObject(hints.options) ? hints.options : {};
      for (const v of values) if (!isLocalText(options[String(v)])) bad(`${uiAt}.options.${String(v)}`, "optionLabel");
      for (const v of Object.keys(options)) if (!values.includes(v)) bad(`${uiAt}.options.${v}`, "notEnumValue");
    } else if (hints.options !== undefined) bad(`${uiAt}.options`, "onlyChoiceFields");
  }
  if (fields) for (const name of Object.keys(fields)) if (!names.includes(name)) bad(`form.ui.fields.${name}`, "notFormField");
  if (errors.length === 0) {
    try {
      formAjv().compile(schema);
    } catch (err) {
      bad("form.schema", "schemaNotCompiling", { detail: (err as Error).message });
    }
  }
  return errors;
}

let ajv: Ajv2020 | undefined;

/** The Ajv of forms: the contract's settings (formats, all errors, no coercion) plus `thai-national-id`. */
function formAjv(): Ajv2020 {
  if (!ajv) {
    ajv = createAjv({ coerceTypes: false });
    ajv.addFormat("thai-national-id", { type: "string", validate: isValidCitizenId });
  }
  return ajv;
}

/** Compiled validators by service id, with the `updatedAt` they were compiled for (a newer form recompiles). */
const compiled = new Map<number, { stamp: number; validate: ValidateFunction }>();

/**
 * Validates a request's answers against its service's form (compiled once per service and `updatedAt`).
 * @returns Field errors naming `data.<path>` (for example `data.quantity`, `data.address.postcode`); empty when valid.
 */
export function validateFormData(service: { id: number; updatedAt: Date; form: ServiceFormDefinition }, data: unknown): FieldError[] {
  const stamp = service.updatedAt.getTime();
  let entry = compiled.get(service.id);
  if (!entry || entry.stamp !== stamp) {
    entry = { stamp, validate: formAjv().compile(service.form.schema) };
    compiled.set(service.id, entry);
  }
  const { validate } = entry;
  // The errors are read at once: the compiled function keeps no state of this request past this call.
  return validate(data) ? [] : toFieldErrors(validate.errors ?? [], "data");
}

/**
 * Validates a request's answers: the schema ({@link validateFormData}), then, on a schema-valid answer, the rules
 * the catalogue states (dates, ages, periods, real addresses; `form-rules.ts`).
 * @param now - The time of the request, in ms since the epoch ("today" is its day in Thailand).
 * @returns Field errors naming `data.<path>`; empty when valid.
 */
export async function checkFormAnswers(
  service: { id: number; updatedAt: Date; form: ServiceFormDefinition },
  data: unknown,
  now: number,
): Promise<FieldError[]> {
  const errors = validateFormData(service, data);
  if (errors.length > 0) return errors;
  return [...checkDateRules(service.form, data, now), ...(await checkAddresses(service.form, data))];
}

/** The names of a form's `file` fields. */
export function fileFields(form: ServiceFormDefinition): string[] {
  const props = (form.schema.properties ?? {}) as JsonObject;
  return Object.keys(props).filter((name) => fieldKind(props[name]) === "file");
}
