/**
 * Cases (issue 11): complaint types, kinds and menu, statuses, the reference-number counters, the cases themselves
 * (complaints, e-service requests, whistleblowing reports), their history and notes.
 */
import { sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { persons } from "./accounts";
import { orgUnits } from "./organisation";
import { eServices } from "./eservices";

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

/** Per-Buddhist-year counter behind e-service request numbers (`ER-<BE year>-<6 digits>`, issue 12). */
export const requestSequences = pgTable("request_sequences", {
  beYear: integer("be_year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});

/** How urgent a case is (contract `CasePriority`; tracker issue 39 item 2). */
export const CASE_PRIORITIES = ["normal", "high", "urgent"] as const;

/** A case priority. */
export type CasePriority = (typeof CASE_PRIORITIES)[number];

/** How a case reached the municipality (issue 11 item 5: staff record the others with the e-form; `open311` tracker issue 41 item 4). */
export const CASE_CHANNELS = ["web", "phone", "walk_in", "letter", "line", "open311"] as const;

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
    /** Null for an e-service request (`service_id`); CHECK `complaints_case_kind_check`. */
    complaintTypeId: integer("complaint_type_id").references(() => complaintTypes.id),
    complaintKindId: integer("complaint_kind_id").references(() => complaintKinds.id),
    /** The service of an e-service request (issue 12); null for a complaint. */
    serviceId: integer("service_id").references((): AnyPgColumn => eServices.id),
    /** The request's answers, validated against the service's form when filed; null for a complaint. */
    formData: jsonb("form_data").$type<Record<string, unknown>>(),
    detail: text("detail").notNull(),
    location: varchar("location", { length: 300 }).notNull(),
    /**
     * Where the case is, WGS84 degrees rounded to 6 decimals (tracker issue 41 item 1): given by the resident's
     * browser (geolocation) or an Open311 client; both null when not given, never one alone (CHECK
     * `complaints_position_check`).
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
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
    /** How urgent staff judge the case (tracker issue 39 item 2): `normal`, `high` or `urgent`. */
    priority: varchar("priority", { length: 10 }).notNull().default("normal").$type<CasePriority>(),
    /** The surviving case this one was merged into as a duplicate (tracker issue 39 item 2); null otherwise. */
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => complaints.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /**
     * What the work queue's text filter searches (issue 11): number, details and location in lower case, one per
     * line, kept by PostgreSQL. One `LIKE` on it, found through the trigram index below, instead of three `ILIKE`
     * that lower-case every case of the unit on each search. Never returned by the API.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${complaints.complaintNo} || chr(10) || ${complaints.detail} || chr(10) || ${complaints.location})`),
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
    // The work queue's search (issue 11, bench/queue.mjs): the text filter finds its rows by trigrams (pg_trgm,
    // migration 0005) instead of testing every case of the unit; the counts per status of a unit are an index-only
    // scan, and a status tab sorted by due date reads its rows in order.
    index("complaints_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("complaints_queue_unit_status_due_idx").on(t.unitId, t.statusId, t.dueAt).where(sql`not ${t.confidential}`),
    check("complaints_priority_check", sql`${t.priority} in ('normal', 'high', 'urgent')`),
    index("complaints_duplicate_of_id_idx").on(t.duplicateOfId),
    check("complaints_channel_check", sql`${t.channel} in ('web', 'phone', 'walk_in', 'letter', 'line', 'open311')`),
    index("complaints_service_id_idx").on(t.serviceId),
    // The distance filter (`cases/near.ts`) narrows by a bounding box on latitude first.
    index("complaints_latitude_longitude_idx").on(t.latitude, t.longitude).where(sql`${t.latitude} is not null`),
    check(
      "complaints_position_check",
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    // A case is either a complaint (type and kind) or an e-service request (service), never both.
    check(
      "complaints_case_kind_check",
      sql`(${t.serviceId} is null and ${t.complaintTypeId} is not null and ${t.complaintKindId} is not null) or (${t.serviceId} is not null and ${t.complaintTypeId} is null and ${t.complaintKindId} is null)`,
    ),
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
  // Tracker issue 39 item 2: a change of complaint type and kind, a merge into the surviving case, a privacy edit of
  // the resident's text, a change of priority.
  "reclassified",
  "merged",
  "redacted",
  "prioritised",
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

/**
 * The residents who follow a case they did not file (tracker issue 39 item 2): the reporter of a duplicate merged into
 * it. They see the case as its own resident does and are told of its changes (`notifyResident`).
 */
export const caseFollowers = pgTable(
  "case_followers",
  {
    caseId: integer("case_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** The duplicate through which they follow it. */
    viaCaseId: integer("via_case_id").references((): AnyPgColumn => complaints.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.personId] }), index("case_followers_person_id_idx").on(t.personId)],
);

/** The two deadline notices of a case (tracker issue 39 item 1): 80 % of its target time gone, and overdue. */
export type DeadlineNoticeLevel = "due-soon" | "overdue";

/**
 * The deadline notices sent (tracker issue 39 item 1, `cases/deadlines.ts`): one row per case, due date and level, so
 * that the scheduled check tells an officer once, whichever instance runs it; a reopened case (a new due date) is told
 * again.
 */
export const caseDeadlineNotices = pgTable(
  "case_deadline_notices",
  {
    caseId: integer("case_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    level: varchar("level", { length: 10 }).notNull().$type<DeadlineNoticeLevel>(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.dueAt, t.level] }),
    check("case_deadline_notices_level_check", sql`${t.level} in ('due-soon', 'overdue')`),
  ],
);

/** Longest text of a canned reply, in characters (the contract's `maxLength`). */
export const CANNED_REPLY_TEXT_MAX = 4000;

/**
 * Canned replies of a unit (tracker issue 39 item 2): a title and a text in Thai and English, with Mustache
 * placeholders (`{{complaintNo}}`, `{{name}}`, `{{location}}`, `{{officer}}`) filled for the case they answer.
 */
export const cannedReplies = pgTable(
  "canned_replies",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references((): AnyPgColumn => orgUnits.id, { onDelete: "cascade" }),
    titleTh: varchar("title_th", { length: 200 }).notNull(),
    titleEn: varchar("title_en", { length: 200 }).notNull(),
    bodyTh: text("body_th").notNull(),
    bodyEn: text("body_en").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("canned_replies_unit_id_idx").on(t.unitId)],
);
