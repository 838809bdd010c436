/**
 * Handler types derived from the generated contract types (`@eoffice/api-client`, `operations`), so that
 * every handler's input and answer are checked against the contract at compile time.
 */
import type { operations } from "@eoffice/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { Language, MessageKey, MessageValues } from "../i18n/messages";
import type { AuthContext } from "../auth/context";
import type { Db, Tx } from "../db/database";

/**
 * The answer of a request sent with an `Idempotency-Key` (tracker issue 40 item 3; `http/idempotency.ts`): a handler
 * that files something calls `record` in the same transaction, so that a crash leaves the filing and its key, or
 * neither. Unrecorded, the router records the answer after the handler returns.
 */
export interface IdempotentAnswer {
  /**
   * Stores the key with the answer the handler is about to return (status and body as sent).
   *
   * @param tx - The handler's transaction (or the database, outside one).
   * @throws HttpError 409 when another request with the same key stored its answer first; thrown inside the
   *   transaction, it rolls the filing back.
   */
  record(tx: Tx | Db, status: number, body: unknown): Promise<void>;
}

/** An operationId of the contract. */
export type OperationId = keyof operations;

/**
 * One file part of a `multipart/form-data` request body, read into memory by `http/multipart.ts` (bounded by
 * the operation's size limit, for uploads `MAX_FILE_BYTES`).
 */
export interface UploadedFile {
  /** The name the client gave (may be empty; never trusted for the type). */
  filename: string;
  /** The part's `Content-Type` as the client declared it (never trusted: the type comes from the bytes). */
  mimetype: string;
  /** The file's bytes. */
  data: Buffer;
}

/**
 * A `multipart/form-data` body as a handler receives it: every property of the contract's schema is a file
 * part (`contentMediaType` or `format: binary`; text fields are not supported by the reader), given as an
 * {@link UploadedFile}. Example: `uploadFile` gets `{ file: { filename, mimetype, data } }`.
 */
export type MultipartBody<T> = { [P in keyof T]: UploadedFile };

type JsonOf<R> = R extends { content: { "application/json": infer B } }
  ? B
  : R extends { content: { "text/csv": infer T } }
    ? T | BinaryBesidesCsv<R>
    : R extends { content: { "multipart/form-data": infer M } }
      ? MultipartBody<M>
      : R extends { content: Record<string, unknown> }
        ? Buffer // binary answers (images, PDF): the handler sets `content-type` in `headers`
        : never;
/** `Buffer` when an answer offers a binary media type besides CSV (an import template: CSV or XLSX), else nothing. */
type BinaryBesidesCsv<R> = R extends { content: infer C } ? ([Exclude<keyof C, "text/csv">] extends [never] ? never : Buffer) : never;
type Defined<T> = [T] extends [never] ? Record<string, never> : NonNullable<T>;

/** Path parameters of an operation (coerced by the contract's schemas). */
export type PathParams<K extends OperationId> = Defined<operations[K]["parameters"]["path"]>;

/** Query parameters of an operation (coerced, with the contract's defaults filled in). */
export type QueryParams<K extends OperationId> = Defined<operations[K]["parameters"]["query"]>;

/**
 * The request body of an operation: the JSON body, or a {@link MultipartBody} for `multipart/form-data`
 * (undefined when the contract has none or it was left out).
 */
export type RequestBody<K extends OperationId> = operations[K] extends { requestBody?: infer RB }
  ? [NonNullable<RB>] extends [never]
    ? undefined
    : JsonOf<NonNullable<RB>> | (operations[K] extends { requestBody: unknown } ? never : undefined)
  : undefined;

/** The HTTP status codes the contract lists for an operation. */
export type ResponseStatus<K extends OperationId> = keyof operations[K]["responses"] & number;

/** The answer body of an operation for one status: JSON, CSV text, or a `Buffer` for binary media types. */
export type ResponseBody<K extends OperationId, S extends ResponseStatus<K>> = JsonOf<operations[K]["responses"][S]>;

/** What a handler returns: one of the contract's answers (error answers are thrown as `HttpError`). */
export type OperationResult<K extends OperationId> = {
  [S in ResponseStatus<K>]: { status: S; body: ResponseBody<K, S>; headers?: Record<string, string> };
}[ResponseStatus<K>];

/** Everything a handler gets for one request. */
export interface HandlerContext<K extends OperationId> {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /** The signed-in user; set for every operation the contract marks with `pxAuthToken`. */
  auth: AuthContext | null;
  /** The token presented with the request (for sign-out). */
  token: string | null;
  /** Request time, ms since the epoch. */
  now: number;
  /** The client's address (the socket's peer; behind a proxy, set Fastify's `trustProxy`), for throttling. */
  clientIp: string;
  /** Whether the request came over HTTPS (behind a proxy: its `X-Forwarded-Proto`, with `trustProxy`); cookies are `Secure` then. */
  secure: boolean;
  /** The `User-Agent` header cut to 300 characters, or null (to tell a person's sessions apart). */
  userAgent: string | null;
  /** Id of the request (also in the log and in error answers), for the audit log. */
  requestId: string;
  /** The JSON body as received, before parsing (for a signature over the body); undefined without a body. */
  rawBody?: string;
  /** The request headers (lower-case names), for operations with a header the contract names (a signature). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  language: Language;
  /** The message for `key` in the request's language, its `{name}` placeholders filled from `values`. */
  t(key: MessageKey, values?: MessageValues): string;
  log: FastifyBaseLogger;
  /** Set when the request carries an `Idempotency-Key` the operation takes: see {@link IdempotentAnswer}. */
  idempotency?: IdempotentAnswer;
}

/**
 * An operation's implementation. Who may call it is the contract's business (`x-roles`, `x-realm`), checked by
 * the router before the handler runs.
 */
export interface OperationHandler<K extends OperationId> {
  handle(ctx: HandlerContext<K>): Promise<OperationResult<K>>;
}

/** One handler per operation of the contract. */
export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };
