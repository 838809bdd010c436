/** Column builders shared by the tables of several areas. */
import { timestamp } from "drizzle-orm/pg-core";

/** `created_at`: when the row was written (`timestamptz`, set by the database). */
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** `updated_at`: when the row last changed (`timestamptz`, the database's time at insert; updates set it). */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
