/**
 * The operations of tag `line` (tracker issue 41 items 4 and 5; docs/line.md): the resident's notification choices and
 * LINE link (`getNotificationSettings`, `updateNotificationSettings`, `createLineLinkCode`, `unlinkLine`) and the LINE
 * Platform's webhook (`receiveLineWebhook`, processed by `./chat.ts`).
 */
import {
  createLinkCode,
  giveLineConsent,
  readNotificationSettings,
  unlinkPerson,
  updateNotificationSettings,
} from "../../account/notification-settings";
import { fieldError } from "../../i18n/field-messages";
import { loadLineSdk } from "../../lib/heavy-modules";
import { badRequest, HttpError } from "../../lib/errors";
import { signedIn, type HandlerDeps } from "../deps";
import type { OperationHandler } from "../types";
import { processLineEvent } from "./chat";

/** The handlers of tag `line`. */
export function lineHandlers(deps: HandlerDeps): {
  [K in "getNotificationSettings" | "updateNotificationSettings" | "createLineLinkCode" | "unlinkLine" | "receiveLineWebhook"]: OperationHandler<K>;
} {
  const { db } = deps;
  const available = deps.line !== undefined;
  const answer = async (personId: number, now: number) => ({
    status: 200 as const,
    body: { success: true, message: "", data: await readNotificationSettings(db, personId, available, now) },
  });
  return {
    getNotificationSettings: {
      handle: (ctx) => answer(signedIn(ctx).personId, ctx.now),
    },

    updateNotificationSettings: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction((tx) => updateNotificationSettings(tx, auth.personId, ctx.body, ctx.now));
        return answer(auth.personId, ctx.now);
      },
    },

    createLineLinkCode: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        if (!ctx.body.consent) throw badRequest([fieldError("consent", "lineConsentNeeded")]);
        if (!deps.line) throw new HttpError(409, ctx.t("lineNotConnected"));
        await db.transaction(async (tx) => {
          await giveLineConsent(tx, auth.personId, ctx.now);
          await createLinkCode(tx, auth.personId, ctx.now);
        });
        return answer(auth.personId, ctx.now);
      },
    },

    unlinkLine: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction((tx) => unlinkPerson(tx, auth.personId));
        return answer(auth.personId, ctx.now);
      },
    },

    receiveLineWebhook: {
      async handle(ctx) {
        const line = deps.line;
        if (!line) throw new HttpError(404, ctx.t("lineNotConnected"));
        const header = ctx.headers["x-line-signature"];
        const { validateSignature } = await loadLineSdk();
        if (typeof header !== "string" || ctx.rawBody === undefined || !validateSignature(ctx.rawBody, line.channelSecret, header)) {
          throw new HttpError(401, ctx.t("lineBadSignature"));
        }
        const chat = { db, api: line.api, portalUrl: deps.portalUrl, now: ctx.now, log: ctx.log };
        let processed = 0;
        for (const event of ctx.body.events) {
          if ((await processLineEvent(chat, event)) === "processed") processed += 1;
        }
        if (processed > 0) line.wake();
        return { status: 200, body: { success: true, message: "", data: { processed, ignored: ctx.body.events.length - processed } } };
      },
    },
  };
}
