/**
 * Reference data (contract tag `lookup`): the complaints' types, kinds, kind menu and statuses, paged with `offset` and
 * `limit` and ordered by `sort` and `dir` (default `orderNo` ascending, ties by id); and the Thai address hierarchy
 * (provinces, and one province with its districts and sub-districts), from the dataset the server checks addresses
 * against (`account/thai-address.ts`), public and cacheable for a day.
 */
import { asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { OperationHandler } from "./types";
import type { Db } from "../db/database";
import { complaintKindMenu, complaintKinds, complaintStatuses, complaintTypes } from "../db/schema";
import { paging, type HandlerDeps } from "./deps";
import { getThaiProvince, listThaiProvinces } from "../account/thai-address";
import { HttpError } from "../lib/errors";

/** How long a browser, proxy or the portal's service worker may keep an answer of the address hierarchy: a day. */
const ADDRESS_CACHE_CONTROL = { "cache-control": "public, max-age=86400" };

type LookupSort = "orderNo" | "id" | "nameTh" | "nameEn";

interface LookupTable {
  id: PgColumn;
  orderNo: PgColumn;
  nameTh: PgColumn;
  nameEn: PgColumn;
}

/** Reads one page of a lookup table and the number of rows matching `where`. */
async function listPage<T extends PgTable & LookupTable>(
  db: Db,
  table: T,
  query: { offset?: number; limit?: number; sort?: LookupSort; dir?: "asc" | "desc" },
  where?: SQL,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const { offset, limit } = paging(query);
  const order = query.dir === "desc" ? desc : asc;
  const column = table[query.sort ?? "orderNo"];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(order(column), order(table.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T["$inferSelect"][], total: totals[0]?.n ?? 0 };
}

/** The lookup handlers. */
export function lookupHandlers(deps: HandlerDeps): {
  listComplaintTypes: OperationHandler<"listComplaintTypes">;
  listComplaintKinds: OperationHandler<"listComplaintKinds">;
  listComplaintKindMenu: OperationHandler<"listComplaintKindMenu">;
  listComplaintStatuses: OperationHandler<"listComplaintStatuses">;
  listThaiProvinces: OperationHandler<"listThaiProvinces">;
  getThaiProvince: OperationHandler<"getThaiProvince">;
} {
  const { db } = deps;
  return {
    listComplaintTypes: {
      async handle(ctx) {
        const { rows, total } = await listPage(db, complaintTypes, ctx.query);
        const data = rows.map((r) => ({ id: r.id, code: r.code, nameTh: r.nameTh, nameEn: r.nameEn, orderNo: r.orderNo, confidential: r.confidential }));
        return { status: 200, body: { success: true, message: "", total, data } };
      },
    },
    listComplaintKinds: {
      async handle(ctx) {
        const typeId = ctx.query.complaintTypeId;
        const where = typeId === undefined ? undefined : eq(complaintKinds.complaintTypeId, typeId);
        const { rows, total } = await listPage(db, complaintKinds, ctx.query, where);
        const data = rows.map((r) => ({
          id: r.id,
          complaintTypeId: r.complaintTypeId,
          nameTh: r.nameTh,
          nameEn: r.nameEn,
          orderNo: r.orderNo,
        }));
        return { status: 200, body: { success: true, message: "", total, data } };
      },
    },
    listComplaintKindMenu: {
      async handle(ctx) {
        const { rows, total } = await listPage(db, complaintKindMenu, ctx.query);
        const data = rows.map((r) => ({
          id: r.id,
          complaintKindId: r.complaintKindId,
          nameTh: r.nameTh,
          nameEn: r.nameEn,
          orderNo: r.orderNo,
          icon: r.icon,
        }));
        return { status: 200, body: { success: true, message: "", total, data } };
      },
    },
    listComplaintStatuses: {
      async handle(ctx) {
        const { rows, total } = await listPage(db, complaintStatuses, ctx.query);
        const data = rows.map((r) => ({
          id: r.id,
          code: r.code,
          nameTh: r.nameTh,
          nameEn: r.nameEn,
          orderNo: r.orderNo,
          isFinal: r.isFinal,
        }));
        return { status: 200, body: { success: true, message: "", total, data } };
      },
    },
      listThaiProvinces: {
      async handle() {
        const data = await listThaiProvinces();
        return {
          status: 200,
          headers: ADDRESS_CACHE_CONTROL,
          body: { success: true, message: "", total: data.length, data },
        };
      },
    },
    getThaiProvince: {
      async handle(ctx) {
        const data = await getThaiProvince(ctx.params.provinceCode);
        if (!data) throw new HttpError(404, ctx.t("thaiProvinceNotFound"));
        return { status: 200, headers: ADDRESS_CACHE_CONTROL, body: { success: true, message: "", data } };
      },
    },
  };
}
