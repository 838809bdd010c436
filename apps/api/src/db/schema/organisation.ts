/** The municipality's organisation: units, positions, staff members and their roles, and the staff menu. */
import { STAFF_ROLES, type StaffRole } from "@eoffice/api-client/rights";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { persons } from "./accounts";

/** Roles a staff member may hold: the contract's `StaffRole`, from the one role map (`@eoffice/api-client/rights`). */
export { STAFF_ROLES, type StaffRole } from "@eoffice/api-client/rights";

/** Units of the municipality's organisation: divisions (top level) and their sections (contract `OrgUnit`). */
export const orgUnits = pgTable(
  "org_units",
  {
    id: serial("id").primaryKey(),
    /** The unit above; null for a division at the top of the tree. */
    parentId: integer("parent_id").references((): AnyPgColumn => orgUnits.id),
    kind: varchar("kind", { length: 10 }).notNull().$type<"division" | "section">(),
    /** Short unique code (for example `public-works`); the e-service menu routes requests by it. */
    code: varchar("code", { length: 40 }),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("org_units_code_key").on(t.code),
    index("org_units_parent_id_idx").on(t.parentId),
    check("org_units_kind_check", sql`${t.kind} in ('division', 'section')`),
  ],
);

/** Positions staff members hold (ตำแหน่ง), for example นักวิชาการคอมพิวเตอร์. */
export const positions = pgTable(
  "positions",
  {
    id: serial("id").primaryKey(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("positions_name_th_key").on(t.nameTh), uniqueIndex("positions_name_en_key").on(t.nameEn)],
);

/** What a staff account has besides its `persons` row: unit, position, roles, state. */
export const staffMembers = pgTable(
  "staff_members",
  {
    personId: integer("person_id")
      .primaryKey()
      .references(() => persons.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").references((): AnyPgColumn => orgUnits.id),
    positionId: integer("position_id").references(() => positions.id),
    roles: text("roles").array().notNull().$type<StaffRole[]>(),
    /** False once deactivated: no sign-in, every session revoked. */
    active: boolean("active").notNull().default(true),
    /** Set with a one-time password; cleared by PUT /pw. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true, mode: "date" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("staff_members_unit_id_idx").on(t.unitId),
    index("staff_members_position_id_idx").on(t.positionId),
    check(
      "staff_members_roles_check",
      sql`${t.roles} <@ array[${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(","))}]::text[]`,
    ),
  ],
);

/** The staff navigation menu (contract `MenuItem`): two levels, filtered by role. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    /** 0 = top level (docs/spec/portal-spec.md section 3). */
    parentId: integer("parent_id").notNull().default(0),
    type: varchar("type", { length: 10 }).notNull().$type<"basic" | "group">(),
    titleTh: varchar("title_th", { length: 100 }).notNull(),
    titleEn: varchar("title_en", { length: 100 }).notNull(),
    orderNo: integer("order_no").notNull(),
    link: varchar("link", { length: 500 }),
    externalLink: boolean("external_link").notNull().default(false),
    target: varchar("target", { length: 6 }).notNull().default("_self").$type<"_self" | "_blank">(),
    icon: varchar("icon", { length: 60 }),
    /** Roles that see the item; empty = every staff member. */
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`).$type<StaffRole[]>(),
    active: boolean("active").notNull().default(true),
    /** Stable key of a seeded item (reference data), null for items administrators add. */
    seedKey: varchar("seed_key", { length: 60 }),
  },
  (t) => [
    index("menu_items_parent_id_idx").on(t.parentId, t.orderNo),
    uniqueIndex("menu_items_seed_key_key").on(t.seedKey),
    check("menu_items_type_check", sql`${t.type} in ('basic', 'group')`),
    check("menu_items_target_check", sql`${t.target} in ('_self', '_blank')`),
  ],
);
