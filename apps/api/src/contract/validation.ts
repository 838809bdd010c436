/**
 * Request validation against the contract with Ajv for JSON Schema 2020-12 (OpenAPI 3.1) and ajv-formats.
 *
 * - Unknown body fields are rejected (`removeAdditional: false`), never stripped.
 * - Defaults from the contract are filled in (`useDefaults: true`).
 * - Types are coerced only for path and query parameters, which arrive as strings.
 * - Every error is reported (`allErrors: true`) as a field error whose `field` is the dotted path.
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

function parametersSchema(parameters: ContractParameter[], location: "path" | "query"): JsonSchema {
  const selected = parameters.filter((p) => p.in === location);
  return {
    type: "object",
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required || location === "path").map((p) => p.name),
  };
}

/** Lists the strings that hold a NUL character (PostgreSQL text cannot store it). */
function nulFields(data: unknown, path: string[], out: FieldError[]): FieldError[] {
  if (typeof data === "string") {
    if (data.includes("\u0000")) out.push({ field: path.join(".") || "body", message: "must not contain NUL characters" });
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
 * Compiles the validators of one operation: path and query parameters with type coercion (they mutate the
 * given object: coerced values and defaults), the JSON body without coercion (defaults are filled in).
 */
export function compileOperationValidators(
  op: ContractOperation,
  ajvParams: Ajv2020,
  ajvBody: Ajv2020,
): OperationValidators {
  const params = wrap(ajvParams.compile(parametersSchema(op.parameters, "path")), "");
  const query = wrap(ajvParams.compile(parametersSchema(op.parameters, "query")), "");
  let body: PartValidator;
  if (op.requestBody) {
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
