/**
 * Case helpers for the API tests of issue 11 (complaint cases and whistleblowing): the demo staff, filing a case,
 * and reading the rows a change leaves behind (history, audit log, notifications, e-mail outbox).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { auditLog, caseHistory, complaints, outbox, persons } from "../../src/db/schema";
import type { Harness } from "./harness";
import { DEMO_STAFF_PASSWORD } from "./staff";

/** A case as the contract answers it. */
export type Case = Schemas["ComplaintDetail"];

/** A note as the contract answers it. */
export type Note = Schemas["ComplaintNote"];

/** The demo staff accounts the case tests sign in (seed-data.ts `DEMO_ACCOUNTS`). */
export const CASE_STAFF = ["somsak", "manop", "kannika", "anong", "niran", "prasert", "suda"] as const;

/** A demo staff account of {@link CASE_STAFF}, or the administrator. */
export type CaseStaffName = (typeof CASE_STAFF)[number] | "admin";

/** Signed-in tokens and person ids of the demo staff. */
export type StaffTokens = Record<CaseStaffName, { token: string; id: number }>;

/** Signs in the administrator and the demo officers of {@link CASE_STAFF}. */
export async function signInStaff(h: Harness): Promise<StaffTokens> {
  const out: Partial<StaffTokens> = {};
  for (const name of ["admin", ...CASE_STAFF] as CaseStaffName[]) {
    const password = name === "admin" ? "admin-demo-2026" : DEMO_STAFF_PASSWORD;
    out[name] = { token: await h.login("staff", { name, password }), id: await personIdByName(h, name) };
  }
  return out as StaffTokens;
}

/** The person id of an account. */
export async function personIdByName(h: Harness, name: string): Promise<number> {
  const [row] = await h.server.database.db.select({ id: persons.id }).from(persons).where(eq(persons.name, name));
  if (!row) throw new Error(`no account ${name}`);
  return row.id;
}

/** Ids of a complaint type (by code) and of its first kind. */
export async function typeAndKind(h: Harness, typeCode: string): Promise<{ typeId: number; kindId: number; kindIds: number[] }> {
  const types = await h.call("listComplaintTypes");
  const type = (types.json.data as { id: number; code: string }[]).find((t) => t.code === typeCode);
  if (!type) throw new Error(`no complaint type ${typeCode}`);
  const kinds = await h.call("listComplaintKinds", { query: { complaintTypeId: type.id } });
  const kindIds = (kinds.json.data as { id: number }[]).map((k) => k.id);
  if (kindIds.length === 0) throw new Error(`type ${typeCode} has no kinds`);
  return { typeId: type.id, kindId: kindIds[0]!, kindIds };
}

/** Files a complaint of type `typeCode` (@default "road") as a resident; returns the case as filed. */
export async function fileCase(
  h: Harness,
  token: string,
  options: { typeCode?: string; detail?: string; kindIndex?: number } = {},
): Promise<Schemas["Complaint"]> {
  const { typeId, kindIds } = await typeAndKind(h, options.typeCode ?? "road");
  const res = await h.call("createComplaint", {
    token,
    body: {
      complaintTypeId: typeId,
      complaintKindId: kindIds[options.kindIndex ?? 0]!,
      detail: options.detail ?? "The road in front of the market has a deep pothole",
      location: "Market road",
      phone: "081-234-5678",
    },
  });
  expect(res.status, res.json.message).toBe(201);
  return res.json.data as Schemas["Complaint"];
}

/** Moves a case as staff and expects 200; returns the case after the move. */
export async function move(h: Harness, token: string, id: number, body: Schemas["ComplaintTransition"]): Promise<Case> {
  const res = await h.call("transitionComplaint", { token, params: { id }, body });
  expect(res.status, `${body.action}: ${res.json.message}`).toBe(200);
  return res.json.data as Case;
}

/** GET /v1/Complaint/{id} expecting 200. */
export async function getCase(h: Harness, token: string, id: number): Promise<Case> {
  const res = await h.call("getComplaint", { token, params: { id } });
  expect(res.status, res.json.message).toBe(200);
  return res.json.data as Case;
}

/** Sets columns of a case directly in the database (due date, completion time, filing time). */
export async function setCase(
  h: Harness,
  id: number,
  values: Partial<Pick<typeof complaints.$inferInsert, "dueAt" | "completedAt" | "createdAt" | "closedAt">>,
): Promise<void> {
  await h.server.database.db.update(complaints).set(values).where(eq(complaints.id, id));
}

/** The history rows of a case, oldest first. */
export function historyRows(h: Harness, caseId: number) {
  return h.server.database.db.select().from(caseHistory).where(eq(caseHistory.caseId, caseId)).orderBy(asc(caseHistory.at), asc(caseHistory.id));
}

/** The audit entries of a case (entity `complaint`), oldest first. */
export function auditRows(h: Harness, caseId: number) {
  return h.server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "complaint"), eq(auditLog.entityId, String(caseId))))
    .orderBy(asc(auditLog.id));
}

/** The queued e-mails of a person with one of `templates`, oldest first. */
export function outboxOf(h: Harness, personId: number, templates: string[] = ["case-status-changed", "case-reply"]) {
  return h.server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.personId, personId), inArray(outbox.template, templates)))
    .orderBy(asc(outbox.id));
}

/** The notifications of the signed-in user (GET /common/notifications), newest first. */
export async function notificationsOf(h: Harness, token: string): Promise<Schemas["InboxItem"][]> {
  const res = await h.call("listNotifications", { token });
  expect(res.status).toBe(200);
  return res.json.data as Schemas["InboxItem"][];
}

/** Ids of the cases a search answers (staff queue or the resident's list), with the counts per status for the same body. */
export async function searchIds(
  h: Harness,
  token: string,
  body: Schemas["ComplaintSearch"] = {},
  query: Record<string, string | number> = {},
): Promise<{ ids: number[]; total: number; counts: Record<string, number>; data: Schemas["Complaint"][] }> {
  const [res, counted] = await Promise.all([
    h.call("searchComplaints", { token, body, query: { limit: 100, ...query } }),
    h.call("countComplaints", { token, body }),
  ]);
  expect(res.status, res.json.message).toBe(200);
  expect(counted.status, counted.json.message).toBe(200);
  const data = res.json.data as Schemas["Complaint"][];
  return { ids: data.map((c) => c.id), total: res.json.total ?? -1, counts: counted.json.data as Record<string, number>, data };
}

/** A text marker unique to one test, to find its own cases in a shared database. */
export function marker(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
}
