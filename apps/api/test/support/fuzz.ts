/**
 * Contract fuzzing support: requests for any operation of the contract, generated from the contract's own
 * schemas with fast-check (choices) and json-schema-faker (values, seeded by fast-check), valid and invalid
 * (types, boundaries, formats with date-time edge cases, unicode, unknown and missing fields, odd path and
 * query values, wrong content types, oversize bodies, long headers); and the rules every answer must keep:
 * never a 500, only statuses the operation documents, a body that matches the documented schema, the
 * security and caching headers, `Retry-After` on every 429, and 401 for any anonymous call that needs a token.
 *
 * Nothing here names an operation: new operations of the contract are fuzzed without new test code.
 */
import fc from "fast-check";
import { generateSync } from "json-schema-faker";
import type { ValidateFunction } from "ajv/dist/2020.js";
import type { ContractOperation, JsonSchema } from "../../src/contract/contract";
import { createAjv } from "../../src/contract/validation";
import { isPersonalOperation } from "../../src/http/routes";
import { BODY_LIMIT_BYTES, PERMISSIONS_POLICY } from "../../src/http/web";

/** Who calls: nobody, a forged token, a signed-in resident, a signed-in staff member. */
export type AuthMode = "none" | "garbage" | "person" | "staff";

/** One generated request (the token for `person` and `staff` is added when it is sent). */
export interface FuzzRequest {
  method: string;
  /** Address under the API base path, query included. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
  auth: AuthMode;
  remoteAddress: string;
  /** What was varied, for the failure report. */
  variant: string;
}

/** Date-time edge cases: leap second, year 0, offsets that leave the 0001-9999 range, odd spellings. */
export const DATE_TIME_EDGES = [
  "2016-12-31T23:59:60Z",
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00+01:00",
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999Z",
  "9999-12-31T23:59:59-01:00",
  "2024-02-29T12:00:00Z",
  "2023-02-29T12:00:00Z",
  "1970-01-01T00:00:00Z",
  "2026-01-01T00:00:00.123456789Z",
  "2026-01-01t00:00:00z",
  "2026-01-01T24:00:00Z",
  "2026-01-01 00:00:00Z",
  "2026-06-30T23:59:60+07:00",
  "+275760-09-13T00:00:00Z",
];

/** Turkish capital I with dot: lower-cased it becomes two code units, so 51 of them exceed 100. */
const TURKISH_I = "\u0130";

/** Values of other types, sizes and encodings, for any field. */
export const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  "",
  " ",
  // White space long enough for any minLength of the contract's texts (10 for a complaint's detail): blank once trimmed.
  " ".repeat(12),
  "\u3000\t\u00a0".repeat(4),
  "x".repeat(3000),
  TURKISH_I.repeat(51),
  TURKISH_I.repeat(101),
  "ﬃ".repeat(40),
  "ก่".repeat(60),
  "a\u0000b",
  "\ud800",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "/\\example.invalid/x",
  "//evil.example",
  "javascript:alert(1)",
  "/a\u0007b",
  [],
  {},
  [1, "a", null],
  { a: { b: { c: [] } } },
  ...DATE_TIME_EDGES,
];

/** Odd path parameter values (sent URL-encoded; the first ones look like numbers). */
export const ODD_PATH_VALUES = [
  "0x10",
  "+1",
  "01",
  "1e2",
  " 1",
  "1 ",
  "-0",
  "0",
  "-1",
  "-2",
  "1.0",
  "2147483647",
  "2147483648",
  "-2147483649",
  "9".repeat(5000),
  "abc",
  "\u0661",
  "\uff11",
  "1/2",
  "%",
  TURKISH_I.repeat(51),
];

/** Odd query parameter values. */
export const ODD_QUERY_VALUES = ["", "abc", "-1", "0", "1e400", "0x10", "+1", "01", "9".repeat(400), TURKISH_I.repeat(51), "a\u0000b"];

/** Content types other than JSON (and JSON spelled oddly). */
export const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json-patch+json",
  "APPLICATION/JSON",
];

const CLIENT_ADDRESSES = ["127.0.0.1", "192.0.2.10", "198.51.100.7", "203.0.113.99", "::1", "2001:db8::1"];

type Path = (string | number)[];

/** Leaf schemas of a body schema with their paths (object properties, array items, every oneOf/allOf branch). */
export function leafSchemas(schema: JsonSchema, path: Path = [], out: { path: Path; schema: JsonSchema }[] = []): { path: Path; schema: JsonSchema }[] {
  const branches = [schema.oneOf, schema.anyOf, schema.allOf].filter(Array.isArray).flat() as JsonSchema[];
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties) for (const [key, sub] of Object.entries(properties)) leafSchemas(sub, [...path, key], out);
  if (schema.items && typeof schema.items === "object") leafSchemas(schema.items as JsonSchema, [...path, 0], out);
  for (const branch of branches) leafSchemas(branch, path, out);
  if (!properties && !schema.items && branches.length === 0) out.push({ path, schema });
  return out;
}

const ajv = createAjv({ coerceTypes: false });
const leafValidators = new WeakMap<JsonSchema, ValidateFunction>();

/** The values of {@link boundaryValues} that the leaf schema accepts: edge cases that reach the handler. */
export function validEdgeValues(schema: JsonSchema): unknown[] {
  let validate = leafValidators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    leafValidators.set(schema, validate);
  }
  const check = validate;
  return boundaryValues(schema).filter((value) => check(value));
}

/** Values at and around a leaf schema's bounds (lengths, numbers, enums, formats). */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  if (types.includes("string") || types.length === 0) {
    for (const ch of ["a", TURKISH_I, "ก"]) {
      if (minLength > 0) out.push(ch.repeat(minLength - 1), ch.repeat(minLength));
      if (maxLength !== undefined) out.push(ch.repeat(Math.floor(maxLength / 2) + 1), ch.repeat(maxLength), ch.repeat(maxLength + 1));
    }
    if (schema.format === "date-time") out.push(...DATE_TIME_EDGES);
    if (schema.format === "email") out.push("a@b", "@example.org", `${"a".repeat(190)}@example.org`, "ü@example.org");
    if (schema.format === "uuid") out.push("00000000-0000-0000-0000-000000000000", "not-a-uuid", "{00000000-0000-0000-0000-000000000000}");
  }
  if (types.includes("integer") || types.includes("number")) {
    for (const bound of [schema.minimum, schema.maximum]) {
      if (typeof bound === "number") out.push(bound - 1, bound, bound + 1);
    }
    out.push(0, -1, 2 ** 31, 2 ** 53 + 2, 1.5, "1");
  }
  if (types.includes("boolean")) out.push("true", 0, 1);
  if (Array.isArray(schema.enum)) out.push(...(schema.enum as unknown[]), "X", String(schema.enum[0]).toUpperCase());
  return out;
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const container: Record<string | number, unknown> =
    typeof target === "object" && target !== null ? (Array.isArray(target) ? [...(target as unknown[])] : { ...(target as object) }) as Record<string | number, unknown> : typeof head === "number" ? ([] as unknown as Record<number, unknown>) : {};
  container[head] = setAt(container[head], rest, value);
  return container;
}

function dropAt(target: unknown, path: Path): unknown {
  if (path.length === 0 || typeof target !== "object" || target === null) return target;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(target)) return target;
  const copy = { ...(target as Record<string, unknown>) };
  if (rest.length === 0) delete copy[String(head)];
  else copy[String(head)] = dropAt(copy[String(head)], rest);
  return copy;
}

/** A value for a schema from json-schema-faker with the given seed (undefined when it cannot). */
export function fake(schema: JsonSchema, seed: number, alwaysFakeOptionals: boolean): unknown {
  try {
    return generateSync(schema as never, { seed, alwaysFakeOptionals, maxItems: 3, useDefaultValue: false });
  } catch {
    return undefined;
  }
}

function encodeQuery(query: Record<string, unknown>): string {
  const text = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  ).toString();
  return text ? `?${text}` : "";
}

/** The base of a request: valid values for every part, from the contract's schemas. */
function baseRequest(op: ContractOperation, seed: number, optionals: boolean) {
  const params: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  for (const [i, p] of op.parameters.entries()) {
    const value = fake(p.schema, seed + i + 1, optionals);
    if (p.in === "path") {
      // Small ids half of the time, so that some calls find rows.
      params[p.name] = seed % 2 === 0 && p.schema.type === "integer" ? String((seed % 20) + 1) : String(value ?? "1");
    } else if (p.in === "query" && (p.required || optionals || seed % 3 === 0)) {
      query[p.name] = value;
    }
  }
  const body = op.requestBody ? fake(op.requestBody.schema, seed, optionals) : undefined;
  return { params, query, body };
}

/** How a request departs from the contract (repeated entries are picked more often). */
const VARIANTS = [
  "valid",
  "edges",
  "edges",
  "edges",
  "body-odd",
  "body-odd",
  "body-boundary",
  "body-drop",
  "body-extra",
  "body-whole",
  "path-odd",
  "query-odd",
  "content-type",
  "malformed-json",
  "oversize",
  "long-headers",
] as const;

/** Requests for one operation: fast-check picks the variant, the seeds and the odd values. */
export function requestsFor(op: ContractOperation, basePath: string): fc.Arbitrary<FuzzRequest> {
  const leaves = op.requestBody ? leafSchemas(op.requestBody.schema) : [];
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  return fc
    .record({
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      optionals: fc.boolean(),
      variant: fc.constantFrom(...VARIANTS),
      auth: fc.constantFrom<AuthMode>("none", "garbage", "person", "staff", "person", "staff", "person", "staff"),
      flags: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
      remoteAddress: fc.constantFrom(...CLIENT_ADDRESSES),
      pick: fc.nat(),
      odd: fc.constantFrom(...ODD_VALUES),
      oddPath: fc.constantFrom(...ODD_PATH_VALUES),
      oddQuery: fc.constantFrom(...ODD_QUERY_VALUES),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    })
    .map((c): FuzzRequest => {
      const base = baseRequest(op, c.seed, c.optionals);
      const { params, query } = base;
      let body = base.body;
      const headers: Record<string, string> = {};
      let payload: string | undefined;
      let variant: string = c.variant;
      const leaf = leaves.length > 0 ? leaves[c.pick % leaves.length] : undefined;
      switch (c.variant) {
        case "edges": {
          // Valid values at the edges of many fields at once: the body still passes validation, so it reaches
          // the handler and the database (leap seconds, year 0001, names that grow when lower-cased ...).
          const changed: string[] = [];
          leaves.forEach((l, i) => {
            if (!c.flags[i % c.flags.length]) return;
            const values = validEdgeValues(l.schema);
            if (values.length === 0) return;
            const value = values[(c.pick + i * 7) % values.length];
            body = setAt(body, l.path, value);
            changed.push(`${l.path.join(".")}=${JSON.stringify(value)?.slice(0, 30)}`);
          });
          for (const p of queryParams) {
            const values = validEdgeValues(p.schema);
            if (values.length > 0 && c.flags[(c.pick + 13) % c.flags.length]) query[p.name] = values[c.pick % values.length];
          }
          variant += ` ${changed.join(" ").slice(0, 160)}`;
          break;
        }
        case "body-odd":
          body = leaf ? setAt(body, leaf.path, c.odd) : c.odd;
          variant += ` ${leaf?.path.join(".") ?? "body"}=${JSON.stringify(c.odd)?.slice(0, 60)}`;
          break;
        case "body-boundary": {
          const values = leaf ? boundaryValues(leaf.schema) : [];
          const value = values.length > 0 ? values[Math.floor(c.pick / Math.max(1, leaves.length)) % values.length] : c.odd;
          body = leaf ? setAt(body, leaf.path, value) : value;
          variant += ` ${leaf?.path.join(".") ?? "body"}=${JSON.stringify(value)?.slice(0, 60)}`;
          break;
        }
        case "body-drop":
          if (leaf) body = dropAt(body, leaf.path.slice(0, 1 + (c.pick % leaf.path.length)));
          break;
        case "body-extra":
          body = typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body, unexpected: c.odd } : { unexpected: c.odd };
          break;
        case "body-whole":
          body = c.odd;
          break;
        case "path-odd": {
          const p = pathParams[c.pick % Math.max(1, pathParams.length)];
          if (p) params[p.name] = c.oddPath;
          else query[`x${c.pick % 5}`] = c.oddPath;
          variant += ` ${p?.name ?? "none"}=${c.oddPath.slice(0, 20)}`;
          break;
        }
        case "query-odd": {
          const p = queryParams[c.pick % Math.max(1, queryParams.length)];
          query[p?.name ?? "unknown"] = c.oddQuery;
          variant += ` ${p?.name ?? "unknown"}=${c.oddQuery.slice(0, 20)}`;
          break;
        }
        case "content-type":
          headers["content-type"] = c.contentType;
          payload = body === undefined ? "name=x" : JSON.stringify(body);
          variant += ` ${c.contentType}`;
          break;
        case "malformed-json":
          headers["content-type"] = "application/json";
          payload = `${JSON.stringify(body ?? {}).slice(0, -1)},`;
          break;
        case "oversize":
          headers["content-type"] = "application/json";
          payload = JSON.stringify({ filler: "x".repeat(BODY_LIMIT_BYTES + (c.pick % 1000)) });
          break;
        case "long-headers":
          headers["accept-language"] = `th;q=0.9,${"en;q=0.5,".repeat(800)}en`;
          headers["x-filler"] = TURKISH_I.repeat(2000);
          headers["user-agent"] = "u".repeat(4000);
          break;
        default:
          break;
      }
      if (payload === undefined && body !== undefined) {
        headers["content-type"] = "application/json";
        payload = JSON.stringify(body);
      }
      const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? "1"));
      return { method: op.method, url: `${basePath}${path}${encodeQuery(query)}`, headers, payload, auth: c.auth, remoteAddress: c.remoteAddress, variant };
    });
}

const validators = new Map<string, ValidateFunction>();

/** One answer, as received. */
export interface FuzzAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * The problems of an answer (empty when it keeps every rule): no 500; a status the operation documents; a
 * JSON body matching that status's schema; `Permissions-Policy`; `Cache-Control: no-store` on personal
 * operations; `Retry-After` on a 429; and 401 for an anonymous call to an operation that needs a token.
 */
export function answerProblems(op: ContractOperation, request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500) problems.push(`answered ${status}`);
  if (!(String(status) in op.responses)) problems.push(`status ${status} is not documented`);
  let json: unknown;
  // A documented success answer may be a file (the audit log's CSV export, `text/csv`; a news feed,
  // `application/atom+xml`; a document's PDF or image; an import template in XLSX); every other answer is JSON.
  const isFile =
    status < 300 &&
    op.responses[String(status)] === undefined &&
    /^(?:text\/csv|application\/atom\+xml|application\/pdf|image\/|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)/.test(String(answer.headers["content-type"] ?? ""));
  // Open311 GeoReport answers asked for in XML (`.xml`, tracker issue 41 item 2) are the specification's XML
  // documents, answers and errors alike (the contract's `Open311Xml`): an XML document, not JSON.
  const isOpen311Xml = op.operationId.startsWith("open311") && /^text\/xml/.test(String(answer.headers["content-type"] ?? ""));
  if (isOpen311Xml && !answer.body.startsWith("<?xml")) problems.push(`the body is not an XML document: ${answer.body.slice(0, 80)}`);
  try {
    json = answer.body === "" || isFile || isOpen311Xml ? undefined : JSON.parse(answer.body);
  } catch {
    problems.push(`the body is not JSON: ${answer.body.slice(0, 80)}`);
  }
  const schema = op.responses[String(status)];
  if (schema && json !== undefined) {
    const key = `${op.operationId}:${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    if (!validate(json)) {
      problems.push(`body vs schema: ${(validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`).join("; ")}`);
    }
  }
  if (answer.headers["permissions-policy"] !== PERMISSIONS_POLICY) problems.push("no Permissions-Policy");
  if (isPersonalOperation(op) && !String(answer.headers["cache-control"] ?? "").includes("no-store")) {
    problems.push("no Cache-Control: no-store");
  }
  if (status === 429 && !/^[1-9][0-9]*$/.test(String(answer.headers["retry-after"] ?? ""))) problems.push("429 without Retry-After");
  const message = (json as { message?: unknown } | undefined)?.message;
  const undecodable = status === 400 && typeof message === "string" && message.startsWith("url:");
  if (op.requiresAuth && (request.auth === "none" || request.auth === "garbage") && status !== 401 && !undecodable) {
    problems.push(`anonymous call answered ${status}, not 401`);
  }
  return problems;
}
