/**
 * Browser-side validation of a service form (issue 12, item 2: "the same schema validates in the browser
 * (errors next to the fields) and on the server"). The validator is `@cfworker/json-schema`: it interprets the
 * schema without `eval`/`new Function`, which the portal's Content-Security-Policy forbids (Ajv compiles code).
 * Its errors are mapped to field paths (`quantity`, `address.postcode`, as the server's `data.<path>`) and to
 * messages in the ui language that name the field ("Enter quantity", "กรุณากรอกจำนวน").
 *
 * The rules the service catalogue states are keywords of the same schema, checked here as the server checks them
 * (tracker issue 36 item 4): `x-notBefore` / `x-notAfter` (`"today"`, in Asia/Bangkok), `x-age` (age ranges of a
 * birth date) and `x-maxDaysAfter` (at most so many days after another date field). Addresses need no check here:
 * the ThaiAddressPicker offers only real places (the server refuses made-up ones).
 */
import { Validator, format, type OutputUnit } from "@cfworker/json-schema";
import { ageOn, bangkokDay, daysBetween, isCalendarDay } from "@eoffice/thai";
import { uiStringsOf } from "../../i18n/locales";
import { formatMessage, type UiLocale, type UiMessageKey, type UiMessages } from "../../i18n/messages";
import { isValidThaiNationalId } from "../../lib/thai-national-id";
import {
  serviceFieldWidget,
  type ServiceForm,
  type ServiceFormAddress,
  type ServiceFormErrors,
  type ServiceFormFieldSchema,
  type ServiceFormSchema,
  type ServiceFormValue,
  type ServiceFormWidget,
} from "./types";

/**
 * Registers the custom format `thai-national-id` (13 digits with the check digit) in `@cfworker/json-schema`'s
 * exported `format` map, as the server registers it with Ajv's `addFormat`. Idempotent; called by
 * {@link validateServiceForm}.
 */
export function registerServiceFormFormats(): void {
  format["thai-national-id"] = isValidThaiNationalId;
}

/** The labels of an address's parts (the codes share their name's label). */
const ADDRESS_LABELS: Record<keyof ServiceFormAddress, UiMessageKey> = {
  houseNo: "addressHouseNo",
  moo: "addressMoo",
  village: "addressVillage",
  road: "addressRoad",
  provinceCode: "addressProvince",
  province: "addressProvince",
  districtCode: "addressDistrict",
  district: "addressDistrict",
  subdistrictCode: "addressSubdistrict",
  subdistrict: "addressSubdistrict",
  postcode: "addressPostcode",
};

/** An error on a code is shown on the level that chooses it. */
const ADDRESS_ALIASES: Partial<Record<string, keyof ServiceFormAddress>> = {
  provinceCode: "province",
  districtCode: "district",
  subdistrictCode: "subdistrict",
};

/** The address parts chosen from a list (the others are typed). */
const CHOSEN_ADDRESS_PARTS = new Set(["province", "district", "subdistrict", "postcode"]);

const isEmpty = (answer: unknown): boolean =>
  answer === undefined ||
  answer === null ||
  (typeof answer === "string" && answer.trim() === "") ||
  (Array.isArray(answer) && answer.length === 0);

/**
 * The answers as they are sent: strings trimmed, empty answers (`""`, `[]`, an address with nothing filled in)
 * left out, so that a required field reports "Enter ..." rather than "too short".
 */
export function cleanServiceFormValue(value: ServiceFormValue): ServiceFormValue {
  const clean: ServiceFormValue = {};
  for (const [name, answer] of Object.entries(value)) {
    if (isEmpty(answer)) continue;
    if (typeof answer === "string") clean[name] = answer.trim();
    else if (typeof answer === "object" && !Array.isArray(answer)) {
      const parts: ServiceFormAddress = {};
      for (const [part, text] of Object.entries(answer) as [keyof ServiceFormAddress, string | undefined][]) {
        if (!isEmpty(text)) parts[part] = String(text).trim();
      }
      if (Object.keys(parts).length > 0) clean[name] = parts;
    } else clean[name] = answer;
  }
  return clean;
}

const validators = new WeakMap<ServiceFormSchema, Validator>();

/** The validator of a schema (all errors, not only the first), made once per schema object. */
function validatorOf(schema: ServiceFormSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator(schema, "2020-12", false);
    validators.set(schema, validator);
  }
  return validator;
}

/** The parts of a JSON pointer (`#/address/postcode` -> `["address", "postcode"]`). */
function pointerParts(pointer: string): string[] {
  return pointer
    .replace(/^#/, "")
    .split("/")
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** What an error is about: the field, its schema and widget, and the part of an address. */
interface ErrorTarget {
  path: string;
  field: string;
  part?: string;
  schema?: ServiceFormFieldSchema;
  widget?: ServiceFormWidget;
}

/** The field (and address part) an instance location belongs to; array items belong to their array. */
function targetOf(form: ServiceForm, parts: string[]): ErrorTarget | null {
  const [field, second] = parts;
  if (field === undefined) return null;
  const fieldSchema = form.schema.properties[field];
  const widget = fieldSchema && serviceFieldWidget(fieldSchema, form.ui.fields[field]);
  if (fieldSchema?.type === "object" && second !== undefined) {
    const part = ADDRESS_ALIASES[second] ?? second;
    return { path: `${field}.${part}`, field, part, schema: fieldSchema.properties?.[second], widget };
  }
  return { path: field, field, schema: fieldSchema, widget };
}

/** The label of a field or an address part in `language`. */
function labelOf(form: ServiceForm, target: ErrorTarget, strings: UiMessages, language: UiLocale): string {
  if (target.part) {
    const key = ADDRESS_LABELS[target.part as keyof ServiceFormAddress];
    return key ? strings[key] : target.part;
  }
  return form.ui.fields[target.field]?.label[language] ?? target.field;
}

/**
 * Fills a message. A label that starts the sentence is kept as written; inside an English sentence its first
 * letter is lower-cased ("Enter quantity"), unless it starts an abbreviation ("Enter ID card number").
 */
function fill(template: string, label: string, values: Record<string, string | number> = {}): string {
  const inside = template.startsWith("{label}") || !/^[A-Z][a-z]/.test(label) ? label : label[0]!.toLowerCase() + label.slice(1);
  return formatMessage(template, { ...values, label: inside });
}

/** The "missing" message of a target: Enter / Choose / Attach, by how the answer is given. */
function missingMessage(target: ErrorTarget, label: string, strings: UiMessages): string {
  if (target.part) return fill(CHOSEN_ADDRESS_PARTS.has(target.part) ? strings.formChoose : strings.formEnter, label);
  switch (target.widget) {
    case "select":
    case "radio":
    case "checkboxes":
    case "address":
      return fill(strings.formChoose, label);
    case "file":
      return fill(strings.formAttach, label);
    default:
      return fill(strings.formEnter, label);
  }
}

/** The message of one failed keyword. */
function keywordMessage(unit: OutputUnit, target: ErrorTarget, label: string, strings: UiMessages): string {
  const schema: Partial<ServiceFormFieldSchema> = target.schema ?? {};
  switch (unit.keyword) {
    case "minLength":
      return fill(strings.formTooShort, label, { min: schema.minLength ?? 0 });
    case "maxLength":
      return fill(strings.formTooLong, label, { max: schema.maxLength ?? 0 });
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const { minimum: min, maximum: max } = schema;
      if (min !== undefined && max !== undefined) return fill(strings.formNumberBetween, label, { min, max });
      if (min !== undefined) return fill(strings.formNumberMin, label, { min });
      if (max !== undefined) return fill(strings.formNumberMax, label, { max });
      return fill(strings.formInvalid, label);
    }
    case "type":
      if (schema.type === "integer") return fill(strings.formWholeNumber, label);
      if (schema.type === "number") return fill(strings.formNumber, label);
      return fill(strings.formInvalid, label);
    case "format":
      if (schema.format === "date") return fill(strings.formDate, label);
      if (schema.format === "email") return strings.formEmail;
      if (schema.format === "thai-national-id") return fill(strings.formNationalId, label);
      return fill(strings.formFormat, label);
    case "pattern":
      return target.widget === "time" && !target.part ? fill(strings.formTime, label) : fill(strings.formFormat, label);
    case "enum":
    case "const":
      return fill(strings.formChooseListed, label);
    case "minItems":
      return target.widget === "file"
        ? fill(strings.formFilesAtLeast, label, { min: schema.minItems ?? 0 })
        : fill(strings.formChooseAtLeast, label, { min: schema.minItems ?? 0 });
    case "maxItems":
      return target.widget === "file"
        ? fill(strings.formFilesAtMost, label, { max: schema.maxItems ?? 0 })
        : fill(strings.formChooseAtMost, label, { max: schema.maxItems ?? 0 });
    case "false":
      return strings.formUnknownField;
    default:
      return fill(strings.formInvalid, label);
  }
}

/** Keywords that only say "something inside failed"; the inner error says what. */
const WRAPPERS = new Set([
  "properties",
  "additionalProperties",
  "patternProperties",
  "unevaluatedProperties",
  "items",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "allOf",
  "anyOf",
  "oneOf",
  "$ref",
  "$recursiveRef",
  "if",
  "then",
  "else",
  "not",
  "dependentSchemas",
]);

/** The value at a list of property names. */
function at(root: unknown, parts: string[]): unknown {
  let node = root;
  for (const part of parts) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/**
 * Validates answers against a service form in the browser: `{ [path]: message }`, empty when valid. Paths are
 * JSON pointers without the leading slash joined by "." (`quantity`, `address.postcode`; the items of an array
 * report on the array). Messages are in `language` and name the field: "Enter quantity", "Quantity must be
 * between 1 and 20", "กรุณาเลือกวันที่ยืม". A required address left empty reports each of its required parts.
 * The first failure of a path wins (a missing value before its format).
 *
 * @param form the service form definition
 * @param value the answers (empty answers are left out first, see {@link cleanServiceFormValue})
 * @param language the language of the messages (Thai once its strings have loaded, `loadUiLocale("th")`; English
 * until then). @default "en"
 * @param today the day the date rules compare with, `YYYY-MM-DD`. @default today in Asia/Bangkok ({@link serviceFormToday})
 */
export function validateServiceForm(
  form: ServiceForm,
  value: ServiceFormValue,
  language: UiLocale = "en",
  today: string = serviceFormToday(),
): ServiceFormErrors {
  registerServiceFormFormats();
  const strings = uiStringsOf(language);
  const instance: Record<string, unknown> = { ...cleanServiceFormValue(value) };
  // A required address with nothing filled in reports its parts, so that each input shows what is missing.
  for (const name of form.schema.required ?? []) {
    if (form.schema.properties[name]?.type === "object" && instance[name] === undefined) instance[name] = {};
  }
  const errors: ServiceFormErrors = {};
  const add = (target: ErrorTarget | null, message: (target: ErrorTarget, label: string) => string) => {
    if (!target || errors[target.path] !== undefined) return;
    errors[target.path] = message(target, labelOf(form, target, strings, language));
  };
  for (const unit of validatorOf(form.schema).validate(instance).errors) {
    if (WRAPPERS.has(unit.keyword)) continue;
    const parts = pointerParts(unit.instanceLocation);
    if (unit.keyword === "required") {
      const schemaParts = pointerParts(unit.keywordLocation).slice(0, -1);
      const required = (at(form.schema, schemaParts) as { required?: string[] } | undefined)?.required ?? [];
      const node = at(instance, parts) as Record<string, unknown> | undefined;
      for (const key of required) {
        if (node && node[key] === undefined) {
          add(targetOf(form, [...parts, key]), (target, label) => missingMessage(target, label, strings));
        }
      }
      continue;
    }
    add(targetOf(form, parts), (target, label) => keywordMessage(unit, target, label, strings));
  }
  // The catalogue's date rules, on dates the schema found well-formed.
  for (const [name, schema] of Object.entries(form.schema.properties)) {
    const date = instance[name];
    if (schema.format !== "date" || !isCalendarDay(date) || errors[name] !== undefined) continue;
    const message = dateRuleMessage(form, schema, date, instance, today, labelOf(form, { path: name, field: name }, strings, language), strings, language);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The message of the first date rule a date answer breaks, or null. */
function dateRuleMessage(
  form: ServiceForm,
  schema: ServiceFormFieldSchema,
  date: string,
  answers: Record<string, unknown>,
  today: string,
  label: string,
  strings: UiMessages,
  language: UiLocale,
): string | null {
  if (schema["x-notBefore"] === "today" && date < today) return fill(strings.formDateNotPast, label);
  if (schema["x-notAfter"] === "today" && date > today) return fill(strings.formDateNotFuture, label);
  const age = ageOn(date, today);
  for (const rule of schema["x-age"] ?? []) {
    if (rule.when && !rule.when.in.includes(answers[rule.when.field] as string)) continue;
    if ((rule.min !== undefined && age < rule.min) || (rule.max !== undefined && age > rule.max)) {
      if (rule.min !== undefined && rule.max !== undefined) return fill(strings.formAgeBetween, label, { min: rule.min, max: rule.max });
      if (rule.min !== undefined) return fill(strings.formAgeMin, label, { min: rule.min });
      return fill(strings.formAgeMax, label, { max: rule.max ?? 0 });
    }
  }
  const after = schema["x-maxDaysAfter"];
  const start = after ? answers[after.field] : undefined;
  if (after && isCalendarDay(start)) {
    const startLabel = form.ui.fields[after.field]?.label[language] ?? after.field;
    const days = daysBetween(start, date);
    if (days < 0) return fill(strings.formDateBeforeStart, label, { start: startLabel });
    if (days > after.days) return fill(strings.formDateMaxDaysAfter, label, { days: after.days, start: startLabel });
  }
  return null;
}

/**
 * Today in Asia/Bangkok, the municipality's time zone, as `YYYY-MM-DD`: the day the catalogue's date rules compare with
 * (as the server does), from the one Bangkok-day helper (`bangkokDay` of `@eoffice/thai`, docs/architecture.md "Thai
 * helpers"), not a time-zone conversion of its own.
 * @param now - The instant. @default now
 */
export function serviceFormToday(now: Date = new Date()): string {
  return bangkokDay(now);
}

/** The label of the field or address part at `path` (`quantity`, `address.postcode`), for messages and summaries. */
export function serviceFieldLabel(form: ServiceForm, path: string, language: UiLocale): string {
  const target = targetOf(form, path.split("."));
  return target ? labelOf(form, target, uiStringsOf(language), language) : path;
}
