/**
 * The deadline check (tracker issue 39 item 1; docs/architecture.md "cases"): a scheduled job that tells the officer
 * of an open case when 80 % of its target time has gone (`due-soon`) and when it is overdue, once per case, due date
 * and level, however many server instances run it.
 *
 * Once per instance group: each run takes the transaction-level advisory lock {@link DEADLINE_LOCK_KEY}
 * (`pg_try_advisory_xact_lock`); an instance that does not get it skips the run, since another is doing it. The notices
 * sent are rows of `case_deadline_notices` inserted with `ON CONFLICT DO NOTHING`, so even two runs one after the other
 * (or a clock that goes back) tell nobody twice; a reopened case has a new due date and is told again.
 *
 * The time is a parameter (`now`): the server passes its clock, the tests a moved one.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { caseDeadlineNotices, complaintKinds, complaints, eServices, type DeadlineNoticeLevel } from "../db/schema";
import { DAY_MS, DEFAULT_TARGET_DAYS, hasStatus, notifyStaff, OPEN_STATUSES, unitStaffIds } from "./lifecycle";
import { Poller } from "../lib/poller";

/** The advisory lock of the deadline check (an arbitrary 64-bit key, the same in every instance). */
export const DEADLINE_LOCK_KEY = 3_900_039_001;

/** The share of the target time after which the officer is warned (80 %). */
export const DUE_SOON_SHARE = 0.8;

/** Most cases told about in one run; the rest wait for the next run. */
export const DEADLINE_BATCH = 500;

/** What one run did. */
export interface DeadlineReport {
  /** False when another instance held the lock (this run did nothing). */
  ran: boolean;
  /** Cases newly past 80 % of their target time. */
  dueSoon: number;
  /** Cases newly overdue. */
  overdue: number;
}

/**
 * Runs the deadline check once at `now`: in one transaction under the advisory lock, finds the open cases past 80 % of
 * their target time (the kind's target days, the service's for a request, default 15) or past their due date that
 * were not yet told at that level for that due date, records the notice and tells the officer (`notifyStaff`: top bar,
 * and e-mail by the officer's choice), or the staff of the case's unit while none is assigned (a confidential report
 * without an officer: nobody, its unit does not see it).
 *
 * @param now - The time of the run, ms since the epoch.
 * @param portalUrl - The portal's address, for the e-mail's link.
 * @returns What the run did; `ran: false` when another instance holds the lock.
 */
export async function checkDeadlines(db: Db, now: number, portalUrl: string): Promise<DeadlineReport> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${sql.raw(String(DEADLINE_LOCK_KEY))}) as locked`);
    const lockRows = (lock as { rows?: { locked?: boolean }[] }).rows ?? (lock as unknown as { locked?: boolean }[]);
    const locked = lockRows[0]?.locked === true;
    if (!locked) return { ran: false, dueSoon: 0, overdue: 0 };
    const at = new Date(now);
    const targetDays = sql<number>`coalesce(nullif(${complaintKinds.targetDays}, 0), ${eServices.targetDays}, ${DEFAULT_TARGET_DAYS})`;
    // Past 80 % of the target: due_at - target * 20 % <= now.
    const warnFrom = sql`${complaints.dueAt} - make_interval(secs => ${targetDays} * ${sql.raw(String(Math.round((DAY_MS / 1000) * (1 - DUE_SOON_SHARE))))})`;
    const level = sql<DeadlineNoticeLevel>`case when ${complaints.dueAt} <= ${at} then 'overdue' else 'due-soon' end`;
    const rows = await tx
      .select({
        id: complaints.id,
        complaintNo: complaints.complaintNo,
        dueAt: complaints.dueAt,
        unitId: complaints.unitId,
        assigneeId: complaints.assigneeId,
        confidential: complaints.confidential,
        level,
      })
      .from(complaints)
      .leftJoin(complaintKinds, eq(complaintKinds.id, complaints.complaintKindId))
      .leftJoin(eServices, eq(eServices.id, complaints.serviceId))
      .where(
        and(
          sql`(${OPEN_STATUSES.map((code) => hasStatus(code)).reduce((a, b) => sql`${a} or ${b}`)})`,
          sql`${warnFrom} <= ${at}`,
          sql`not exists (select 1 from ${caseDeadlineNotices} n where n.case_id = ${complaints.id} and n.due_at = ${complaints.dueAt} and n.level = ${level})`,
        ),
      )
      .orderBy(complaints.dueAt)
      .limit(DEADLINE_BATCH);
    const report: DeadlineReport = { ran: true, dueSoon: 0, overdue: 0 };
    if (rows.length === 0) return report;
    const recorded = await tx
      .insert(caseDeadlineNotices)
      .values(rows.map((r) => ({ caseId: r.id, dueAt: r.dueAt, level: r.level, sentAt: at })))
      .onConflictDoNothing()
      .returning({ caseId: caseDeadlineNotices.caseId });
    const fresh = new Set(recorded.map((r) => r.caseId));
    for (const r of rows.filter((row) => fresh.has(row.id))) {
      const staffIds = r.assigneeId !== null ? [r.assigneeId] : r.confidential ? [] : await unitStaffIds(tx, r.unitId);
      await notifyStaff(tx, { caseId: r.id, complaintNo: r.complaintNo, staffIds }, r.level, { now, portalUrl });
      if (r.level === "overdue") report.overdue += 1;
      else report.dueSoon += 1;
    }
    return report;
  });
}

/** Options of {@link DeadlineChecker}. */
export interface DeadlineCheckerOptions {
  db: Db;
  /** Time between runs, in ms. */
  intervalMs: number;
  /** The server's clock, ms since the epoch. */
  clock: () => number;
  portalUrl: string;
  log?: { error: (obj: object, msg: string) => void };
}

/**
 * Runs {@link checkDeadlines} at start and then every `intervalMs` in this instance (every instance of a group runs
 * one; the advisory lock lets one of them work at a time). Stopped with the server.
 */
export class DeadlineChecker {
  private readonly poller: Poller<DeadlineReport>;

  constructor(options: DeadlineCheckerOptions) {
    this.poller = new Poller({
      run: () => checkDeadlines(options.db, options.clock(), options.portalUrl),
      next: () => options.intervalMs,
      retryMs: options.intervalMs,
      failure: "the deadline check failed",
      log: options.log,
    });
  }

  /** Starts the runs (the first one right away). */
  start(): void {
    this.poller.start();
  }

  /** Runs one check now, or waits for the run in progress. */
  runOnce(): Promise<DeadlineReport> {
    return this.poller.runOnce();
  }

  /** Stops the runs and waits for the run in progress. */
  stop(): Promise<void> {
    return this.poller.stop();
  }
}
