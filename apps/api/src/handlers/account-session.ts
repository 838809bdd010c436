/**
 * A signed-in person's sessions and settings (issue 15 items 6 and 7; contract tag `account`): the token's refresh,
 * the account settings, the list of open sessions and signing out of all of them. The password and address links
 * are `account.ts`, privacy and one's own data `account-privacy.ts`.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { writeAudit } from "../audit/audit";
import { AUTH_HEADER } from "../auth/authenticate";
import { revokeSessions } from "../auth/sessions";
import type { OperationHandler } from "./types";
import { persons, sessions, staffMembers } from "../db/schema";
import { HttpError } from "../lib/errors";
import { signedIn, type HandlerDeps } from "./deps";
import { settingsOf } from "./account";

/**
 * The account's sessions and settings: token refresh, the settings, the open sessions, signing out everywhere.
 */
export function accountSessionHandlers(deps: HandlerDeps): {
  refreshToken: OperationHandler<"refreshToken">;
  getAccountSettings: OperationHandler<"getAccountSettings">;
  updateAccountSettings: OperationHandler<"updateAccountSettings">;
  listSessions: OperationHandler<"listSessions">;
  signOutEverywhere: OperationHandler<"signOutEverywhere">;
} {
  const { db, tokens } = deps;
  return {
    refreshToken: {
      async handle(ctx) {
        const ended = () => new HttpError(401, ctx.t("sessionEnded"));
        if (!ctx.token) throw ended();
        const claims = await tokens.verify(ctx.token, ctx.now, { allowExpired: true });
        if (!claims) throw ended();
        const at = new Date(ctx.now);
        const [session] = await db
          .select({ remember: sessions.remember, active: staffMembers.active, mustChangePassword: staffMembers.mustChangePassword })
          .from(sessions)
          .leftJoin(staffMembers, eq(staffMembers.personId, sessions.personId))
          .where(
            and(
              eq(sessions.id, claims.sessionId),
              eq(sessions.personId, claims.personId),
              eq(sessions.realm, claims.realm),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, at),
            ),
          )
          .limit(1);
        if (!session || (claims.realm === "staff" && session.active === false)) throw ended();
        const end = tokens.sessionEnd(session.remember, ctx.now);
        const updated = await db
          .update(sessions)
          .set({ expiresAt: end, lastSeenAt: at })
          .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        if (updated.length === 0) throw ended();
        const { token, expiresAt } = await tokens.issue(claims, ctx.now, end);
        return {
          status: 200,
          headers: { [AUTH_HEADER]: token },
          body: {
            success: true,
            message: "",
            data: {
              realm: claims.realm,
              personId: claims.personId,
              expiresAt: expiresAt.toISOString(),
              mustChangePassword: claims.realm === "staff" && session.mustChangePassword === true,
            },
          },
        };
      },
    },

    getAccountSettings: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        return { status: 200, body: { success: true, message: "", data: await settingsOf(db, auth) } };
      },
    },

    updateAccountSettings: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { language, emailPreferences } = ctx.body;
        await db
          .update(persons)
          // Merged into the stored choices: a choice this body does not carry (the receipt's, set with the notification
          // choices of tracker issue 41 item 5) is kept.
          .set({ ...(language ? { language } : {}), ...(emailPreferences ? { emailPreferences: sql`${persons.emailPreferences} || ${JSON.stringify(emailPreferences)}::jsonb` } : {}) })
          .where(eq(persons.id, auth.personId));
        return { status: 200, body: { success: true, message: "", data: await settingsOf(db, auth) } };
      },
    },

    listSessions: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const at = new Date(ctx.now);
        const rows = await db
          .select()
          .from(sessions)
          .where(and(eq(sessions.personId, auth.personId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
          .orderBy(desc(sessions.createdAt));
        const data = rows.map((s) => ({
          id: s.id,
          current: s.id === auth.sessionId,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: (s.lastSeenAt ?? s.createdAt).toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          remember: s.remember,
          userAgent: s.userAgent,
        }));
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },

    signOutEverywhere: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction(async (tx) => {
          const ended = await revokeSessions(tx, auth.personId, ctx.now);
          await writeAudit(tx, { auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now }, {
            action: "sign-out",
            entity: "session",
            entityId: auth.sessionId,
            changes: [{ field: "sessions", before: ended, after: 0 }],
          });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },
  };
}
