/**
 * The e-service catalogue (issue 12 item 1): services read from `e_services` with their division and booking
 * resources, and their answer shape (contract `EService`).
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db, Tx } from "../db/database";
import { bookingResources, eServices, orgUnits } from "../db/schema";

/** A service row with its division. */
export interface ServiceRow {
  service: typeof eServices.$inferSelect;
  division: { id: number; nameTh: string; nameEn: string };
}

/** Services matching `where`, in catalogue order, with their division. */
export async function selectServices(db: Db | Tx, where?: SQL): Promise<ServiceRow[]> {
  return db
    .select({ service: eServices, division: { id: orgUnits.id, nameTh: orgUnits.nameTh, nameEn: orgUnits.nameEn } })
    .from(eServices)
    .innerJoin(orgUnits, eq(orgUnits.id, eServices.unitId))
    .where(where)
    .orderBy(asc(eServices.orderNo), asc(eServices.code));
}

/**
 * The service with `code`, or `undefined`.
 * @param activeOnly - Leave out an inactive service (residents, the public). @default true
 */
export async function findService(db: Db | Tx, code: string, activeOnly = true): Promise<ServiceRow | undefined> {
  const [row] = await selectServices(db, and(eq(eServices.code, code), activeOnly ? eq(eServices.active, true) : undefined));
  return row;
}

/** The active booking resources of services, by service id, in order. */
export async function resourcesOf(db: Db | Tx, serviceIds: number[]): Promise<Map<number, Schemas["BookingResource"][]>> {
  const byService = new Map<number, Schemas["BookingResource"][]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select()
    .from(bookingResources)
    .where(and(inArray(bookingResources.serviceId, serviceIds), eq(bookingResources.active, true)))
    .orderBy(asc(bookingResources.orderNo), asc(bookingResources.id));
  for (const r of rows) {
    const list = byService.get(r.serviceId) ?? [];
    list.push({ id: r.id, name: { th: r.nameTh, en: r.nameEn } });
    byService.set(r.serviceId, list);
  }
  return byService;
}

/** The contract's `EService` of each row (one query for all their resources). */
export async function toEServices(db: Db | Tx, rows: ServiceRow[]): Promise<Schemas["EService"][]> {
  const resources = await resourcesOf(
    db,
    rows.filter((r) => r.service.bookingUnit !== null).map((r) => r.service.id),
  );
  return rows.map(({ service: s, division }) => ({
    id: s.id,
    code: s.code,
    division,
    name: { th: s.nameTh, en: s.nameEn },
    description: { th: s.descriptionTh, en: s.descriptionEn },
    requirements: s.requirements,
    feeSatang: s.feeSatang,
    feeUnit: s.feeUnit,
    targetDays: s.targetDays,
    active: s.active,
    form: s.form as Schemas["ServiceForm"],
    booking: s.bookingUnit === null ? null : { unit: s.bookingUnit, resources: resources.get(s.id) ?? [] },
    updatedAt: s.updatedAt.toISOString(),
  }));
}
