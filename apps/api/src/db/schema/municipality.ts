/**
 * The municipality's identity (tracker issue 38 item 1; contract tag `municipality`; docs/identity.md): one row,
 * set by administrators, read by everything that shows the name or the logo. The logo and the icons derived from it
 * are files of the file store (`files/storage.ts`, link types `logo` and `icon`).
 */
import { check, integer, pgTable, smallint, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { updatedAt } from "./columns";

/** The one row of the identity (`id` is always 1). Lengths are the contract's `MunicipalityFields`. */
export const municipality = pgTable(
  "municipality",
  {
    id: smallint("id").primaryKey().default(1),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    shortNameTh: varchar("short_name_th", { length: 60 }).notNull(),
    shortNameEn: varchar("short_name_en", { length: 60 }).notNull(),
    /** A theme name of the design system (`packages/ui/src/theme/themes.ts`). */
    theme: varchar("theme", { length: 20 }).notNull(),
    /** `#rrggbb`. */
    themeColor: varchar("theme_color", { length: 7 }).notNull(),
    /** `#rrggbb`. */
    backgroundColor: varchar("background_color", { length: 7 }).notNull(),
    addressTh: varchar("address_th", { length: 500 }).notNull(),
    addressEn: varchar("address_en", { length: 500 }).notNull(),
    telephone: varchar("telephone", { length: 60 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    officeHoursTh: varchar("office_hours_th", { length: 200 }).notNull(),
    officeHoursEn: varchar("office_hours_en", { length: 200 }).notNull(),
    /** 13 digits with the Thai check digit. */
    taxId: varchar("tax_id", { length: 13 }).notNull(),
    /** PromptPay biller ID, 15 digits. */
    billerId: varchar("biller_id", { length: 15 }).notNull(),
    senderName: varchar("sender_name", { length: 100 }).notNull(),
    senderAddress: varchar("sender_address", { length: 254 }).notNull(),
    /** `image/svg+xml` or `image/png`: the type of the logo file. */
    logoType: varchar("logo_type", { length: 20 }).notNull(),
    /** Counts the changes (fields and logo): the `ETag` and the `?v=` of the logo, icon and manifest addresses. */
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check("municipality_one_row", sql`${t.id} = 1`)],
);
