/**
 * The satisfaction survey (contract tag `satisfaction`; issue 12 item 5; docs/spec/portal-spec.md section 2
 * `/e-service/main/satisfaction`): one answer per completed case, by the case's resident only, and the general survey
 * of the portal (signed in: one per 30 days; signed out: throttled per address). Staff see the response rate
 * (answers / completed cases) and the average scores per division, service and month on the analytics dashboard,
 * and download them as CSV.
 *
 * Visibility of cases is `cases/access.ts` (the resident's own cases; the staff member's queue for the figures);
 * the case list answers are `cases/view.ts`. An answer never carries the resident's identity.
 */
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { bangkokDay, bangkokMonthStart, bangkokWallClock } from "@eoffice/thai";
import { enforce, THROTTLE_RULES } from "../auth/throttle";
import { caseScope, findVisibleCase, visibleCases } from "../cases/access";
import { DAY_MS, hasStatus } from "../cases/lifecycle";
import { selectCases, toComplaint, type CaseRow } from "../cases/view";
import type { OperationHandler } from "./types";
import type { Db, Tx } from "../db/database";
import { complaintStatuses, complaintTypes, complaints, eServices, orgUnits, persons, satisfactionResponses } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import { isUniqueViolation } from "../db/sql";
import { signedIn, type HandlerDeps } from "./deps";
import { toCsv } from "../lib/csv";
import { fieldError } from "../i18n/field-messages";

/** Days between two answers of the general survey by one signed-in resident. */
export const GENERAL_SURVEY_DAYS = 30;

/** Default period of the figures: the last 12 months. */
export const DEFAULT_SATISFACTION_MONTHS = 12;

/** Longest period of the figures, in days (about two years; the monthly series stays small). */
const MAX_SATISFACTION_DAYS = 800;

/** Columns of the CSV export, in order (contract `exportSatisfaction`). */
export const SATISFACTION_CSV_COLUMNS = [
  "group",
  "key",
  "nameTh",
  "nameEn",
  "completed",
  "answers",
  "responseRate",
  "averageRating",
  "resolvedShare",
  "averageSpeed",
  "averageCourtesy",
] as const;

type StoredAnswer = typeof satisfactionResponses.$inferSelect;

/** The contract's `SatisfactionResponse` of a stored answer. */
export function toSatisfactionResponse(row: StoredAnswer): Schemas["SatisfactionResponse"] {
  return {
    id: row.id,
    caseId: row.caseId,
    rating: row.rating,
    resolved: row.resolved,
    speed: row.speed,
    courtesy: row.courtesy,
    comment: row.comment,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answer about a case, if any. */
async function answerOfCase(db: Db | Tx, caseId: number): Promise<StoredAnswer | undefined> {
  const [row] = await db.select().from(satisfactionResponses).where(eq(satisfactionResponses.caseId, caseId));
  return row;
}

/** When the resident last answered the general survey within {@link GENERAL_SURVEY_DAYS}, or null. */
async function recentGeneralAnswer(db: Db | Tx, personId: number, now: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: satisfactionResponses.createdAt })
    .from(satisfactionResponses)
    .where(
      and(
        isNull(satisfactionResponses.caseId),
        eq(satisfactionResponses.personId, personId),
        gte(satisfactionResponses.createdAt, new Date(now - GENERAL_SURVEY_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(satisfactionResponses.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** A 409 naming the case's current status. */
function notCompleted(ctx: { language: "th" | "en"; t: (k: "satisfactionNotCompleted") => string }, status: { nameTh: string; nameEn: string; code: string }): HttpError {
  const name = ctx.language === "th" ? status.nameTh : status.nameEn;
  return new HttpError(409, `${ctx.t("satisfactionNotCompleted")} (${name})`);
}

/** The period [from, to) of the figures from the query, or a 400 naming `from`. */
function periodOf(query: { from?: string; to?: string }, now: number): { from: number; to: number } {
  const to = query.to ? Date.parse(query.to) : now;
  const from = query.from ? Date.parse(query.from) : bangkokMonthStart(to, DEFAULT_SATISFACTION_MONTHS - 1);
  if (from >= to) throw badRequest([fieldError("from", "beforeTo")]);
  if (to - from > MAX_SATISFACTION_DAYS * DAY_MS) throw badRequest([fieldError("from", "maxDaysBeforeTo", { days: MAX_SATISFACTION_DAYS })]);
  return { from, to };
}

/** Every month `YYYY-MM` (Bangkok) from the one holding `from` to the one holding `to - 1`, oldest first. */
export function monthsOf(from: number, to: number): string[] {
  const months: string[] = [];
  const first = bangkokWallClock(from);
  const last = bangkokWallClock(to - 1);
  for (let y = first.getUTCFullYear(), m = first.getUTCMonth(); y < last.getUTCFullYear() || (y === last.getUTCFullYear() && m <= last.getUTCMonth()); m++) {
    if (m === 12) {
      m = 0;
      y++;
    }
    months.push(`${y}-${String(m + 1).padStart(2, "0")}`);
  }
  return months;
}

const THAI_MONTH = new Intl.DateTimeFormat("th-TH-u-ca-buddhist", { month: "long", year: "numeric", timeZone: "UTC" });
const ENGLISH_MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "พฤศจิกายน 2569" and "November 2026" of a month `YYYY-MM`. */
export function monthNames(month: string): { nameTh: string; nameEn: string } {
  const [y, m] = month.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15));
  return { nameTh: THAI_MONTH.format(date), nameEn: ENGLISH_MONTH.format(date) };
}

/** Rounds to `digits` decimals; null stays null. */
function round(value: unknown, digits: number): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** The aggregate columns of a group: completed cases, answers, averages. */
const figures = {
  completed: count(),
  answers: count(satisfactionResponses.id),
  averageRating: sql<string | null>`avg(${satisfactionResponses.rating})`,
  resolvedShare: sql<string | null>`avg(case when ${satisfactionResponses.resolved} then 1.0 when not ${satisfactionResponses.resolved} then 0.0 end)`,
  averageSpeed: sql<string | null>`avg(${satisfactionResponses.speed})`,
  averageCourtesy: sql<string | null>`avg(${satisfactionResponses.courtesy})`,
};

/** One row of aggregates as the database answers it. */
interface FigureRow {
  completed: number;
  answers: number;
  averageRating: string | null;
  resolvedShare: string | null;
  averageSpeed: string | null;
  averageCourtesy: string | null;
}

/** A contract `SatisfactionGroup` from a row of aggregates. */
function group(key: string, names: { nameTh: string; nameEn: string }, row: FigureRow | undefined): Schemas["SatisfactionGroup"] {
  const completed = Number(row?.completed ?? 0);
  const answers = Number(row?.answers ?? 0);
  return {
    key,
    nameTh: names.nameTh,
    nameEn: names.nameEn,
    completed,
    answers,
    responseRate: completed > 0 ? round(answers / completed, 3) : null,
    averageRating: round(row?.averageRating, 2),
    resolvedShare: round(row?.resolvedShare, 3),
    averageSpeed: round(row?.averageSpeed, 2),
    averageCourtesy: round(row?.averageCourtesy, 2),
  };
}

/**
 * The figures over the cases in `visible` completed in [from, to), and the general survey answered in [from, to).
 *
 * "Service" is the e-service of a request (`service_id`) and the complaint type of a complaint.
 */
async function satisfactionStats(db: Db, visible: SQL, from: number, to: number): Promise<Schemas["SatisfactionStats"]> {
  const completedIn = and(visible, isNotNull(complaints.completedAt), gte(complaints.completedAt, new Date(from)), lt(complaints.completedAt, new Date(to)));
  const month = sql<string>`to_char(${complaints.completedAt} at time zone 'Asia/Bangkok', 'YYYY-MM')`;
  const [totalRows, unitRows, serviceRows, monthRows, generalRows] = await Promise.all([
    db
      .select(figures)
      .from(complaints)
      .leftJoin(satisfactionResponses, eq(satisfactionResponses.caseId, complaints.id))
      .where(completedIn),
    db
      .select({ id: orgUnits.id, nameTh: orgUnits.nameTh, nameEn: orgUnits.nameEn, ...figures })
      .from(complaints)
      .leftJoin(satisfactionResponses, eq(satisfactionResponses.caseId, complaints.id))
      .leftJoin(orgUnits, eq(orgUnits.id, complaints.unitId))
      .where(completedIn)
      .groupBy(orgUnits.id, orgUnits.nameTh, orgUnits.nameEn)
      .orderBy(desc(count()), asc(orgUnits.id)),
    db
      .select({
        service: { id: eServices.id, nameTh: eServices.nameTh, nameEn: eServices.nameEn },
        type: { id: complaintTypes.id, nameTh: complaintTypes.nameTh, nameEn: complaintTypes.nameEn },
        ...figures,
      })
      .from(complaints)
      .leftJoin(satisfactionResponses, eq(satisfactionResponses.caseId, complaints.id))
      .leftJoin(eServices, eq(eServices.id, complaints.serviceId))
      .leftJoin(complaintTypes, eq(complaintTypes.id, complaints.complaintTypeId))
      .where(completedIn)
      .groupBy(eServices.id, eServices.nameTh, eServices.nameEn, complaintTypes.id, complaintTypes.nameTh, complaintTypes.nameEn)
      .orderBy(desc(count()), asc(eServices.id), asc(complaintTypes.id)),
    db
      .select({ month, ...figures })
      .from(complaints)
      .leftJoin(satisfactionResponses, eq(satisfactionResponses.caseId, complaints.id))
      .where(completedIn)
      .groupBy(sql`1`),
    db
      .select({ ...figures, completed: sql<number>`0` })
      .from(satisfactionResponses)
      .where(and(isNull(satisfactionResponses.caseId), gte(satisfactionResponses.createdAt, new Date(from)), lt(satisfactionResponses.createdAt, new Date(to)))),
  ]);
  const byMonth = new Map(monthRows.map((r) => [r.month, r]));
  return {
    total: group("total", { nameTh: "ทั้งหมด", nameEn: "All" }, totalRows[0]),
    byUnit: unitRows.map((r) =>
      r.id === null
        ? group("none", { nameTh: "ยังไม่ระบุหน่วยงาน", nameEn: "No unit yet" }, r)
        : group(String(r.id), { nameTh: r.nameTh ?? "", nameEn: r.nameEn ?? "" }, r),
    ),
    byService: serviceRows.map((r) =>
      r.service
        ? group(`service:${r.service.id}`, r.service, r)
        : group(`type:${r.type?.id ?? "none"}`, { nameTh: r.type?.nameTh ?? "", nameEn: r.type?.nameEn ?? "" }, r),
    ),
    byMonth: monthsOf(from, to).map((m) => group(m, monthNames(m), byMonth.get(m))),
    general: group("general", { nameTh: "แบบประเมินการใช้งานระบบ", nameEn: "Portal survey" }, generalRows[0]),
  };
}

/** The CSV of the figures (contract `exportSatisfaction`), with a byte-order mark so that spreadsheets read Thai. */
export function satisfactionCsv(stats: Schemas["SatisfactionStats"]): string {
  const rows: [string, Schemas["SatisfactionGroup"]][] = [
    ["total", stats.total],
    ...stats.byUnit.map((g): [string, Schemas["SatisfactionGroup"]] => ["unit", g]),
    ...stats.byService.map((g): [string, Schemas["SatisfactionGroup"]] => ["service", g]),
    ...stats.byMonth.map((g): [string, Schemas["SatisfactionGroup"]] => ["month", g]),
    ["general", stats.general],
  ];
  const records = rows.map(([name, g]) => [
    name,
    g.key,
    g.nameTh,
    g.nameEn,
    g.completed,
    g.answers,
    g.responseRate ?? "",
    g.averageRating ?? "",
    g.resolvedShare ?? "",
    g.averageSpeed ?? "",
    g.averageCourtesy ?? "",
  ]);
  return toCsv(records, SATISFACTION_CSV_COLUMNS);
}

type Handlers = {
  [K in "submitSatisfaction" | "listPendingSatisfaction" | "getCaseSatisfaction" | "getSatisfactionStats" | "exportSatisfaction"]: OperationHandler<K>;
};

/** The satisfaction handlers. */
export function satisfactionHandlers(deps: HandlerDeps): Handlers {
  const { db, tokens } = deps;

  /** The resident's own completed cases without an answer, most recently completed first. */
  const pendingOf = (personId: number) =>
    selectCases(
      db,
      and(
        eq(complaints.personId, personId),
        eq(complaints.confidential, false),
        hasStatus("completed"),
        sql`not exists (select 1 from ${satisfactionResponses} where ${satisfactionResponses.caseId} = ${complaints.id})`,
      ),
    )
      .orderBy(desc(complaints.completedAt), desc(complaints.id))
      .limit(100);

  return {
    submitSatisfaction: {
      async handle(ctx) {
        const body = ctx.body;
        const auth = ctx.auth;
        if (auth?.realm === "staff") throw new HttpError(403, ctx.t("satisfactionStaff"));
        const comment = body.comment?.trim() || null;
        const values = {
          rating: body.rating,
          resolved: body.resolved ?? null,
          speed: body.speed ?? null,
          courtesy: body.courtesy ?? null,
          comment,
          language: ctx.language,
          createdAt: new Date(ctx.now),
        };
        let stored: StoredAnswer | undefined;
        if (body.caseId !== undefined) {
          if (!auth) throw new HttpError(401, ctx.t("notSignedIn"));
          const caseId = body.caseId;
          try {
            stored = await db.transaction(async (tx) => {
              // The case locked: a second answer in parallel waits, then meets the unique case_id.
              const [row] = await tx
                .select({ id: complaints.id, status: { code: complaintStatuses.code, nameTh: complaintStatuses.nameTh, nameEn: complaintStatuses.nameEn } })
                .from(complaints)
                .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
                .where(and(eq(complaints.id, caseId), eq(complaints.personId, auth.personId), eq(complaints.confidential, false)))
                .for("update", { of: complaints });
              if (!row) throw new HttpError(404, ctx.t("complaintNotFound"));
              if (row.status.code !== "completed") throw notCompleted(ctx, row.status);
              if (await answerOfCase(tx, caseId)) throw new HttpError(409, ctx.t("satisfactionAlreadyAnswered"));
              const [inserted] = await tx.insert(satisfactionResponses).values({ ...values, caseId, personId: auth.personId }).returning();
              return inserted;
            });
          } catch (err) {
            if (isUniqueViolation(err)) throw new HttpError(409, ctx.t("satisfactionAlreadyAnswered"));
            throw err;
          }
        } else {
          await enforce(db, THROTTLE_RULES.satisfactionGeneral, ctx.clientIp, ctx.now, ctx.t("satisfactionThrottled"));
          stored = await db.transaction(async (tx) => {
            if (auth) {
              // The person locked: two answers in parallel cannot both pass the 30-day rule.
              await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, auth.personId)).for("update");
              if (await recentGeneralAnswer(tx, auth.personId, ctx.now)) throw new HttpError(409, ctx.t("satisfactionGeneralRecent"));
            }
            const [inserted] = await tx
              .insert(satisfactionResponses)
              .values({ ...values, caseId: null, personId: auth?.personId ?? null })
              .returning();
            return inserted;
          });
        }
        if (!stored) throw new Error("insert into satisfaction_responses returned no row");
        return { status: 201, body: { success: true, message: "", data: toSatisfactionResponse(stored) } };
      },
    },

    listPendingSatisfaction: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const [rows, general] = await Promise.all([pendingOf(auth.personId), recentGeneralAnswer(db, auth.personId, ctx.now)]);
        const data = (rows as CaseRow[]).map((r) => toComplaint(r, "resident", ctx.now, auth.personId));
        return {
          status: 200,
          body: { success: true, message: "", total: data.length, data, generalAnsweredAt: general ? general.toISOString() : null },
        };
      },
    },

    getCaseSatisfaction: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const visible = await findVisibleCase(db, tokens, auth, ctx.params.id);
        if (!visible) throw new HttpError(404, ctx.t("complaintNotFound"));
        const answer = await answerOfCase(db, visible.id);
        let canAnswer = false;
        if (!answer && auth.realm === "person" && visible.personId === auth.personId && !visible.confidential) {
          const [row] = await db
            .select({ code: complaintStatuses.code })
            .from(complaints)
            .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
            .where(eq(complaints.id, visible.id));
          canAnswer = row?.code === "completed";
        }
        return {
          status: 200,
          body: { success: true, message: "", data: answer ? toSatisfactionResponse(answer) : null, canAnswer },
        };
      },
    },

    getSatisfactionStats: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { from, to } = periodOf(ctx.query, ctx.now);
        const visible = visibleCases(caseScope(tokens, auth));
        return { status: 200, body: { success: true, message: "", data: await satisfactionStats(db, visible, from, to) } };
      },
    },

    exportSatisfaction: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { from, to } = periodOf(ctx.query, ctx.now);
        const visible = visibleCases(caseScope(tokens, auth));
        const csv = satisfactionCsv(await satisfactionStats(db, visible, from, to));
        // The file is named by the day in Bangkok, as its times are written (tracker issue 39 item 6).
        const date = bangkokDay(ctx.now);
        return {
          status: 200,
          body: csv,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="satisfaction-${date}.csv"`,
          },
        };
      },
    },
  };
}
