/** E-services (issue 12): the service catalogue with its request forms. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { orgUnits } from "./organisation";

/** A service's request form (issue 12 "ServiceForm"): a JSON Schema 2020-12 subset and its display hints. */
export interface ServiceFormDefinition {
  schema: Record<string, unknown>;
  ui: {
    order: string[];
    fields: Record<
      string,
      {
        label: { th: string; en: string };
        help?: { th: string; en: string };
        widget?: string;
        options?: Record<string, { th: string; en: string }>;
      }
    >;
  };
}

/** How a booking service books: whole days or whole hours. */
export type BookingUnit = "day" | "hour";

/** What a service's fee is charged per. */
export type FeeUnit = "request" | "hour" | "day";

/**
 * The e-service catalogue (issue 12 item 1): one row per request item of the e-service menu (`code` = the menu
 * item's id), handled by a division (`unit_id`, whose queue receives the requests), with its request form.
 */
export const eServices = pgTable(
  "e_services",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 60 }).notNull(),
    unitId: integer("unit_id")
      .notNull()
      .references((): AnyPgColumn => orgUnits.id),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    descriptionTh: text("description_th").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** What the resident must bring or attach, item by item. */
    requirements: jsonb("requirements").notNull().$type<{ th: string[]; en: string[] }>(),
    /** Fee in satang (1/100 baht); 0 = free. */
    feeSatang: integer("fee_satang").notNull().default(0),
    feeUnit: varchar("fee_unit", { length: 10 }).notNull().default("request").$type<FeeUnit>(),
    /** Target time in days: a request is due this many days after filing. */
    targetDays: integer("target_days").notNull().default(15),
    form: jsonb("form").notNull().$type<ServiceFormDefinition>(),
    /** Null: the service books nothing; else the unit of its bookings (`booking_resources`). */
    bookingUnit: varchar("booking_unit", { length: 4 }).$type<BookingUnit>(),
    /** Catalogue order (the menu's order). */
    orderNo: integer("order_no").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("e_services_code_key").on(t.code),
    check("e_services_fee_satang_check", sql`${t.feeSatang} >= 0`),
    check("e_services_fee_unit_check", sql`${t.feeUnit} in ('request', 'hour', 'day')`),
    check("e_services_target_days_check", sql`${t.targetDays} between 1 and 365`),
    check("e_services_booking_unit_check", sql`${t.bookingUnit} in ('day', 'hour')`),
  ],
);
