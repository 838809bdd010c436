/**
 * The signed-in user of the top bar's user menu (contract tag `common`, docs/spec/portal-spec.md section 7 "Template
 * auth": GET and PATCH api/common/user). Either realm; the status and avatar live in the person's profile, so
 * a change also shows in `GET /v1/personProfile/-1`.
 */
import { eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { OperationHandler } from "./types";
import { personProfiles } from "../db/schema";
import { HttpError } from "../lib/errors";
import { signedIn, type HandlerDeps } from "./deps";
import { findProfile } from "../account/profile";

/** The common-user handlers. */
export function commonUserHandlers(deps: HandlerDeps): {
  getCommonUser: OperationHandler<"getCommonUser">;
  updateCommonUser: OperationHandler<"updateCommonUser">;
} {
  const { db } = deps;
  const answer = async (personId: number, t: (key: "profileNotFound") => string) => {
    const profile = await findProfile(db, personId);
    if (!profile) throw new HttpError(404, t("profileNotFound"));
    const user: Schemas["CommonUser"] = {
      id: profile.personId,
      name: profile.name,
      email: profile.email,
      avatar: profile.avatar ?? null,
      status: profile.status,
    };
    return { status: 200 as const, body: { success: true, message: "", data: user } };
  };
  return {
    getCommonUser: {
      async handle(ctx) {
        return answer(signedIn(ctx).personId, ctx.t);
      },
    },

    updateCommonUser: {
      async handle(ctx) {
        const { personId } = signedIn(ctx);
        await db
          .update(personProfiles)
          .set({ ...ctx.body.user, updatedAt: new Date(ctx.now) })
          .where(eq(personProfiles.personId, personId));
        return answer(personId, ctx.t);
      },
    },
  };
}
