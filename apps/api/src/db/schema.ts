/**
 * Drizzle ORM schema of the reference pxapi_eoffice server (docs/spec/portal-spec.md sections 3, 4 and 7).
 *
 * All times are `timestamptz` and are written and read as UTC instants. Migrations are generated from this
 * file with `pnpm --filter @eoffice/api db:generate` into `apps/api/drizzle/` and applied at start-up.
 */
import { STAFF_ROLES, type StaffRole } from "@eoffice/api-client/rights";
import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  date,
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
    /**
     * When the person confirmed `email` by the link of a confirmation e-mail (issue 15 item 5); null while not
     * confirmed. Only sign-up (`createPublicPerson`) writes null: accounts made before migration 0011 and accounts
     * that an administrator or the seed makes count as confirmed when made (the default).
     */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true, mode: "date" }).defaultNow(),
    /** Which events send the person an e-mail (issue 15 item 7); a missing key means yes. */
    emailPreferences: jsonb("email_preferences").$type<EmailPreferences>().notNull().default({}),
    /** When the person asked for the account to be closed (PDPA, issue 15 item 8); null when not asked. */
    closureRequestedAt: timestamp("closure_requested_at", { withTimezone: true, mode: "date" }),
    /**
     * When an administrator closed the account (PDPA, issue 15 item 8; `account_closures`): its personal data is
     * removed and it can no longer sign in; the row stays, so that the cases filed keep their resident. Null while open.
     */
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
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
    /** Birth date (a calendar day, Gregorian `YYYY-MM-DD`; shown in the Buddhist era in Thai). */
    birthDate: varchar("birth_date", { length: 10 }),
    /** House number, village, lane and road: the free part of the address. */
    addressLine: varchar("address_line", { length: 300 }),
    /** Province, district and sub-district as the thai-address-universal dataset names them in Thai. */
    province: varchar("province", { length: 100 }),
    district: varchar("district", { length: 100 }),
    subdistrict: varchar("subdistrict", { length: 100 }),
    /** Official 6-digit geocode of the sub-district (its first 2 and 4 digits are the province and district). */
    subdistrictCode: varchar("subdistrict_code", { length: 6 }),
    postcode: varchar("postcode", { length: 5 }),
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
    /** End of the session; a token refresh moves it forward by the session's idle lifetime. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    /** "Remember me" at sign-in: the longer idle lifetime (issue 15 item 6). */
    remember: boolean("remember").notNull().default(false),
    /** Last sign-in or token refresh (the settings page lists open sessions by it). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }),
    /** The browser's `User-Agent` at sign-in, cut to 300 characters (to tell sessions apart). */
    userAgent: varchar("user_agent", { length: 300 }),
  },
  (t) => [index("sessions_person_id_idx").on(t.personId)],
);

/** E-mail choices of a person (issue 15 item 7): `false` turns an event's e-mail off. */
export interface EmailPreferences {
  /** A status change of the person's complaint or request (template `case-status-changed`). */
  caseStatus?: boolean;
  /** A reply of the municipality on the person's case (template `case-reply`). */
  caseReply?: boolean;
}

/** Purposes of single-use account links (issue 15 items 2, 4 and 5). */
export type AccountTokenPurpose = "reset-password" | "confirm-email" | "change-email";

/**
 * Single-use links sent by e-mail: password reset (30 minutes), e-mail confirmation and e-mail change. Only the
 * SHA-256 of the random token is stored, so the table does not hold usable links.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    /** SHA-256 of the token, hex. */
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).notNull().$type<AccountTokenPurpose>(),
    /** The address being confirmed (`confirm-email`, `change-email`). */
    email: varchar("email", { length: 200 }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("account_tokens_person_purpose_idx").on(t.personId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('reset-password', 'confirm-email', 'change-email')`),
  ],
);

/**
 * Consent to the privacy notice (Thailand's PDPA, issue 15 item 8): one row per person and notice version
 * accepted; the current version is `PRIVACY_NOTICE_VERSION` (`src/account/privacy.ts`).
 */
export const privacyConsents = pgTable(
  "privacy_consents",
  {
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    noticeVersion: varchar("notice_version", { length: 20 }).notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.noticeVersion] })],
);

/** States of an account-closure request (contract `AccountClosureState`). */
export type AccountClosureState = "pending" | "done" | "refused";

/**
 * Residents' requests to close their account (Thailand's PDPA right to erasure, issue 15 item 8): one row per request,
 * `pending` until an administrator closes the account (`done`) or refuses with a reason (`refused`; the resident may
 * ask again). At most one pending request per person. Holds no personal data besides the person's id.
 */
export const accountClosures = pgTable(
  "account_closures",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull(),
    state: varchar("state", { length: 10 }).notNull().default("pending").$type<AccountClosureState>(),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    /** The administrator who completed or refused it. */
    decidedById: integer("decided_by_id").references(() => persons.id, { onDelete: "set null" }),
    /** Why it was refused (e-mailed to the resident). */
    reason: text("reason"),
  },
  (t) => [
    uniqueIndex("account_closures_one_pending_key").on(t.personId).where(sql`${t.state} = 'pending'`),
    index("account_closures_state_requested_at_idx").on(t.state, t.requestedAt),
    check("account_closures_state_check", sql`${t.state} in ('pending', 'done', 'refused')`),
  ],
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

/** Per-Buddhist-year counter behind e-service request numbers (`ER-<BE year>-<6 digits>`, issue 12). */
export const requestSequences = pgTable("request_sequences", {
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
    /** Null for an e-service request (`service_id`); CHECK `complaints_case_kind_check`. */
    complaintTypeId: integer("complaint_type_id").references(() => complaintTypes.id),
    complaintKindId: integer("complaint_kind_id").references(() => complaintKinds.id),
    /** The service of an e-service request (issue 12); null for a complaint. */
    serviceId: integer("service_id").references((): AnyPgColumn => eServices.id),
    /** The request's answers, validated against the service's form when filed; null for a complaint. */
    formData: jsonb("form_data").$type<Record<string, unknown>>(),
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
    check("complaints_channel_check", sql`${t.channel} in ('web', 'phone', 'walk_in', 'letter', 'line')`),
    index("complaints_service_id_idx").on(t.serviceId),
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
 * Stored files (docs/architecture.md "files"): bytes in PostgreSQL so that every instance sees them. A file is
 * uploaded first (`link_id` null: pending, owned by its uploader, removed after a day) and linked when the case
 * or note it belongs to is saved. `link_type` `es` = a case, `news` = a news item (both listed by the spec's
 * `ESFilepublic/linkType/{linkType}/linkId/{id}`), `avatar` and `dms` their own.
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

/** Most characters of an inbox item's title (contract `InboxItem.title`); text copied into it is shortened to fit. */
export const INBOX_TITLE_MAX = 200;

/** Most characters of an inbox item's description (contract `InboxItem.description`); text copied into it is shortened to fit. */
export const INBOX_DESCRIPTION_MAX = 1000;

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
    title: varchar("title", { length: INBOX_TITLE_MAX }).notNull(),
    /** Plain text; empty when there is none. */
    description: varchar("description", { length: INBOX_DESCRIPTION_MAX }).notNull().default(""),
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

/** One changed field of an audit entry. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Most characters of an audit entry's `purpose`. */
export const AUDIT_PURPOSE_MAX = 300;

/**
 * The columns of an audit log (contract `AuditEntry`), the same in the general log and the whistleblowing log; a
 * function, so that each table gets column builders of its own.
 */
const auditColumns = () => ({
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
  /** Why personal data was read (action `view` of a person's profile); null for changes and sessions. */
  purpose: varchar("purpose", { length: AUDIT_PURPOSE_MAX }),
});

/**
 * The audit log (contract `AuditEntry`): append-only. A trigger (migration 0003) refuses UPDATE and DELETE, so
 * no code path can rewrite history. `person_id` is not a foreign key: entries outlive the accounts they name.
 */
export const auditLog = pgTable(
  "audit_log",
  auditColumns(),
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_person_id_at_idx").on(t.personId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

/**
 * The whistleblowing log (contract `searchAuditLog` with `log=whistleblowing`): the audit entries of confidential
 * cases, in a table and sequence of their own, read by integrity officers only. Kept apart from `audit_log` so that
 * an administrator's list shows neither these entries nor gaps in its sequence where they were written. Append-only
 * like `audit_log` (migration 0013).
 */
export const whistleblowingAuditLog = pgTable(
  "whistleblowing_audit_log",
  auditColumns(),
  (t) => [index("whistleblowing_audit_log_at_idx").on(t.at), index("whistleblowing_audit_log_entity_idx").on(t.entity, t.entityId)],
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

/** Most characters of a queued e-mail's subject; a subject made from a template is shortened to fit. */
export const EMAIL_SUBJECT_MAX = 300;

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
    subject: varchar("subject", { length: EMAIL_SUBJECT_MAX }).notNull(),
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

/**
 * Answers of the satisfaction survey (issue 12 item 5; contract `SatisfactionResponse`): about one completed case
 * (`case_id`, unique: one answer per case, by the case's resident) or the general survey of the portal (`case_id`
 * null; a signed-in resident's `person_id` is kept for the once-per-30-days rule, an anonymous one is null). The
 * first question (`rating`, 1-5 stars) is required; "resolved", speed, courtesy and the comment are optional.
 */
export const satisfactionResponses = pgTable(
  "satisfaction_responses",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id").references(() => complaints.id, { onDelete: "cascade" }),
    personId: integer("person_id").references(() => persons.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    resolved: boolean("resolved"),
    speed: integer("speed"),
    courtesy: integer("courtesy"),
    comment: text("comment"),
    /** Language the survey was answered in. */
    language: varchar("language", { length: 2 }).notNull().$type<"th" | "en">(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("satisfaction_responses_case_id_key").on(t.caseId),
    index("satisfaction_responses_person_id_created_at_idx").on(t.personId, t.createdAt),
    index("satisfaction_responses_general_created_at_idx").on(t.createdAt).where(sql`${t.caseId} is null`),
    check("satisfaction_responses_rating_check", sql`${t.rating} between 1 and 5`),
    check("satisfaction_responses_speed_check", sql`${t.speed} is null or ${t.speed} between 1 and 5`),
    check("satisfaction_responses_courtesy_check", sql`${t.courtesy} is null or ${t.courtesy} between 1 and 5`),
    check("satisfaction_responses_comment_check", sql`${t.comment} is null or char_length(${t.comment}) <= 1000`),
    check("satisfaction_responses_language_check", sql`${t.language} in ('th', 'en')`),
  ],
);

/**
 * Rate categories of the garbage collection fee (issue 13; contract `GarbageRate`): a monthly fee in satang per
 * category (household, shop, market stall ...), set by finance officers. A bill run charges each account its
 * category's rate of the day it runs; changing a rate never changes a bill already issued.
 */
export const garbageRates = pgTable(
  "garbage_rates",
  {
    code: varchar("code", { length: 40 }).primaryKey(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    /** Monthly fee, integer satang. */
    monthlySatang: integer("monthly_satang").notNull(),
    orderNo: integer("order_no").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check("garbage_rates_monthly_satang_check", sql`${t.monthlySatang} between 0 and 100000000`)],
);

/**
 * Garbage-fee accounts, one per household or business (contract `GarbageAccount`). A resident links an account
 * to their person by its number and house number (`person_id`); the account number is reference 1 of the
 * PromptPay bill-payment QR, so it is digits only.
 */
export const garbageAccounts = pgTable(
  "garbage_accounts",
  {
    id: serial("id").primaryKey(),
    accountNo: varchar("account_no", { length: 20 }).notNull(),
    houseNo: varchar("house_no", { length: 40 }).notNull(),
    holderName: varchar("holder_name", { length: 200 }).notNull(),
    address: varchar("address", { length: 500 }).notNull(),
    rateCode: varchar("rate_code", { length: 40 })
      .notNull()
      .references(() => garbageRates.code),
    personId: integer("person_id").references(() => persons.id, { onDelete: "set null" }),
    /** False once the account is closed: no new bills. */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("garbage_accounts_account_no_key").on(t.accountNo),
    index("garbage_accounts_person_id_idx").on(t.personId),
    check("garbage_accounts_account_no_check", sql`${t.accountNo} ~ '^[0-9]{6,20}$'`),
  ],
);

/**
 * Monthly bills (contract `GarbageBill`), created by a bill run: one per account and month (`YYYY-MM`), so that
 * running it twice for a month creates nothing new. `paid_payment_id` is set when a payment of the bill succeeds.
 */
export const garbageBills = pgTable(
  "garbage_bills",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => garbageAccounts.id, { onDelete: "cascade" }),
    month: varchar("month", { length: 7 }).notNull(),
    amountSatang: integer("amount_satang").notNull(),
    paidPaymentId: integer("paid_payment_id").references((): AnyPgColumn => garbagePayments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("garbage_bills_account_id_month_key").on(t.accountId, t.month),
    index("garbage_bills_unpaid_idx").on(t.accountId).where(sql`${t.paidPaymentId} is null`),
    check("garbage_bills_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("garbage_bills_amount_check", sql`${t.amountSatang} >= 0`),
  ],
);

/** Per-Buddhist-year counter behind garbage-fee receipt numbers (`GR-<BE year>-<6 digits>`, issue 13). */
export const garbageReceiptSequences = pgTable("garbage_receipt_sequences", {
  beYear: integer("be_year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});

/** States of a payment, after GOV.UK Pay (docs/anchors.md section 3; contract `GarbagePaymentState`). */
export const GARBAGE_PAYMENT_STATES = ["created", "started", "submitted", "success", "failed", "cancelled", "expired"] as const;

/** A payment's state. */
export type GarbagePaymentState = (typeof GARBAGE_PAYMENT_STATES)[number];

/**
 * Payments of one or more bills of one account by a PromptPay bill-payment QR (contract `GarbagePayment`). The
 * payment number is reference 2 of the QR; the receipt number is given when the payment succeeds.
 */
export const garbagePayments = pgTable(
  "garbage_payments",
  {
    id: serial("id").primaryKey(),
    paymentNo: varchar("payment_no", { length: 20 }).notNull(),
    accountId: integer("account_id")
      .notNull()
      .references(() => garbageAccounts.id, { onDelete: "cascade" }),
    personId: integer("person_id").references(() => persons.id, { onDelete: "set null" }),
    amountSatang: integer("amount_satang").notNull(),
    state: varchar("state", { length: 12 }).notNull().$type<GarbagePaymentState>(),
    /** GOV.UK Pay style failure code: P0010 rejected, P0020 expired, P0030 cancelled by the payer. */
    failureCode: varchar("failure_code", { length: 10 }),
    /** The EMVCo payload of the QR (set when started). */
    qrPayload: text("qr_payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    bankTransactionId: varchar("bank_transaction_id", { length: 64 }),
    receiptNo: varchar("receipt_no", { length: 30 }),
    language: varchar("language", { length: 2 }).notNull().default("th").$type<"th" | "en">(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("garbage_payments_payment_no_key").on(t.paymentNo),
    uniqueIndex("garbage_payments_receipt_no_key").on(t.receiptNo),
    index("garbage_payments_account_id_idx").on(t.accountId),
    index("garbage_payments_paid_at_idx").on(t.paidAt),
    check("garbage_payments_state_check", sql`${t.state} in ('created', 'started', 'submitted', 'success', 'failed', 'cancelled', 'expired')`),
    check("garbage_payments_amount_check", sql`${t.amountSatang} > 0`),
  ],
);

/** The bills a payment covers. */
export const garbagePaymentBills = pgTable(
  "garbage_payment_bills",
  {
    paymentId: integer("payment_id")
      .notNull()
      .references(() => garbagePayments.id, { onDelete: "cascade" }),
    billId: integer("bill_id")
      .notNull()
      .references(() => garbageBills.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.billId] }), index("garbage_payment_bills_bill_id_idx").on(t.billId)],
);

/** What became of a bank notification. */
export type GarbageNotificationOutcome = "paid" | "failed" | "exception";

/**
 * Every correctly signed payment notification of the bank, once per bank transaction id (a replay is answered
 * from this row and recorded nowhere else). `outcome` `exception` lists it for finance officers (amount or
 * reference not matching, or a second payment of a finished payment); `resolved_at` when one has dealt with it.
 */
export const garbageBankNotifications = pgTable(
  "garbage_bank_notifications",
  {
    id: serial("id").primaryKey(),
    transactionId: varchar("transaction_id", { length: 64 }).notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    paymentId: integer("payment_id").references(() => garbagePayments.id, { onDelete: "set null" }),
    outcome: varchar("outcome", { length: 12 }).notNull().$type<GarbageNotificationOutcome>(),
    reason: varchar("reason", { length: 40 }),
    amountSatang: integer("amount_satang").notNull(),
    ref1: varchar("ref1", { length: 40 }).notNull(),
    ref2: varchar("ref2", { length: 40 }).notNull(),
    /** True when the staff "simulate the bank" action of the embedded demo sent it. */
    simulated: boolean("simulated").notNull().default(false),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("garbage_bank_notifications_transaction_id_key").on(t.transactionId),
    index("garbage_bank_notifications_exception_idx").on(t.receivedAt).where(sql`${t.outcome} = 'exception'`),
    check("garbage_bank_notifications_outcome_check", sql`${t.outcome} in ('paid', 'failed', 'exception')`),
  ],
);

/** Levels of a document permission (issue 14 item 5), each including the ones before it. */
export const DMS_LEVELS = ["view", "edit", "manage"] as const;

/** A level of a document permission: view (list, read, download), edit (metadata, versions, move, delete), manage (permissions). */
export type DmsLevel = (typeof DMS_LEVELS)[number];

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
  kind: "text" | "number" | "date";
  required: boolean;
}

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
    fields: jsonb("fields").notNull().$type<Record<string, string | number>>().default(sql`'{}'::jsonb`),
    /** File name of the current version. */
    fileName: varchar("file_name", { length: 255 }).notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    /** True: the document's own permissions replace its folders'. */
    ownPermissions: boolean("own_permissions").notNull().default(false),
    searchText: text("search_text").notNull().default(""),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("dms_documents_folder_id_idx").on(t.folderId),
    index("dms_documents_type_id_idx").on(t.typeId),
    index("dms_documents_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
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
    /** Text extracted from a PDF on upload (empty for images). */
    text: text("text").notNull().default(""),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("dms_document_versions_document_id_version_no_key").on(t.documentId, t.versionNo)],
);

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

/**
 * Categories of news (issue 15 item 1; docs/spec/portal-spec.md section 3 "news has a news category id"): what a Thai
 * municipality publishes (announcements, procurement, activities, jobs, public relations ...). Reference data,
 * seeded (`seed-news.ts`).
 */
export const newsCategories = pgTable(
  "news_categories",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 40 }).notNull(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull().default(0),
  },
  (t) => [uniqueIndex("news_categories_code_key").on(t.code)],
);

/** States of a news item (issue 15 item 1); "scheduled" is `published` with `publish_at` in the future. */
export const NEWS_STATUSES = ["draft", "published", "unpublished"] as const;

/** A state of a news item. */
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/**
 * News items (issue 15 item 1), written by news editors in Thai and English. The bodies are HTML sanitised on
 * the server (`news/sanitise.ts`) before they are stored. The public sees an item when it is `published` and its
 * `publish_at` has come; its cover image and attachments are `files` rows with link type `news`.
 */
export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => newsCategories.id),
    titleTh: varchar("title_th", { length: 300 }).notNull(),
    titleEn: varchar("title_en", { length: 300 }).notNull().default(""),
    summaryTh: varchar("summary_th", { length: 1000 }).notNull().default(""),
    summaryEn: varchar("summary_en", { length: 1000 }).notNull().default(""),
    bodyTh: text("body_th").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    /** The cover image: one of the item's files (an image). */
    coverFileId: uuid("cover_file_id").references((): AnyPgColumn => files.id, { onDelete: "set null" }),
    status: varchar("status", { length: 12 }).notNull().default("draft").$type<NewsStatus>(),
    /** When it shows to the public (a future time schedules it); set on publishing. */
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
    pinned: boolean("pinned").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    updatedById: integer("updated_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("news_public_idx").on(t.categoryId, t.status, t.publishAt),
    index("news_status_publish_at_idx").on(t.status, t.publishAt),
    check("news_status_check", sql`${t.status} in ('draft', 'published', 'unpublished')`),
    check("news_published_has_time_check", sql`${t.status} <> 'published' or ${t.publishAt} is not null`),
    check("news_view_count_check", sql`${t.viewCount} >= 0`),
  ],
);
