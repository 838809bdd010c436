/**
 * Loads the OpenAPI 3.1 contract (`openapi/pxapi_eoffice.yaml`), resolves its local `$ref`s and lists its
 * operations. The contract is the single source of truth for paths, parameters, bodies and answers
 * (docs/architecture.md).
 */
import { readFileSync, statSync } from "node:fs";
import { requireYaml } from "../lib/heavy-modules";

/** A JSON Schema (2020-12) object as it appears in the contract. */
export type JsonSchema = Record<string, unknown>;

/** HTTP methods an OpenAPI path item may hold. */
export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;

/** One resolved parameter of an operation. */
export interface ContractParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
}

/** Media types of request bodies the server reads; any other answers 415. */
export type RequestMediaType = "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded";

/** One operation of the contract with every `$ref` resolved. */
export interface ContractOperation {
  operationId: string;
  method: Uppercase<(typeof HTTP_METHODS)[number]>;
  /** OpenAPI path template, for example `/v1/complainpeoplereq/{id}`. */
  path: string;
  /** Fastify route path, for example `/v1/complainpeoplereq/:id`. */
  routePath: string;
  parameters: ContractParameter[];
  /**
   * The request body: `application/json` (validated with Ajv) or `multipart/form-data` (file parts, read and
   * checked by `http/multipart.ts`); an operation with neither has no body here.
   */
  requestBody?: { required: boolean; schema: JsonSchema; mediaType: RequestMediaType };
  /** JSON response schemas by status code. */
  responses: Record<string, JsonSchema | undefined>;
  /** True when the operation requires the `pxAuthToken` security scheme. */
  requiresAuth: boolean;
  /**
   * True when `pxAuthToken` is one alternative and no security (`{}`) another: a token is checked when one is
   * sent (an invalid one answers 401) and the caller is anonymous otherwise (issue 11: whistleblowing).
   */
  optionalAuth: boolean;
  /**
   * `x-roles`: the staff roles allowed to call the operation (staff only); undefined = no role rule. The one
   * list of rights the server has (docs/architecture.md "roles and rights").
   */
  roles?: string[];
  /** `x-realm`: only this realm may call the operation; implied `staff` by `x-roles`. */
  realm?: "staff" | "person";
  /**
   * `x-rate-limit`: the operation's quotas, enforced for every request by the router (`http/quota.ts`);
   * undefined = the operation does not limit (and its contract lists no 429).
   */
  rateLimits?: RateLimitPolicy[];
}

/** One quota of an operation (`x-rate-limit` item): at most `quota` requests per `per` within `window` seconds. */
export interface RateLimitPolicy {
  /** Name of the policy, in the `RateLimit-Policy` header; operations naming the same policy share its count. */
  name: string;
  /** Counted per client address, or per signed-in account (not counted for an anonymous request). */
  per: "address" | "account";
  /** Requests allowed within the window. */
  quota: number;
  /** Length of the window, in seconds. */
  window: number;
}

/**
 * Reads an operation's `x-rate-limit`.
 *
 * @throws Error when it is not a non-empty list of `{ name, per: address|account, quota, window }`.
 */
function rateLimitsOf(operationId: string, value: unknown): RateLimitPolicy[] | undefined {
  if (value === undefined) return undefined;
  const bad = () => new Error(`${operationId}: x-rate-limit must be a non-empty list of { name, per: address|account, quota, window }.`);
  if (!Array.isArray(value) || value.length === 0) throw bad();
  return value.map((item: unknown) => {
    if (!isObject(item)) throw bad();
    const { name, per, quota, window } = item;
    if (typeof name !== "string" || !/^[a-z0-9-]+$/.test(name) || (per !== "address" && per !== "account")) throw bad();
    if (!Number.isInteger(quota) || (quota as number) < 1 || !Number.isInteger(window) || (window as number) < 1) throw bad();
    return { name, per, quota: quota as number, window: window as number };
  });
}

/** The loaded contract. */
export interface Contract {
  /** The whole document with `$ref`s resolved. */
  document: Record<string, unknown>;
  /** Base path from `servers[0].url`, for example `/pxapi_eoffice/api`. */
  basePath: string;
  operations: ContractOperation[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Resolves every local `$ref` (`#/...`) of a document; sibling keywords of a `$ref` are kept.
 *
 * @throws Error on a reference that cannot be resolved or that is circular.
 */
export function dereference<T>(document: T): T {
  const cache = new Map<string, unknown>();
  const lookup = (ref: string): unknown => {
    if (!ref.startsWith("#/")) throw new Error(`Only local $ref values are supported: ${ref}`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split("/")) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref: ${ref}`);
      node = node[key];
    }
    return node;
  };
  const resolve = (node: unknown, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, stack));
    if (!isObject(node)) return node;
    if (typeof node.$ref === "string") {
      const ref = node.$ref;
      if (stack.includes(ref)) throw new Error(`Circular $ref: ${[...stack, ref].join(" -> ")}`);
      let target = cache.get(ref);
      if (target === undefined) {
        target = resolve(lookup(ref), [...stack, ref]);
        cache.set(ref, target);
      }
      const { $ref: _ref, ...siblings } = node;
      if (Object.keys(siblings).length === 0) return target;
      return { ...(target as Record<string, unknown>), ...(resolve(siblings, stack) as Record<string, unknown>) };
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = resolve(value, stack);
    return out;
  };
  return resolve(document, []) as T;
}

/**
 * Parses and resolves a contract from YAML text.
 *
 * @throws Error when the text is not an OpenAPI 3.1 document or an operation has no `operationId`.
 */
export function parseContract(yamlText: string): Contract {
  return contractOf(requireYaml().parse(yamlText));
}

/**
 * Resolves a contract from its parsed document (the YAML as data).
 *
 * @throws Error when it is not an OpenAPI 3.1 document or an operation has no `operationId`.
 */
export function contractOf(raw: unknown): Contract {
  if (!isObject(raw) || typeof raw.openapi !== "string" || !raw.openapi.startsWith("3.1")) {
    throw new Error("The contract must be an OpenAPI 3.1 document.");
  }
  const document = dereference(raw);
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const firstServer = servers[0];
  const basePath = isObject(firstServer) && typeof firstServer.url === "string" ? firstServer.url : "";
  const rootSecurity = Array.isArray(document.security) ? document.security : [];
  const operations: ContractOperation[] = [];
  const pathsObject = isObject(document.paths) ? document.paths : {};
  for (const [apiPath, item] of Object.entries(pathsObject)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      if (typeof op.operationId !== "string") throw new Error(`${method.toUpperCase()} ${apiPath} has no operationId.`);
      const byKey = new Map<string, ContractParameter>();
      for (const p of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        if (!isObject(p) || typeof p.name !== "string" || typeof p.in !== "string") continue;
        byKey.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in as ContractParameter["in"],
          required: p.required === true,
          schema: isObject(p.schema) ? p.schema : {},
        });
      }
      let requestBody: ContractOperation["requestBody"];
      if (isObject(op.requestBody) && isObject(op.requestBody.content)) {
        for (const mediaType of ["application/json", "multipart/form-data", "application/x-www-form-urlencoded"] as const) {
          const content = op.requestBody.content[mediaType];
          if (requestBody || !isObject(content) || !isObject(content.schema)) continue;
          requestBody = { required: op.requestBody.required === true, schema: content.schema, mediaType };
        }
      }
      const responses: Record<string, JsonSchema | undefined> = {};
      if (isObject(op.responses)) {
        for (const [status, answer] of Object.entries(op.responses)) {
          const json = isObject(answer) && isObject(answer.content) ? answer.content["application/json"] : undefined;
          responses[status] = isObject(json) && isObject(json.schema) ? json.schema : undefined;
        }
      }
      const security = Array.isArray(op.security) ? op.security : rootSecurity;
      const xRoles = op["x-roles"];
      const xRealm = op["x-realm"];
      if (xRoles !== undefined && (!Array.isArray(xRoles) || xRoles.length === 0 || !xRoles.every((r) => typeof r === "string"))) {
        throw new Error(`${op.operationId}: x-roles must be a non-empty list of role names.`);
      }
      if (xRealm !== undefined && xRealm !== "staff" && xRealm !== "person") throw new Error(`${op.operationId}: x-realm must be staff or person.`);
      if (xRoles !== undefined && xRealm === "person") throw new Error(`${op.operationId}: x-roles is for staff operations only.`);
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as ContractOperation["method"],
        path: apiPath,
        routePath: apiPath.replace(/\{([^}]+)\}/g, ":$1"),
        parameters: [...byKey.values()],
        requestBody,
        responses,
        requiresAuth:
          security.some((s) => isObject(s) && Object.keys(s).length > 0) && !security.some((s) => isObject(s) && Object.keys(s).length === 0),
        optionalAuth:
          security.some((s) => isObject(s) && Object.keys(s).length > 0) && security.some((s) => isObject(s) && Object.keys(s).length === 0),
        roles: xRoles as string[] | undefined,
        realm: xRoles !== undefined ? "staff" : (xRealm as "staff" | "person" | undefined),
        rateLimits: rateLimitsOf(op.operationId, op["x-rate-limit"]),
      });
    }
  }
  return { document, basePath, operations };
}

/** The contracts read by this process, by file, with the file's size and time of change when it was read. */
const loadedContracts = new Map<string, { size: number; mtimeMs: number; contract: Contract }>();

/**
 * Reads and parses the contract file: YAML, or the same document as JSON (`.json`, which the compiled server reads,
 * see `DEFAULT_CONTRACT_PATH`). A file read before and unchanged since (same size and time of change) is not parsed
 * again: the contract is read-only data, and parsing the YAML cost about 0.5 s of CPU for each server the API tests
 * build (two per test file and backend, some more; tracker issue 37 item 5).
 */
export function loadContract(file: string): Contract {
  const { size, mtimeMs } = statSync(file);
  const known = loadedContracts.get(file);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.contract;
  const text = readFileSync(file, "utf8");
  const contract = file.endsWith(".json") ? contractOf(JSON.parse(text)) : parseContract(text);
  loadedContracts.set(file, { size, mtimeMs, contract });
  return contract;
}
