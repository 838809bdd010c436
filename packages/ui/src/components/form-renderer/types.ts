/**
 * The service form definition (issue 12, item 2; the contract's `ServiceForm`, openapi/src/schemas/eservice.yaml):
 * a JSON Schema 2020-12 subset (`schema`) with display hints (`ui`), stored as jsonb and sent in the contract
 * as an object. The same schema validates on the server (Ajv) and in the browser ({@link validateServiceForm}).
 */

/** A text in both languages of the portal. */
export interface LocalisedText {
  th: string;
  en: string;
}

/**
 * How a field is shown. Defaults from the schema ({@link serviceFieldWidget}): `date`, `email`,
 * `thai-national-id` from `format`; `time` from the time pattern; `radio` (up to 5 options) or `select` from
 * `enum`; `checkboxes` for an array of enum strings; `file` for an array of file ids (uuid strings, as the
 * server's form rules and the contract's `FileId`); `number`; `address` for
 * an object; `textarea` for a string longer than 200 characters; otherwise `text`.
 */
export type ServiceFormWidget =
  | "text"
  | "textarea"
  | "tel"
  | "email"
  | "number"
  | "date"
  | "time"
  | "select"
  | "radio"
  | "checkboxes"
  | "file"
  | "thai-national-id"
  | "address";

/** The JSON Schema of one field (the subset the service forms use). */
export interface ServiceFormFieldSchema {
  type: "string" | "integer" | "number" | "array" | "object";
  /** Strings: fewest and most characters (UTF-16 code points as JSON Schema counts them). */
  minLength?: number;
  /** Required on text fields by the catalogue (at most 2000). */
  maxLength?: number;
  /** Strings: a regular expression (`u` flag), for example the time pattern {@link TIME_PATTERN}. */
  pattern?: string;
  /** Strings: `date` (ISO `YYYY-MM-DD`), `email`, `thai-national-id`; `uuid` for the items of a file field. */
  format?: string;
  /** Choice fields: the allowed values (labels in `ui.fields[name].options`). */
  enum?: string[];
  /** Numbers: inclusive bounds. */
  minimum?: number;
  maximum?: number;
  /** Arrays: `{ type: "string", enum }` for multiple choice, `{ type: "string", format: "uuid" }` for file ids. */
  items?: ServiceFormFieldSchema;
  uniqueItems?: boolean;
  minItems?: number;
  maxItems?: number;
  /** The address object: its parts ({@link ServiceFormAddress}). */
  properties?: Record<string, ServiceFormFieldSchema>;
  required?: string[];
  additionalProperties?: boolean;
  /**
   * Dates: `"today"` when the date must be today or later, in Asia/Bangkok (a booking, a delivery date; tracker
   * issue 36 item 4, checked on the server too).
   */
  "x-notBefore"?: "today";
  /** Dates: `"today"` when the date must be today or earlier, in Asia/Bangkok (an event that happened, a birth). */
  "x-notAfter"?: "today";
  /** Birth dates: the age ranges in whole years on today, each applying when `when` holds ({@link ServiceFormAgeRule}). */
  "x-age"?: ServiceFormAgeRule[];
  /** Dates: not before the date field `field` and at most `days` days after it (a loan's return date). */
  "x-maxDaysAfter"?: { field: string; days: number };
}

/** One age range of a birth date (`x-age`), in whole years. */
export interface ServiceFormAgeRule {
  /** Youngest age. */
  min?: number;
  /** Oldest age. */
  max?: number;
  /** Applies only when the choice field `field` holds one of `in`. @default always */
  when?: { field: string; in: string[] };
}

/** The schema of a whole form: an object of fields. */
export interface ServiceFormSchema {
  $schema?: string;
  type: "object";
  properties: Record<string, ServiceFormFieldSchema>;
  required?: string[];
  additionalProperties?: boolean;
  /** The longest booking of the service in days (a tent loan "at most 7 days"; tracker issue 36 item 4). */
  "x-maxBookingDays"?: number;
}

/** Display hints of one field. */
export interface ServiceFormFieldUi {
  label: LocalisedText;
  /** Help text under the label. */
  help?: LocalisedText;
  /** @default from the schema, see {@link ServiceFormWidget} */
  widget?: ServiceFormWidget;
  /** Labels of the `enum` values of choice fields, by value. @default the value itself */
  options?: Record<string, LocalisedText>;
}

/** Display hints of a form. */
export interface ServiceFormUi {
  /** Display order: every property of the schema exactly once. */
  order: string[];
  fields: Record<string, ServiceFormFieldUi>;
}

/** A service's request form: the schema and its display hints. */
export interface ServiceForm {
  schema: ServiceFormSchema;
  ui: ServiceFormUi;
}

/**
 * The answer of an `address` field. The ui ThaiAddressPicker fills the codes and names (Thai names, as the
 * municipality records them); houseNo, province, district, subdistrict and postcode are required.
 */
export interface ServiceFormAddress {
  houseNo?: string;
  moo?: string;
  village?: string;
  road?: string;
  provinceCode?: string;
  province?: string;
  districtCode?: string;
  district?: string;
  subdistrictCode?: string;
  subdistrict?: string;
  /** Five digits. */
  postcode?: string;
}

/**
 * One answer: a string (text, date `YYYY-MM-DD`, time `HH:MM`, choice, national ID), a number, the chosen
 * values of a multiple choice, the file ids (uuid strings) of a file field, or an address.
 */
export type ServiceFormAnswer = string | number | string[] | ServiceFormAddress;

/** The answers of a form by field name; an unanswered field is absent. */
export type ServiceFormValue = Record<string, ServiceFormAnswer | undefined>;

/**
 * Field errors by path: the JSON pointer of the field without the leading slash, parts joined by "."
 * (`quantity`, `address.postcode`); the server's 400 names the same path as `data.<path>`.
 */
export type ServiceFormErrors = Record<string, string>;

/** Name, size (bytes) and type of an uploaded file, to show it again (restored draft, summary). */
export interface ServiceFormFile {
  /** The stored file's id (a uuid, the contract's `FileId`). */
  id: string;
  name: string;
  size?: number;
  type?: string;
}

/** The pattern of a `time` field: 24-hour `HH:MM`. */
export const TIME_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

/** The parts of an address answer, in display order. */
export const ADDRESS_PARTS = [
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
] as const satisfies readonly (keyof ServiceFormAddress)[];

/** The widget of a field: the ui hint, or the default for its schema (see {@link ServiceFormWidget}). */
export function serviceFieldWidget(schema: ServiceFormFieldSchema, ui?: ServiceFormFieldUi): ServiceFormWidget {
  if (ui?.widget) return ui.widget;
  switch (schema.type) {
    case "integer":
    case "number":
      return "number";
    case "object":
      return "address";
    case "array":
      return schema.items?.enum ? "checkboxes" : "file";
    default:
      if (schema.format === "date") return "date";
      if (schema.format === "email") return "email";
      if (schema.format === "thai-national-id") return "thai-national-id";
      if (schema.pattern === TIME_PATTERN) return "time";
      if (schema.enum) return schema.enum.length <= 5 ? "radio" : "select";
      return (schema.maxLength ?? 0) > 200 ? "textarea" : "text";
  }
}
