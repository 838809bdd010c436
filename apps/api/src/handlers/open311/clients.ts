/**
 * The administrators' Open311 clients (tracker issue 41 item 2; docs/open311.md "Registering a client"): issue a key
 * (shown once; only its SHA-256 is stored), list the clients with their key prefixes, revoke a key. Every change is
 * audited (`open311-client`).
 */
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { writeAudit } from "../../audit/audit";
import { open311Clients } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { signedIn, type HandlerDeps } from "../deps";
import type { OperationHandler } from "../types";
import { apiKeyHash } from "./create";

/** The contract's `Open311Client` of a row. */
function toClient(row: typeof open311Clients.$inferSelect): Schemas["Open311Client"] {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    keyPrefix: row.keyPrefix,
    quotaPerHour: row.quotaPerHour,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

/** The handlers of the administrators' Open311 clients. */
export function open311ClientHandlers(deps: HandlerDeps): {
  [K in "listOpen311Clients" | "issueOpen311Client" | "revokeOpen311Client"]: OperationHandler<K>;
} {
  const { db } = deps;
  const request = (ctx: { auth: Parameters<typeof signedIn>[0]["auth"]; clientIp: string; requestId: string; now: number }) => ({
    auth: ctx.auth,
    clientIp: ctx.clientIp,
    requestId: ctx.requestId,
    now: ctx.now,
  });
  return {
    listOpen311Clients: {
      async handle() {
        const rows = await db.select().from(open311Clients).orderBy(desc(open311Clients.createdAt), desc(open311Clients.id));
        return { status: 200, body: { success: true, message: "", data: rows.map(toClient), total: rows.length } };
      },
    },
    issueOpen311Client: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const apiKey = randomBytes(32).toString("base64url");
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(open311Clients)
            .values({
              name: ctx.body.name.trim(),
              contact: ctx.body.contact.trim(),
              keyHash: apiKeyHash(apiKey),
              keyPrefix: apiKey.slice(0, 8),
              quotaPerHour: ctx.body.quotaPerHour,
              createdAt: new Date(ctx.now),
              createdById: auth.personId,
            })
            .returning();
          if (!inserted) throw new Error("insert into open311_clients returned no row");
          await writeAudit(tx, request(ctx), {
            action: "create",
            entity: "open311-client",
            entityId: inserted.id,
            changes: [
              { field: "name", before: null, after: inserted.name },
              { field: "contact", before: null, after: inserted.contact },
              { field: "keyPrefix", before: null, after: inserted.keyPrefix },
              { field: "quotaPerHour", before: null, after: inserted.quotaPerHour },
            ],
          });
          return inserted;
        });
        return { status: 201, body: { success: true, message: "", data: { client: toClient(row), apiKey } } };
      },
    },
    revokeOpen311Client: {
      async handle(ctx) {
        signedIn(ctx);
        const row = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(open311Clients).where(eq(open311Clients.id, ctx.params.id)).for("update");
          if (!current) throw new HttpError(404, ctx.t("open311ClientNotFound"));
          if (current.revokedAt) throw new HttpError(409, ctx.t("open311ClientRevoked"));
          const revokedAt = new Date(ctx.now);
          const [updated] = await tx.update(open311Clients).set({ revokedAt }).where(eq(open311Clients.id, current.id)).returning();
          await writeAudit(tx, request(ctx), {
            action: "status-change",
            entity: "open311-client",
            entityId: current.id,
            changes: [{ field: "revokedAt", before: null, after: revokedAt.toISOString() }],
          });
          return updated!;
        });
        return { status: 200, body: { success: true, message: "", data: toClient(row) } };
      },
    },
  };
}
