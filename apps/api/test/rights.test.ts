/**
 * Roles and rights (issue 10 item 2; docs/architecture.md "roles and rights"): every operation of the contract with
 * `x-roles` is called with a staff member holding each role it does not list, a staff member with no role and a
 * resident, and answers 403 with a message; each role it lists gets past the rights check (any answer but 403).
 * Operations marked `x-realm: person` answer 403 to staff. The matrix is read from the loaded contract, so a new
 * operation is covered the day it is added.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, staffMembers, type StaffRole } from "../src/db/schema";
import { SOMCHAI, describeBackends } from "./support/harness";
import { operations } from "./support/contract-check";
import { adminToken, newStaffUser } from "./support/staff";
import type { ContractOperation } from "../src/contract/contract";

/** An id that exists nowhere: calls that get past the rights check answer 404 or 400, and change nothing. */
const NO_SUCH_ID = 2_147_483_000;

function request(op: ContractOperation, token: string) {
  const params: Record<string, number> = {};
  for (const p of op.parameters.filter((p) => p.in === "path")) params[p.name] = NO_SUCH_ID;
  // The rights check runs before validation, so an empty body is enough; past it, the body fails validation (400).
  return { token, params, ...(op.requestBody ? { body: {} } : {}) };
}

describeBackends("rights", (h) => {
  const tokens = new Map<StaffRole, string>();
  let roleless = "";
  let resident = "";
  let admin = "";

  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens.set(role, (await newStaffUser(h(), [role], { prefix: role.replace(/_/g, "-") })).token);
    const none = await newStaffUser(h(), ["officer"], { prefix: "noroles" });
    await h().server.database.db.update(staffMembers).set({ roles: [] }).where(eq(staffMembers.personId, none.personId));
    roleless = none.token;
    resident = await h().login("person", SOMCHAI);
    admin = await adminToken(h());
  });

  const staffOperations = operations.filter((op) => op.roles !== undefined);

  it("the contract names the roles of every staff operation, all of them known roles", () => {
    expect(staffOperations.length).toBeGreaterThanOrEqual(25);
    for (const op of staffOperations) {
      expect(op.requiresAuth, op.operationId).toBe(true);
      for (const role of op.roles!) expect(STAFF_ROLES, `${op.operationId} names ${role}`).toContain(role);
    }
  });

  describe("every staff operation refuses the roles it does not list (403)", () => {
    for (const op of staffOperations) {
      it(`${op.operationId} (${op.roles!.join(", ")})`, async () => {
        const refusedRoles = STAFF_ROLES.filter((role) => !op.roles!.includes(role));
        for (const role of refusedRoles) {
          const res = await h().call(op.operationId, request(op, tokens.get(role)!));
          expect(res.status, `${op.operationId} as ${role}`).toBe(403);
          expect(res.json.message).toBe("Your role does not allow this. Ask an administrator if you need it.");
          expect(res.json.code).toBe("roleRequired");
        }
        const none = await h().call(op.operationId, { ...request(op, roleless), headers: { "accept-language": "th" } });
        expect(none.status, `${op.operationId} with no role`).toBe(403);
        expect(none.json.message).toBe("บทบาทของท่านไม่มีสิทธิ์ทำรายการนี้ หากจำเป็นโปรดติดต่อผู้ดูแลระบบ");
        const person = await h().call(op.operationId, request(op, resident));
        expect(person.status, `${op.operationId} as a resident`).toBe(403);
        expect(person.json.message).toBe("Only signed-in staff can do this.");
        expect(person.json.code).toBe("realmRequired");
        for (const role of op.roles as StaffRole[]) {
          const allowed = await h().call(op.operationId, request(op, tokens.get(role)!));
          expect(allowed.status, `${op.operationId} as ${role} (allowed)`).not.toBe(403);
          expect(allowed.status).toBeLessThan(500);
        }
      });
    }
  });

  it("operations for residents only refuse staff (403)", async () => {
    const personOperations = operations.filter((op) => op.realm === "person");
    expect(personOperations.map((op) => op.operationId)).toContain("createComplaint");
    for (const op of personOperations) {
      const res = await h().call(op.operationId, request(op, admin));
      expect(res.status, op.operationId).toBe(403);
      expect(res.json.message).toBe("Only a signed-in resident (public person) can do this.");
    }
  });
});
