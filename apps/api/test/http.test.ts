/**
 * HTTP behaviour (docs/architecture.md "Conventions"; contract error answers): validation 400s naming the field,
 * 404 for unknown API paths, 413, 415, security headers on every answer, compression; and "never a 500
 * for bad input": every operation called with systematic mutations of a valid request (each body field
 * removed or replaced by values of other types and sizes, unknown fields, odd path and query values) must
 * answer below 500 and conform to the contract (the harness checks each answer with Ajv).
 */
import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ADMIN, SOMCHAI, describeBackends, newResident, type CallOptions } from "./support/harness";
import { basePath, operations } from "./support/contract-check";
import { multipart } from "./support/multipart";
import { newStaffUser } from "./support/staff";

/** An id that exists nowhere. */
const NO_SUCH_ID = 2_000_000_000;

const json = { "content-type": "application/json" };

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  2 ** 31,
  1e308,
  "",
  " ",
  "x".repeat(3000),
  "a\u0000b",
  "\ud800",
  "' OR 1=1 --",
  [],
  {},
  true,
];

const ODD_PARAMS = ["0", "-2", "abc", "1e3", "99999999999", "%20", "1.0"];
const ODD_QUERY = ["", "abc", "-1", "1e400", "desc;drop"];

/** Valid calls of the six operations of one inbox kind (messages or notifications), for the robustness test. */
function inboxCalls(kind: "Message" | "Notification", key: string, token: string): Record<string, CallOptions> {
  const id = randomUUID();
  return {
    [`list${kind}s`]: { token },
    [`create${kind}`]: { token, body: { [key]: { title: "Fuzz", link: "/", time: "2026-01-01T00:00:00Z", useRouter: true } } },
    [`update${kind}`]: { token, body: { id, [key]: { title: "Fuzz 2", read: true } } },
    [`delete${kind}`]: { token, query: { id } },
    [`markAll${kind}sRead`]: { token },
    [`toggle${kind}ReadStatus`]: { token, body: { item: { id, read: true } } },
  };
}

describeBackends("http", (h) => {
  describe("validation against the contract (400 naming the field)", () => {
    it("malformed JSON", async () => {
      const res = await h().call("personLogin", { payload: '{"name": "somchai",', headers: json });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("body: malformed JSON");
      expect(res.json.errors).toEqual([{ field: "body", message: "malformed JSON" }]);
    });

    it("an unknown field is rejected, not stripped", async () => {
      const res = await h().call("personLogin", { body: { ...SOMCHAI, stayForever: true } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("stayForever: unknown field");
      expect(res.headers["px-auth-token"]).toBeUndefined();
    });

    it("a wrong type", async () => {
      const res = await h().call("staffLogin", { body: { name: 42, password: "x" } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("name: must be string");
    });

    it("a missing field, and a missing body", async () => {
      const res = await h().call("staffLogin", { body: { name: "admin" } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("password: is required");
      const none = await h().call("staffLogin");
      expect(none.status).toBe(400);
      expect(none.json.message).toBe("body: is required");
    });

    it("a nested field is named with dots", async () => {
      const res = await h().call("createPublicPersonProfile", {
        params: { personId: 1 },
        body: { person: {}, completionToken: "x", title: "Mr", firstname: "A", lastname: "B" },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("person.id: is required");
    });

    it("every bad field is listed; the message names the first", async () => {
      const token = await h().login("person", SOMCHAI);
      const res = await h().call("createComplaint", {
        token,
        body: { complaintTypeId: 1, complaintKindId: 1, detail: "short", location: "x", phone: "call me" },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("detail: must NOT have fewer than 10 characters");
      expect(res.json.errors?.map((e) => e.field)).toEqual(["detail", "location", "phone"]);
    });

    it("a bad query enum, a bad query number and a bad path parameter", async () => {
      const dir = await h().call("listComplaintStatuses", { query: { dir: "up" } });
      expect(dir.status).toBe(400);
      expect(dir.json.message).toBe("dir: must be one of asc, desc");
      const limit = await h().call("listComplaintTypes", { query: { limit: 1000 } });
      expect(limit.status).toBe(400);
      expect(limit.json.message).toBe("limit: must be <= 100");
      const version = await h().call("personLogin", { query: { version: "2.0" }, body: SOMCHAI });
      expect(version.status).toBe(400);
      expect(version.json.message).toBe("version: must be one of 1.0, 1");
      const token = await h().login("person", SOMCHAI);
      const id = await h().call("deleteComplaint", { token, params: { id: "abc" } });
      expect(id.status).toBe(400);
      expect(id.json.message).toBe("id: must be an integer in decimal digits");
      const big = await h().call("deleteComplaint", { token, params: { id: "99999999999" } });
      expect(big.status).toBe(400);
      expect(big.json.message).toBe("id: must be <= 2147483647");
      // getPersonProfile's id is bounded like every integer id of the contract (never a 500).
      const staff = await h().login("staff", ADMIN);
      const huge = await h().call("getPersonProfile", { token: staff, params: { id: "99999999999" } });
      expect(huge.status).toBe(400);
      expect(huge.json.message).toBe("id: must be <= 2147483647");
    });

    it("authentication comes before validation: bad input without a token answers 401, with a token 400", async () => {
      const anonymous = await h().call("searchComplaints", { body: { statusCode: "lost" } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.message).toBe("Please sign in.");
      const token = await h().login("person", SOMCHAI);
      const res = await h().call("searchComplaints", { token, body: { statusCode: "lost" } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("statusCode: must be one of received, accepted, in_progress, completed, rejected, cancelled");
    });

    it("prototype-pollution payloads are refused as malformed", async () => {
      const res = await h().call("personLogin", { payload: '{"__proto__": {"admin": true}, "name": "a", "password": "b"}', headers: json });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("body: malformed JSON");
    });

    it("odd but schema-valid input never causes a 500", async () => {
      const far = await h().call("listComplaintTypes", { query: { offset: "2147483647" } });
      expect(far.status).toBe(200);
      expect(far.json.data).toEqual([]);
      // Past the contract's bound of an offset (int32, issue 36 item 10): refused as invalid, not a 500.
      const beyond = await h().call("listComplaintTypes", { query: { offset: "100000000000000000000" } });
      expect(beyond.status).toBe(400);
      expect(beyond.json.message).toMatch(/^offset: /);
      const token = await h().login("person", SOMCHAI);
      const nul = await h().call("searchComplaints", { token, body: { text: "a\u0000b" } });
      expect(nul.status).toBe(400);
      expect(nul.json.message).toBe("text: must not contain NUL characters");
      const dup = await h().call("checkPersonDup", { body: { name: "x\u0000" } });
      expect(dup.status).toBe(400);
    });

    it("query parameters the contract does not name are ignored", async () => {
      const res = await h().call("listComplaintStatuses", { query: { cacheBust: "123" } });
      expect(res.status).toBe(200);
    });
  });

  describe("other error answers", () => {
    it("415 for a body that is not JSON", async () => {
      const res = await h().call("staffLogin", { payload: "name=admin&password=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.status).toBe(415);
      expect(res.json.success).toBe(false);
      const text = await h().call("staffLogin", { payload: "hello", headers: { "content-type": "text/plain" } });
      expect(text.status).toBe(415);
    });

    it("413 for a body over 1 MiB", async () => {
      const res = await h().call("staffLogin", { body: { name: "admin", password: "x".repeat(1024 * 1024 + 10) } });
      expect(res.status).toBe(413);
      expect(res.json.message).toMatch(/too large/);
    });

    it("404 with the envelope for unknown API paths and methods", async () => {
      for (const [method, url] of [
        ["GET", `${basePath}/v1/nothing-here`],
        ["GET", `${basePath}/login`],
        ["PATCH", `${basePath}/v1/ComplaintStatus`],
        ["GET", `${basePath}`],
      ] as const) {
        const res = await h().inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: "There is no such API address." });
      }
    });
  });

  describe("headers", () => {
    it("security headers on success, error and not-found answers", async () => {
      const answers = [
        await h().inject({ method: "GET", url: `${basePath}/health` }),
        await h().inject({ method: "POST", url: `${basePath}/login`, payload: "{", headers: json }),
        await h().inject({ method: "GET", url: `${basePath}/v1/nothing-here` }),
        await h().inject({ method: "GET", url: "/some/page", headers: { accept: "text/html" } }),
      ];
      for (const res of answers) {
        const csp = String(res.headers["content-security-policy"]);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("img-src 'self' data:");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(res.headers["x-frame-options"]).toBe("DENY");
      }
    });

    it("an undecodable URL answers 400 with the envelope and the same security headers", async () => {
      const health = await h().inject({ method: "GET", url: `${basePath}/health` });
      const res = await h().inject({ method: "GET", url: `${basePath}/v1/personProfile/%E0%A4%A` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: "url: is not a valid address" });
      for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
        expect(res.headers[name], name).toBe(health.headers[name]);
      }
    });

    it("compresses large answers when the client accepts gzip", async () => {
      const res = await h().inject({ method: "GET", url: `${basePath}/v1/ComplaintKind/listAll`, headers: { "accept-encoding": "gzip" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      const body = JSON.parse(gunzipSync(res.rawPayload).toString("utf8")) as { success: boolean };
      expect(body.success).toBe(true);
    });

    it("sends the token header only on a successful sign-in", async () => {
      const ok = await h().call("staffLogin", { body: ADMIN });
      expect(ok.headers["px-auth-token"]).toBeDefined();
      const refused = await h().call("staffLogin", { body: { ...ADMIN, password: "nope" } });
      expect(refused.headers["px-auth-token"]).toBeUndefined();
    });
  });

  describe("robustness: never a 500 for bad input", () => {
    it("mutated requests never answer 500 and always conform to the contract", async () => {
      const person = await h().login("person", SOMCHAI);
      const staff = await h().login("staff", ADMIN);
      const resident = await newResident(h(), "fuzz");
      const throwaway = await newStaffUser(h(), ["officer"], { prefix: "robust" });
      const valid: Record<string, CallOptions> = {
        getHealth: {},
        staffLogin: { body: { name: "nobody-fuzz", password: "wrong" } },
        personLogin: { body: { name: "nobody-fuzz", password: "wrong" } },
        logout: { token: "not-a-token" },
        checkPersonDup: { body: { name: "somchai", email: "x@example.org", citizenId: "1101700230708" } },
        createPublicPerson: { body: { name: "fuzz-target", password: "long-enough-pw", email: "fuzz-target@example.org" } },
        createPublicPersonProfile: {
          params: { personId: resident.personId },
          body: { person: { id: resident.personId }, completionToken: "x", title: "Mr", firstname: "F", lastname: "Z" },
        },
        getPersonProfile: { params: { id: -1 }, token: staff },
        listComplaintTypes: { query: { offset: 0, limit: 10, sort: "orderNo", dir: "asc" } },
        listComplaintKinds: { query: { complaintTypeId: 1 } },
        listComplaintKindMenu: { query: { limit: 5 } },
        listComplaintStatuses: { query: { dir: "desc" } },
        createComplaint: {
          token: person,
          body: { complaintTypeId: 1, complaintKindId: 1, detail: "Robustness complaint detail", location: "Soi 2", phone: "081-234-5678" },
        },
        cancelComplaint: { token: resident.token, params: { id: 1 } },
        deleteComplaint: { token: resident.token, params: { id: 1 } },
        searchComplaints: { token: staff, body: { statusCode: "received", complaintTypeId: 1, text: "road", overdue: true, from: "2026-01-01T00:00:00Z" } },
        countComplaints: { token: staff, body: { complaintTypeId: 1, text: "road", overdue: true, from: "2026-01-01T00:00:00Z" } },
        // Issue 11 (complaint cases): ids that exist nowhere keep the mutations from changing the demo data.
        getComplaint: { token: staff, params: { id: 1 } },
        transitionComplaint: { token: staff, params: { id: NO_SUCH_ID }, body: { action: "forward", unitId: 1, comment: "Robustness" } },
        listComplaintAssignees: { token: staff, params: { id: 1 } },
        reopenComplaint: { token: resident.token, params: { id: NO_SUCH_ID }, body: { reason: "Still broken" } },
        listComplaintNotes: { token: person, params: { id: 1 } },
        createComplaintNote: { token: resident.token, body: { complaintId: NO_SUCH_ID, body: "Robustness note" } },
        createComplaintEForm: {
          token: staff,
          body: { channel: "phone", contactName: "นายทดสอบ", phone: "081-234-5678", complaintTypeId: 1, complaintKindId: 1, detail: "Robustness e-form detail", location: "Soi 3" },
        },
        getComplaintStats: { token: staff, query: { from: "2026-01-01T00:00:00Z", to: "2026-06-01T00:00:00Z" } },
        getUploadLimits: {},
        uploadFile: { token: resident.token, ...multipart([{ name: "file", filename: "a.pdf", type: "application/pdf", data: "%PDF-1.4 not really" }]) },
        listLinkedFiles: { token: person, params: { linkType: "es", id: NO_SUCH_ID } },
        getWatermarkedFile: { token: person, params: { id: randomUUID() } },
        reportWhistleblowing: { body: { complaintKindId: 1, detail: "Robustness report detail" } },
        trackWhistleblowing: { body: { trackingCode: "AAAA-BBBB-CCCC-DDDD" } },
        answerWhistleblowing: { body: { trackingCode: "AAAA-BBBB-CCCC-DDDD", body: "Robustness answer" } },
        // Issue 12: the satisfaction survey (a case that exists nowhere) and the result check.
        submitSatisfaction: { token: resident.token, body: { caseId: NO_SUCH_ID, rating: 4, resolved: true, speed: 3, courtesy: 5, comment: "Robust" } },
        listPendingSatisfaction: { token: resident.token },
        getCaseSatisfaction: { token: resident.token, params: { id: NO_SUCH_ID } },
        getSatisfactionStats: { token: staff, query: { from: "2026-01-01T00:00:00Z", to: "2026-06-01T00:00:00Z" } },
        exportSatisfaction: { token: staff, query: { from: "2026-01-01T00:00:00Z", to: "2026-06-01T00:00:00Z" } },
        checkResult: { body: { reference: "CP-2569-000001", phone: "081-234-5678" } },
        // Issue 12: the e-service catalogue; a service code that exists nowhere keeps the catalogue unchanged.
        listEServices: {},
        listNewsCategories: {},
        listPublicNews: { params: { newsCategoryId: 0 }, query: { offset: 0, limit: 5, sort: "publishAt", dir: "desc" } },
        openNews: { params: { id: 1 } },
        newsFeed: { params: { newsCategoryId: 0 }, query: { lang: "en" } },
        listNews: { token: staff, query: { limit: 5, state: "draft" } },
        createNews: { token: staff, body: { categoryId: 1, titleTh: "ข่าวทดสอบ", bodyTh: "<p>x</p>", fileIds: [] } },
        getNews: { token: staff, params: { id: 1 } },
        updateNews: { token: staff, params: { id: 1 }, body: { categoryId: 1, titleTh: "ข่าวทดสอบ", pinned: true } },
        publishNews: { token: staff, params: { id: 1 }, body: { publishAt: "2026-12-01T03:00:00Z" } },
        unpublishNews: { token: staff, params: { id: 2 } },
        listEServicesAdmin: { token: staff },
        getEService: { params: { code: "deputy-petition" } },
        updateEService: { token: staff, params: { code: "robust-noSuchService" }, body: { targetDays: 10, active: true, name: { th: "ก", en: "A" } } },
        getEServiceAvailability: { params: { code: "education-gym" }, query: { from: "2026-12-01T00:00:00Z", to: "2026-12-08T00:00:00Z" } },
        createEServiceRequest: { token: resident.token, body: { serviceCode: "robust-noSuchService", data: { subject: "Robust" } } },
        ...inboxCalls("Message", "message", person),
        ...inboxCalls("Notification", "notification", person),
        listShortcuts: { token: person },
        createShortcut: { token: person, body: { shortcut: { label: "Home", icon: "home", link: "/", useRouter: true } } },
        updateShortcut: { token: person, body: { id: randomUUID(), shortcut: { label: "Start" } } },
        deleteShortcut: { token: person, query: { id: randomUUID() } },
        getCommonUser: { token: staff },
        updateCommonUser: { token: resident.token, body: { user: { status: "busy", avatar: "/a.png" } } },
        searchDocuments: { token: staff, query: { query: "คำสั่ง" } },
        // Issue 10 (staff foundation): ids that exist nowhere keep the mutations from changing the demo data.
        listOrgUnits: { token: staff, query: { includeInactive: "true" } },
        createOrgUnit: { token: staff, body: { kind: "section", parentId: 1, code: "robust-unit", nameTh: "งานทดสอบ", nameEn: "Robust section", orderNo: 5 } },
        updateOrgUnit: { token: staff, params: { id: NO_SUCH_ID }, body: { parentId: 1, nameTh: "ก", nameEn: "A", orderNo: 1, active: false } },
        deleteOrgUnit: { token: staff, params: { id: NO_SUCH_ID } },
        listPositions: { token: staff },
        createPosition: { token: staff, body: { nameTh: "ตำแหน่งทดสอบ", nameEn: "Robust position" } },
        updatePosition: { token: staff, params: { id: NO_SUCH_ID }, body: { nameTh: "ก", nameEn: "A" } },
        deletePosition: { token: staff, params: { id: NO_SUCH_ID } },
        listStaffUsers: { token: staff, query: { q: "som", sort: "lastname", dir: "desc", active: "true", unitId: 1 } },
        createStaffUser: {
          token: staff,
          body: { name: "robust-staff", email: "robust-staff@example.org", title: "นาย", firstname: "ก", lastname: "ข", phone: "081-234-5678", unitId: 1, positionId: 1, roles: ["officer"], language: "en" },
        },
        getStaffUser: { token: staff, params: { id: NO_SUCH_ID } },
        updateStaffUser: { token: staff, params: { id: NO_SUCH_ID }, body: { email: "x@example.org", firstname: "ก", unitId: 1, positionId: null, roles: ["officer"] } },
        setStaffUserStatus: { token: staff, params: { id: NO_SUCH_ID }, body: { active: false } },
        resetStaffUserPassword: { token: staff, params: { id: NO_SUCH_ID } },
        getStaffHome: { token: staff },
        listMenu: { token: staff, query: { offset: 0, limit: 100, sort: "orderNo", dir: "asc" } },
        listMenuItems: { token: staff },
        createMenuItem: { token: staff, body: { type: "basic", titleTh: "ก", titleEn: "A", link: "/a", externalLink: false, target: "_self", icon: "home", roles: ["admin"] } },
        updateMenuItem: { token: staff, params: { id: NO_SUCH_ID }, body: { titleEn: "B", link: null, roles: [] } },
        deleteMenuItem: { token: staff, params: { id: NO_SUCH_ID } },
        searchAuditLog: { token: staff, query: { action: "create", entity: "org-unit", from: "2026-01-01T00:00:00Z", dir: "asc" } },
        exportAuditLog: { token: staff, query: { personId: 1, to: "2100-01-01T00:00:00Z" } },
        listEmailOutbox: { token: staff, query: { state: "failed" } },
        retryEmail: { token: staff, params: { id: NO_SUCH_ID } },
        // A throwaway account: wrong passwords here count as its failed sign-ins.
        checkChangePassword: { token: throwaway.token, body: { password: "not-the-password" } },
        changePassword: { token: throwaway.token, body: { username: throwaway.name, password: "not-the-password", newPassword: "robust-new-password" } },
      };
      // Every call named here is an operation of the contract. The operations added since (garbage fee, document store,
      // account) are mutated by the contract fuzzing (fuzz.test.ts), which covers every operation without a list.
      const known = new Set(operations.map((o) => o.operationId));
      expect(Object.keys(valid).filter((id) => !known.has(id))).toEqual([]);

      let calls = 0;
      const check = async (operationId: string, options: CallOptions) => {
        calls += 1;
        const res = await h().call(operationId, options);
        expect(res.status, `${operationId} ${JSON.stringify(options).slice(0, 200)}`).toBeLessThan(500);
      };

      for (const op of operations.filter((o) => o.operationId in valid)) {
        const base = valid[op.operationId]!;
        await check(op.operationId, base);
        if (base.body !== undefined && typeof base.body === "object" && base.body !== null) {
          const body = base.body as Record<string, unknown>;
          for (const whole of [[], "text", 1, null]) await check(op.operationId, { ...base, body: whole });
          await check(op.operationId, { ...base, body: { ...body, unexpected: 1 } });
          for (const field of Object.keys(body)) {
            const { [field]: _removed, ...rest } = body;
            await check(op.operationId, { ...base, body: rest });
            for (const value of ODD_VALUES) await check(op.operationId, { ...base, body: { ...body, [field]: value } });
          }
        }
        for (const p of op.parameters) {
          if (p.in === "path") {
            for (const value of ODD_PARAMS) await check(op.operationId, { ...base, params: { ...base.params, [p.name]: value } });
          } else if (p.in === "query") {
            for (const value of ODD_QUERY) await check(op.operationId, { ...base, query: { ...base.query, [p.name]: value } });
          }
        }
      }
      expect(calls).toBeGreaterThan(300);
      // Hundreds of requests one after another: under a minute alone, 137 s in the full run of 2026-11-30 on 2 cores;
      // the limit is twice that (vitest.config.ts).
    }, 300_000);
  });
});
