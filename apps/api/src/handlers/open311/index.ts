/**
 * Open311 GeoReport v2 (contract tag `Open311`; tracker issue 41 item 2; docs/open311.md) over complaints and
 * e-service requests: discovery, services and their definitions, service requests (read by anyone, filed by
 * registered clients with an `api_key`) and tokens, in JSON or XML as the path's extension asks; and the
 * administrators' API keys (`clients.ts`). The answers are the specification's documents; its error format is
 * written by `http/open311.ts` from the errors thrown here.
 */
import { and, eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { open311Requests } from "../../db/schema";
import { OPEN311_XML_TYPE, open311Xml } from "../../lib/open311-xml";
import { HttpError, badRequest } from "../../lib/errors";
import { fieldError } from "../../i18n/field-messages";
import { readIdentity } from "../../identity/identity";
import type { HandlerDeps } from "../deps";
import type { OperationHandler } from "../types";
import { allServices, attributesOf, findOpen311Service, toOpen311Service } from "./catalogue";
import { open311ClientHandlers } from "./clients";
import { createOpen311Request } from "./create";
import { OPEN311_PERIOD_MS, findRequests, toOpen311Request, type RequestFilters } from "./documents";

/** Where GeoReport v2 answers under the portal's address: the contract's base path (`servers[0].url`) and `/open311/v2/`. */
export const OPEN311_PATH = "/pxapi_eoffice/api/open311/v2/";

/** When this server's GeoReport endpoint last changed (the discovery's `changeset`). */
const CHANGESET = "2026-11-29T00:00:00Z";

/** A GeoReport answer in the asked format: JSON as it is, or its XML document under `root`. */
function document<T, S extends 200 | 201 = 200>(format: "json" | "xml", root: string, value: T, status: S = 200 as S): { status: S; body: T; headers?: Record<string, string> } {
  if (format === "json") return { status, body: value };
  return { status, body: open311Xml(root, value) as unknown as T, headers: { "content-type": OPEN311_XML_TYPE } };
}

/** The comma-separated values of a query parameter, or undefined. */
const list = (value: string | undefined) => (value === undefined ? undefined : value.split(",").map((v) => v.trim()).filter((v) => v !== ""));

type Handlers = {
  [K in "open311Discovery" | "open311Services" | "open311ServiceDefinition" | "open311Requests" | "open311CreateRequest" | "open311Request" | "open311Token"]: OperationHandler<K>;
};

/** The GeoReport v2 handlers and the administrators' API keys. */
export function open311Handlers(deps: HandlerDeps): Handlers & ReturnType<typeof open311ClientHandlers> {
  const { db } = deps;
  /** The filters of `GET requests`: 90 days at most, ending now by default (400 naming `start_date` past it). */
  function requestFilters(query: Record<string, unknown>, now: number): RequestFilters {
    const q = query as { service_request_id?: string; service_code?: string; start_date?: string; end_date?: string; status?: string; lat?: number; long?: number; radius?: number };
    const near = [q.lat, q.long, q.radius];
    if (near.some((v) => v !== undefined) && near.some((v) => v === undefined)) {
      throw badRequest((["lat", "long", "radius"] as const).filter((k) => q[k] === undefined).map((k) => fieldError(k, "required")));
    }
    const nearFilter = q.lat !== undefined && q.long !== undefined && q.radius !== undefined ? { latitude: q.lat, longitude: q.long, radius: q.radius } : undefined;
    if (q.service_request_id !== undefined) return { ids: list(q.service_request_id)!.map(Number) };
    const to = q.end_date !== undefined ? new Date(q.end_date) : new Date(now);
    const from = q.start_date !== undefined ? new Date(q.start_date) : new Date(to.getTime() - OPEN311_PERIOD_MS);
    if (to.getTime() - from.getTime() > OPEN311_PERIOD_MS) throw badRequest([fieldError("start_date", "open311Period", { days: 90 })]);
    return { serviceCodes: list(q.service_code), from, to, status: list(q.status) as ("open" | "closed")[] | undefined, near: nearFilter };
  }

  return {
    open311Discovery: {
      async handle(ctx) {
        const identity = await readIdentity(db);
        const doc: Schemas["Open311Discovery"] = {
          changeset: CHANGESET,
          contact: `${ctx.language === "th" ? identity.nameTh : identity.nameEn}, ${identity.email}, ${identity.telephone}`,
          key_service: `${ctx.language === "th" ? identity.nameTh : identity.nameEn}: ${identity.email}`,
          endpoints: [
            {
              specification: "http://wiki.open311.org/GeoReport_v2",
              url: new URL(OPEN311_PATH, deps.portalUrl).toString(),
              changeset: CHANGESET,
              type: "production",
              formats: ["application/json", "text/xml"],
            },
          ],
        };
        return document(ctx.params.format, "discovery", doc);
      },
    },
    open311Services: {
      async handle(ctx) {
        const services = (await allServices(db)).map((s) => toOpen311Service(s, ctx.language));
        return document(ctx.params.format, "services", services);
      },
    },
    open311ServiceDefinition: {
      async handle(ctx) {
        const found = await findOpen311Service(db, ctx.params.service_code);
        const attributes = found?.kind === "eservice" ? attributesOf(found.row.service, ctx.language).attributes : [];
        if (!found || attributes.length === 0) throw new HttpError(404, ctx.t("open311ServiceNotFound"));
        return document(ctx.params.format, "service_definition", { service_code: ctx.params.service_code, attributes });
      },
    },
    open311Requests: {
      async handle(ctx) {
        const rows = await findRequests(db, requestFilters(ctx.query, ctx.now));
        return document(ctx.params.format, "service_requests", rows.map((r) => toOpen311Request(r, ctx.language)));
      },
    },
    open311Request: {
      async handle(ctx) {
        const rows = await findRequests(db, { ids: [Number(ctx.params.service_request_id)] });
        if (rows.length === 0) throw new HttpError(404, ctx.t("open311RequestNotFound"));
        return document(ctx.params.format, "service_requests", rows.map((r) => toOpen311Request(r, ctx.language)));
      },
    },
    open311Token: {
      async handle(ctx) {
        const [row] = await db.select({ caseId: open311Requests.caseId }).from(open311Requests).where(and(eq(open311Requests.token, ctx.params.token)));
        if (!row) throw new HttpError(404, ctx.t("open311TokenNotFound"));
        return document(ctx.params.format, "service_requests", [{ service_request_id: String(row.caseId), token: ctx.params.token }]);
      },
    },
    open311CreateRequest: {
      async handle(ctx) {
        const created = await createOpen311Request(deps, ctx);
        return document(ctx.params.format, "service_requests", created, 201);
      },
    },
    ...open311ClientHandlers(deps),
  };
}
