/**
 * Messages and notifications of the top bar (contract tag `common`, docs/spec/portal-spec.md sections 2 and 7
 * "Template common calls"): one implementation serves both kinds. Every row belongs to the signed-in person
 * (either realm); another person's id answers 404 and lists never show others' rows. At most
 * {@link INBOX_LIMIT} items of each kind per person (409 past that, counted here under a lock on the person's row).
 * A created item is written by `notify` (`inbox/notify.ts`), the one function that puts items into the inbox.
 */
import { and, desc, eq, or } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { HandlerContext, OperationHandler } from "./types";
import type { Db } from "../db/database";
import { inboxItems, type InboxKind } from "../db/schema";
import { HttpError } from "../lib/errors";
import { INBOX_LIMIT, notify } from "../inbox/notify";
import type { MessageKey } from "../i18n/messages";
import { signedIn, type HandlerDeps } from "./deps";
import { insertWithinLimit, onlyRow, trimmedTexts } from "./owned-rows";

export { INBOX_LIMIT };

type InboxItem = Schemas["InboxItem"];
type Envelope = { success: true; message: ""; data: InboxItem };

function toInboxItem(row: typeof inboxItems.$inferSelect): InboxItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    icon: row.icon,
    image: row.image,
    link: row.link,
    useRouter: row.useRouter,
    time: row.time.toISOString(),
    read: row.read,
    seen: row.seen,
  };
}

const envelope = (row: typeof inboxItems.$inferSelect): Envelope => ({ success: true, message: "", data: toInboxItem(row) });

const MESSAGE_KEYS: Record<InboxKind, { notFound: MessageKey; full: MessageKey }> = {
  message: { notFound: "messageNotFound", full: "messagesFull" },
  notification: { notFound: "notificationNotFound", full: "notificationsFull" },
};

/** The request body's item: the body key is the kind (`message` or `notification`). */
function itemOf<T>(body: { message: T } | { notification: T }): T {
  return "message" in body ? body.message : body.notification;
}

/** The six operations of one kind, independent of the operationIds' names. */
function inboxOperations(db: Db, kind: InboxKind) {
  const keys = MESSAGE_KEYS[kind];
  const ownedBy = (personId: number) => and(eq(inboxItems.personId, personId), eq(inboxItems.kind, kind));
  const byId = (personId: number, id: string) => and(ownedBy(personId), eq(inboxItems.id, id));
  const notFound = (ctx: { t(key: MessageKey): string }) => () => new HttpError(404, ctx.t(keys.notFound));

  return {
    list: {
      async handle(ctx: HandlerContext<"listMessages" | "listNotifications">) {
        const rows = await db
          .select()
          .from(inboxItems)
          .where(ownedBy(signedIn(ctx).personId))
          .orderBy(desc(inboxItems.time), desc(inboxItems.seq));
        return { status: 200 as const, body: { success: true, message: "", total: rows.length, data: rows.map(toInboxItem) } };
      },
    },

    create: {
      async handle(ctx: HandlerContext<"createMessage" | "createNotification">) {
        const { personId } = signedIn(ctx);
        const input = itemOf(ctx.body);
        const { title } = trimmedTexts(kind, { title: input.title });
        const row = await insertWithinLimit(
          db,
          { personId, table: inboxItems, owned: ownedBy(personId), limit: INBOX_LIMIT, full: () => new HttpError(409, ctx.t(keys.full)) },
          async (tx) => {
            const inserted = await notify(tx, {
              personId,
              kind,
              title,
              description: input.description ?? "",
              icon: input.icon ?? null,
              image: input.image ?? null,
              link: input.link ?? null,
              useRouter: input.useRouter ?? false,
              time: input.time === undefined ? ctx.now : Date.parse(input.time),
              read: input.read ?? false,
              createdAt: ctx.now,
            });
            if (!inserted) throw new Error("the signed-in person has no row");
            return inserted;
          },
        );
        return { status: 201 as const, body: envelope(row) };
      },
    },

    update: {
      async handle(ctx: HandlerContext<"updateMessage" | "updateNotification">) {
        const { personId } = signedIn(ctx);
        const { time, ...patch } = itemOf(ctx.body);
        const texts = trimmedTexts(kind, { title: patch.title });
        const rows = await db
          .update(inboxItems)
          .set({ ...patch, ...texts, ...(time === undefined ? {} : { time: new Date(time) }) })
          .where(byId(personId, ctx.body.id))
          .returning();
        return { status: 200 as const, body: envelope(onlyRow(rows, notFound(ctx))) };
      },
    },

    remove: {
      async handle(ctx: HandlerContext<"deleteMessage" | "deleteNotification">) {
        const rows = await db
          .delete(inboxItems)
          .where(byId(signedIn(ctx).personId, ctx.query.id))
          .returning({ id: inboxItems.id });
        onlyRow(rows, notFound(ctx));
        return { status: 200 as const, body: { success: true, message: "" } };
      },
    },

    markAllRead: {
      async handle(ctx: HandlerContext<"markAllMessagesRead" | "markAllNotificationsRead">) {
        const rows = await db
          .update(inboxItems)
          .set({ read: true, seen: true })
          .where(and(ownedBy(signedIn(ctx).personId), or(eq(inboxItems.read, false), eq(inboxItems.seen, false))))
          .returning({ id: inboxItems.id });
        return { status: 200 as const, body: { success: true, message: "", data: { updated: rows.length } } };
      },
    },

    toggleRead: {
      async handle(ctx: HandlerContext<"toggleMessageReadStatus" | "toggleNotificationReadStatus">) {
        const { id, read } = ctx.body.item;
        const rows = await db
          .update(inboxItems)
          .set({ read })
          .where(byId(signedIn(ctx).personId, id))
          .returning();
        return { status: 200 as const, body: envelope(onlyRow(rows, notFound(ctx))) };
      },
    },
  };
}

/** The message and notification handlers. */
export function inboxHandlers(deps: HandlerDeps): {
  listMessages: OperationHandler<"listMessages">;
  createMessage: OperationHandler<"createMessage">;
  updateMessage: OperationHandler<"updateMessage">;
  deleteMessage: OperationHandler<"deleteMessage">;
  markAllMessagesRead: OperationHandler<"markAllMessagesRead">;
  toggleMessageReadStatus: OperationHandler<"toggleMessageReadStatus">;
  listNotifications: OperationHandler<"listNotifications">;
  createNotification: OperationHandler<"createNotification">;
  updateNotification: OperationHandler<"updateNotification">;
  deleteNotification: OperationHandler<"deleteNotification">;
  markAllNotificationsRead: OperationHandler<"markAllNotificationsRead">;
  toggleNotificationReadStatus: OperationHandler<"toggleNotificationReadStatus">;
} {
  const m = inboxOperations(deps.db, "message");
  const n = inboxOperations(deps.db, "notification");
  return {
    listMessages: m.list, createMessage: m.create, updateMessage: m.update,
    deleteMessage: m.remove, markAllMessagesRead: m.markAllRead, toggleMessageReadStatus: m.toggleRead,
    listNotifications: n.list, createNotification: n.create, updateNotification: n.update,
    deleteNotification: n.remove, markAllNotificationsRead: n.markAllRead, toggleNotificationReadStatus: n.toggleRead,
  };
}
