/**
 * The rules a service catalogue states, declared once in the service's form definition and enforced on the server
 * (tracker issue 36 item 4, "Rules the service catalogue states are enforced"). The browser's form renderer
 * (`@eoffice/ui` `validateServiceForm`) reads the same keywords and shows the same rules next to the field.
 *
 * Keywords of a date field (`format: date`):
 * - `x-notBefore: "today"`: the date is today or later (bookings, delivery dates);
 * - `x-notAfter: "today"`: the date is today or earlier (the date of an event that happened, a birth date);
 * - `x-age`: a list of age ranges for a birth date, `{ min?, max?, when? }` in whole years on today, each applying
 *   only when `when` (`{ field, in }`) holds, for example at least 59 years for the old-age allowance;
 * - `x-maxDaysAfter: { field, days }`: the date is not before the date field `field` and at most `days` days after
 *   it (a loan's return date).
 *
 * Keyword of the form's top-level schema: `x-maxBookingDays`, the longest booking of the service in days (a tent loan
 * "at most 7 days"), checked against the request's `booking`.
 *
 * An address field (`type: object`) always names a real place: province, district, sub-district and postcode must be
 * a combination of the Thai address dataset (`thai-address-universal`, the dataset of the ui's ThaiAddressPicker).
 *
 * "Today" is the day in Thailand (UTC+7, `bangkokDay` of `@eoffice/thai`). The field errors are keyed
 * (`i18n/field-messages.ts`) and rendered in the request's language; a rule naming another field names it by its
 * label in that language.
 */
import { ageOn, bangkokDay, daysBetween, isCalendarDay } from "@eoffice/thai";
import type { ServiceFormDefinition } from "../db/schema";
import { fieldError, type FieldError, type FieldMessageKey } from "../i18n/field-messages";
import type { LocalText, MessageValues } from "../i18n/messages";

/** The only value `x-notBefore` and `x-notAfter` take: the day in Thailand when the request is sent. */
export const TODAY = "today";

/** Oldest age a birth date may state, in years (a plausible human age); the bound of `x-age` values. */
export const MAX_AGE_YEARS = 130;

/** Most days `x-maxDaysAfter` and `x-maxBookingDays` may allow. */
export const MAX_RULE_DAYS = 366;

/** Keywords of a date field declaring catalogue rules. */
export const DATE_RULE_KEYWORDS = ["x-notBefore", "x-notAfter", "x-age", "x-maxDaysAfter"] as const;

/** Keyword of the form's top-level schema: the longest booking in days. */
export const MAX_BOOKING_DAYS_KEYWORD = "x-maxBookingDays";

/** One range of `x-age`. */
export interface AgeRule {
  /** Youngest age, in whole years. */
  min?: number;
  /** Oldest age, in whole years. */
  max?: number;
  /** The range applies only when the choice field `field` holds one of `in`. @default always */
  when?: { field: string; in: string[] };
}

/** The value of `x-maxDaysAfter`. */
export interface MaxDaysAfterRule {
  /** The date field the period starts on. */
  field: string;
  /** Most days after that date, 0 or more. */
  days: number;
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max: number) => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= max;

/**
 * The problems of the rule keywords of one field (`at` is the field's path, `form.schema.properties.<name>`), for
 * `checkServiceForm`: they belong to date fields only, and their values have the shapes above.
 * @param properties - All fields of the form (a rule names another field).
 */
export function checkRuleKeywords(schema: JsonObject, isDate: boolean, properties: JsonObject, at: string): FieldError[] {
  const errors: FieldError[] = [];
  const bad = (key: string, message: FieldMessageKey, params?: MessageValues) => errors.push(fieldError(`${at}.${key}`, message, params));
  for (const key of DATE_RULE_KEYWORDS) {
    if (!(key in schema)) continue;
    if (!isDate) {
      bad(key, "onlyForDateFields");
      continue;
    }
    const value = schema[key];
    switch (key) {
      case "x-notBefore":
      case "x-notAfter":
        if (value !== TODAY) bad(key, "mustBeToday");
        break;
      case "x-age": {
        const rules = Array.isArray(value) ? value : null;
        if (!rules || rules.length === 0) {
          bad(key, "ageRuleList");
          break;
        }
        rules.forEach((rule: unknown, i) => {
          const where = `${key}.${i}`;
          if (!isObject(rule) || Object.keys(rule).some((k) => !["min", "max", "when"].includes(k))) return bad(where, "ageRuleShape");
          if (rule.min === undefined && rule.max === undefined) bad(where, "ageRuleBound");
          if (rule.min !== undefined && !isCount(rule.min, MAX_AGE_YEARS)) bad(`${where}.min`, "yearsRange", { max: MAX_AGE_YEARS });
          if (rule.max !== undefined && !isCount(rule.max, MAX_AGE_YEARS)) bad(`${where}.max`, "yearsRange", { max: MAX_AGE_YEARS });
          if (typeof rule.min === "number" && typeof rule.max === "number" && rule.min > rule.max) bad(where, "ageMinAboveMax");
          if (rule.when !== undefined) {
            const when = rule.when;
            const other = isObject(when) && typeof when.field === "string" ? properties[when.field] : undefined;
            const values = isObject(other) && Array.isArray(other.enum) ? (other.enum as unknown[]) : null;
            if (!isObject(when) || !values || !Array.isArray(when.in) || when.in.length === 0 || when.in.some((v) => !values.includes(v))) {
              bad(`${where}.when`, "ageRuleWhen");
            }
          }
        });
        break;
      }
      case "x-maxDaysAfter": {
        const other = isObject(value) && typeof value.field === "string" ? properties[value.field] : undefined;
        if (!isObject(value) || !isObject(other) || other.format !== "date" || other === schema || !isCount(value.days, MAX_RULE_DAYS)) {
          bad(key, "maxDaysAfterRule", { max: MAX_RULE_DAYS });
        }
        break;
      }
    }
  }
  return errors;
}

/** The problems of the form-level rule keyword ({@link MAX_BOOKING_DAYS_KEYWORD}). */
export function checkFormRuleKeywords(schema: JsonObject): FieldError[] {
  if (!(MAX_BOOKING_DAYS_KEYWORD in schema)) return [];
  const days = schema[MAX_BOOKING_DAYS_KEYWORD];
  return typeof days === "number" && Number.isInteger(days) && days >= 1 && days <= MAX_RULE_DAYS
    ? []
    : [fieldError(`form.schema.${MAX_BOOKING_DAYS_KEYWORD}`, "daysRange", { max: MAX_RULE_DAYS })];
}

/** The longest booking a form allows, in days, or undefined. */
export function maxBookingDays(form: ServiceFormDefinition): number | undefined {
  const days = (form.schema as JsonObject)[MAX_BOOKING_DAYS_KEYWORD];
  return typeof days === "number" ? days : undefined;
}

/** The label of a field in both languages (its name where a label is missing), for messages that name another field. */
function labelOf(form: ServiceFormDefinition, name: string): LocalText {
  const label = (form.ui.fields?.[name] as { label?: { th?: string; en?: string } } | undefined)?.label;
  return { en: label?.en ?? name, th: label?.th ?? name };
}

/**
 * The date rules of a form's answers (call after the schema validation: only well-formed dates are checked).
 * @param now - The time of the request, in ms since the epoch ("today" is its day in Thailand).
 * @returns Field errors naming `data.<field>`; empty when every rule holds.
 */
export function checkDateRules(form: ServiceFormDefinition, data: unknown, now: number): FieldError[] {
  if (!isObject(data)) return [];
  const properties = (form.schema.properties ?? {}) as JsonObject;
  const today = bangkokDay(now);
  const errors: FieldError[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const schema = raw as JsonObject;
    const value = data[name];
    if (schema.format !== "date" || !isCalendarDay(value)) continue;
    const field = `data.${name}`;
    const error = (key: FieldMessageKey, values?: MessageValues) => errors.push(fieldError(field, key, values));
    if (schema["x-notBefore"] === TODAY && value < today) error("notBefore");
    else if (schema["x-notAfter"] === TODAY && value > today) error("notAfter");
    else if (Array.isArray(schema["x-age"])) {
      const age = ageOn(value, today);
      for (const rule of schema["x-age"] as AgeRule[]) {
        if (rule.when && !rule.when.in.includes(data[rule.when.field] as string)) continue;
        if ((rule.min !== undefined && age < rule.min) || (rule.max !== undefined && age > rule.max)) {
          if (rule.min !== undefined && rule.max !== undefined) error("ageBetween", { min: rule.min, max: rule.max });
          else if (rule.min !== undefined) error("ageAtLeast", { min: rule.min });
          else error("ageAtMost", { max: rule.max ?? 0 });
          break;
        }
      }
    }
    const after = schema["x-maxDaysAfter"] as MaxDaysAfterRule | undefined;
    const start = after ? data[after.field] : undefined;
    if (after && isCalendarDay(start)) {
      const days = daysBetween(start, value);
      if (days < 0) error("beforeStart", { field: labelOf(form, after.field) });
      else if (days > after.days) error("maxDaysAfter", { days: after.days, field: labelOf(form, after.field) });
    }
  }
  return errors;
}

/** The address parts the dataset check reads. */
interface AddressParts {
  province?: unknown;
  district?: unknown;
  subdistrict?: unknown;
  postcode?: unknown;
}

/** Which address part the dataset's `validateAddress` names, and the message of each. */
const ADDRESS_PARTS = [
  ["province", "province", "addressProvince"],
  ["district", "district", "addressDistrict"],
  ["subDistrict", "subdistrict", "addressSubdistrict"],
  ["postalCode", "postcode", "addressPostcode"],
] as const;

/**
 * The address fields of a form's answers that name no real place: province, district, sub-district and postcode
 * (Thai names, as the ThaiAddressPicker fills them) must be a combination of the Thai address dataset. Answers that
 * miss a part are left to the schema validation.
 * @returns Field errors naming the first part that breaks the chain (`data.address.province`, ...).
 */
export async function checkAddresses(form: ServiceFormDefinition, data: unknown): Promise<FieldError[]> {
  if (!isObject(data)) return [];
  const properties = (form.schema.properties ?? {}) as JsonObject;
  const errors: FieldError[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const value = data[name] as AddressParts | undefined;
    if ((raw as JsonObject).type !== "object" || !isObject(value)) continue;
    const { province, district, subdistrict, postcode } = value;
    if (![province, district, subdistrict, postcode].every((p) => typeof p === "string" && p.trim() !== "")) continue;
    const { validateAddress } = await import("thai-address-universal");
    const result = await validateAddress({
      province: (province as string).trim(),
      district: (district as string).trim(),
      subDistrict: (subdistrict as string).trim(),
      postalCode: (postcode as string).trim(),
    });
    if (result.valid) continue;
    const broken = ADDRESS_PARTS.find(([key]) => result.errors[key] !== undefined) ?? ADDRESS_PARTS[0];
    errors.push(fieldError(`data.${name}.${broken[1]}`, broken[2]));
  }
  return errors;
}

/** One day in ms. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Checks a booking's length against the form's {@link MAX_BOOKING_DAYS_KEYWORD}.
 * @param from - Start, in ms since the epoch.
 * @param to - End (exclusive), in ms since the epoch.
 * @returns A field error naming `booking.to`, or null.
 */
export function checkBookingDays(form: ServiceFormDefinition, from: number, to: number): FieldError | null {
  const days = maxBookingDays(form);
  if (days === undefined || !(to - from > days * DAY_MS)) return null;
  return fieldError("booking.to", "maxBookingDays", { days });
}
