/**
 * Canned replies per unit (tracker issue 39 item 2; contract `listCannedReplies`, `createCannedReply`,
 * `updateCannedReply`, `deleteCannedReply`, `listCaseCannedReplies`): a unit's ready answers in Thai and English,
 * Mustache texts whose placeholders ({@link CANNED_REPLY_PLACEHOLDERS}) are filled for the case they answer, with the
 * same renderer as the e-mail templates (`renderText`, `templateNames` of `mail/outbox.ts`).
 *
 * Administrators manage every unit's; other staff their unit's and its sections'. A case offers the replies of its unit
 * and of the division above it. Every change is audited.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { writeAudit } from "../audit/audit";
import type { AuthContext } from "../auth/context";
import { caseScope } from "../cases/access";
import { fullName } from "../cases/view";
import type { Db } from "../db/database";
import { cannedReplies, orgUnits, personProfiles } from "../db/schema";
import { fieldError, type FieldError } from "../i18n/field-messages";
import { badRequest, HttpError } from "../lib/errors";
import { renderText, templateNames } from "../mail/outbox";
import { visibleCase } from "./complaint";
import { signedIn, type HandlerDeps } from "./deps";
import type { HandlerContext, OperationHandler, OperationId } from "./types";

/** The placeholders a canned reply may name. */
export const CANNED_REPLY_PLACEHOLDERS = ["complaintNo", "name", "location", "officer"] as const;

type Row = typeof cannedReplies.$inferSelect;

/** The contract's `CannedReply` of a row (its texts as given). */
function toCannedReply(row: Row, texts: { bodyTh: string; bodyEn: string } = row): Schemas["CannedReply"] {
  return {
    id: row.id,
    unitId: row.unitId,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    bodyTh: texts.bodyTh,
    bodyEn: texts.bodyEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The units whose replies the caller manages: null for all (administrators). */
function managedUnits(auth: AuthContext): number[] | null {
  if (auth.roles.includes("admin")) return null;
  return auth.unit ? [auth.unit.id, ...auth.unit.sectionIds] : [];
}

/** Refuses a text naming a placeholder other than {@link CANNED_REPLY_PLACEHOLDERS}, or not parsing (400 naming it). */
function checkTexts(body: Schemas["CannedReplyInput"]): void {
  const errors: FieldError[] = [];
  for (const field of ["bodyTh", "bodyEn"] as const) {
    let names: string[];
    try {
      names = templateNames(body[field]);
    } catch {
      errors.push(fieldError(field, "badTemplate"));
      continue;
    }
    const unknown = names.find((name) => !(CANNED_REPLY_PLACEHOLDERS as readonly string[]).includes(name));
    if (unknown !== undefined) errors.push(fieldError(field, "unknownPlaceholder", { names: unknown }));
  }
  for (const field of ["titleTh", "titleEn", "bodyTh", "bodyEn"] as const) {
    if (!body[field].trim()) errors.push(fieldError(field, "blank"));
  }
  if (errors.length > 0) throw badRequest(errors);
}

type Handlers = {
  [K in "listCannedReplies" | "createCannedReply" | "updateCannedReply" | "deleteCannedReply" | "listCaseCannedReplies"]: OperationHandler<K>;
};

/** The canned reply handlers. */
export function cannedReplyHandlers(deps: HandlerDeps): Handlers {
  const { db, tokens } = deps;
  const auditRequest = <K extends OperationId>(ctx: HandlerContext<K>) => ({ auth: ctx.auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now });

  /** The unit of a new or changed reply, if the caller manages it (else 400 naming `unitId`). */
  async function checkUnit(database: Db, auth: AuthContext, unitId: number): Promise<void> {
    const managed = managedUnits(auth);
    const [unit] = await database.select({ id: orgUnits.id }).from(orgUnits).where(and(eq(orgUnits.id, unitId), eq(orgUnits.active, true)));
    if (!unit) throw badRequest([fieldError("unitId", "notActiveUnit")]);
    if (managed !== null && !managed.includes(unitId)) throw badRequest([fieldError("unitId", "notYourUnit")]);
  }

  /** The reply `id` of a unit the caller manages, or 404. */
  async function managedReply(ctx: HandlerContext<"updateCannedReply"> | HandlerContext<"deleteCannedReply">): Promise<Row> {
    const managed = managedUnits(signedIn(ctx));
    const [row] = await db
      .select()
      .from(cannedReplies)
      .where(and(eq(cannedReplies.id, ctx.params.id), managed === null ? undefined : managed.length ? inArray(cannedReplies.unitId, managed) : eq(cannedReplies.id, -1)));
    if (!row) throw new HttpError(404, ctx.t("notFound"));
    return row;
  }

  return {
    listCannedReplies: {
      async handle(ctx) {
        const managed = managedUnits(signedIn(ctx));
        const conditions: (SQL | undefined)[] = [
          managed === null ? undefined : managed.length ? inArray(cannedReplies.unitId, managed) : eq(cannedReplies.id, -1),
          ctx.query.unitId === undefined ? undefined : eq(cannedReplies.unitId, ctx.query.unitId),
        ];
        const rows = await db.select().from(cannedReplies).where(and(...conditions)).orderBy(asc(cannedReplies.unitId), asc(cannedReplies.titleTh), asc(cannedReplies.id));
        return { status: 200, body: { success: true, message: "", total: rows.length, data: rows.map((r) => toCannedReply(r)) } };
      },
    },

    createCannedReply: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        checkTexts(body);
        await checkUnit(db, auth, body.unitId);
        const row = await db.transaction(async (tx) => {
          const at = new Date(ctx.now);
          const [created] = await tx
            .insert(cannedReplies)
            .values({ unitId: body.unitId, titleTh: body.titleTh.trim(), titleEn: body.titleEn.trim(), bodyTh: body.bodyTh, bodyEn: body.bodyEn, createdAt: at, updatedAt: at })
            .returning();
          if (!created) throw new Error("insert into canned_replies returned no row");
          await writeAudit(tx, auditRequest(ctx), {
            action: "create",
            entity: "canned-reply",
            entityId: created.id,
            changes: [
              { field: "unitId", before: null, after: created.unitId },
              { field: "titleTh", before: null, after: created.titleTh },
            ],
          });
          return created;
        });
        return { status: 201, body: { success: true, message: "", data: toCannedReply(row) } };
      },
    },

    updateCannedReply: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        const before = await managedReply(ctx);
        checkTexts(body);
        await checkUnit(db, auth, body.unitId);
        const row = await db.transaction(async (tx) => {
          const next = { unitId: body.unitId, titleTh: body.titleTh.trim(), titleEn: body.titleEn.trim(), bodyTh: body.bodyTh, bodyEn: body.bodyEn };
          const [updated] = await tx.update(cannedReplies).set({ ...next, updatedAt: new Date(ctx.now) }).where(eq(cannedReplies.id, before.id)).returning();
          if (!updated) throw new HttpError(404, ctx.t("notFound"));
          const changes = (Object.keys(next) as (keyof typeof next)[])
            .filter((field) => before[field] !== next[field])
            .map((field) => ({ field, before: before[field], after: next[field] }));
          await writeAudit(tx, auditRequest(ctx), { action: "update", entity: "canned-reply", entityId: before.id, changes });
          return updated;
        });
        return { status: 200, body: { success: true, message: "", data: toCannedReply(row) } };
      },
    },

    deleteCannedReply: {
      async handle(ctx) {
        const before = await managedReply(ctx);
        await db.transaction(async (tx) => {
          await tx.delete(cannedReplies).where(eq(cannedReplies.id, before.id));
          await writeAudit(tx, auditRequest(ctx), {
            action: "delete",
            entity: "canned-reply",
            entityId: before.id,
            changes: [{ field: "titleTh", before: before.titleTh, after: null }],
          });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },

    listCaseCannedReplies: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const row = await visibleCase(db, caseScope(tokens, auth), ctx.params.id, ctx.t);
        const c = row.complaint;
        if (c.unitId === null) return { status: 200, body: { success: true, message: "", total: 0, data: [] } };
        const [unit] = await db.select({ parentId: orgUnits.parentId }).from(orgUnits).where(eq(orgUnits.id, c.unitId));
        const units = [c.unitId, ...(unit?.parentId ? [unit.parentId] : [])];
        const rows = await db.select().from(cannedReplies).where(inArray(cannedReplies.unitId, units)).orderBy(asc(cannedReplies.titleTh), asc(cannedReplies.id));
        const profile = async (personId: number | null) => {
          if (personId === null) return "";
          const [p] = await db
            .select({ title: personProfiles.title, firstname: personProfiles.firstname, lastname: personProfiles.lastname })
            .from(personProfiles)
            .where(eq(personProfiles.personId, personId));
          return p ? fullName(p) : "";
        };
        // A confidential reporter is never named.
        const name = c.confidential ? "" : (c.contactName ?? (await profile(c.personId)));
        const data = { complaintNo: c.complaintNo, name, location: c.location, officer: await profile(auth.personId) };
        const filled = rows.map((r) => toCannedReply(r, { bodyTh: renderText(r.bodyTh, data), bodyEn: renderText(r.bodyEn, data) }));
        return { status: 200, body: { success: true, message: "", total: filled.length, data: filled } };
      },
    },
  };
}
