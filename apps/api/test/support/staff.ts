/**
 * Staff helpers for the API tests (issue 10): the demo staff accounts, and new staff users created through the
 * API (`createStaffUser`) with the roles a test needs.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { staffMembers, type StaffRole } from "../../src/db/schema";
import { ADMIN, uniqueName, type Harness } from "./harness";

/** The password of the demo staff accounts other than `admin` (seed-data.ts `DEMO_STAFF_PASSWORD`). */
export const DEMO_STAFF_PASSWORD = "staff-demo-2026";

/** A staff user made by {@link newStaffUser}. */
export interface TestStaff {
  personId: number;
  name: string;
  email: string;
  /** Its current password (the one-time password unless `ready`). */
  password: string;
  unitId: number;
  /** A signed-in token (set when the user was asked to sign in). */
  token: string;
}

/** Signs in the demo administrator. */
export function adminToken(h: Harness): Promise<string> {
  return h.login("staff", ADMIN);
}

/** Id of the demo unit with this code (`deputy`, `technical`, `technical-engineering`, ...). */
export async function unitIdByCode(h: Harness, token: string, code: string): Promise<number> {
  const res = await h.call("listOrgUnits", { token, query: { includeInactive: "true" } });
  expect(res.status).toBe(200);
  const unit = (res.json.data as { id: number; code: string | null }[]).find((u) => u.code === code);
  if (!unit) throw new Error(`no unit with code ${code}`);
  return unit.id;
}

/**
 * Creates a staff user through the API (as the demo administrator) with `roles`, in the unit `unitCode`
 * (@default "deputy-admin"); with `ready` (@default true) the one-time password counts as changed (the test sets
 * `must_change_password` to false in the database), so the user can call what its roles allow. Signs it in.
 */
export async function newStaffUser(
  h: Harness,
  roles: StaffRole[],
  options: { ready?: boolean; unitCode?: string; language?: "th" | "en"; prefix?: string } = {},
): Promise<TestStaff> {
  const admin = await adminToken(h);
  const unitId = await unitIdByCode(h, admin, options.unitCode ?? "deputy-admin");
  const name = uniqueName(options.prefix ?? "staff");
  const email = `${name}@example.org`;
  const created = await h.call("createStaffUser", {
    token: admin,
    body: { name, email, title: "นาย", firstname: "ทดสอบ", lastname: roles.join(" "), unitId, roles, language: options.language ?? "th" },
  });
  expect(created.status, created.json.message).toBe(201);
  const data = created.json.data as { id: number; oneTimePassword: string };
  if (options.ready ?? true) {
    await h.server.database.db.update(staffMembers).set({ mustChangePassword: false }).where(eq(staffMembers.personId, data.id));
  }
  const token = await h.login("staff", { name, password: data.oneTimePassword });
  return { personId: data.id, name, email, password: data.oneTimePassword, unitId, token };
}
