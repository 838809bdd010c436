/**
 * Whistleblowing (contract tag `whistleblowing`; issue 11 item 6): reports of corruption or misconduct, signed in or
 * without an account. Every report gets a tracking code, shown once: the server keeps only its SHA-256, so the code
 * is the reporter's key to follow the case and answer the integrity officer.
 *
 * The reporter's identity is never stored in clear: a signed-in resident's report carries only a keyed pseudonym
 * (`cases/access.ts`, so that it appears in their own list); `person_id`, the history's actor, the notes' author and
 * the audit entries' actor stay empty, and those entries go to the whistleblowing log, which administrators do not
 * read (`audit/audit.ts`). Only integrity officers see these cases (`cases/access.ts`).
 */
import { createHash, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { writeAudit } from "../audit/audit";
import { REPORTER_PURPOSE } from "../cases/access";
import { notifyStaff } from "../cases/lifecycle";
import { caseDetail, caseNotesOf, loadCase } from "../cases/view";
import type { OperationHandler } from "./types";
import type { Db } from "../db/database";
import { caseNotes, complaints } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import { ANONYMOUS_ACTOR, checkCaseText, insertCase, kindInfo, kindRouting } from "./complaint";
import type { HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";

/** Letters and digits of a tracking code: no 0/O, 1/I (32 symbols, 5 bits each). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new tracking code `XXXX-XXXX-XXXX-XXXX` (80 random bits). */
export function newTrackingCode(): string {
  const chars = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

/** The stored form of a tracking code: SHA-256 (hex) of its letters and digits, upper case, without separators. */
export function trackingCodeHash(code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return createHash("sha256").update(normal).digest("hex");
}

/** The case of a tracking code, or 404 (the contract's quota `wb-track` limits the tries per address). */
async function caseOfCode(db: Db, code: string, ctx: { t: (k: "trackingCodeNotFound") => string }) {
  const [row] = await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.trackingCodeHash, trackingCodeHash(code)));
  const found = row ? await loadCase(db, row.id) : undefined;
  if (!found) throw new HttpError(404, ctx.t("trackingCodeNotFound"));
  return found;
}

/** The whistleblowing handlers. */
export function whistleblowingHandlers(deps: HandlerDeps): {
  reportWhistleblowing: OperationHandler<"reportWhistleblowing">;
  trackWhistleblowing: OperationHandler<"trackWhistleblowing">;
  answerWhistleblowing: OperationHandler<"answerWhistleblowing">;
} {
  const { db, tokens, portalUrl } = deps;
  return {
    reportWhistleblowing: {
      async handle(ctx) {
        const body = ctx.body;
        checkCaseText({ detail: body.detail });
        const kind = await kindInfo(db, body.complaintKindId);
        if (!kind.confidential) throw badRequest([fieldError("complaintKindId", "notWhistleblowingKind")]);
        const trackingCode = newTrackingCode();
        const reporterRef = ctx.auth?.realm === "person" ? tokens.pseudonym(REPORTER_PURPOSE, String(ctx.auth.personId)) : null;
        const created = await db.transaction(async (tx) => {
          const c = await insertCase(
            tx,
            {
              routing: kindRouting(kind, body.complaintKindId),
              detail: body.detail,
              location: body.location?.trim() || "-",
              phone: null,
              personId: null,
              channel: "web",
              reporterRef,
              trackingCodeHash: trackingCodeHash(trackingCode),
              actor: { kind: "reporter", id: null },
            },
            ctx.now,
            portalUrl,
          );
          await writeAudit(
            tx,
            { auth: null, clientIp: "-", requestId: ctx.requestId, now: ctx.now },
            { action: "create", entity: "complaint", entityId: c.id, actor: ANONYMOUS_ACTOR, changes: [{ field: "confidential", before: null, after: true }], confidential: true },
          );
          return c;
        });
        return { status: 201, body: { success: true, message: "", data: { complaintNo: created.complaintNo, trackingCode } } };
      },
    },

    trackWhistleblowing: {
      async handle(ctx) {
        const row = await caseOfCode(db, ctx.body.trackingCode, ctx);
        return {
          status: 200,
          body: {
            success: true,
            message: "",
            data: { complaint: await caseDetail(db, row, "resident", ctx.now, false), notes: await caseNotesOf(db, row.complaint.id, "resident") },
          },
        };
      },
    },

    answerWhistleblowing: {
      async handle(ctx) {
        const row = await caseOfCode(db, ctx.body.trackingCode, ctx);
        const text = ctx.body.body.trim();
        if (!text) throw badRequest([fieldError("body", "blank")]);
        if (row.complaint.closedAt !== null) throw new HttpError(409, ctx.t("reportClosed"));
        const noteId = await db.transaction(async (tx) => {
          const [note] = await tx
            .insert(caseNotes)
            .values({ caseId: row.complaint.id, authorKind: "reporter", authorId: null, internal: false, body: text, createdAt: new Date(ctx.now) })
            .returning({ id: caseNotes.id });
          if (!note) throw new Error("insert into case_notes returned no row");
          await tx.update(complaints).set({ updatedAt: new Date(ctx.now) }).where(eq(complaints.id, row.complaint.id));
          if (row.complaint.assigneeId !== null) {
            const target = { caseId: row.complaint.id, complaintNo: row.complaint.complaintNo, staffIds: [row.complaint.assigneeId] };
            await notifyStaff(tx, target, "reply", { now: ctx.now, portalUrl });
          }
          return note.id;
        });
        const [note] = await caseNotesOf(db, row.complaint.id, "resident", noteId);
        if (!note) throw new Error("note vanished after insert");
        return { status: 201, body: { success: true, message: "", data: note } };
      },
    },
  };
}
