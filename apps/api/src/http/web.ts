/**
 * HTTP concerns around the operations: security headers on every answer (helmet, plus `Permissions-Policy`,
 * also on answers Fastify writes before routing: an undecodable address, headers over 16 KiB), compression, the JSON
 * body parser (1 MiB limit; other media types answer 415), the error envelope for every error, 404 for
 * unknown API paths, and the built portal as static files with an SPA fallback to `index.html`, which is filled in
 * with the municipality's identity at every request (`identity/page.ts`; tracker issue 38 item 1: no rebuild, no
 * restart).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fieldError } from "../i18n/field-messages";
import { languageFrom, message, type Language } from "../i18n/messages";
import { isDatabaseBusy } from "../db/connection-queue";
import { HttpError, badRequest, envelopeOf, errorEnvelope } from "../lib/errors";
import type { Db } from "../db/database";
import { loadLogo } from "../files/storage";
import { readIdentity } from "../identity/identity";
import { renderIndexHtml } from "../identity/page";
import { REQUEST_ID_HEADER } from "./observability";

/** Largest accepted request body: 1 MiB, in bytes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Longest path parameter routed to an operation (Fastify's default, 100, sends longer ones to the not-found
 * handler); the request line is bounded by the 16 KiB header limit anyway, so validation answers 400.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;

/** Cache lifetime of hashed assets under /assets: one year, in seconds. */
export const ASSET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy directives (no inline scripts; inline styles allowed for react-aria; `blob:` images:
 * the portal shows upload thumbnails and watermarked case photos, fetched with the token header, from object URLs).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The `Permissions-Policy` of every answer: powerful browser features are denied, except geolocation for the
 * site itself (the complaint form may offer "use my location").
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

/** Seconds a client is told to wait (`Retry-After`) on a 429 that carries no better figure. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * `Retry-After` of a 503 answered because the database was not free within `DB_WAIT_TIMEOUT_MS` (tracker issue 36
 * item 9): 5 s, in seconds.
 */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** A `Content-Security-Policy` header value from directives named as helmet names them (`defaultSrc`). */
export function cspHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(" ")}`)
    .join(";");
}

/**
 * The security headers helmet sets, plus `Permissions-Policy`, for answers written outside helmet's hook
 * (framework errors before routing, client errors on the raw socket).
 */
export function securityHeaders(): Record<string, string> {
  return {
    "content-security-policy": cspHeader(CSP_DIRECTIVES),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": PERMISSIONS_POLICY,
  };
}

/**
 * Headers that only a document reads (a page, or a script that runs as a worker with a policy of its own): the
 * security policy and its companions, and `Strict-Transport-Security`, which a browser learns from the page (it holds
 * for the whole host). The built portal's other static files (scripts, styles, fonts, images) are sent without them
 * (tracker issue 40 item 2: they repeated 1.1 kB on every script; now a hashed script's answer carries about 300 bytes
 * of headers, measured by `apps/api/test/phone.test.ts`).
 */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
] as const;

/**
 * Static files that are documents or run as one, so keep {@link DOCUMENT_ONLY_HEADERS}: pages, SVG images (which may
 * be opened as a page) and the service worker's script (its policy is that of its own answer).
 */
const DOCUMENT_FILE = /(?:\.html?|\.svg|^sw\.js)$/;

/** Registers helmet, `Permissions-Policy` and compression; call before any route. */
export async function registerHttpBasics(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (_request, reply) => {
    void reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true });
}

/** Replaces the body parsers: JSON only (empty body = no body); anything else answers 415. */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    // Kept for operations authenticated by a signature of the body (the bank's notification, issue 13).
    (request as { rawBody?: string }).rawBody = text;
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Installs the error handler that answers every error with the contract's error envelope, in the request's language
 * (`Accept-Language`): the one place where field errors are rendered (tracker issue 36 item 5).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageFrom(request.headers["accept-language"]);
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      if (error.statusCode === 429 && !error.headers?.["retry-after"]) void reply.header("retry-after", String(DEFAULT_RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send(envelopeOf(error, language));
    }
    switch (error.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.code(400).send(envelopeOf(badRequest([fieldError("body", "malformedJson")]), language));
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.code(413).send(errorEnvelope(message("bodyTooLarge", language)));
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply.code(415).send(errorEnvelope(message("unsupportedMediaType", language)));
      default:
        break;
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ requestId: request.id }, "the database was busy past the wait bound: 503");
      return reply.code(503).header("retry-after", String(BUSY_RETRY_AFTER_SECONDS)).send(errorEnvelope(message("databaseBusy", language)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .header("retry-after", String(DEFAULT_RETRY_AFTER_SECONDS))
        .send(errorEnvelope(message("tooManyRequests", language)));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own wording is English: a Thai reader gets ours.
      const text = language === "th" ? message(status === 404 ? "notFound" : "requestInvalid", "th") : error.message || message("notFound", "en");
      return reply.code(status).send(errorEnvelope(text));
    }
    request.log.error({ err: error, requestId: request.id }, "request failed");
    return reply.code(500).send(errorEnvelope(message("internalError", language), undefined, request.id));
  });
}

/**
 * Answers errors Fastify raises before routing (an undecodable URL) with the error envelope in the request's language
 * and the same security headers helmet sets on routed answers (helmet's hook does not run for them).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refused = badRequest([fieldError("url", error.code === "FST_ERR_BAD_URL" ? "invalidAddress" : "invalid")]);
  void reply
    .headers(securityHeaders())
    .code(400)
    .send(envelopeOf(refused, languageFrom(request.headers["accept-language"])));
  request.log.debug({ err: error }, "framework error");
}

/**
 * The language of a request Node's HTTP parser refused, from its `Accept-Language` line in the bytes the parser had
 * read (`rawPacket`), when there is one; English otherwise.
 */
function rawLanguage(error: NodeJS.ErrnoException): Language {
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(raw)) return "en";
  return languageFrom(/^accept-language:[ \t]*([^\r\n]*)/im.exec(raw.toString("latin1"))?.[1]);
}

/**
 * Answers errors Node's HTTP parser raises before Fastify sees a request (Fastify's `clientErrorHandler`):
 * headers over the size limit answer 431, a request timeout 408, anything else 400, each with the error
 * envelope and the security headers; then the connection is closed. The headers were never parsed: the message is in
 * Thai when the bytes read hold an `Accept-Language` that prefers it, in English otherwise.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, key] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? ([431, "Request Header Fields Too Large", "headersTooLarge"] as const)
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? ([408, "Request Timeout", "requestTimeout"] as const)
        : ([400, "Bad Request", "notHttp"] as const);
  const text = message(key, rawLanguage(error));
  const body = JSON.stringify(errorEnvelope(text));
  const headers = {
    ...securityHeaders(),
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
  };
  if (socket.writable) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return /\btext\/html\b/i.test(accept);
}

/**
 * Serves the built portal from `portalDist` (hashed files under /assets cached for a year, the rest
 * revalidated) and installs the not-found handler: GET/HEAD requests outside the API that accept HTML get
 * `index.html` (SPA fallback); everything else, including unknown API paths, answers 404 with the envelope.
 * `index.html` (at `/`, `/index.html` and as the fallback) is the build's page with the municipality's identity as the
 * database holds it at that request (`renderIndexHtml`), revalidated at every load (`no-cache`); it is never sent from
 * the build's compressed copies.
 * A file's compressed copy written by the portal build (`file.br`, brotli quality 11, or `file.gz`; see
 * `precompress` in `apps/portal/vite.config.ts`) is sent as it is when the client accepts that encoding; other
 * files are compressed on the fly (`@fastify/compress`).
 *
 * @returns whether the portal is served (false when the folder or its index.html is missing).
 */
export async function registerPortal(
  app: FastifyInstance,
  portalDist: string | null,
  apiBasePath: string,
  pageDb: () => Db,
): Promise<boolean> {
  const served = portalDist !== null && existsSync(path.join(portalDist, "index.html"));
  // The build's page, read once: a file of the build, the same for every request (the identity is filled in per request).
  const template = served ? readFileSync(path.join(portalDist, "index.html"), "utf8") : "";
  const sendPage = async (reply: FastifyReply) => {
    const db = pageDb();
    const row = await readIdentity(db);
    const logo = row.logoType === "image/svg+xml" ? await loadLogo(db) : undefined;
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(renderIndexHtml(template, row, logo));
  };
  if (served) {
    app.get("/", (_request, reply) => sendPage(reply));
    app.get("/index.html", (_request, reply) => sendPage(reply));
    await app.register(fastifyStatic, {
      root: portalDist,
      prefix: "/",
      // A route per file of the build, listed once at the start (a build does not change while it is served), instead
      // of one route for every path: for that route @fastify/static 10.1 checks the spelling of each requested path
      // against its folder's listing (two `readdir`s a file, the assets folder holding about 770 entries), which was
      // the server's largest cost in serving the portal (2026-11-30, a CPU profile of the end-to-end server). The page
      // (`/`, `/index.html`, above) and the compressed copies (sent for their files, below) get no route of their own.
      wildcard: false,
      globIgnore: ["index.html", "index.html.br", "index.html.gz", "**/*.br", "**/*.gz"],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(portalDist, filePath).split(path.sep);
        const hashed = relative[0] === "assets";
        reply.header("cache-control", hashed ? `max-age=${ASSET_MAX_AGE_SECONDS}, immutable` : "no-cache");
        if (!DOCUMENT_FILE.test(relative.join("/"))) {
          // A script, style, font or image: no document's headers, no request id (the access log has it).
          for (const name of [...DOCUMENT_ONLY_HEADERS, REQUEST_ID_HEADER]) reply.removeHeader(name);
        }
        // A hashed file never changes: nothing to revalidate it with, and no ranges of a compressed copy.
        if (hashed) for (const name of ["etag", "last-modified", "accept-ranges"]) reply.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const language = languageFrom(request.headers["accept-language"]);
    const url = request.url.split("?")[0] ?? "";
    const inApi = url === apiBasePath || url.startsWith(`${apiBasePath}/`);
    if (served && !inApi && (request.method === "GET" || request.method === "HEAD") && acceptsHtml(request)) {
      return sendPage(reply);
    }
    return reply.code(404).send(errorEnvelope(message(inApi ? "apiNotFound" : "notFound", language)));
  });
  return served;
}
