/**
 * Filing a GeoReport `POST requests` (tracker issue 41 item 2; docs/open311.md): the client's `api_key` (only its
 * SHA-256 is stored) and its hourly quota (counted in the database, `throttle_counters` scope `open311-key`, so that
 * every instance agrees), then a complaint (a complaint kind's code) or an e-service request (an e-service's code)
 * filed by `insertCase` like the portal's, without a resident account, in the unit's queue; the client and the token
 * are recorded in `open311_requests`.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { bangkokDay } from "@eoffice/thai";
import type { Schemas } from "@eoffice/api-client";
import { hit } from "../../auth/throttle";
import { DAY_MS } from "../../cases/lifecycle";
import { open311Clients, open311Requests } from "../../db/schema";
import { checkFormAnswers } from "../../eservices/form";
import { summariseRequest } from "../../eservices/summary";
import { fieldError, type FieldError } from "../../i18n/field-messages";
import { HttpError, badRequest, tooManyRequests } from "../../lib/errors";
import { insertCase, kindInfo, kindRouting, type NewCase } from "../complaint";
import type { HandlerDeps } from "../deps";
import type { HandlerContext } from "../types";
import { attributesOf, findOpen311Service } from "./catalogue";

/** The hex SHA-256 of an API key, as stored. */
export function apiKeyHash(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** One hour, the window of a key's quota, in ms. */
const QUOTA_WINDOW_MS = 60 * 60 * 1000;

/** A coordinate of the form, checked against its range (400 naming the field). */
function coordinate(value: string | undefined, field: "lat" | "long", errors: FieldError[]): number | undefined {
  if (value === undefined) return undefined;
  const limit = field === "lat" ? 90 : 180;
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    errors.push(fieldError(field, "requiredRange", { min: -limit, max: limit }));
    return undefined;
  }
  return n;
}

/** The answers of an e-service's form from the `attribute[code]` fields (numbers as numbers, lists as lists). */
function formAnswers(body: Record<string, unknown>, attributes: Schemas["Open311Attribute"][]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const a of attributes) {
    const raw = body[`attribute[${a.code}]`] ?? body[`attribute[${a.code}][]`];
    if (raw === undefined || raw === "") continue;
    if (a.datatype === "multivaluelist") data[a.code] = Array.isArray(raw) ? raw : [raw];
    else if (a.datatype === "number") data[a.code] = Number(Array.isArray(raw) ? raw[0] : raw);
    else data[a.code] = Array.isArray(raw) ? raw[0] : raw;
  }
  return data;
}

/** Form errors named as the client sent them: `data.x` becomes `attribute[x]`. */
const asAttributes = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: e.field.replace(/^data\.([^.]+)/, "attribute[$1]") }));

/**
 * Files one GeoReport request.
 *
 * @throws HttpError 403 for a missing, unknown or revoked key; 429 with `Retry-After` past its quota; 400 naming the
 *   field (`service_code`, `lat`, `long`, `address_string`, `description`, `attribute[code]`).
 */
export async function createOpen311Request(deps: HandlerDeps, ctx: HandlerContext<"open311CreateRequest">): Promise<Schemas["Open311Created"]> {
  const { db, portalUrl } = deps;
  const body = ctx.body as unknown as Schemas["Open311RequestCreate"] & Record<string, unknown>;
  const [client] = await db
    .select()
    .from(open311Clients)
    .where(and(eq(open311Clients.keyHash, apiKeyHash(body.api_key)), isNull(open311Clients.revokedAt)));
  if (!client) throw new HttpError(403, ctx.t("open311ApiKeyInvalid"));
  const quota = await hit(db, { scope: "open311-key", limit: client.quotaPerHour, windowMs: QUOTA_WINDOW_MS }, String(client.id), ctx.now);
  if (!quota.allowed) throw tooManyRequests(ctx.t("tooManyRequests"), quota.retryAfterMs);

  const service = await findOpen311Service(db, body.service_code);
  if (!service) throw badRequest([fieldError("service_code", "notOpen311Service")]);
  const errors: FieldError[] = [];
  const latitude = coordinate(body.lat, "lat", errors);
  const longitude = coordinate(body.long, "long", errors);
  if ((body.lat === undefined) !== (body.long === undefined)) errors.push(fieldError(body.lat === undefined ? "lat" : "long", "required"));
  const address = body.address_string?.trim() ?? "";
  if (body.lat === undefined && body.long === undefined && address.length < 3) errors.push(fieldError("address_string", "open311LocationRequired"));
  if (errors.length > 0) throw badRequest(errors);
  const position = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
  const place = address.length >= 3 ? address : position ? `${position.latitude}, ${position.longitude}` : "";
  const contactName = [body.first_name, body.last_name].filter((s) => s && s.trim()).join(" ").trim() || client.name;
  const common = { position, phone: body.phone?.trim() || null, personId: null, contactName: contactName.slice(0, 200), channel: "open311" as const, actor: { kind: "resident" as const, id: null } };

  let newCase: NewCase;
  if (service.kind === "complaint") {
    const detail = body.description?.trim() ?? "";
    if (detail.length < 10 || detail.length > 2000) throw badRequest([fieldError("description", "requiredRange", { min: 10, max: 2000 })]);
    const kind = await kindInfo(db, service.id, undefined, "service_code");
    newCase = { ...common, routing: kindRouting(kind, service.id), detail, location: place };
  } else {
    const row = service.row.service;
    const { attributes, fileable } = attributesOf(row, ctx.language);
    if (!fileable) throw badRequest([fieldError("service_code", "notByOpen311")]);
    const data = formAnswers(body, attributes);
    const formErrors = await checkFormAnswers(row, data, ctx.now);
    if (formErrors.length > 0) throw badRequest(asAttributes(formErrors));
    const summary = summariseRequest(row.form, data);
    newCase = {
      ...common,
      routing: { complaintTypeId: null, complaintKindId: null, serviceId: row.id, unitId: row.unitId, targetDays: row.targetDays, confidential: false },
      formData: data,
      detail: [summary.detail, body.description?.trim()].filter(Boolean).join("\n").slice(0, 4000),
      location: (summary.location || place || "-").slice(0, 300),
      phone: common.phone ?? summary.phone,
    };
  }
  const token = randomBytes(18).toString("base64url");
  // The day in Bangkok the case is due (its `dueAt`), as the resident reads it.
  const dueDay = bangkokDay(ctx.now + newCase.routing.targetDays * DAY_MS);
  const created = await db.transaction(async (tx) => {
    const c = await insertCase(tx, newCase, ctx.now, portalUrl);
    await tx.insert(open311Requests).values({ caseId: c.id, clientId: client.id, token, createdAt: new Date(ctx.now) });
    return c;
  });
  ctx.log.info({ complaintNo: created.complaintNo, open311Client: client.id }, "Open311 request filed");
  return [{ service_request_id: String(created.id), token, service_notice: ctx.t("open311Notice", { complaintNo: created.complaintNo, due: dueDay }), account_id: null }];
}
