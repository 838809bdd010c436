/**
 * The server menu (issue 10 item 3; docs/spec/portal-spec.md section 7 "Menu call", section 3 menu item; contract tag
 * `menu`): stored items, two levels (top-level items and the children of a top-level group), filtered by the
 * caller's roles and titled in the request's language; administrators edit the stored items.
 *
 * Visibility: an inactive item is hidden from everyone; an item with no roles is for every staff member,
 * otherwise for holders of one of its roles; a group without a visible child is left out.
 *
 * Rules of the stored items (409 saying why): a parent must be an existing top-level group; a group stays at the
 * top level and has no link; a `basic` item has a link; a group with children is not deleted. A link is a portal
 * path (`/...`) or, with `externalLink`, an https address (400 naming `link` otherwise).
 */
import { asc, count, eq, max } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { changedFields, writeAudit, type AuditAction } from "../audit/audit";
import type { OperationHandler } from "./types";
import type { Tx } from "../db/database";
import { menuItems, type StaffRole } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import type { Language } from "../i18n/messages";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";
import { fieldError } from "../i18n/field-messages";

type MenuRow = typeof menuItems.$inferSelect;

/** Fields of a menu item that the audit log records. */
const MENU_FIELDS = ["parentId", "type", "titleTh", "titleEn", "orderNo", "link", "externalLink", "target", "icon", "roles", "active"] as const;

/** Whether a caller with `roles` sees the item (active, and no roles or one of its roles). */
export function isVisibleTo(item: Pick<MenuRow, "active" | "roles">, roles: readonly StaffRole[]): boolean {
  return item.active && (item.roles.length === 0 || item.roles.some((role) => roles.includes(role)));
}

function toRecord(row: MenuRow): Schemas["MenuItemRecord"] {
  return {
    id: row.id,
    parentId: row.parentId,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    orderNo: row.orderNo,
    type: row.type,
    link: row.link,
    externalLink: row.externalLink,
    target: row.target,
    icon: row.icon,
    roles: row.roles,
    active: row.active,
  };
}

function toLeaf(row: MenuRow, language: Language): Schemas["MenuLeaf"] {
  return {
    id: row.id,
    parentId: row.parentId,
    title: language === "th" ? row.titleTh : row.titleEn,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    orderNo: row.orderNo,
    type: row.type,
    link: row.link,
    externalLink: row.externalLink,
    target: row.target,
    icon: row.icon,
    children: [],
  };
}

/**
 * The menu a caller sees (spec section 7 "Menu call"): visible top-level items, each group with its visible
 * children, ordered by `compare`; groups without a visible child left out.
 */
export function visibleMenu(
  rows: readonly MenuRow[],
  roles: readonly StaffRole[],
  language: Language,
  compare: (a: MenuRow, b: MenuRow) => number,
): Schemas["MenuItem"][] {
  const visible = rows.filter((row) => isVisibleTo(row, roles)).sort(compare);
  const menu: Schemas["MenuItem"][] = [];
  for (const top of visible.filter((row) => row.parentId === 0)) {
    const children = visible.filter((row) => row.parentId === top.id && row.type === "basic").map((row) => toLeaf(row, language));
    if (top.type === "group" && children.length === 0) continue;
    menu.push({ ...toLeaf(top, language), children: top.type === "group" ? children : [] });
  }
  return menu;
}

/** The shape a stored item must keep; throws 409/400 saying what is wrong. */
async function checkShape(
  tx: Tx,
  t: (key: "menuParentNotGroup" | "menuLinkRequired" | "menuGroupNoLink" | "menuGroupNested" | "menuGroupHasChildren") => string,
  item: { id?: number; parentId: number; type: "basic" | "group"; link: string | null; externalLink: boolean },
): Promise<void> {
  if (item.parentId !== 0) {
    const [parent] = await tx.select().from(menuItems).where(eq(menuItems.id, item.parentId)).limit(1);
    if (!parent || parent.type !== "group" || parent.parentId !== 0 || parent.id === item.id) {
      throw new HttpError(409, t("menuParentNotGroup"), [fieldError("parentId", "notTopLevelGroup")]);
    }
    if (item.type === "group") throw new HttpError(409, t("menuGroupNested"), [fieldError("parentId", "groupStaysTop")]);
    if (item.id !== undefined) {
      const [children] = await tx.select({ n: count() }).from(menuItems).where(eq(menuItems.parentId, item.id));
      if ((children?.n ?? 0) > 0) throw new HttpError(409, t("menuGroupHasChildren"), [fieldError("parentId", "itemHasChildren")]);
    }
  }
  if (item.type === "basic" && !item.link) throw new HttpError(409, t("menuLinkRequired"), [fieldError("link", "linkForBasicItem")]);
  if (item.type === "group" && item.link) throw new HttpError(409, t("menuGroupNoLink"), [fieldError("link", "groupHasNoLink")]);
  if (item.link) {
    const external = item.link.startsWith("https://");
    if (external !== item.externalLink) {
      throw badRequest([
        fieldError("link", item.externalLink ? "externalLinkHttps" : "portalPath"),
      ]);
    }
  }
}

/** The next `orderNo` among the children of `parentId`. */
async function nextMenuOrder(tx: Tx, parentId: number): Promise<number> {
  const [row] = await tx.select({ last: max(menuItems.orderNo) }).from(menuItems).where(eq(menuItems.parentId, parentId));
  return (row?.last ?? 0) + 1;
}

/** The audit action of a change: roles -> permission-change, active -> status-change, else update. */
function actionOf(changes: { field: string }[]): AuditAction {
  if (changes.some((c) => c.field === "roles")) return "permission-change";
  if (changes.some((c) => c.field === "active")) return "status-change";
  return "update";
}

/** The menu handlers. */
export function menuHandlers(deps: HandlerDeps): {
  listMenu: OperationHandler<"listMenu">;
  listMenuItems: OperationHandler<"listMenuItems">;
  createMenuItem: OperationHandler<"createMenuItem">;
  updateMenuItem: OperationHandler<"updateMenuItem">;
  deleteMenuItem: OperationHandler<"deleteMenuItem">;
} {
  const { db } = deps;
  return {
    listMenu: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const rows = await db.select().from(menuItems).where(eq(menuItems.active, true));
        const key = ctx.query.sort === "id" ? "id" : "orderNo";
        const sign = ctx.query.dir === "desc" ? -1 : 1;
        const compare = (a: MenuRow, b: MenuRow) => sign * (a[key] - b[key] || a.id - b.id);
        const menu = visibleMenu(rows, auth.roles, ctx.language, compare);
        const { offset, limit } = paging(ctx.query);
        return { status: 200, body: { success: true, message: "", total: menu.length, data: menu.slice(offset, offset + limit) } };
      },
    },

    listMenuItems: {
      async handle() {
        const rows = await db.select().from(menuItems).orderBy(asc(menuItems.parentId), asc(menuItems.orderNo), asc(menuItems.id));
        return { status: 200, body: { success: true, message: "", total: rows.length, data: rows.map(toRecord) } };
      },
    },

    createMenuItem: {
      async handle(ctx) {
        const body = ctx.body;
        const { titleTh, titleEn } = trimmedTexts("", { titleTh: body.titleTh, titleEn: body.titleEn });
        const row = await db.transaction(async (tx) => {
          const parentId = body.parentId ?? 0;
          const item = { parentId, type: body.type, link: body.link ?? null, externalLink: body.externalLink ?? false };
          await checkShape(tx, ctx.t, item);
          const [created] = await tx
            .insert(menuItems)
            .values({
              ...item,
              titleTh,
              titleEn,
              orderNo: body.orderNo ?? (await nextMenuOrder(tx, parentId)),
              target: body.target ?? "_self",
              icon: body.icon ?? null,
              roles: [...new Set(body.roles ?? [])] as StaffRole[],
              active: body.active ?? true,
            })
            .returning();
          if (!created) throw new Error("insert into menu_items returned no row");
          await writeAudit(tx, ctx, { action: "create", entity: "menu-item", entityId: created.id, changes: changedFields(null, created, MENU_FIELDS) });
          return created;
        });
        return { status: 201, body: { success: true, message: "", data: toRecord(row) } };
      },
    },

    updateMenuItem: {
      async handle(ctx) {
        const body = ctx.body;
        const id = ctx.params.id;
        const titles = trimmedTexts("", { titleTh: body.titleTh, titleEn: body.titleEn });
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for("update").limit(1);
          if (!before) throw new HttpError(404, ctx.t("menuItemNotFound"));
          const next = {
            parentId: body.parentId ?? before.parentId,
            titleTh: titles.titleTh ?? before.titleTh,
            titleEn: titles.titleEn ?? before.titleEn,
            orderNo: body.orderNo ?? before.orderNo,
            link: body.link === undefined ? before.link : body.link,
            externalLink: body.externalLink ?? before.externalLink,
            target: body.target ?? before.target,
            icon: body.icon === undefined ? before.icon : body.icon,
            roles: body.roles ? ([...new Set(body.roles)] as StaffRole[]) : before.roles,
            active: body.active ?? before.active,
          };
          if (next.parentId !== before.parentId && body.orderNo === undefined) next.orderNo = await nextMenuOrder(tx, next.parentId);
          await checkShape(tx, ctx.t, { id, type: before.type, parentId: next.parentId, link: next.link, externalLink: next.externalLink });
          const [after] = await tx.update(menuItems).set(next).where(eq(menuItems.id, id)).returning();
          if (!after) throw new Error("update of menu_items returned no row");
          const changes = changedFields(before, after, MENU_FIELDS);
          await writeAudit(tx, ctx, { action: actionOf(changes), entity: "menu-item", entityId: id, changes });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: toRecord(row) } };
      },
    },

    deleteMenuItem: {
      async handle(ctx) {
        const id = ctx.params.id;
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for("update").limit(1);
          if (!before) throw new HttpError(404, ctx.t("menuItemNotFound"));
          const [children] = await tx.select({ n: count() }).from(menuItems).where(eq(menuItems.parentId, id));
          if ((children?.n ?? 0) > 0) {
            throw new HttpError(409, ctx.t("menuGroupHasChildren"), [fieldError("id", "groupItems", { count: children?.n ?? 0 })]);
          }
          await tx.delete(menuItems).where(eq(menuItems.id, id));
          await writeAudit(tx, ctx, { action: "delete", entity: "menu-item", entityId: id, changes: changedFields(before, null, MENU_FIELDS) });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },
  };
}
