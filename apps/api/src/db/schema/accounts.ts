/**
 * Accounts of both realms and what belongs to them: profiles, sessions, single-use links, privacy consents and
 * account-closure requests (issue 15).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

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
    /** Which events tell the person in the portal and in LINE (tracker issue 41 item 5); a missing key means yes. */
    notificationPreferences: jsonb("notification_preferences").$type<NotificationPreferences>().notNull().default({}),
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
  /** A receipt of the person's payment (template `garbage-receipt`; tracker issue 41 item 5). */
  receipt?: boolean;
  /**
   * Staff only (tracker issue 39 item 1): e-mail of the work notices too (a case arriving in the unit, assigned or
   * forwarded, a resident's reply, 80 % of the target time and overdue; template `staff-case-notice`). Off unless
   * `true`: the top-bar notification is always written.
   */
  staffWork?: boolean;
}

/** Events a resident may be told of (tracker issue 41 item 5). */
export type NotificationEvent = "caseStatus" | "caseReply" | "receipt";

/** Channels besides e-mail (whose choices are {@link EmailPreferences}). */
export type NotificationChannel = "inApp" | "line";

/**
 * In-app and LINE choices of a person (tracker issue 41 item 5): `false` turns an event off on that channel; LINE
 * also needs the person's live consent (`notification_consents`) and a link (`line_links`).
 */
export type NotificationPreferences = Partial<Record<NotificationChannel, Partial<Record<NotificationEvent, boolean>>>>;

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
