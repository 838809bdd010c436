/**
 * Request validation against the contract with Ajv for JSON Schema 2020-12 (OpenAPI 3.1) and ajv-formats.
 *
 * - Unknown body fields are rejected (`removeAdditional: false`), never stripped.
 * - Defaults from the contract are filled in (`useDefaults: true`).
 * - Types are coerced only for path and query parameters, which arrive as strings.
 * - Every error is reported (`allErrors: true`) as a field error whose `field` is the dotted path. Its message is
 *   keyed (`i18n/field-messages.ts`) and rendered in the request's language when the answer is written (tracker issue
 *   36 item 5): our own wording for `required`, unknown fields, `enum`, `const`, `pattern`, `format`, `type`, limits
 *   and counts (English as Ajv or the contract has always said it); Ajv's other messages keep Ajv's English and take
 *   their Thai from `ajv-i18n`.
 * - Integer parameters must be canonical decimal integers (`16`, not `0x10`, `+16`, `016`, `1.6e1`, ` 16`):
 *   Ajv's coercion alone would accept all of these.
 * - `date-time` values must also be storable: a UTC year from 0001 to 9999 and no leap second (PostgreSQL
 *   and JavaScript dates cannot hold `23:59:60` or year 0).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import localizeThModule from "ajv-i18n/localize/th/index.js";
import { fieldError, fieldMessage, formatName, typeName, type FieldError, type FieldMessageKey } from "../i18n/field-messages";
import type { ContractOperation, ContractParameter, JsonSchema } from "./contract";

// ajv-formats and ajv-i18n are CommonJS; under ESM their default export is the function itself or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;
const localizeTh = ((localizeThModule as unknown as { default?: unknown }).default ?? localizeThModule) as unknown as (
  errors: ErrorObject[],
) => void;

/** A canonical decimal integer: no sign but `-`, no leading zeros, no exponent, no spaces. */
const CANONICAL_INTEGER = /^(?:0|-?[1-9][0-9]*)$/;

/** Whether an RFC 3339 date-time can be stored: it parses, and its UTC year is within 0001-9999. */
export function isStorableDateTime(text: string): boolean {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return false;
  const year = new Date(ms).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** Creates an Ajv 2020-12 instance configured as the contract requires. */
export function createAjv(options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: options.coerceTypes,
    strict: false,
    validateFormats: true,
  });
  addFormats(ajv);
  const rfc3339 = ajv.formats["date-time"] as { validate: (text: string) => boolean } | undefined;
  if (!rfc3339) throw new Error("ajv-formats did not register date-time");
  ajv.addFormat("date-time", { type: "string", validate: (text: string) => rfc3339.validate(text) && isStorableDateTime(text) });
  return ajv;
}

function joinPath(prefix: string, instancePath: string): string {
  const parts = instancePath
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  return [prefix, ...parts].filter((p) => p !== "").join(".");
}

/** The keys of Ajv's number limits, by the comparison Ajv states (`maximum` is `<=`, and so on). */
const COMPARISONS: Readonly<Record<string, FieldMessageKey>> = { "<=": "atMost", "<": "below", ">=": "atLeast", ">": "above" };

/**
 * Ajv's own message of an error in both languages: Ajv's English, and ajv-i18n's Thai, or our "ไม่ถูกต้อง" where
 * ajv-i18n's Thai still holds English words (JSON Schema terms such as "property" or "schema").
 */
function ajvRule(e: ErrorObject): FieldError {
  const copy: ErrorObject = { ...e };
  localizeTh([copy]);
  const th = copy.message && !/[A-Za-z]{2,}/.test(copy.message) ? copy.message : fieldMessage("invalid", "th");
  return fieldError("", "schemaRule", { rule: { en: e.message ?? fieldMessage("invalid", "en"), th } });
}

/** The keyed field error of one Ajv error (its `field` still to be set), or null for errors that say nothing more. */
function keyedError(e: ErrorObject): FieldError | null {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "required":
    case "dependentRequired":
      return fieldError("", "required");
    case "additionalProperties":
    case "unevaluatedProperties":
      return fieldError("", "unknownField");
    case "enum":
      return fieldError("", "oneOf", { values: (p.allowedValues as unknown[]).map(String).join(", ") });
    case "const":
      return fieldError("", "constant", { value: JSON.stringify(p.allowedValue) });
    case "pattern":
      return fieldError("", "invalidFormat");
    case "format":
      return fieldError("", "validFormat", { format: formatName(String(p.format)) });
    case "type":
      return fieldError("", "type", { type: typeName(String(p.type)) });
    case "minProperties":
      return fieldError("", "minFields", { limit: String(p.limit) });
    case "maxProperties":
      return fieldError("", "maxFields", { limit: String(p.limit) });
    case "maximum":
    case "minimum":
    case "exclusiveMaximum":
    case "exclusiveMinimum": {
      const key = COMPARISONS[String(p.comparison)];
      return key ? fieldError("", key, { limit: String(p.limit) }) : ajvRule(e);
    }
    case "maxItems":
    case "minItems":
      return fieldError("", e.keyword, { limit: String(p.limit) });
    case "uniqueItems":
      return fieldError("", "uniqueItems", { i: String(p.i), j: String(p.j) });
    case "if":
    case "anyOf":
    case "oneOf":
      // The branch errors already say what is wrong.
      return null;
    default:
      return ajvRule(e);
  }
}

/**
 * Turns Ajv errors into keyed field errors (rendered in the request's language when the answer is written);
 * `prefix` is prepended to every field (empty for parameters). The same message for the same field is listed once.
 */
export function toFieldErrors(errors: readonly ErrorObject[], prefix = ""): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const keyed = keyedError(e);
    if (!keyed) continue;
    let field = joinPath(prefix, e.instancePath);
    if (e.keyword === "required" || e.keyword === "dependentRequired") field = joinPath(prefix, `${e.instancePath}/${String(e.params.missingProperty)}`);
    if (e.keyword === "additionalProperties") field = joinPath(prefix, `${e.instancePath}/${String(e.params.additionalProperty)}`);
    if (e.keyword === "unevaluatedProperties") field = joinPath(prefix, `${e.instancePath}/${String(e.params.unevaluatedProperty)}`);
    if (field === "") field = "body";
    const error = fieldError(field, keyed.key, keyed.params);
    const key = `${field}\u0000${error.key}\u0000${JSON.stringify(error.params ?? {})}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(error);
  }
  return out;
}

/** Validates one part of a request; returns the field errors (empty when valid). */
export type PartValidator = (data: unknown) => FieldError[];

/** Compiled validators of one operation. */
export interface OperationValidators {
  params: PartValidator;
  query: PartValidator;
  body: PartValidator;
}

function isIntegerSchema(schema: JsonSchema): boolean {
  const type = schema.type;
  return type === "integer" || (Array.isArray(type) && type.includes("integer"));
}

/**
 * Validates the parameters of one location: integer parameters given as strings must be canonical (else a
 * field error naming the parameter, and Ajv's errors for that parameter are dropped), then the schema.
 */
function parametersValidator(parameters: ContractParameter[], location: "path" | "query", ajv: Ajv2020): PartValidator {
  if (!parameters.some((p) => p.in === location)) return () => []; // nothing to check: no Ajv compilation
  const integers = parameters.filter((p) => p.in === location && isIntegerSchema(p.schema)).map((p) => p.name);
  const validate = wrap(ajv.compile(parametersSchema(parameters, location)), "");
  return (data) => {
    const values = data as Record<string, unknown>;
    const bad = integers.filter((name) => typeof values[name] === "string" && !CANONICAL_INTEGER.test(values[name]));
    const errors = validate(data).filter((e) => !bad.includes(e.field));
    return [...bad.map((field) => fieldError(field, "decimalInteger")), ...errors];
  };
}

function parametersSchema(parameters: ContractParameter[], location: "path" | "query"): JsonSchema {
  const selected = parameters.filter((p) => p.in === location);
  return {
    type: "object",
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required || location === "path").map((p) => p.name),
  };
}

/**
 * Lists the strings PostgreSQL cannot store: with a NUL character, or with a lone UTF-16 surrogate (`"\ud800"` is
 * valid JSON but no Unicode text; text and jsonb columns refuse it, which was a 500 from the contract fuzzing).
 */
function nulFields(data: unknown, path: string[], out: FieldError[]): FieldError[] {
  if (typeof data === "string") {
    if (data.includes("\u0000")) out.push(fieldError(path.join(".") || "body", "nulCharacter"));
    else if (/\p{Cs}/u.test(data)) out.push(fieldError(path.join(".") || "body", "loneSurrogate"));
  } else if (Array.isArray(data)) {
    data.forEach((item, i) => nulFields(item, [...path, String(i)], out));
  } else if (typeof data === "object" && data !== null) {
    for (const [key, value] of Object.entries(data)) nulFields(value, [...path, key], out);
  }
  return out;
}

function wrap(validate: ValidateFunction, prefix: string): PartValidator {
  return (data) => {
    if (!validate(data)) return toFieldErrors(validate.errors ?? [], prefix);
    return nulFields(data, prefix ? [prefix] : [], []);
  };
}

/**
 * The validators of one operation: path and query parameters with type coercion (they mutate the given
 * object: coerced values and defaults), the JSON body without coercion (defaults are filled in). A
 * `multipart/form-data` body is checked by `http/multipart.ts` as it is read; its validator here accepts it.
 *
 * Compiled on first use, not here: compiling every operation's schemas up front was the largest part of the
 * server's start-up time, and most operations are not called in the first seconds.
 */
export function compileOperationValidators(
  op: ContractOperation,
  ajvParams: Ajv2020,
  ajvBody: Ajv2020,
): OperationValidators {
  let compiled: OperationValidators | undefined;
  const get = () => (compiled ??= compileNow(op, ajvParams, ajvBody));
  return { params: (data) => get().params(data), query: (data) => get().query(data), body: (data) => get().body(data) };
}

function compileNow(op: ContractOperation, ajvParams: Ajv2020, ajvBody: Ajv2020): OperationValidators {
  const params = parametersValidator(op.parameters, "path", ajvParams);
  const query = parametersValidator(op.parameters, "query", ajvParams);
  let body: PartValidator;
  if (op.requestBody?.mediaType === "multipart/form-data") {
    // The parts were read and checked against the schema while the stream was read (http/multipart.ts).
    body = () => [];
  } else if (op.requestBody) {
    const required = op.requestBody.required;
    const validateBody = wrap(ajvBody.compile(op.requestBody.schema), "");
    body = (data) => {
      if (data === undefined || data === null) return required ? [fieldError("body", "required")] : [];
      return validateBody(data);
    };
  } else {
    body = (data) => (data === undefined || data === null ? [] : [fieldError("body", "mustBeEmpty")]);
  }
  return { params, query, body };
}
