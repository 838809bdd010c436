/** The satisfaction survey's answers (issue 12 item 5). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { persons } from "./accounts";
import { complaints } from "./cases";

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
