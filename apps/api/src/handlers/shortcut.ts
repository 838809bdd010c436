/**
 * Shortcuts of the top bar (contract tag `common`, docs/spec/portal-spec.md sections 2, 3, 5 and 7 "Template common
 * calls"). Every shortcut belongs to the signed-in person (either realm); another person's id answers 404 and
 * the list never shows others' shortcuts. Newest first; at most {@link SHORTCUT_LIMIT} per person (409 past
 * that).
 */
import { and, desc, eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { OperationHandler } from "./types";
import { shortcuts } from "../db/schema";
import { HttpError } from "../lib/errors";
import { signedIn, type HandlerDeps } from "./deps";
import { insertWithinLimit, onlyRow, trimmedTexts } from "./owned-rows";

/** Most shortcuts one person may have. */
export const SHORTCUT_LIMIT = 100;

function toShortcut(row: typeof shortcuts.$inferSelect): Schemas["Shortcut"] {
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    icon: row.icon,
    link: row.link,
    useRouter: row.useRouter,
  };
}

/** An empty or blank description is stored as none (null). */
function descriptionOf(description: string | null | undefined): string | null | undefined {
  return description === undefined ? undefined : description?.trim() || null;
}

/** The shortcut handlers. */
export function shortcutHandlers(deps: HandlerDeps): {
  listShortcuts: OperationHandler<"listShortcuts">;
  createShortcut: OperationHandler<"createShortcut">;
  updateShortcut: OperationHandler<"updateShortcut">;
  deleteShortcut: OperationHandler<"deleteShortcut">;
} {
  const { db } = deps;
  const byId = (personId: number, id: string) => and(eq(shortcuts.personId, personId), eq(shortcuts.id, id));
  const notFound = (ctx: { t(key: "shortcutNotFound"): string }) => () => new HttpError(404, ctx.t("shortcutNotFound"));
  return {
    listShortcuts: {
      async handle(ctx) {
        const rows = await db
          .select()
          .from(shortcuts)
          .where(eq(shortcuts.personId, signedIn(ctx).personId))
          .orderBy(desc(shortcuts.seq));
        return { status: 200, body: { success: true, message: "", total: rows.length, data: rows.map(toShortcut) } };
      },
    },

    createShortcut: {
      async handle(ctx) {
        const { personId } = signedIn(ctx);
        const input = ctx.body.shortcut;
        const { label } = trimmedTexts("shortcut", { label: input.label });
        const row = await insertWithinLimit(
          db,
          {
            personId,
            table: shortcuts,
            owned: eq(shortcuts.personId, personId),
            limit: SHORTCUT_LIMIT,
            full: () => new HttpError(409, ctx.t("shortcutsFull")),
          },
          async (tx) => {
            const [inserted] = await tx
              .insert(shortcuts)
              .values({
                personId,
                label,
                description: descriptionOf(input.description) ?? null,
                icon: input.icon,
                link: input.link,
                useRouter: input.useRouter,
                createdAt: new Date(ctx.now),
              })
              .returning();
            if (!inserted) throw new Error("insert into shortcuts returned no row");
            return inserted;
          },
        );
        return { status: 201, body: { success: true, message: "", data: toShortcut(row) } };
      },
    },

    updateShortcut: {
      async handle(ctx) {
        const { personId } = signedIn(ctx);
        const patch = ctx.body.shortcut;
        const texts = trimmedTexts("shortcut", { label: patch.label });
        const description = descriptionOf(patch.description);
        const rows = await db
          .update(shortcuts)
          .set({ ...patch, ...texts, ...(description === undefined ? {} : { description }) })
          .where(byId(personId, ctx.body.id))
          .returning();
        return { status: 200, body: { success: true, message: "", data: toShortcut(onlyRow(rows, notFound(ctx))) } };
      },
    },

    deleteShortcut: {
      async handle(ctx) {
        const rows = await db
          .delete(shortcuts)
          .where(byId(signedIn(ctx).personId, ctx.query.id))
          .returning({ id: shortcuts.id });
        onlyRow(rows, notFound(ctx));
        return { status: 200, body: { success: true, message: "" } };
      },
    },
  };
}
