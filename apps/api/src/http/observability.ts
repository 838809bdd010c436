/**
 * What an operator watches (tracker issue 38 item 3; docs/operations.md "Observability"):
 *
 * - Every answer carries its request id in `X-Request-Id` (the id the server's log lines and a 500's `requestId` carry),
 *   and every request writes one access-log line through pino (Fastify's logger) when it is answered: the request id
 *   (`reqId`), method, path without the query string (a search may hold a national ID), the contract's operation,
 *   status, time and client address.
 * - `GET /metrics` in Prometheus's text format (prom-client), when `METRICS_TOKEN` is set and the request carries it as
 *   a bearer token: requests and their latency by operation (the contract's operationId, never the raw address, so
 *   the label values stay few), the database pool, the outbox's queue of e-mail (length, age of the oldest message) and
 *   of LINE, failed messages of each, and Node's process figures. Figures are per instance; the outbox's are the shared database's.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Histogram, Registry } from "prom-client";
import type { Database } from "../db/database";
import { languageFrom, message } from "../i18n/messages";
import { errorEnvelope } from "../lib/errors";
import { loadPromClient } from "../lib/heavy-modules";
import { outboxFigures } from "../outbox/outbox";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The `operation` label of a route that is no operation of the contract (`/metrics`, the API reference). */
    observedAs?: string;
  }
}

/** Path of the Prometheus metrics (outside the API's base path, where Prometheus looks by default). */
export const METRICS_PATH = "/metrics";

/** Response header that carries the request id. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Buckets of the request latency histogram, in seconds (5 ms to 10 s). */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The `operation` label of a request that reached no route (unknown paths, and the portal's pages served by the
 * single-page fallback); the built portal's files are `portal`.
 */
export const UNROUTED_OPERATION = "unrouted";

/** What {@link registerObservability} needs. */
export interface ObservabilityOptions {
  /** The bearer token of `/metrics` (`METRICS_TOKEN`); unset = no `/metrics` route (404). */
  metricsToken?: string;
  /** The open database, once it is open (the pool and outbox figures; none before). */
  database: () => Database | undefined;
  /** Current time in ms since the epoch. */
  clock: () => number;
}

/** The `operation` label of an answered request. */
function operationOf(request: FastifyRequest): string {
  const config = request.routeOptions.config;
  return config.operationId ?? config.observedAs ?? (request.is404 ? UNROUTED_OPERATION : "portal");
}

/** Whether the request's `Authorization` header is `Bearer <token>` (compared in constant time). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer[ ]+(.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim() ?? "", "utf8");
  const wanted = Buffer.from(token, "utf8");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The metrics of one server, in a registry of its own (several servers in one process keep theirs apart). */
async function createMetrics(options: ObservabilityOptions): Promise<{ registry: Registry; requests: Histogram<"operation" | "method" | "status_code"> }> {
  const { Gauge, Histogram, Registry, collectDefaultMetrics } = await loadPromClient();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "eoffice_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by contract operation, method and status.",
    labelNames: ["operation", "method", "status_code"] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  new Gauge({
    name: "eoffice_db_pool_connections",
    help: "Database connections of this instance: open and in use, open and idle, the most the pool opens.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = options.database()?.poolStats();
      if (!stats) return;
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "max" }, stats.max);
    },
  });
  new Gauge({
    name: "eoffice_db_pool_waiting_requests",
    help: "Requests of this instance waiting for a database connection.",
    registers: [registry],
    collect() {
      const stats = options.database()?.poolStats();
      if (stats) this.set(stats.waiting);
    },
  });
  // The outbox figures of both channels come from one query a scrape: the first gauge's collect makes it, the others read it.
  let outbox: Promise<Awaited<ReturnType<typeof outboxFigures>> | undefined> = Promise.resolve(undefined);
  new Gauge({
    name: "eoffice_email_outbox_queued",
    help: "E-mail messages waiting to be delivered (the shared database's outbox).",
    registers: [registry],
    async collect() {
      const database = options.database();
      outbox = database ? outboxFigures(database.db, options.clock()).catch(() => undefined) : Promise.resolve(undefined);
      const figures = await outbox;
      if (figures) this.set(figures.email.queued);
    },
  });
  new Gauge({
    name: "eoffice_email_outbox_oldest_queued_seconds",
    help: "Age of the oldest e-mail message waiting to be delivered, in seconds (0 when none waits).",
    registers: [registry],
    async collect() {
      const figures = await outbox;
      if (figures) this.set(figures.email.oldestQueuedSeconds);
    },
  });
  new Gauge({
    name: "eoffice_email_failed",
    help: "E-mail messages given up after their last delivery attempt (the shared database's outbox).",
    registers: [registry],
    async collect() {
      const figures = await outbox;
      if (figures) this.set(figures.email.failed);
    },
  });
  new Gauge({
    name: "eoffice_line_outbox_queued",
    help: "LINE messages waiting to be delivered (the shared database's outbox).",
    registers: [registry],
    async collect() {
      const figures = await outbox;
      if (figures) this.set(figures.line.queued);
    },
  });
  new Gauge({
    name: "eoffice_line_failed",
    help: "LINE messages given up after their last delivery attempt (the shared database's outbox).",
    registers: [registry],
    async collect() {
      const figures = await outbox;
      if (figures) this.set(figures.line.failed);
    },
  });
  return { registry, requests };
}

/**
 * Registers the request id header, the access log and, when `metricsToken` is set, `/metrics` and the request
 * figures behind it (prom-client is loaded only then: about 70 ms of a start). Call before the routes are registered.
 */
export async function registerObservability(app: FastifyInstance, options: ObservabilityOptions): Promise<void> {
  const metrics = options.metricsToken ? await createMetrics(options) : undefined;
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const operation = operationOf(request);
    const seconds = reply.elapsedTime / 1000;
    metrics?.requests.observe({ operation, method: request.method, status_code: String(reply.statusCode) }, seconds);
    request.log.info(
      {
        method: request.method,
        path: request.url.split("?")[0],
        operation,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      "request completed",
    );
  });
  if (!metrics || !options.metricsToken) return;
  const token = options.metricsToken;
  app.get(METRICS_PATH, { config: { observedAs: "metrics" } }, async (request, reply) => {
    void reply.header("cache-control", "no-store");
    if (!bearerMatches(request, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send(errorEnvelope(message("tokenInvalid", languageFrom(request.headers["accept-language"]))));
    }
    return reply.header("content-type", metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
