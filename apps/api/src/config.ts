/**
 * Server configuration from environment variables, with safe defaults for the embedded demo
 * (docs/architecture.md "Conventions that hold across issues").
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Default upload limit: 10 MB (10,485,760 bytes). The server's limit is the setting `UPLOAD_MAX_BYTES`
 * (`ServerConfig.maxFileBytes`, from {@link MIN_UPLOAD_LIMIT_BYTES} to {@link MAX_UPLOAD_LIMIT_BYTES}); every upload
 * (complaint and note files, news files, documents, avatars: all go through `POST /v1/ESFile` or the avatar call)
 * is read with it, and one byte more answers 413.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Smallest value of `UPLOAD_MAX_BYTES`: 1 KiB. */
export const MIN_UPLOAD_LIMIT_BYTES = 1024;

/** Largest value of `UPLOAD_MAX_BYTES`: 100 MiB (an upload is held in memory while it is checked). */
export const MAX_UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;

/** Default bound of the wait for the database: 10 s, in ms (`DB_WAIT_TIMEOUT_MS`). */
export const DEFAULT_DB_WAIT_TIMEOUT_MS = 10_000;

/** Default size of an instance's PostgreSQL connection pool (`DB_POOL_MAX`): 10 connections. */
export const DEFAULT_DB_POOL_MAX = 10;

/**
 * Default bound of a graceful shutdown (`SHUTDOWN_TIMEOUT_MS`): 25 s, in ms. On SIGTERM the server stops accepting
 * connections and lets the requests in flight finish; past this bound it exits with code 1. It is shorter than the
 * 30 s that the container definition (`compose.yaml`, `stop_grace_period`) and the systemd unit
 * (`deploy/eoffice.service`, `TimeoutStopSec`) wait before they kill the process.
 */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

/** Prefix of a secret setting given as bytes (`base64url:<bytes>`), the form of a generated secret's file. */
export const BASE64URL_SECRET_PREFIX = "base64url:";

/** Fewest bytes of a secret setting (`TOKEN_SECRET`, `GARBAGE_BANK_SECRET` and their `_PREVIOUS`): 32. */
export const MIN_SECRET_BYTES = 32;

/** Fewest characters of `METRICS_TOKEN`: 32. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/**
 * Finds the `apps/api` folder by walking up from this module to the package.json named `@eoffice/api`, so the
 * same code works from the sources (`src/config.ts`, `src/db/...`) and from the compiled bundle
 * (`dist/main.mjs`).
 *
 * @throws Error when no such package.json is found above the module.
 */
export function findApiRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: unknown };
      if (pkg.name === "@eoffice/api") return dir;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    if (path.dirname(dir) === dir) throw new Error(`No package.json of @eoffice/api above ${from}.`);
  }
}

/** The `apps/api` folder (holds `drizzle/`, the migrations). */
export const API_ROOT = findApiRoot();

/** Root folder of the repository (two levels above `apps/api`). */
export const REPO_ROOT = path.resolve(API_ROOT, "../..");

/** Name of the contract as JSON next to the compiled server (`dist/`), written by its build (`tsdown.config.ts`). */
export const COMPILED_CONTRACT_FILE = "pxapi_eoffice.json";

/**
 * Default path of the contract: `openapi/pxapi_eoffice.yaml`, or, for the compiled server, the same document as JSON
 * beside it (parsing the YAML took about 0.7 s of every start, tracker issue 8).
 */
export const DEFAULT_CONTRACT_PATH = ((compiled) => (existsSync(compiled) ? compiled : path.join(REPO_ROOT, "openapi", "pxapi_eoffice.yaml")))(
  path.join(path.dirname(fileURLToPath(import.meta.url)), COMPILED_CONTRACT_FILE),
);

/** Default token lifetime: 15 minutes, in seconds (the portal renews tokens before they expire). */
export const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;

/** Default idle lifetime of a session: 8 hours, in seconds. */
export const DEFAULT_SESSION_TTL_SECONDS = 8 * 60 * 60;

/** Default idle lifetime of a "remember me" session: 30 days, in seconds. */
export const DEFAULT_REMEMBER_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The LINE Official Account's settings (`LINE_*`, docs/line.md). */
export interface LineConfig {
  channelSecret: string;
  channelAccessToken: string;
  /** The Messaging API's address (`LINE_API_BASE_URL`; tests point it at a local server). @default "https://api.line.me" */
  apiBaseUrl: string;
  /** The content API's address (`LINE_DATA_API_BASE_URL`). @default "https://api-data.line.me" */
  dataApiBaseUrl: string;
}

/** An http(s) address setting, without a trailing slash. */
function urlFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) address, got "${raw}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError(`${name} must be an http(s) address, got "${raw}".`);
  return url.toString().replace(/\/+$/, "");
}

/** The LINE settings of the environment, or undefined when neither secret nor token is set. */
function lineFrom(env: NodeJS.ProcessEnv): LineConfig | undefined {
  const channelSecret = env.LINE_CHANNEL_SECRET?.trim() || undefined;
  const channelAccessToken = env.LINE_CHANNEL_ACCESS_TOKEN?.trim() || undefined;
  if (!channelSecret && !channelAccessToken) return undefined;
  if (!channelSecret || !channelAccessToken) throw new ConfigError("LINE_CHANNEL_SECRET and LINE_CHANNEL_ACCESS_TOKEN are set together, or neither.");
  return {
    channelSecret,
    channelAccessToken,
    apiBaseUrl: urlFrom(env, "LINE_API_BASE_URL", "https://api.line.me"),
    dataApiBaseUrl: urlFrom(env, "LINE_DATA_API_BASE_URL", "https://api-data.line.me"),
  };
}

/** Resolved configuration of one server process. */
export interface ServerConfig {
  /** TCP port. @default 8080 */
  port: number;
  /** Interface to listen on. @default "0.0.0.0" */
  host: string;
  /** PGlite data folder, used when `databaseUrl` is not set. @default "<repo root>/.data/pglite" */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /**
   * Token signing secret (`TOKEN_SECRET`, at least 32 characters, or `base64url:` and at least 32 bytes); generated and
   * kept when not given. Read into bytes by {@link secretBytes}.
   */
  tokenSecret?: string;
  /**
   * The token secret before the last rotation (`TOKEN_SECRET_PREVIOUS`, the same forms): tokens, device cookies and
   * whistleblowers' pseudonyms made with it are still accepted (and pseudonyms re-keyed at start), nothing new is
   * signed with it (docs/operations.md "Rotating secrets"). @default none
   */
  tokenSecretPrevious?: string;
  /** Lifetime of one token in seconds (`TOKEN_TTL_SECONDS`). @default 900 (15 min) */
  tokenTtlSeconds: number;
  /** Idle lifetime of a session in seconds (`SESSION_TTL_SECONDS`). @default 28800 (8 h) */
  sessionTtlSeconds: number;
  /** Idle lifetime of a "remember me" session in seconds (`REMEMBER_ME_TTL_SECONDS`). @default 2592000 (30 days) */
  rememberTtlSeconds: number;
  /** Pino log level. @default "info" */
  logLevel: string;
  /** Folder of the built portal. @default "<repo root>/apps/portal/dist" */
  portalDist: string;
  /** Seed demo accounts and complaints into a PostgreSQL database (`SEED_DEMO=1`). @default false */
  seedDemo: boolean;
  /**
   * Which proxies to trust for the client address (`X-Forwarded-For`), Fastify's `trustProxy`: `false` uses the
   * TCP peer; `true` trusts every proxy; a number trusts that many hops; a string lists addresses or CIDR ranges.
   * Throttling keys on the client address, so behind a load balancer this must be set. @default false
   */
  trustProxy: boolean | number | string;
  /**
   * SMTP relay of the e-mail sender, a nodemailer connection URL (`smtp://user:pass@host:587`, `smtps://host:465`;
   * options as query parameters, for example `?ignoreTLS=true`). Unset = no sender: e-mail stays `queued` and
   * administrators read it on the outbox page (the embedded demo's default). See `src/mail/sender.ts`.
   */
  smtpUrl?: string;
  /** How often the outbox sender looks for due messages, e-mail and LINE, in ms (`MAIL_POLL_MS`). @default 5000 */
  mailPollMs: number;
  /**
   * Whether a webhook endpoint may be plain `http` to this machine (`localhost`, `127.0.0.1`, `::1`), for development
   * (`WEBHOOK_ALLOW_LOCAL_HTTP`); otherwise only `https` is taken (tracker issue 41 item 3, docs/webhooks.md).
   * @default false
   */
  webhookAllowLocalHttp: boolean;
  /** How often each instance's webhook sender looks for due deliveries, in ms (`WEBHOOK_POLL_MS`). @default 5000 */
  webhookPollMs: number;
  /** How long a webhook receiver may take to answer, in ms (`WEBHOOK_TIMEOUT_MS`); longer counts as a failed attempt. @default 10000 */
  webhookTimeoutMs: number;
  /**
   * The Tesseract program of the text recognition (OCR) of scanned documents (`OCR_TESSERACT`, a command on the
   * `PATH` or a path; `off` = no recognition: a scan is filed and marked "no text"; tracker issue 39 item 5,
   * `src/dms/ocr.ts`). It needs the `tha` and `eng` languages (Debian `tesseract-ocr-tha`, `tesseract-ocr-eng`), and
   * `pdftoppm` (`poppler-utils`) for PDFs without a text layer. @default "tesseract"
   */
  ocrTesseract: string;
  /** How often each instance looks for documents waiting for text recognition, in ms (`OCR_POLL_MS`). @default 5000 */
  ocrPollMs: number;
  /**
   * How often each instance runs the deadline check of open cases (80 % of the target time, overdue; tracker issue 39
   * item 1), in ms (`DEADLINE_CHECK_MS`); 0 = never. @default 300000 (5 minutes)
   */
  deadlineCheckMs: number;
  /**
   * Public address of the portal (`PORTAL_URL`, for example `https://eoffice.example.go.th`), for links in
   * e-mails. @default `http://localhost:<PORT>`
   */
  portalUrl: string;
  /**
   * Shared secret of the bank's garbage-fee payment notifications (`GARBAGE_BANK_SECRET`, at least 32 characters):
   * HMAC-SHA256 key of the `x-bank-signature` header. When not given, one is generated and kept like the token
   * secret (fine for the embedded demo, whose bank is simulated).
   */
  garbageBankSecret?: string;
  /**
   * The bank secret before the last rotation (`GARBAGE_BANK_SECRET_PREVIOUS`): a notification signed with it is still
   * accepted, so the bank may switch to the new secret at its own time. @default none
   */
  garbageBankSecretPrevious?: string;
  /**
   * Whether finance officers may "simulate the bank" (`GARBAGE_BANK_SIMULATION=1/0`).
   * @default true for the embedded demo (no DATABASE_URL), false with PostgreSQL
   */
  garbageBankSimulation: boolean;
  /**
   * The upload limit in bytes (`UPLOAD_MAX_BYTES`, 1,024 to 104,857,600): the largest file the files mechanism
   * accepts, for every upload (complaints and notes, news, documents, avatars); one byte more answers 413.
   * @default MAX_FILE_BYTES (10 MB = 10,485,760 bytes)
   */
  maxFileBytes: number;
  /**
   * The bound of a request's wait for the database, in ms (`DB_WAIT_TIMEOUT_MS`, 100 to 120,000): the queue of the
   * embedded database's one connection, PostgreSQL's pool `connectionTimeoutMillis`. A request that waited longer
   * answers 503 with `Retry-After`. @default DEFAULT_DB_WAIT_TIMEOUT_MS (10 s)
   */
  dbWaitTimeoutMs: number;
  /**
   * Connections of this instance's PostgreSQL pool (`DB_POOL_MAX`, 1 to 500); the embedded database has one.
   * @default DEFAULT_DB_POOL_MAX (10)
   */
  dbPoolMax: number;
  /**
   * The bearer token that `GET /metrics` asks for (`METRICS_TOKEN`, at least 32 characters); unset = `/metrics`
   * answers 404 (docs/operations.md "Metrics"). @default none
   */
  metricsToken?: string;
  /**
   * Whether the contract is served to integrators (`API_DOCS`, `1`/`0`): `GET /pxapi_eoffice/api/openapi.json`,
   * `/openapi.yaml` and the reference page `/docs`. @default true
   */
  apiDocs: boolean;
  /**
   * The LINE Official Account (tracker issue 41 item 4; docs/line.md): the channel secret that verifies the webhook's
   * `x-line-signature` (`LINE_CHANNEL_SECRET`) and the channel access token of the Messaging API
   * (`LINE_CHANNEL_ACCESS_TOKEN`); both or neither. Unset = no LINE: the webhook answers 404 and nothing is queued for
   * LINE. @default none
   */
  line?: LineConfig;
  /** Bound of a graceful shutdown in ms (`SHUTDOWN_TIMEOUT_MS`, 1,000 to 600,000). @default DEFAULT_SHUTDOWN_TIMEOUT_MS */
  shutdownTimeoutMs: number;
}

/** Default interval of the deadline check of open cases: 5 minutes, in ms (`DEADLINE_CHECK_MS`). */
export const DEFAULT_DEADLINE_CHECK_MS = 5 * 60 * 1000;

/** Default interval of the e-mail sender's look for due messages: 5 s, in ms (`MAIL_POLL_MS`). */
export const DEFAULT_MAIL_POLL_MS = 5000;

/** Default time a webhook receiver may take to answer: 10 s, in ms (`WEBHOOK_TIMEOUT_MS`). */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** Thrown when an environment variable has an unusable value. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses TRUST_PROXY: unset or "false" -> false, "true" -> true, digits -> hop count, else an address list. */
function trustProxyFrom(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value;
}

/**
 * Parses SMTP_URL: unset or blank -> undefined; otherwise it must be an `smtp:` or `smtps:` URL with a host.
 *
 * @throws ConfigError for any other value.
 */
function smtpUrlFrom(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? "";
  if (value === "") return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError("SMTP_URL must be a URL such as smtp://user:password@mail.example.org:587.");
  }
  if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || url.hostname === "") {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// and name a host, got "${url.protocol}//${url.host}".`);
  }
  return value;
}

/**
 * The bytes of a secret setting: `base64url:<bytes>` decoded (the form of a generated secret's file, for example
 * `<data folder>/token-secret`), any other value as its UTF-8 bytes.
 */
export function secretBytes(value: string): Uint8Array {
  return value.startsWith(BASE64URL_SECRET_PREFIX)
    ? new Uint8Array(Buffer.from(value.slice(BASE64URL_SECRET_PREFIX.length), "base64url"))
    : new TextEncoder().encode(value);
}

/**
 * Reads a secret setting: unset or blank -> undefined.
 *
 * @throws ConfigError when it has fewer than {@link MIN_SECRET_BYTES} bytes.
 */
function secretFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim() || undefined;
  if (value === undefined) return undefined;
  if (secretBytes(value).length < MIN_SECRET_BYTES) {
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_BYTES} characters long (or ${BASE64URL_SECRET_PREFIX} and at least ${MIN_SECRET_BYTES} bytes).`);
  }
  return value;
}

/**
 * Reads a switch: unset or blank -> `fallback`; `1`/`true`/`on` -> true; `0`/`false`/`off` -> false.
 *
 * @throws ConfigError for any other value.
 */
function switchFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase() ?? "";
  if (value === "") return fallback;
  if (["1", "true", "on"].includes(value)) return true;
  if (["0", "false", "off"].includes(value)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${env[name]}".`);
}

function integerFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

/**
 * Reads the configuration from environment variables: PORT, HOST, DATA_DIR, DATABASE_URL, TOKEN_SECRET,
 * TOKEN_TTL_SECONDS, LOG_LEVEL, PORTAL_DIST, SEED_DEMO, TRUST_PROXY, SMTP_URL, MAIL_POLL_MS, WEBHOOK_ALLOW_LOCAL_HTTP, WEBHOOK_POLL_MS,
 * WEBHOOK_TIMEOUT_MS, OCR_TESSERACT, OCR_POLL_MS, DEADLINE_CHECK_MS, GARBAGE_BANK_SECRET,
 * GARBAGE_BANK_SIMULATION, UPLOAD_MAX_BYTES, DB_WAIT_TIMEOUT_MS, DB_POOL_MAX, TOKEN_SECRET_PREVIOUS,
 * GARBAGE_BANK_SECRET_PREVIOUS, METRICS_TOKEN, API_DOCS, SHUTDOWN_TIMEOUT_MS, LINE_CHANNEL_SECRET, LINE_CHANNEL_ACCESS_TOKEN,
 * LINE_API_BASE_URL, LINE_DATA_API_BASE_URL. Every one is described, with its default
 * and an example, in docs/operations.md "Configuration reference". The municipality's names, address, tax ID, PromptPay
 * biller ID and e-mail sender are not configuration: they are the identity an administrator sets (tracker issue 38
 * item 1; docs/identity.md).
 *
 * @throws ConfigError when a value is out of range (for example a TOKEN_SECRET shorter than 32 characters).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const tokenSecret = secretFrom(env, "TOKEN_SECRET");
  const garbageBankSecret = secretFrom(env, "GARBAGE_BANK_SECRET");
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long.`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const simulation = env.GARBAGE_BANK_SIMULATION?.trim();
  return {
    port: integerFrom(env, "PORT", 8080, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, ".data", "pglite")),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    tokenSecret,
    tokenSecretPrevious: secretFrom(env, "TOKEN_SECRET_PREVIOUS"),
    tokenTtlSeconds: integerFrom(env, "TOKEN_TTL_SECONDS", DEFAULT_TOKEN_TTL_SECONDS, 60, 60 * 60 * 24 * 30),
    sessionTtlSeconds: integerFrom(env, "SESSION_TTL_SECONDS", DEFAULT_SESSION_TTL_SECONDS, 60, 60 * 60 * 24 * 30),
    rememberTtlSeconds: integerFrom(env, "REMEMBER_ME_TTL_SECONDS", DEFAULT_REMEMBER_TTL_SECONDS, 60, 60 * 60 * 24 * 365),
    logLevel: env.LOG_LEVEL?.trim() || "info",
    portalDist: path.resolve(env.PORTAL_DIST?.trim() || path.join(REPO_ROOT, "apps", "portal", "dist")),
    seedDemo: env.SEED_DEMO === "1" || env.SEED_DEMO === "true",
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    smtpUrl: smtpUrlFrom(env.SMTP_URL),
    portalUrl: (env.PORTAL_URL?.trim() || `http://localhost:${integerFrom(env, "PORT", 8080, 0, 65535)}`).replace(/\/+$/, ""),
    mailPollMs: integerFrom(env, "MAIL_POLL_MS", DEFAULT_MAIL_POLL_MS, 50, 60 * 60 * 1000),
    webhookAllowLocalHttp: switchFrom(env, "WEBHOOK_ALLOW_LOCAL_HTTP", false),
    webhookPollMs: integerFrom(env, "WEBHOOK_POLL_MS", DEFAULT_MAIL_POLL_MS, 50, 60 * 60 * 1000),
    webhookTimeoutMs: integerFrom(env, "WEBHOOK_TIMEOUT_MS", DEFAULT_WEBHOOK_TIMEOUT_MS, 1000, 60_000),
    ocrTesseract: env.OCR_TESSERACT?.trim() || "tesseract",
    ocrPollMs: integerFrom(env, "OCR_POLL_MS", DEFAULT_MAIL_POLL_MS, 50, 60 * 60 * 1000),
    deadlineCheckMs: integerFrom(env, "DEADLINE_CHECK_MS", DEFAULT_DEADLINE_CHECK_MS, 0, 24 * 60 * 60 * 1000),
    garbageBankSecret,
    garbageBankSecretPrevious: secretFrom(env, "GARBAGE_BANK_SECRET_PREVIOUS"),
    garbageBankSimulation: simulation ? simulation === "1" || simulation === "true" : databaseUrl === undefined,
    maxFileBytes: integerFrom(env, "UPLOAD_MAX_BYTES", MAX_FILE_BYTES, MIN_UPLOAD_LIMIT_BYTES, MAX_UPLOAD_LIMIT_BYTES),
    dbWaitTimeoutMs: integerFrom(env, "DB_WAIT_TIMEOUT_MS", DEFAULT_DB_WAIT_TIMEOUT_MS, 100, 120_000),
    dbPoolMax: integerFrom(env, "DB_POOL_MAX", DEFAULT_DB_POOL_MAX, 1, 500),
    metricsToken,
    apiDocs: switchFrom(env, "API_DOCS", true),
    line: lineFrom(env),
    shutdownTimeoutMs: integerFrom(env, "SHUTDOWN_TIMEOUT_MS", DEFAULT_SHUTDOWN_TIMEOUT_MS, 1000, 600_000),
  };
}
