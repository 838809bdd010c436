/**
 * The document store (issue 14): folders, document types, documents and versions, permissions, and the correspondence
 * register.
 */
import { type StaffRole } from "@eoffice/api-client/rights";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, date, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { persons } from "./accounts";
import { files } from "./files";
import { orgUnits } from "./organisation";

/** Levels of a document permission (issue 14 item 5), each including the ones before it. */
export const DMS_LEVELS = ["view", "edit", "manage"] as const;

/** A level of a document permission: view (list, read, download), edit (metadata, versions, move, delete), manage (permissions). */
export type DmsLevel = (typeof DMS_LEVELS)[number];

/** Text states of a document version (tracker issue 39 item 5): see `dmsDocumentVersions.textStatus`. */
export const DMS_TEXT_STATUSES = ["text", "pending", "none"] as const;

/** A text state of a document version. */
export type DmsTextStatus = (typeof DMS_TEXT_STATUSES)[number];

/** Who a document permission is given to: one staff member, everyone of a unit (and its sections), or a role. */
export type DmsSubjectKind = "user" | "unit" | "role";

/** Folders of the document store (issue 14 item 1): a tree; a folder passes its permissions down to what it holds. */
export const dmsFolders = pgTable(
  "dms_folders",
  {
    id: serial("id").primaryKey(),
    /** The folder above; null at the top. */
    parentId: integer("parent_id").references((): AnyPgColumn => dmsFolders.id),
    name: varchar("name", { length: 200 }).notNull(),
    /** The unit the folder is kept for (informational; rights come from `dms_grants`). */
    unitId: integer("unit_id").references(() => orgUnits.id),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("dms_folders_parent_id_idx").on(t.parentId)],
);

/** One metadata field a document type defines (contract `DmsTypeField`). */
export interface DmsTypeField {
  /** Key in a document's `fields` (letters, digits, `_`). */
  name: string;
  labelTh: string;
  labelEn: string;
  /** What the field holds (tracker issue 39 item 4 added choice to unit; contract `DmsTypeField`). */
  kind: "text" | "number" | "date" | "choice" | "checkbox" | "money" | "document" | "staff" | "unit";
  /** The choices of a `choice` field. */
  choices?: string[];
  required: boolean;
}

/** A value of a document type's own field (money in satang, references as ids). */
export type DmsFieldValue = string | number | boolean;

/** Document types (issue 14 item 4): their own metadata fields and a retention period. */
export const dmsDocumentTypes = pgTable(
  "dms_document_types",
  {
    id: serial("id").primaryKey(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    fields: jsonb("fields").notNull().$type<DmsTypeField[]>().default(sql`'[]'::jsonb`),
    /** How long documents of the type are kept, in years (ระเบียบงานสารบรรณ: usually 10); null = permanently. */
    retentionYears: integer("retention_years"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("dms_document_types_name_th_key").on(t.nameTh), uniqueIndex("dms_document_types_name_en_key").on(t.nameEn)],
);

/**
 * Documents (issue 14 item 1). `search_text` is the lower-cased name, number, metadata and text extracted from the
 * current version, kept by the application and indexed with trigrams (Thai has no spaces; `pg_trgm` needs none).
 */
export const dmsDocuments = pgTable(
  "dms_documents",
  {
    id: serial("id").primaryKey(),
    folderId: integer("folder_id")
      .notNull()
      .references(() => dmsFolders.id),
    typeId: integer("type_id")
      .notNull()
      .references(() => dmsDocumentTypes.id),
    title: varchar("title", { length: 300 }).notNull(),
    /** Official document number (เลขที่หนังสือ), for example `มท 0808.2/ว 1234`. */
    docNumber: varchar("doc_number", { length: 100 }),
    docDate: date("doc_date", { mode: "string" }),
    sender: varchar("sender", { length: 300 }),
    recipient: varchar("recipient", { length: 300 }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Values of the type's own fields, by field name. */
    fields: jsonb("fields").notNull().$type<Record<string, DmsFieldValue>>().default(sql`'{}'::jsonb`),
    /** File name of the current version. */
    fileName: varchar("file_name", { length: 255 }).notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    /** True: the document's own permissions replace its folders'. */
    ownPermissions: boolean("own_permissions").notNull().default(false),
    searchText: text("search_text").notNull().default(""),
    /**
     * Who is to act on the document (tracker issue 39 item 1): a staff member, or a unit whose staff take it while no
     * one is named; it waits for them on the staff overview until `workDoneAt`, against `dueOn` when set.
     */
    assigneeId: integer("assignee_id").references(() => persons.id, { onDelete: "set null" }),
    workUnitId: integer("work_unit_id").references(() => orgUnits.id, { onDelete: "set null" }),
    /** The day the work on it is due (Bangkok), if any. */
    dueOn: date("due_on", { mode: "string" }),
    /** When the assigned work was marked done; null while it waits. */
    workDoneAt: timestamp("work_done_at", { withTimezone: true, mode: "date" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("dms_documents_folder_id_idx").on(t.folderId),
    index("dms_documents_type_id_idx").on(t.typeId),
    index("dms_documents_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("dms_documents_assignee_id_idx").on(t.assigneeId).where(sql`${t.workDoneAt} is null`),
    index("dms_documents_work_unit_id_idx").on(t.workUnitId).where(sql`${t.workDoneAt} is null and ${t.assigneeId} is null`),
  ],
);

/** Versions of a document; every upload is one, and restoring an old one adds a new version with its file. */
export const dmsDocumentVersions = pgTable(
  "dms_document_versions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => dmsDocuments.id, { onDelete: "cascade" }),
    versionNo: integer("version_no").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    /** Text extracted from a PDF on upload, or recognised in a scan by OCR (tracker issue 39 item 5). */
    text: text("text").notNull().default(""),
    /**
     * Whether the version's text is there (`text`: a PDF's text layer or recognised text), waiting for text recognition
     * (`pending`: a row of `dms_text_jobs`), or not to be had (`none`: nothing recognised, or no OCR on this server).
     */
    textStatus: varchar("text_status", { length: 7 }).notNull().default("text").$type<DmsTextStatus>(),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("dms_document_versions_document_id_version_no_key").on(t.documentId, t.versionNo),
    check("dms_document_versions_text_status_check", sql`${t.textStatus} in ('text', 'pending', 'none')`),
  ],
);

/**
 * Versions waiting for text recognition (OCR; tracker issue 39 item 5): a scan (an image, or a PDF without a text
 * layer) gets a row on upload; any instance's recogniser (`dms/text-jobs.ts`) claims it with `FOR UPDATE SKIP
 * LOCKED` until `locked_until`, writes the text, and deletes the row. A claim that lapses (the instance died) is
 * taken over; after `attempts` reaches the limit the version is marked `none`.
 */
export const dmsTextJobs = pgTable("dms_text_jobs", {
  versionId: integer("version_id")
    .primaryKey()
    .references(() => dmsDocumentVersions.id, { onDelete: "cascade" }),
  attempts: integer("attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

/** Permissions (issue 14 item 5) on a folder or a document, for a user, a unit or a role. */
export const dmsGrants = pgTable(
  "dms_grants",
  {
    id: serial("id").primaryKey(),
    folderId: integer("folder_id").references(() => dmsFolders.id, { onDelete: "cascade" }),
    documentId: integer("document_id").references(() => dmsDocuments.id, { onDelete: "cascade" }),
    subjectKind: varchar("subject_kind", { length: 4 }).notNull().$type<DmsSubjectKind>(),
    /** A person id (user) or a unit id (unit); null for a role. */
    subjectId: integer("subject_id"),
    /** A staff role; null for a user or unit. */
    subjectRole: varchar("subject_role", { length: 30 }).$type<StaffRole>(),
    level: varchar("level", { length: 6 }).notNull().$type<DmsLevel>(),
  },
  (t) => [
    index("dms_grants_folder_id_idx").on(t.folderId),
    index("dms_grants_document_id_idx").on(t.documentId),
    check("dms_grants_target_check", sql`(${t.folderId} is null) <> (${t.documentId} is null)`),
    check("dms_grants_subject_kind_check", sql`${t.subjectKind} in ('user', 'unit', 'role')`),
    check("dms_grants_level_check", sql`${t.level} in ('view', 'edit', 'manage')`),
  ],
);

/** Urgency of an official letter (ชั้นความเร็ว, ระเบียบงานสารบรรณ). */
export const CORRESPONDENCE_URGENCIES = ["normal", "urgent", "very_urgent", "most_urgent"] as const;

/** The fixed palette of tag colours (tracker issue 39 item 2; contract `DmsTagColour`). */
export const DMS_TAG_COLOURS = ["blue", "green", "amber", "red", "slate"] as const;

/** A tag colour of the palette. */
export type DmsTagColour = (typeof DMS_TAG_COLOURS)[number];

/**
 * The colour chosen for a tag (tracker issue 39 item 2), by the tag's name as documents carry it; a tag without a row
 * is shown in the default style. Written by administrators and document controllers (`setDmsTagColour`).
 */
export const dmsTagColours = pgTable(
  "dms_tag_colours",
  {
    tag: varchar("tag", { length: 50 }).primaryKey(),
    colour: varchar("colour", { length: 10 }).notNull().$type<DmsTagColour>(),
    updatedById: integer("updated_by_id").references(() => persons.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("dms_tag_colours_colour_check", sql`${t.colour} in ('blue', 'green', 'amber', 'red', 'slate')`)],
);

/** Secrecy classes of an official letter (ชั้นความลับ). */
export const CORRESPONDENCE_SECRECIES = ["normal", "confidential", "secret", "top_secret"] as const;

/** Last register number given per unit, direction and Buddhist-era year: one atomic upsert hands out the next. */
export const correspondenceCounters = pgTable(
  "correspondence_counters",
  {
    unitId: integer("unit_id")
      .notNull()
      .references(() => orgUnits.id),
    direction: varchar("direction", { length: 3 }).notNull().$type<"in" | "out">(),
    beYear: integer("be_year").notNull(),
    lastNo: integer("last_no").notNull(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.direction, t.beYear] })],
);

/** The official correspondence register (ทะเบียนหนังสือรับ/ส่ง, issue 14 item 7). */
export const correspondenceRegister = pgTable(
  "correspondence_register",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => orgUnits.id),
    direction: varchar("direction", { length: 3 }).notNull().$type<"in" | "out">(),
    beYear: integer("be_year").notNull(),
    registerNo: integer("register_no").notNull(),
    letterNumber: varchar("letter_number", { length: 100 }),
    letterDate: date("letter_date", { mode: "string" }),
    subject: varchar("subject", { length: 500 }).notNull(),
    fromName: varchar("from_name", { length: 300 }).notNull(),
    toName: varchar("to_name", { length: 300 }).notNull(),
    urgency: varchar("urgency", { length: 12 }).notNull().$type<(typeof CORRESPONDENCE_URGENCIES)[number]>(),
    secrecy: varchar("secrecy", { length: 12 }).notNull().$type<(typeof CORRESPONDENCE_SECRECIES)[number]>(),
    documentId: integer("document_id").references(() => dmsDocuments.id, { onDelete: "set null" }),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("correspondence_register_number_key").on(t.unitId, t.direction, t.beYear, t.registerNo),
    check("correspondence_register_direction_check", sql`${t.direction} in ('in', 'out')`),
    check("correspondence_register_urgency_check", sql`${t.urgency} in ('normal', 'urgent', 'very_urgent', 'most_urgent')`),
    check("correspondence_register_secrecy_check", sql`${t.secrecy} in ('normal', 'confidential', 'secret', 'top_secret')`),
  ],
);
