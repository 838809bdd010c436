/**
 * Bookings of e-service requests (issue 12 item 3): the resources a booking service lends or lets, and the periods
 * booked.
 */
import { sql } from "drizzle-orm";
import { boolean, customType, check, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { complaints } from "./cases";
import { eServices } from "./eservices";

/** Things a booking service lends or lets (a sports field, a tent, the public address system), issue 12 item 3. */
export const bookingResources = pgTable(
  "booking_resources",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => eServices.id, { onDelete: "cascade" }),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("booking_resources_service_id_name_th_key").on(t.serviceId, t.nameTh)],
);

/** A PostgreSQL `tstzrange`, written and read as its text form (`[2026-12-01 00:00:00+00,2026-12-02 00:00:00+00)`). */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => "tstzrange" });

/**
 * Bookings of requests (issue 12 item 3): one per request of a booking service. Overlaps are refused by the
 * database itself: `bookings_no_overlap EXCLUDE USING gist (resource_id WITH =, period WITH &&) WHERE (active)`
 * (extension btree_gist, migration 0005). Drizzle cannot express an exclusion constraint, so it is written by hand
 * in migration 0006_e_services.sql; a conflicting insert fails with SQLSTATE 23P01. A cancelled or rejected request's
 * booking becomes inactive (the slot is free again); a completed one stays.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => bookingResources.id),
    caseId: integer("case_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    /** Half-open `[from, to)`. */
    period: tstzrange("period").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bookings_case_id_key").on(t.caseId), check("bookings_period_check", sql`not isempty(${t.period})`)],
);
