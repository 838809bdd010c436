// The role map read from the contract (tracker issue 37 item 2): the lists are the contract's `x-roles`, and the
// checks answer as the server's rights check does for the role rule.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OPERATION_ROLES, STAFF_ROLES, inRoleGroup, mayCall } from "./rights";

const contract = parse(await readFile(new URL("../../../openapi/pxapi_eoffice.yaml", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, { operationId?: string; "x-roles"?: string[] }>>;
  components: { schemas: { StaffRole: { enum: string[] } } };
};

describe("role map", () => {
  it("lists every operation with x-roles, with the contract's roles, and no other", () => {
    const ruled = Object.values(contract.paths).flatMap((item) => Object.values(item)).filter((op) => op["x-roles"]);
    expect(ruled.length).toBeGreaterThan(50);
    expect(Object.keys(OPERATION_ROLES).sort()).toEqual(ruled.map((op) => op.operationId).sort());
    for (const op of ruled) expect(OPERATION_ROLES[op.operationId as keyof typeof OPERATION_ROLES]).toEqual(op["x-roles"]);
    expect(STAFF_ROLES).toEqual(contract.components.schemas.StaffRole.enum);
  });

  it("mayCall: a listed role may, another may not, an unruled operation is open, unknown roles may not", () => {
    expect(mayCall(["news_editor"], "createNews")).toBe(true);
    expect(mayCall(["officer", "admin"], "createNews")).toBe(true);
    expect(mayCall(["officer"], "createNews")).toBe(false);
    expect(mayCall(["finance_officer"], "closeGarbageAccount")).toBe(true);
    expect(mayCall(["news_editor"], "closeGarbageAccount")).toBe(false);
    expect(mayCall(undefined, "createNews")).toBe(false);
    expect(mayCall(["officer"], "listComplaintTypes")).toBe(true);
  });

  it("inRoleGroup: the document store is run by administrators and document controllers", () => {
    expect(inRoleGroup(["document_controller"], "documentStore")).toBe(true);
    expect(inRoleGroup(["officer", "admin"], "documentStore")).toBe(true);
    expect(inRoleGroup(["officer", "division_head"], "documentStore")).toBe(false);
    expect(inRoleGroup(undefined, "documentStore")).toBe(false);
  });
});
