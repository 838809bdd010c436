/**
 * The analytics dashboard's figures (`GET /v1/Complaint/stats`; issue 11 item 8) over the caller's queue
 * (`cases/access.ts`): cases filed in [from, to) by status, unit, complaint kind and service (e-service requests,
 * issue 12), the median days from filing to completion, the open cases past their due date (now), and cases filed
 * and closed per week (Monday, Asia/Bangkok).
 */
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { bangkokDay, bangkokWeekStart } from "@eoffice/thai";
import { caseScope, visibleCases } from "../cases/access";
import { DAY_MS } from "../cases/lifecycle";
import type { OperationHandler } from "./types";
import { complaintKinds, complaintStatuses, complaints, eServices, orgUnits, type CaseStatus } from "../db/schema";
import { badRequest } from "../lib/errors";
import { signedIn, type HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";

/** Default period of the dashboard: 12 weeks. */
export const DEFAULT_STATS_WEEKS = 12;

/** Longest period: about two years (the weekly series stays small). */
const MAX_STATS_DAYS = 800;

/** The stats handler. */
export function complaintStatsHandlers(deps: HandlerDeps): { getComplaintStats: OperationHandler<"getComplaintStats"> } {
  const { db, tokens } = deps;
  return {
    getComplaintStats: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const to = ctx.query.to ? Date.parse(ctx.query.to) : ctx.now;
        const from = ctx.query.from ? Date.parse(ctx.query.from) : to - DEFAULT_STATS_WEEKS * 7 * DAY_MS;
        if (from >= to) throw badRequest([fieldError("from", "beforeTo")]);
        if (to - from > MAX_STATS_DAYS * DAY_MS) throw badRequest([fieldError("from", "maxDaysBeforeTo", { days: MAX_STATS_DAYS })]);
        const scope = caseScope(tokens, auth);
        const visible = visibleCases(scope);
        const inPeriod = and(visible, gte(complaints.createdAt, new Date(from)), lt(complaints.createdAt, new Date(to)));
        const bangkokWeek = (column: typeof complaints.createdAt | typeof complaints.closedAt) =>
          sql<string>`to_char(date_trunc('week', ${column} at time zone 'Asia/Bangkok'), 'YYYY-MM-DD')`;
        const overdueNow = and(isNull(complaints.closedAt), lt(complaints.dueAt, new Date(ctx.now)));
        const [byStatus, byUnit, byKind, byService, median, overdue, filedWeeks, closedWeeks] = await Promise.all([
          db
            .select({ code: complaintStatuses.code, count: count() })
            .from(complaints)
            .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
            .where(inPeriod)
            .groupBy(complaintStatuses.code, complaintStatuses.orderNo)
            .orderBy(asc(complaintStatuses.orderNo)),
          db
            .select({
              id: orgUnits.id,
              nameTh: orgUnits.nameTh,
              nameEn: orgUnits.nameEn,
              count: count(),
              overdue: sql<number>`cast(count(*) filter (where ${overdueNow}) as integer)`,
            })
            .from(complaints)
            .leftJoin(orgUnits, eq(orgUnits.id, complaints.unitId))
            .where(inPeriod)
            .groupBy(orgUnits.id, orgUnits.nameTh, orgUnits.nameEn)
            .orderBy(desc(count()), asc(orgUnits.id)),
          db
            .select({ kindId: complaintKinds.id, nameTh: complaintKinds.nameTh, nameEn: complaintKinds.nameEn, count: count() })
            .from(complaints)
            .innerJoin(complaintKinds, eq(complaintKinds.id, complaints.complaintKindId))
            .where(inPeriod)
            .groupBy(complaintKinds.id, complaintKinds.nameTh, complaintKinds.nameEn)
            .orderBy(desc(count()), asc(complaintKinds.id)),
          db
            .select({ serviceCode: eServices.code, nameTh: eServices.nameTh, nameEn: eServices.nameEn, count: count() })
            .from(complaints)
            .innerJoin(eServices, eq(eServices.id, complaints.serviceId))
            .where(inPeriod)
            .groupBy(eServices.id, eServices.code, eServices.nameTh, eServices.nameEn)
            .orderBy(desc(count()), asc(eServices.id)),
          db
            .select({
              days: sql<string | null>`percentile_cont(0.5) within group (order by extract(epoch from ${complaints.completedAt} - ${complaints.createdAt}) / 86400)`,
            })
            .from(complaints)
            .where(and(inPeriod, isNotNull(complaints.completedAt))),
          db.select({ n: count() }).from(complaints).where(and(visible, overdueNow)),
          db
            .select({ week: bangkokWeek(complaints.createdAt), n: count() })
            .from(complaints)
            .where(inPeriod)
            .groupBy(sql`1`),
          db
            .select({ week: bangkokWeek(complaints.closedAt), n: count() })
            .from(complaints)
            .where(and(visible, gte(complaints.closedAt, new Date(from)), lt(complaints.closedAt, new Date(to))))
            .groupBy(sql`1`),
        ]);
        const weeks = new Map<string, { filed: number; closed: number }>();
        // Every week of the period, so that a chart has no gaps.
        const firstMonday = bangkokWeekStart(from);
        for (let w = firstMonday; w < to; w += 7 * DAY_MS) weeks.set(bangkokDay(w), { filed: 0, closed: 0 });
        for (const r of filedWeeks) weeks.set(r.week, { ...(weeks.get(r.week) ?? { filed: 0, closed: 0 }), filed: r.n });
        for (const r of closedWeeks) weeks.set(r.week, { ...(weeks.get(r.week) ?? { filed: 0, closed: 0 }), closed: r.n });
        const medianDays = median[0]?.days;
        const data: Schemas["ComplaintStats"] = {
          total: byStatus.reduce((sum, r) => sum + r.count, 0),
          byStatus: byStatus.map((r) => ({ code: r.code as CaseStatus, count: r.count })),
          byUnit: byUnit.map((r) => ({
            unit: r.id === null ? null : { id: r.id, nameTh: r.nameTh ?? "", nameEn: r.nameEn ?? "" },
            count: r.count,
            overdue: Number(r.overdue),
          })),
          byKind,
          byService: byService.map(({ serviceCode, nameTh, nameEn, count }) => ({ serviceCode, nameTh, nameEn, count })),
          medianDaysToClose: medianDays === null || medianDays === undefined ? null : Math.round(Number(medianDays) * 10) / 10,
          overdue: overdue[0]?.n ?? 0,
          weekly: [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([weekStart, v]) => ({ weekStart, ...v })),
        };
        return { status: 200, body: { success: true, message: "", data } };
      },
    },
  };
}

