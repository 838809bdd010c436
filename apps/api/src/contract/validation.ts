/**
 * Request validation against the contract with Ajv for JSON Schema 2020-12 (OpenAPI 3.1) and ajv-formats.
 *
 * - Unknown body fields are rejected (`removeAdditional: false`), never stripped.
 * - Defaults from the contract are filled in (`useDefaults: true`).
 * - Types are coerced only for path and query parameters, which arrive as strings.
 * - Every error is reported (`allErrors: true`) as a field error whose `field` is the dotted path.
 * - Integer parameters must be canonical decimal integers (`16`, not `0x10`, `+16`, `016`, `1.6e1`, ` 16`):
 *   Ajv's coercion alone would accept all of these.
 * - `date-time` values must also be storable: a UTC year from 0001 to 9999 and no leap second (PostgreSQL
 *   and JavaScript dates cannot hold `23:59:60` or year 0).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ContractOperation, ContractParameter, JsonSchema } from "./contract";

// ajv-formats is CommonJS; under ESM its default export is the plugin itself or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** One field error, as in the contract's `FieldError`. */
export interface FieldError {
  /** The field's name; nested fields joined with dots; `body` for the body as a whole. */
  field: string;
  message: string;
}

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

/** Turns Ajv errors into field errors; `prefix` is prepended to every field (empty for parameters). */
export function toFieldErrors(errors: readonly ErrorObject[], prefix = ""): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    let field = joinPath(prefix, e.instancePath);
    let message = e.message ?? "is invalid";
    switch (e.keyword) {
      case "required":
        field = joinPath(prefix, `${e.instancePath}/${String(e.params.missingProperty)}`);
        message = "is required";
        break;
      case "additionalProperties":
        field = joinPath(prefix, `${e.instancePath}/${String(e.params.additionalProperty)}`);
        message = "unknown field";
        break;
      case "enum":
        message = `must be one of ${(e.params.allowedValues as unknown[]).map(String).join(", ")}`;
        break;
      case "const":
        message = `must be ${JSON.stringify(e.params.allowedValue)}`;
        break;
      case "pattern":
        message = "has an invalid format";
        break;
      case "format":
        message = `must be a valid ${String(e.params.format)}`;
        break;
      case "minProperties":
        message = `must have at least ${String(e.params.limit)} field(s)`;
        break;
      case "if":
      case "anyOf":
      case "oneOf":
        // The branch errors already say what is wrong.
        continue;
      default:
        break;
    }
    if (field === "") field = "body";
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message });
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
    return [...bad.map((field): FieldError => ({ field, message: "must be an integer in decimal digits" })), ...errors];
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
    if (data.includes("\u0000")) out.push({ field: path.join(".") || "body", message: "must not contain NUL characters" });
    else if (/\p{Cs}/u.test(data)) out.push({ field: path.join(".") || "body", message: "must be well-formed Unicode (a lone surrogate)" });
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
      if (data === undefined || data === null) return required ? [{ field: "body", message: "is required" }] : [];
      return validateBody(data);
    };
  } else {
    body = (data) => (data === undefined || data === null ? [] : [{ field: "body", message: "must be empty" }]);
  }
  return { params, query, body };
}
