/**
 * Spec-first routing: one Fastify route per operation of the contract, under the contract's base path.
 * Each request to an operation that requires `pxAuthToken` is first authenticated and checked against the
 * handler's realm rule (in the route's `onRequest` hook, before its body is even read, so an anonymous caller
 * learns nothing about the schema: 401 whatever the body); then it is validated against the contract (path,
 * query, body) and handed to the handler that the operationId names.
 *
 * Personal answers (operations with a token, and every call that is not a `GET`: sign-in, sign-up) carry
 * `Cache-Control: no-store`, error answers included.
 *
 * Operations whose request body is `multipart/form-data` (file uploads) are registered in an encapsulated
 * context with `@fastify/multipart` (see `multipart.ts`); their handler gets the files read into memory. All
 * other operations keep the JSON-only parser, so a multipart request to them answers 415 as before.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { authenticate, tokenFromHeaders } from "../auth/authenticate";
import type { TokenService } from "../auth/tokens";
import type { Contract, ContractOperation } from "../contract/contract";
import type { AuthContext, HandlerContext, OperationHandler, OperationHandlers, OperationId } from "../contract/types";
import { compileOperationValidators, createAjv, type FieldError } from "../contract/validation";
import type { Db } from "../db/database";
import { languageFrom, message, type MessageKey } from "../i18n/messages";
import { HttpError, badRequest } from "./errors";
import { multipartSpec, readMultipartBody, registerMultipart } from "./multipart";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract operation a route implements. */
    operationId?: string;
  }
}

/** What the router needs besides the contract and the handlers. */
export interface RouteServices {
  db: Db;
  tokens: TokenService;
  /** Current time in ms since the epoch. @default Date.now */
  clock: () => number;
  /** The upload limit in bytes (`ServerConfig.maxFileBytes`, `UPLOAD_MAX_BYTES`). @default MAX_FILE_BYTES (10 MB) */
  maxFileBytes?: number;
}

/** Whether an operation's answers are personal (never stored by a browser or a proxy). */
export function isPersonalOperation(op: Pick<ContractOperation, "requiresAuth" | "optionalAuth" | "method">): boolean {
  return op.requiresAuth || op.optionalAuth || (op.method !== "GET" && op.method !== "HEAD");
}

/** Operations a staff member with a one-time password may still call. */
const PENDING_PASSWORD_OPERATIONS = new Set(["changePassword", "checkChangePassword", "logout", "getPersonProfile", "getCommonUser"]);

/**
 * The one rights check (ARCHITECTURE.md "roles and rights"): the contract's `x-realm` and `x-roles` of the
 * operation against the signed-in user. A staff member with a one-time password may only change it first.
 *
 * @throws HttpError 403 with a message naming what is missing.
 */
export function authorise(op: Pick<ContractOperation, "operationId" | "realm" | "roles">, auth: AuthContext, t: (key: MessageKey) => string): void {
  if (op.realm && auth.realm !== op.realm) {
    throw new HttpError(403, t(op.realm === "person" ? "personOnly" : "staffOnly"), undefined, undefined, "realmRequired");
  }
  if (auth.mustChangePassword && !PENDING_PASSWORD_OPERATIONS.has(op.operationId)) {
    throw new HttpError(403, t("passwordChangeRequired"), undefined, undefined, "passwordChangeRequired");
  }
  if (op.roles && !auth.roles.some((role) => op.roles!.includes(role))) {
    throw new HttpError(403, t("roleRequired"), undefined, undefined, "roleRequired");
  }
}

/**
 * Registers every operation of the contract.
 *
 * @throws Error at start-up when an operation has no handler (the contract and the server disagree).
 */
export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  handlers: OperationHandlers,
  services: RouteServices,
): void {
  const ajvParams = createAjv({ coerceTypes: true });
  const ajvBody = createAjv({ coerceTypes: false });
  const known = new Set(contract.operations.map((op) => op.operationId));
  for (const id of Object.keys(handlers)) {
    if (!known.has(id)) throw new Error(`Handler ${id} has no operation in the contract.`);
  }
  const multipartRoutes: RouteOptions[] = [];
  let multipartFiles = 1;
  for (const op of contract.operations) {
    const handler = (handlers as Record<string, OperationHandler<OperationId> | undefined>)[op.operationId];
    if (!handler) throw new Error(`Operation ${op.operationId} (${op.method} ${op.path}) has no handler.`);
    const validators = compileOperationValidators(op, ajvParams, ajvBody);
    const personal = isPersonalOperation(op);
    const signedInUsers = new WeakMap<FastifyRequest, AuthContext>();
    const multipart = op.requestBody?.mediaType === "multipart/form-data" ? multipartSpec(op.operationId, op.requestBody.schema) : undefined;
    if (multipart) multipartFiles = Math.max(multipartFiles, multipart.files.length);
    const route: RouteOptions = {
      method: op.method,
      url: `${contract.basePath}${op.routePath}`,
      config: { operationId: op.operationId },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (personal) void reply.header("cache-control", "no-store");
        const token = tokenFromHeaders(request.headers);
        if (!op.requiresAuth && !(op.optionalAuth && token)) return;
        const t = (key: MessageKey) => message(key, languageFrom(request.headers["accept-language"]));
        if (!token) throw new HttpError(401, t("notSignedIn"));
        const auth = await authenticate(services.db, services.tokens, token, services.clock());
        if (!auth) throw new HttpError(401, t("tokenInvalid"));
        authorise(op, auth, t);
        signedInUsers.set(request, auth);
      },
      handler: async (request: FastifyRequest, reply) => {
        const language = languageFrom(request.headers["accept-language"]);
        const params = { ...(request.params as Record<string, unknown>) };
        const query = { ...(request.query as Record<string, unknown>) };
        let body: unknown = request.body;
        const partErrors: FieldError[] = [];
        if (multipart) {
          const read = await readMultipartBody(request, multipart, language, services.maxFileBytes);
          body = read.body;
          partErrors.push(...read.errors);
        }
        const errors = [...validators.params(params), ...validators.query(query), ...partErrors, ...validators.body(body)];
        if (errors.length > 0) throw badRequest(errors);

        const t = (key: MessageKey) => message(key, language);
        const now = services.clock();
        const token = tokenFromHeaders(request.headers);
        const auth = signedInUsers.get(request) ?? null;
        if (op.requiresAuth && !auth) throw new Error(`${op.operationId}: the onRequest hook did not authenticate`);
        const ctx = {
          params,
          query,
          body,
          auth,
          token,
          now,
          language,
          t,
          clientIp: request.ip,
          userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"].slice(0, 300) : null,
          requestId: request.id,
          rawBody: (request as { rawBody?: string }).rawBody,
          headers: request.headers,
          log: request.log,
        } as HandlerContext<OperationId>;
        const result = (await handler.handle(ctx)) as { status: number; body: unknown; headers?: Record<string, string> };
        if (result.headers) void reply.headers(result.headers);
        return reply.code(result.status).send(result.body);
      },
    };
    if (multipart) multipartRoutes.push(route);
    else app.route(route);
  }
  if (multipartRoutes.length > 0) {
    void app.register(async (child) => {
      await registerMultipart(child, multipartFiles, services.maxFileBytes);
      for (const route of multipartRoutes) child.route(route);
    });
  }
}
