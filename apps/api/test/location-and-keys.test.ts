/**
 * Tracker issue 41 items 1 and 2: a complaint's position (WGS84, 6 decimals, ranges checked with a 400 naming the
 * field), the staff queue's and Open311's distance filter (bounding box and haversine in plain SQL, PGlite and
 * PostgreSQL alike), and the administrators' Open311 API keys (shown once, stored as a hash, audited, revoked, with a
 * quota per key counted in the database).
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { auditLog, complaints, open311Clients, throttleCounters } from "../src/db/schema";
import { ADMIN, describeBackends, newResident, type Harness } from "./support/harness";
import { marker, searchIds, typeAndKind } from "./support/cases";

/** Bangkok City Hall, and points north of it (1 degree of latitude is about 111,195 m). */
const HALL = { latitude: 13.752_3, longitude: 100.501_2 };
const north = (metres: number) => ({ latitude: HALL.latitude + metres / 111_195, longitude: HALL.longitude });

/** Files a road complaint at `position` (or none) and answers the call. */
async function file(h: Harness, token: string, detail: string, position?: Record<string, number>) {
  const { typeId, kindId } = await typeAndKind(h, "road");
  return h.call("createComplaint", {
    token,
    body: { complaintTypeId: typeId, complaintKindId: kindId, detail, location: "Thanon Dinso", phone: "081-234-5678", ...position },
  });
}

/** Posts a GeoReport request with a form body. */
function postOpen311(h: Harness, form: Record<string, string>, format: "json" | "xml" = "json") {
  return h.inject({
    method: "POST",
    url: `/pxapi_eoffice/api/open311/v2/requests.${format}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}

describeBackends("case location and Open311 keys", (h) => {
  it("stores a complaint's position rounded to 6 decimals and refuses a bad one naming the field", async () => {
    const resident = await newResident(h(), "locate");
    const filed = await file(h(), resident.token, "Pothole beside the city hall gate", { latitude: 13.752_345_678_9, longitude: 100.501_234_567_1 });
    expect(filed.status, filed.json.message).toBe(201);
    const data = filed.json.data as Schemas["Complaint"];
    expect([data.latitude, data.longitude]).toEqual([13.752346, 100.501235]);
    const [row] = await h().server.database.db.select({ lat: complaints.latitude, lon: complaints.longitude }).from(complaints).where(eq(complaints.id, data.id));
    expect(row).toEqual({ lat: 13.752346, lon: 100.501235 });

    const far = await file(h(), resident.token, "Pothole beside the city hall gate", { latitude: 91, longitude: 100.5 });
    expect(far.status).toBe(400);
    expect(far.json.errors?.map((e) => e.field)).toEqual(["latitude"]);
    const alone = await file(h(), resident.token, "Pothole beside the city hall gate", { latitude: 13.75 });
    expect(alone.status).toBe(400);
    expect(alone.json.errors?.map((e) => e.field)).toEqual(["longitude"]);
    const none = await file(h(), resident.token, "Pothole with no position given");
    expect(none.status).toBe(201);
    expect((none.json.data as Schemas["Complaint"]).latitude).toBeNull();
  });

  it("filters the staff queue and Open311 requests by distance from a point", async () => {
    const resident = await newResident(h(), "near");
    const text = marker("NEAR");
    const ids: Record<string, number> = {};
    for (const [name, metres] of [["near", 400], ["edge", 950], ["far", 1100], ["town", 20_000]] as const) {
      const res = await file(h(), resident.token, `${text} pothole ${name}`, north(metres));
      expect(res.status, res.json.message).toBe(201);
      ids[name] = (res.json.data as Schemas["Complaint"]).id;
    }
    await file(h(), resident.token, `${text} pothole without a position`);
    const admin = await h().login("staff", ADMIN);
    const within = (radius: number) => searchIds(h(), admin, { text, near: { ...HALL, radius } });
    expect((await within(1000)).ids.sort()).toEqual([ids.near, ids.edge].sort());
    expect((await within(500)).ids).toEqual([ids.near]);
    expect((await within(50_000)).ids.sort()).toEqual(Object.values(ids).sort());
    expect((await within(1000)).counts.received).toBe(2);
    const noRadius = await h().call("searchComplaints", { token: admin, body: { near: HALL } });
    expect(noRadius.status).toBe(400);
    expect(noRadius.json.errors?.map((e) => e.field)).toEqual(["near.radius"]);

    const open311 = await h().call("open311Requests", { params: { format: "json" }, query: { lat: HALL.latitude, long: HALL.longitude, radius: 1000 } });
    expect(open311.status).toBe(200);
    const found = (open311.body as Schemas["Open311Request"][]).map((r) => Number(r.service_request_id));
    expect(found).toEqual(expect.arrayContaining([ids.near, ids.edge]));
    expect(found).not.toContain(ids.far);
    expect(found).not.toContain(ids.town);
    const partial = await h().inject({ url: `/pxapi_eoffice/api/open311/v2/requests.json?lat=13.75&long=100.5` });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual([{ code: 400, description: expect.stringContaining("radius") }]);
  });

  it("issues an API key shown once and stored as a hash, audited; a revoked key is refused", async () => {
    const admin = await h().login("staff", ADMIN);
    const issued = await h().call("issueOpen311Client", { token: admin, body: { name: "FixMyStreet Thailand", contact: "ops@example.org", quotaPerHour: 100 } });
    expect(issued.status, issued.json.message).toBe(201);
    const { client, apiKey } = issued.json.data as Schemas["Open311ClientIssued"]["data"];
    expect(apiKey.length).toBeGreaterThanOrEqual(40);
    expect(client.keyPrefix).toBe(apiKey.slice(0, 8));
    const [stored] = await h().server.database.db.select().from(open311Clients).where(eq(open311Clients.id, client.id));
    expect(stored!.keyHash).toBe(createHash("sha256").update(apiKey).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(apiKey);
    const listed = await h().call("listOpen311Clients", { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(apiKey);
    expect((listed.json.data as Schemas["Open311Client"][]).map((c) => c.id)).toContain(client.id);

    const form = { api_key: apiKey, service_code: "road.pothole", lat: String(HALL.latitude), long: String(HALL.longitude), description: "A pothole reported through Open311" };
    expect((await postOpen311(h(), form)).statusCode).toBe(201);
    const wrong = await postOpen311(h(), { ...form, api_key: "not-a-key" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual([{ code: 403, description: expect.stringContaining("api_key") }]);

    const revoked = await h().call("revokeOpen311Client", { token: admin, params: { id: client.id } });
    expect(revoked.status).toBe(200);
    expect((revoked.json.data as Schemas["Open311Client"]).revokedAt).not.toBeNull();
    expect((await h().call("revokeOpen311Client", { token: admin, params: { id: client.id } })).status).toBe(409);
    const refused = await postOpen311(h(), form, "xml");
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-type"]).toContain("text/xml");
    expect(refused.body).toMatch(/<errors><error><code>403<\/code><description>[^<]*api_key/);

    const entries = await h().server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "open311-client"), eq(auditLog.entityId, String(client.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "status-change"]);
    expect(JSON.stringify(entries.map((e) => e.changes))).not.toContain(apiKey);
  });

  it("counts each key's requests per hour in the database: past its quota 429 with Retry-After", async () => {
    const admin = await h().login("staff", ADMIN);
    const issued = await h().call("issueOpen311Client", { token: admin, body: { name: "Quota test", contact: "0812345678", quotaPerHour: 2 } });
    const { client, apiKey } = issued.json.data as Schemas["Open311ClientIssued"]["data"];
    const form = { api_key: apiKey, service_code: "road.pothole", address_string: "Soi Ari 4", description: "A pothole reported through Open311" };
    expect((await postOpen311(h(), form)).statusCode).toBe(201);
    expect((await postOpen311(h(), form)).statusCode).toBe(201);
    const third = await postOpen311(h(), form);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json()).toEqual([{ code: 429, description: expect.any(String) }]);
    const [counter] = await h().server.database.db
      .select()
      .from(throttleCounters)
      .where(and(eq(throttleCounters.scope, "open311-key"), eq(throttleCounters.key, String(client.id))));
    expect(counter!.hits).toBe(3);
  });
});
