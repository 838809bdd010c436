/**
 * Spec-first routing: one Fastify route per operation of the contract, under the contract's base path.
 * Each request to an operation that requires `pxAuthToken` is first authenticated and checked against the
 * handler's realm rule (in the route's `onRequest` hook, before its body is even read, so an anonymous caller
 * learns nothing about the schema: 401 whatever the body); then it is validated against the contract (path,
 * query, body) and handed to the handler that the operationId names.
 *
 * An operation with `x-rate-limit` then counts the request in its quotas (`quota.ts`: `RateLimit-Policy` and
 * `RateLimit` headers on every answer, 429 with `Retry-After` past a quota).
 *
 * Personal answers (operations with a token, and every call that is not a `GET`: sign-in, sign-up) carry
 * `Cache-Control: no-store`, error answers included.
 *
 * Operations whose request body is `multipart/form-data` (file uploads) are registered in an encapsulated
 * context with `@fastify/multipart` (see `multipart.ts`); their handler gets the files read into memory. All
 * other operations keep the JSON-only parser, so a multipart request to them answers 415 as before.
 *
 * An operation whose contract lists the `Idempotency-Key` header (`idempotency.ts`) answers a repeat of a request with
 * the first answer: the key is looked up after validation, and stored with the answer in the handler's own transaction
 * (`ctx.idempotency`), or after the handler when it stored nothing itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { authenticate, tokenFromHeaders } from "../auth/authenticate";
import type { TokenService } from "../auth/tokens";
import type { Contract, ContractOperation } from "../contract/contract";
import type { AuthContext } from "../auth/context";
import type { HandlerContext, OperationHandler, OperationHandlers, OperationId } from "../handlers/types";
import { compileOperationValidators, createAjv } from "../contract/validation";
import type { Db } from "../db/database";
import type { FieldError } from "../i18n/field-messages";
import { languageFrom, message, type MessageKey, type MessageValues } from "../i18n/messages";
import { HttpError, badRequest } from "../lib/errors";
import { IDEMPOTENCY_HEADER, beginIdempotent, idempotencyKeyOf, requestFingerprint } from "./idempotency";
import { multipartSpec, readMultipartBody, registerMultipart } from "./multipart";
import { FORM_MEDIA_TYPE, registerFormParser } from "./open311";
import { enforceQuotas } from "./quota";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract operation a route implements. */
    operationId?: string;
  }
}

/** What the router needs besides the contract, known before the database opens. */
export interface RouteServices {
  /** Current time in ms since the epoch. @default Date.now */
  clock: () => number;
  /** The upload limit in bytes (`ServerConfig.maxFileBytes`, `UPLOAD_MAX_BYTES`). @default MAX_FILE_BYTES (10 MB) */
  maxFileBytes?: number;
}

/** What the routes answer with, known once the database is open: given to {@link OperationRoutes.bind}. */
export interface RouteBindings {
  handlers: OperationHandlers;
  db: Db;
  tokens: TokenService;
}

/**
 * The registered routes of the contract's operations, still without their handlers: `bind` gives them the handlers,
 * the database and the token service before the server answers its first request.
 */
export interface OperationRoutes {
  /**
   * Binds the routes to the handlers, the database and the token service. Call it once, before `listen`/`inject`.
   *
   * @throws Error when an operation has no handler, or a handler no operation (the contract and the server disagree).
   */
  bind(bindings: RouteBindings): void;
}

/** Whether an operation's answers are personal (never stored by a browser or a proxy). */
export function isPersonalOperation(op: Pick<ContractOperation, "requiresAuth" | "optionalAuth" | "method">): boolean {
  return op.requiresAuth || op.optionalAuth || (op.method !== "GET" && op.method !== "HEAD");
}

/** Operations a staff member with a one-time password may still call. */
const PENDING_PASSWORD_OPERATIONS = new Set(["changePassword", "checkChangePassword", "logout", "getPersonProfile", "getCommonUser"]);

/**
 * The one rights check (docs/architecture.md "roles and rights"): the contract's `x-realm` and `x-roles` of the
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
 * Registers every operation of the contract: its route, hooks and validators (compiled on first use). This needs
 * neither the database nor the handlers, so the server registers the routes while the database opens (a restart's
 * time, tracker issue 8), then binds them (see {@link OperationRoutes.bind}).
 */
export function registerOperations(app: FastifyInstance, contract: Contract, services: RouteServices): OperationRoutes {
  let bound: { db: Db; tokens: TokenService; handlers: Map<string, OperationHandler<OperationId>> } | undefined;
  const binding = () => {
    if (!bound) throw new Error("The routes were not bound to their handlers (OperationRoutes.bind) before a request.");
    return bound;
  };
  const ajvParams = createAjv({ coerceTypes: true });
  const ajvBody = createAjv({ coerceTypes: false });
  const multipartRoutes: RouteOptions[] = [];
  // Operations whose body is form-encoded (Open311's `POST requests`), in a context of their own with its parser.
  const formRoutes: RouteOptions[] = [];
  let multipartFiles = 1;
  for (const op of contract.operations) {
    const validators = compileOperationValidators(op, ajvParams, ajvBody);
    const personal = isPersonalOperation(op);
    const signedInUsers = new WeakMap<FastifyRequest, AuthContext>();
    const multipart = op.requestBody?.mediaType === "multipart/form-data" ? multipartSpec(op.operationId, op.requestBody.schema) : undefined;
    if (multipart) multipartFiles = Math.max(multipartFiles, multipart.files.length);
    const idempotent = op.parameters.some((p) => p.in === "header" && p.name.toLowerCase() === IDEMPOTENCY_HEADER);
    const route: RouteOptions = {
      method: op.method,
      url: `${contract.basePath}${op.routePath}`,
      config: { operationId: op.operationId },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (personal) void reply.header("cache-control", "no-store");
        const token = tokenFromHeaders(request.headers);
        const t = (key: MessageKey) => message(key, languageFrom(request.headers["accept-language"]));
        let auth: AuthContext | null = null;
        if (op.requiresAuth || (op.optionalAuth && token)) {
          if (!token) throw new HttpError(401, t("notSignedIn"));
          const { db, tokens } = binding();
          auth = await authenticate(db, tokens, token, services.clock());
          if (!auth) throw new HttpError(401, t("tokenInvalid"));
          authorise(op, auth, t);
          signedInUsers.set(request, auth);
        }
        // The contract's quotas (`x-rate-limit`), counted before the body is read.
        if (op.rateLimits) {
          const headers = await enforceQuotas(binding().db, op.rateLimits, { clientIp: request.ip, auth }, services.clock(), t("tooManyRequests"));
          void reply.headers(headers);
        }
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

        const t = (key: MessageKey, values?: MessageValues) => message(key, language, values);
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
          secure: request.protocol === "https",
          userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"].slice(0, 300) : null,
          requestId: request.id,
          rawBody: (request as { rawBody?: string }).rawBody,
          headers: request.headers,
          log: request.log,
        } as HandlerContext<OperationId>;
        const handler = binding().handlers.get(op.operationId)!;
        const key = idempotent ? idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]) : undefined;
        if (key === undefined) {
          const result = (await handler.handle(ctx)) as { status: number; body: unknown; headers?: Record<string, string> };
          if (result.headers) void reply.headers(result.headers);
          return reply.code(result.status).send(result.body);
        }
        const { db } = binding();
        const caller = auth ? `${auth.realm}:${auth.personId}` : `address:${request.ip}`;
        const start = await beginIdempotent(db, { caller, operationId: op.operationId, key }, requestFingerprint(params, query, body), now, t);
        if (start.kind === "replay") return reply.code(start.status).send(start.body);
        const result = (await handler.handle({ ...ctx, idempotency: start.answer })) as { status: number; body: unknown; headers?: Record<string, string> };
        if (!start.answer.recorded) await start.answer.record(db, result.status, result.body);
        if (result.headers) void reply.headers(result.headers);
        return reply.code(result.status).send(result.body);
      },
    };
    if (multipart) multipartRoutes.push(route);
    else if (op.requestBody?.mediaType === FORM_MEDIA_TYPE) formRoutes.push(route);
    else app.route(route);
  }
  if (multipartRoutes.length > 0) {
    void app.register(async (child) => {
      await registerMultipart(child, multipartFiles, services.maxFileBytes);
      for (const route of multipartRoutes) child.route(route);
    });
  }
  if (formRoutes.length > 0) {
    void app.register(async (child) => {
      registerFormParser(child);
      for (const route of formRoutes) child.route(route);
    });
  }
  return {
    bind({ handlers, db, tokens }) {
      if (bound) throw new Error("The routes are bound already.");
      const known = new Set(contract.operations.map((op) => op.operationId));
      for (const id of Object.keys(handlers)) {
        if (!known.has(id)) throw new Error(`Handler ${id} has no operation in the contract.`);
      }
      const byOperation = new Map<string, OperationHandler<OperationId>>();
      for (const op of contract.operations) {
        const handler = (handlers as Record<string, OperationHandler<OperationId> | undefined>)[op.operationId];
        if (!handler) throw new Error(`Operation ${op.operationId} (${op.method} ${op.path}) has no handler.`);
        byOperation.set(op.operationId, handler);
      }
      bound = { db, tokens, handlers: byOperation };
    },
  };
}
