/**
 * The server implements exactly the contract: one route per operation, and every operation's answers
 * match the contract's response schemas (checked with Ajv by the harness on every call).
 */
import { expect, it } from "vitest";
import { ADMIN, SOMCHAI, describeBackends, newResident } from "./support/harness";
import { basePath, exercised, operations } from "./support/contract-check";

describeBackends("contract", (h) => {
  it("registers one route per operation of the contract", () => {
    for (const op of operations) {
      expect(h().server.app.hasRoute({ method: op.method, url: `${basePath}${op.routePath}` }), op.operationId).toBe(true);
    }
  });

  it("every operation answers per the contract", async () => {
    exercised.clear();
    expect((await h().call("getHealth")).json.data).toEqual({ status: "ok", database: h().backend });
    await h().call("staffLogin", { body: ADMIN });
    const personToken = await h().login("person", SOMCHAI);
    const staffToken = await h().login("staff", ADMIN);
    await h().call("checkPersonDup", { body: { name: "somchai" } });
    const resident = await newResident(h(), "contract"); // createPublicPerson + createPublicPersonProfile
    await h().call("getPersonProfile", { params: { id: -1 }, token: personToken });
    await h().call("getPersonProfile", { params: { id: resident.personId }, token: staffToken });
    await h().call("listComplaintTypes");
    const kinds = await h().call("listComplaintKinds", { query: { complaintTypeId: 1 } });
    await h().call("listComplaintKindMenu");
    await h().call("listComplaintStatuses");
    const kindId = (kinds.json.data as { id: number }[])[0]!.id;
    const body = { complaintTypeId: 1, complaintKindId: kindId, detail: "Contract check complaint detail", location: "Soi 1", phone: "0812345678" };
    const first = await h().call("createComplaint", { token: resident.token, body });
    const second = await h().call("createComplaint", { token: resident.token, body });
    const firstId = (first.json.data as { id: number }).id;
    const secondId = (second.json.data as { id: number }).id;
    await h().call("cancelComplaint", { token: resident.token, params: { id: firstId } });
    await h().call("deleteComplaint", { token: resident.token, params: { id: secondId } });
    await h().call("searchComplaints", { token: staffToken, body: { text: "Contract" } });
    for (const kind of ["Message", "Notification"] as const) {
      const key = kind === "Message" ? "message" : "notification";
      const created = await h().call(`create${kind}`, { token: resident.token, body: { [key]: { title: "Contract check" } } });
      const id = (created.json.data as { id: string }).id;
      await h().call(`list${kind}s`, { token: resident.token });
      await h().call(`update${kind}`, { token: resident.token, body: { id, [key]: { title: "Contract check 2" } } });
      await h().call(`toggle${kind}ReadStatus`, { token: resident.token, body: { item: { id, read: true } } });
      await h().call(`markAll${kind}sRead`, { token: resident.token });
      await h().call(`delete${kind}`, { token: resident.token, query: { id } });
    }
    const shortcut = await h().call("createShortcut", {
      token: resident.token,
      body: { shortcut: { label: "Home", icon: "home", link: "/", useRouter: true } },
    });
    const shortcutId = (shortcut.json.data as { id: string }).id;
    await h().call("listShortcuts", { token: resident.token });
    await h().call("updateShortcut", { token: resident.token, body: { id: shortcutId, shortcut: { label: "Start" } } });
    await h().call("deleteShortcut", { token: resident.token, query: { id: shortcutId } });
    await h().call("getCommonUser", { token: resident.token });
    await h().call("updateCommonUser", { token: resident.token, body: { user: { status: "away" } } });
    await h().call("searchDocuments", { token: staffToken, query: { query: "คำสั่ง" } });
    await h().call("logout", { token: resident.token });
    expect([...exercised].sort()).toEqual(operations.map((o) => o.operationId).sort());
  });
});
