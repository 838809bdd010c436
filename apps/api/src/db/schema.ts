/**
 * Drizzle ORM schema of the reference pxapi_eoffice server (portal-spec.md sections 3, 4 and 7).
 *
 * All times are `timestamptz` and are written and read as UTC instants. Migrations are generated from this
 * file with `pnpm --filter @eoffice/api db:generate` into `apps/api/drizzle/` and applied at start-up.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** Accounts of both realms: `staff` (POST /login) and `person` (public person, POST /v1/person/login). */
export const persons = pgTable(
  "persons",
  {
    id: serial("id").primaryKey(),
    realm: varchar("realm", { length: 10 }).notNull().$type<"staff" | "person">(),
    /** User name, stored lower-case; unique across both realms. */
    name: varchar("name", { length: 100 }).notNull(),
    /** E-mail address, stored lower-case; unique across both realms. */
    email: varchar("email", { length: 200 }).notNull(),
    /** Thai national id (13 digits), optional, unique when given. */
    citizenId: varchar("citizen_id", { length: 13 }),
    /** argon2id hash in PHC string format; never the password itself. */
    passwordHash: text("password_hash").notNull(),
    /** Language of the person's e-mails (`th` or `en`). */
    language: varchar("language", { length: 2 }).notNull().default("th").$type<"th" | "en">(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("persons_name_key").on(t.name),
    uniqueIndex("persons_email_key").on(t.email),
    uniqueIndex("persons_citizen_id_key").on(t.citizenId),
    check("persons_realm_check", sql`${t.realm} in ('staff', 'person')`),
  ],
);

/** One profile per person (sign-up step 2 for public persons). */
export const personProfiles = pgTable(
  "person_profiles",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 40 }).notNull(),
    firstname: varchar("firstname", { length: 100 }).notNull(),
    lastname: varchar("lastname", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 20 }),
    avatar: text("avatar"),
    status: varchar("status", { length: 12 })
      .notNull()
      .default("online")
      .$type<"online" | "away" | "busy" | "not-visible">(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("person_profiles_person_id_key").on(t.personId)],
);

/** Server-side sessions: a token is valid only while its session row exists and is not revoked. */
export const sessions = pgTable(
  "sessions",
  {
    id: varchar("id", { length: 36 }).primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    realm: varchar("realm", { length: 10 }).notNull().$type<"staff" | "person">(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("sessions_person_id_idx").on(t.personId)],
);

/**
 * Throttling counters shared by every server instance (`src/auth/throttle.ts`): one row per scope and key
 * (for example `login-pair` and `["person","somchai","192.0.2.1"]`), counting hits in a fixed window that
 * ends at `expires_at`. Updated with one atomic upsert per attempt.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    scope: varchar("scope", { length: 40 }).notNull(),
    key: text("key").notNull(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("throttle_counters_expires_at_idx").on(t.expiresAt)],
);

/** Server-wide settings, such as the generated token secret when PostgreSQL is shared by several instances. */
export const serverSettings = pgTable("server_settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
});

/** Complaint types (roads, lighting, drains ...). */
export const complaintTypes = pgTable(
  "complaint_types",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 40 }).notNull(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull(),
    /** Unit responsible for cases of this type (issue 11); null = the complaints centre routes them. */
    unitId: integer("unit_id").references((): AnyPgColumn => orgUnits.id),
    /** Whistleblowing (corruption, misconduct): the reporter's identity is never stored in clear, integrity officers only. */
    confidential: boolean("confidential").notNull().default(false),
  },
  (t) => [uniqueIndex("complaint_types_code_key").on(t.code)],
);

/** Complaint kinds; each belongs to one complaint type. */
export const complaintKinds = pgTable(
  "complaint_kinds",
  {
    id: serial("id").primaryKey(),
    complaintTypeId: integer("complaint_type_id")
      .notNull()
      .references(() => complaintTypes.id),
    code: varchar("code", { length: 60 }).notNull(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull(),
    /** Target time to answer a case of this kind, in days (Thai municipalities are assessed on 15). */
    targetDays: integer("target_days").notNull().default(15),
  },
  (t) => [
    uniqueIndex("complaint_kinds_code_key").on(t.code),
    index("complaint_kinds_complaint_type_id_idx").on(t.complaintTypeId),
  ],
);

/** The complaint-kind menu shown to citizens. */
export const complaintKindMenu = pgTable(
  "complaint_kind_menu",
  {
    id: serial("id").primaryKey(),
    complaintKindId: integer("complaint_kind_id")
      .notNull()
      .references(() => complaintKinds.id),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull(),
    icon: varchar("icon", { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex("complaint_kind_menu_complaint_kind_id_key").on(t.complaintKindId)],
);

/** The statuses of a case (issue 11 life cycle). */
export const CASE_STATUSES = ["received", "accepted", "in_progress", "completed", "rejected", "cancelled"] as const;

/** A case status code. */
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Complaint statuses: received, accepted, in_progress, completed, rejected, cancelled. */
export const complaintStatuses = pgTable(
  "complaint_statuses",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 20 })
      .notNull()
      .$type<CaseStatus>(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull(),
    isFinal: boolean("is_final").notNull(),
  },
  (t) => [uniqueIndex("complaint_statuses_code_key").on(t.code)],
);

/** Per-Buddhist-year counter behind `complaintNo` (`CP-<BE year>-<6 digits>`). */
export const complaintSequences = pgTable("complaint_sequences", {
  beYear: integer("be_year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});

/** How a case reached the municipality (issue 11 item 5: staff record the others with the e-form). */
export const CASE_CHANNELS = ["web", "phone", "walk_in", "letter", "line"] as const;

/** A case channel. */
export type CaseChannel = (typeof CASE_CHANNELS)[number];

/**
 * Complaints: the cases of issue 11 (a complaint, or a confidential whistleblowing report). Filed by a resident
 * (`person_id`), recorded by staff for a resident or a name and telephone only (`contact_name`), or reported
 * without an account (`tracking_code_hash`). A confidential case never stores its reporter in clear: a signed-in
 * reporter is `reporter_ref` (an HMAC of the person id, so their own list finds it), `person_id` stays null.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    complaintNo: varchar("complaint_no", { length: 20 }).notNull(),
    complaintTypeId: integer("complaint_type_id")
      .notNull()
      .references(() => complaintTypes.id),
    complaintKindId: integer("complaint_kind_id")
      .notNull()
      .references(() => complaintKinds.id),
    detail: text("detail").notNull(),
    location: varchar("location", { length: 300 }).notNull(),
    phone: varchar("phone", { length: 20 }),
    statusId: integer("status_id")
      .notNull()
      .references(() => complaintStatuses.id),
    /** The resident who filed it (or for whom staff recorded it); null for a contact-only or confidential case. */
    personId: integer("person_id").references(() => persons.id, { onDelete: "cascade" }),
    /** Name of a complainant without an account (e-form). */
    contactName: varchar("contact_name", { length: 200 }),
    channel: varchar("channel", { length: 10 }).notNull().default("web").$type<CaseChannel>(),
    /** Staff member who recorded the case with the e-form. */
    recordedById: integer("recorded_by_id").references(() => persons.id, { onDelete: "set null" }),
    /** The responsible unit; null while the complaints centre has not routed it. */
    unitId: integer("unit_id").references((): AnyPgColumn => orgUnits.id),
    /** The officer assigned, if any. */
    assigneeId: integer("assignee_id").references(() => persons.id, { onDelete: "set null" }),
    confidential: boolean("confidential").notNull().default(false),
    /** HMAC-SHA-256 of a signed-in whistleblower's person id (hex). */
    reporterRef: varchar("reporter_ref", { length: 64 }),
    /** SHA-256 of the tracking code given once to a whistleblower (hex). */
    trackingCodeHash: varchar("tracking_code_hash", { length: 64 }),
    /** When the answer is due (filing or reopening + the kind's target days). */
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    /** When the case reached a final status (completed, rejected, cancelled); null while open. */
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    reopenCount: integer("reopen_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("complaints_complaint_no_key").on(t.complaintNo),
    uniqueIndex("complaints_tracking_code_hash_key").on(t.trackingCodeHash),
    index("complaints_person_id_created_at_idx").on(t.personId, t.createdAt),
    index("complaints_reporter_ref_idx").on(t.reporterRef),
    index("complaints_created_at_idx").on(t.createdAt),
    index("complaints_unit_id_status_id_created_at_idx").on(t.unitId, t.statusId, t.createdAt),
    index("complaints_assignee_id_idx").on(t.assigneeId),
    index("complaints_status_id_due_at_idx").on(t.statusId, t.dueAt),
    check("complaints_channel_check", sql`${t.channel} in ('web', 'phone', 'walk_in', 'letter', 'line')`),
  ],
);

/** What happened to a case (contract `CaseAction`). */
export const CASE_ACTIONS = [
  "filed",
  "accepted",
  "assigned",
  "forwarded",
  "started",
  "completed",
  "rejected",
  "cancelled",
  "reopened",
] as const;

/** A case action. */
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** Who acted or wrote on a case: the resident, staff, or an anonymous whistleblower. */
export type CaseActorKind = "resident" | "staff" | "reporter";

/** The history of a case: one row per change (when, who, from, to, comment); only `cases/` writes it, never changes it. */
export const caseHistory = pgTable(
  "case_history",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    action: varchar("action", { length: 12 }).notNull().$type<CaseAction>(),
    actorKind: varchar("actor_kind", { length: 10 }).notNull().$type<CaseActorKind>(),
    /** The staff member or resident who acted; null for an anonymous or confidential reporter. */
    actorId: integer("actor_id").references(() => persons.id, { onDelete: "set null" }),
    fromStatus: varchar("from_status", { length: 12 }).$type<CaseStatus>(),
    toStatus: varchar("to_status", { length: 12 }).notNull().$type<CaseStatus>(),
    fromUnitId: integer("from_unit_id").references((): AnyPgColumn => orgUnits.id),
    toUnitId: integer("to_unit_id").references((): AnyPgColumn => orgUnits.id),
    assigneeId: integer("assignee_id").references(() => persons.id, { onDelete: "set null" }),
    comment: text("comment"),
  },
  (t) => [index("case_history_case_id_at_idx").on(t.caseId, t.at, t.id)],
);

/** The notes thread of a case: resident and staff write to each other; internal notes are staff only. */
export const caseNotes = pgTable(
  "case_notes",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    authorKind: varchar("author_kind", { length: 10 }).notNull().$type<CaseActorKind>(),
    /** Null for an anonymous or confidential reporter. */
    authorId: integer("author_id").references(() => persons.id, { onDelete: "set null" }),
    internal: boolean("internal").notNull().default(false),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("case_notes_case_id_created_at_idx").on(t.caseId, t.createdAt, t.id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored files (ARCHITECTURE.md "files"): bytes in PostgreSQL so that every instance sees them. A file is
 * uploaded first (`link_id` null: pending, owned by its uploader, removed after a day) and linked when the case
 * or note it belongs to is saved. `link_type` `es` = a case (spec `ESFilepublic/linkType/es/linkId/{id}`).
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkType: varchar("link_type", { length: 10 }).notNull().default("es"),
    linkId: integer("link_id"),
    /** The note it was attached to, when attached on a note. */
    noteId: integer("note_id").references(() => caseNotes.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 255 }).notNull(),
    /** Decided from the magic bytes, never from the name. */
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    /** Bytes after metadata stripping. */
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    uploadedById: integer("uploaded_by_id").references(() => persons.id, { onDelete: "set null" }),
    uploaderKind: varchar("uploader_kind", { length: 10 }).notNull().$type<CaseActorKind>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("files_link_idx").on(t.linkType, t.linkId),
    index("files_uploaded_by_id_pending_idx").on(t.uploadedById, t.createdAt),
  ],
);

/** Kinds of top-bar inbox items: messages and notifications share one table and one shape. */
export const INBOX_KINDS = ["message", "notification"] as const;

/** A kind of inbox item. */
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Messages and notifications of the top bar (contract `InboxItem`), each owned by one person. */
export const inboxItems = pgTable(
  "inbox_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** Insertion order: breaks ties of `time` so that the newest item comes first. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    kind: varchar("kind", { length: 12 }).notNull().$type<InboxKind>(),
    title: varchar("title", { length: 200 }).notNull(),
    /** Plain text; empty when there is none. */
    description: varchar("description", { length: 1000 }).notNull().default(""),
    icon: varchar("icon", { length: 100 }),
    image: varchar("image", { length: 500 }),
    link: varchar("link", { length: 500 }),
    useRouter: boolean("use_router").notNull().default(false),
    time: timestamp("time", { withTimezone: true, mode: "date" }).notNull(),
    read: boolean("read").notNull().default(false),
    seen: boolean("seen").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("inbox_items_person_id_kind_time_idx").on(t.personId, t.kind, t.time, t.seq),
    check("inbox_items_kind_check", sql`${t.kind} in ('message', 'notification')`),
  ],
);

/** Shortcuts of the top bar (contract `Shortcut`), each owned by one person. */
export const shortcuts = pgTable(
  "shortcuts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** Insertion order: the list shows the newest shortcut first. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    label: varchar("label", { length: 100 }).notNull(),
    description: varchar("description", { length: 300 }),
    icon: varchar("icon", { length: 100 }).notNull(),
    link: varchar("link", { length: 500 }).notNull(),
    useRouter: boolean("use_router").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shortcuts_person_id_seq_idx").on(t.personId, t.seq)],
);

/** Documents of the document management system, as far as the top-bar search needs them. */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    documentName: varchar("document_name", { length: 300 }).notNull(),
    /** Folder path and file name, for example `/สำนักปลัด/คำสั่ง/2569/คำสั่งแต่งตั้งคณะกรรมการ.pdf`. */
    fullPathName: varchar("full_path_name", { length: 1000 }).notNull(),
    documentFolderId: integer("document_folder_id").notNull(),
    documentTypeId: integer("document_type_id").notNull(),
  },
  (t) => [uniqueIndex("documents_full_path_name_key").on(t.fullPathName)],
);

/** Roles a staff member may hold (contract `StaffRole`; each staff operation lists the roles allowed in `x-roles`). */
export const STAFF_ROLES = [
  "admin",
  "division_head",
  "officer",
  "integrity_officer",
  "document_controller",
  "news_editor",
  "finance_officer",
] as const;

/** A staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

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
      sql`${t.roles} <@ array['admin','division_head','officer','integrity_officer','document_controller','news_editor','finance_officer']::text[]`,
    ),
  ],
);

/** The staff navigation menu (contract `MenuItem`): two levels, filtered by role. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    /** 0 = top level (portal-spec.md section 3). */
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

/** One changed field of an audit entry. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit log (contract `AuditEntry`): append-only. A trigger (migration 0003) refuses UPDATE and DELETE, so
 * no code path can rewrite history. `person_id` is not a foreign key: entries outlive the accounts they name.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    personId: integer("person_id"),
    personName: varchar("person_name", { length: 100 }),
    realm: varchar("realm", { length: 10 }).$type<"staff" | "person">(),
    action: varchar("action", { length: 30 }).notNull(),
    entity: varchar("entity", { length: 30 }).notNull(),
    entityId: varchar("entity_id", { length: 100 }),
    changes: jsonb("changes").notNull().$type<AuditChange[]>(),
    clientIp: varchar("client_ip", { length: 64 }).notNull(),
    requestId: varchar("request_id", { length: 64 }).notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_person_id_at_idx").on(t.personId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

/** Stored e-mail templates, one per code and language (Mustache, plain text). */
export const emailTemplates = pgTable(
  "email_templates",
  {
    code: varchar("code", { length: 60 }).notNull(),
    language: varchar("language", { length: 2 }).notNull().$type<"th" | "en">(),
    subject: varchar("subject", { length: 300 }).notNull(),
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.language] })],
);

/** States of an outbox message (contract `EmailState`). */
export type EmailState = "queued" | "sending" | "sent" | "failed";

/**
 * The e-mail outbox (contract `EmailMessage`): written in the transaction of the event that causes the e-mail;
 * the sender of any instance claims queued rows with `FOR UPDATE SKIP LOCKED`, so each is delivered once.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: varchar("to_address", { length: 200 }).notNull(),
    personId: integer("person_id"),
    language: varchar("language", { length: 2 }).notNull().$type<"th" | "en">(),
    template: varchar("template", { length: 60 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    body: text("body").notNull(),
    state: varchar("state", { length: 10 }).notNull().default("queued").$type<EmailState>(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    /** While `sending`: when the claim lapses (a sender that died leaves the row to another one). */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("email_outbox_state_next_idx").on(t.state, t.nextAttemptAt),
    index("email_outbox_created_at_idx").on(t.createdAt),
    check("email_outbox_state_check", sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);
