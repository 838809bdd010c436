/**
 * E-service catalogue and requests (issue 12 items 1 to 3; contract tag `eservice`): every service of the catalogue
 * takes a valid request and refuses invalid ones (one generated case per service, not hand-written data), bookings
 * that overlap are refused by the database (also in a parallel burst), a cancelled request frees its slot, staff
 * edits are checked and audited, requests enter their division's queue only, and reference numbers are ER-....
 */
import { and, eq } from "drizzle-orm";
import { generateSync } from "json-schema-faker";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { auditLog, bookings } from "../src/db/schema";
import { SEED_E_SERVICES } from "../src/seeds/seed-eservices";
import { getCase, move, outboxOf, searchIds } from "./support/cases";
import { citizenIdFrom, describeBackends, newResident, uniqueAddress, type Harness } from "./support/harness";
import { multipart } from "./support/multipart";
import { adminToken } from "./support/staff";

type JsonSchema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
};

type Service = Schemas["EService"];

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const STAFF_PASSWORD = "staff-demo-2026";

/** A value matching `pattern` (json-schema-faker, checked; several seeds if needed). */
function matching(pattern: string, maxLength?: number): string {
  const re = new RegExp(pattern, "u");
  for (let seed = 1; seed < 50; seed++) {
    const value = generateSync({ type: "string", pattern, ...(maxLength ? { maxLength } : {}) } as never, { seed }) as string;
    if (typeof value === "string" && re.test(value) && (!maxLength || value.length <= maxLength)) return value;
  }
  throw new Error(`no value for pattern ${pattern}`);
}

/** The day in Thailand `days` days from now (`YYYY-MM-DD`). */
function thaiDayFromNow(days: number): string {
  return new Date(Date.now() + 7 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A date keeping the catalogue's rules of its schema (x-notBefore, x-notAfter, x-age): tracker issue 36 item 4. */
function ruleDate(schema: JsonSchema): string {
  const ages = (schema["x-age"] as { min?: number; max?: number }[] | undefined) ?? [];
  if (ages.length > 0) {
    const min = Math.max(0, ...ages.map((a) => a.min ?? 0));
    const max = Math.min(120, ...ages.map((a) => a.max ?? 120));
    return thaiDayFromNow(-Math.round(((min + max) / 2) * 365.25) - 30);
  }
  if (schema["x-notBefore"]) return thaiDayFromNow(10);
  if (schema["x-notAfter"]) return thaiDayFromNow(-10);
  return "2026-12-15";
}

/** A real address of the Thai address dataset (the address fields refuse made-up places). */
const REAL_ADDRESS = { province: "เชียงใหม่", district: "เมืองเชียงใหม่", subdistrict: "ศรีภูมิ", postcode: "50200" };

/**
 * Valid answers for a form's schema, generated from the schema alone: every field (optional ones too), numbers in the
 * middle of their range, the first choice, files from `files` (one per file field, uploaded beforehand).
 */
function generate(schema: JsonSchema, files: () => string): unknown {
  switch (schema.type) {
    case "integer":
    case "number": {
      const min = (schema.minimum as number | undefined) ?? 0;
      const max = (schema.maximum as number | undefined) ?? min + 10;
      return Math.floor((min + max) / 2);
    }
    case "array":
      if (schema.items?.format === "uuid") return [files()];
      return (schema.items?.enum ?? []).slice(0, Math.max(1, (schema.minItems as number | undefined) ?? 1));
    case "object":
      return {
        ...Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, generate(s, files)])),
        ...(schema.properties?.postcode ? REAL_ADDRESS : {}),
      };
    default: {
      if (schema.enum) return schema.enum[0];
      if (schema.format === "date") return ruleDate(schema);
      if (schema.format === "thai-national-id") return citizenIdFrom("110170023070");
      if (typeof schema.pattern === "string") return matching(schema.pattern, schema.maxLength as number | undefined);
      const min = (schema.minLength as number | undefined) ?? 1;
      return "ข้อมูลทดสอบคำร้อง".padEnd(min, "ก").slice(0, (schema.maxLength as number | undefined) ?? 100);
    }
  }
}

/** A value that breaks one constraint of a field's schema, or undefined when the field has none to break. */
function broken(schema: JsonSchema): unknown {
  switch (schema.type) {
    case "integer":
    case "number":
      return schema.maximum !== undefined ? (schema.maximum as number) + 1 : "not a number";
    case "array":
      return schema.items?.format === "uuid" ? ["not-a-file-id"] : ["no-such-choice"];
    case "object":
      return { houseNo: "1" };
    default:
      if (schema.enum) return "no-such-choice";
      if (schema.format === "date") return "2026-13-45";
      if (schema.format === "thai-national-id") return "1101700230709";
      if (typeof schema.pattern === "string") return "!!";
      return "ก".repeat(((schema.maxLength as number | undefined) ?? 2000) + 1);
  }
}

/** Midnight in Thailand `days` days from now, in ms. */
function thaiMidnight(days: number): number {
  const thai = new Date(Date.now() + 7 * HOUR + days * DAY);
  return Date.UTC(thai.getUTCFullYear(), thai.getUTCMonth(), thai.getUTCDate()) - 7 * HOUR;
}

/** A free period for a booking service: whole days `dayOffset` days ahead, or 10:00-12:00 that day. */
function period(service: Service, dayOffset: number): { from: string; to: string } {
  const start = thaiMidnight(dayOffset) + (service.booking?.unit === "hour" ? 10 * HOUR : 0);
  const end = service.booking?.unit === "hour" ? start + 2 * HOUR : start + 2 * DAY;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/** Uploads a small PNG as `token`; returns its file id. */
async function upload(h: Harness, token: string): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a7" } }).png().toBuffer();
  const res = await h.call("uploadFile", { token, ...multipart([{ name: "file", filename: "photo.png", type: "image/png", data: png }]) });
  expect(res.status, res.json.message).toBe(201);
  return (res.json.data as { id: string }).id;
}

describeBackends("e-service requests", (h) => {
  let catalogue: Service[];
  let resident: { token: string; personId: number };
  let dayOffset = 30;

  /** Valid answers for `service` (files uploaded by `token`). */
  async function validData(service: Service, token: string): Promise<Record<string, unknown>> {
    const schema = service.form.schema as JsonSchema;
    const fileFields = Object.values(schema.properties ?? {}).filter((s) => s.type === "array" && s.items?.format === "uuid").length;
    const pool = await Promise.all(Array.from({ length: fileFields }, () => upload(h(), token)));
    return generate(schema, () => pool.shift() ?? "") as Record<string, unknown>;
  }

  /** Submits a request (from `remoteAddress`, 127.0.0.1 by default). */
  function submit(token: string, body: Schemas["EServiceRequestCreate"], remoteAddress?: string) {
    return h().call("createEServiceRequest", { token, body, ...(remoteAddress ? { remoteAddress } : {}) });
  }

  beforeAll(async () => {
    const res = await h().call("listEServices");
    expect(res.status).toBe(200);
    catalogue = res.json.data as Service[];
  });

  // A resident of its own for every test: the file's requests from one account would pass its quota of e-service
  // requests (x-rate-limit of createEServiceRequest).
  beforeEach(async () => {
    resident = await newResident(h(), "eservice");
  });

  const service = (code: string): Service => {
    const found = catalogue.find((s) => s.code === code);
    if (!found) throw new Error(`no service ${code}`);
    return found;
  };

  describe("the catalogue", () => {
    it("lists the 23 request items of the e-service menu, each with a division, texts in both languages and a form", () => {
      expect(catalogue.map((s) => s.code)).toEqual(SEED_E_SERVICES.map((s) => s.code));
      expect(catalogue).toHaveLength(23);
      for (const s of catalogue) {
        expect(s.name.th && s.name.en && s.description.th && s.description.en, s.code).toBeTruthy();
        expect(s.requirements.th.length, s.code).toBeGreaterThan(0);
        expect(s.division.id, s.code).toBeGreaterThan(0);
        expect(s.targetDays, s.code).toBeGreaterThan(0);
        expect([...s.form.ui.order].sort(), s.code).toEqual(Object.keys((s.form.schema as JsonSchema).properties ?? {}).sort());
      }
      const booking = catalogue.filter((s) => s.booking).map((s) => s.code);
      expect(booking.sort()).toEqual(["deputy-equipment", "education-gym", "education-sportsField", "strategy-publicAddress", "welfare-equipment"]);
      expect(service("education-sportsField")).toMatchObject({ feeSatang: 20000, feeUnit: "hour", booking: { unit: "hour" } });
      expect(service("technical-lighting").division.nameTh).toBe("กองช่าง");
    });

    it("answers one service by code without a token, and 404 for an unknown code", async () => {
      const one = await h().call("getEService", { params: { code: "health-tree" } });
      expect(one.status).toBe(200);
      expect(one.json.data).toEqual(service("health-tree"));
      expect((await h().call("getEService", { params: { code: "health-noSuchThing" } })).status).toBe(404);
    });
  });

  describe("every service, generated from its form", () => {
    it("takes a valid request (201, ER number, due after its target days, in its division) and refuses invalid data naming the field", async () => {
      for (const s of catalogue) {
        // A resident and an address of its own per service: the 23 services' four requests each are more than one
        // resident's and one address's quota of e-service requests (x-rate-limit of createEServiceRequest).
        const filer = await newResident(h(), "everyservice");
        const address = uniqueAddress();
        const data = await validData(s, filer.token);
        const booking = s.booking ? { resourceId: s.booking.resources[0]!.id, ...period(s, (dayOffset += 3)) } : undefined;
        const t0 = Date.now();
        const res = await submit(filer.token, { serviceCode: s.code, data, ...(booking ? { booking } : {}) }, address);
        expect(res.status, `${s.code}: ${res.json.message}`).toBe(201);
        const c = res.json.data as Schemas["Complaint"];
        expect(c.complaintNo, s.code).toMatch(/^ER-25[0-9]{2}-[0-9]{6}$/);
        expect(c).toMatchObject({ caseKind: "request", service: { id: s.id, code: s.code, name: s.name }, complaintTypeId: null, complaintKindId: null });
        expect(c.unit?.id, s.code).toBe(s.division.id);
        const due = Date.parse(c.dueAt) - Date.parse(c.createdAt);
        expect(due, s.code).toBe(s.targetDays * DAY);
        expect(Date.parse(c.createdAt)).toBeGreaterThanOrEqual(t0 - 1000);
        const detail = await getCase(h(), filer.token, c.id);
        expect(detail.formData, s.code).toEqual(data);
        if (booking) expect(detail.booking, s.code).toMatchObject({ resourceId: booking.resourceId, from: booking.from, to: booking.to, active: true });

        // A required field missing.
        const required = (s.form.schema as JsonSchema).required ?? [];
        expect(required.length, s.code).toBeGreaterThan(0);
        const missing = required[0]!;
        const { [missing]: _gone, ...without } = data;
        const refused = await submit(filer.token, { serviceCode: s.code, data: without, ...(booking ? { booking } : {}) }, address);
        expect(refused.status, s.code).toBe(400);
        expect(refused.json.errors, s.code).toContainEqual({ field: `data.${missing}`, message: "is required" });

        // A constraint broken (the first field that is not a file field).
        const props = (s.form.schema as JsonSchema).properties ?? {};
        const name = s.form.ui.order.find((n) => props[n]?.items?.format !== "uuid")!;
        const bad = await submit(filer.token, { serviceCode: s.code, data: { ...data, [name]: broken(props[name]!) }, ...(booking ? { booking } : {}) }, address);
        expect(bad.status, s.code).toBe(400);
        expect(bad.json.errors?.map((e) => e.field.split(".").slice(0, 2).join(".")), s.code).toContain(`data.${name}`);
        // An unknown field.
        const extra = await submit(filer.token, { serviceCode: s.code, data: { ...data, unknownField: "x" }, ...(booking ? { booking } : {}) }, address);
        expect(extra.status, s.code).toBe(400);
        expect(extra.json.errors, s.code).toContainEqual({ field: "data.unknownField", message: "unknown field" });
      }
      // 23 sign-ups and about a hundred requests.
    }, 120_000);

    it("attaches the files of file fields to the case like complaint photos, and refuses someone else's file naming the field", async () => {
      const s = service("health-tree");
      const data = await validData(s, resident.token);
      const res = await submit(resident.token, { serviceCode: s.code, data });
      expect(res.status).toBe(201);
      const id = (res.json.data as { id: number }).id;
      const files = await h().call("listLinkedFiles", { token: resident.token, params: { linkType: "es", id } });
      expect((files.json.data as { id: string }[]).map((f) => f.id)).toEqual(data.photos);
      const other = await newResident(h(), "otherfiles");
      const theirs = await upload(h(), other.token);
      const refused = await submit(resident.token, { serviceCode: s.code, data: { ...data, photos: [theirs] } });
      expect(refused.status).toBe(400);
      expect(refused.json.errors?.[0]?.field).toBe("data.photos");
    });

    it("a Thai national ID with a wrong check digit, an address without a postcode and a wrong time are refused naming the field", async () => {
      const licence = service("health-licence");
      const data = await validData(licence, resident.token);
      const wrongId = await submit(resident.token, { serviceCode: licence.code, data: { ...data, applicantId: "1101700230709" } });
      expect(wrongId.json.errors).toContainEqual({ field: "data.applicantId", message: "must be a valid thai-national-id" });
      const { postcode: _p, ...address } = data.address as Record<string, unknown>;
      const noPostcode = await submit(resident.token, { serviceCode: licence.code, data: { ...data, address } });
      expect(noPostcode.json.errors).toContainEqual({ field: "data.address.postcode", message: "is required" });
      const pa = service("strategy-publicAddress");
      const paData = await validData(pa, resident.token);
      const wrongTime = await submit(resident.token, {
        serviceCode: pa.code,
        data: { ...paData, startTime: "25:00" },
        booking: { resourceId: pa.booking!.resources[0]!.id, ...period(pa, (dayOffset += 3)) },
      });
      expect(wrongTime.json.errors).toContainEqual({ field: "data.startTime", message: "has an invalid format" });
    });

    it("refuses an unknown service, a booking for a service that books nothing, and a missing or misshapen booking", async () => {
      const unknown = await submit(resident.token, { serviceCode: "deputy-noSuchService", data: {} });
      expect(unknown.json.errors).toContainEqual({ field: "serviceCode", message: "is not an active service" });
      const petition = service("deputy-petition");
      const petitionData = await validData(petition, resident.token);
      const field = service("education-sportsField");
      const resourceId = field.booking!.resources[0]!.id;
      const notTaken = await submit(resident.token, { serviceCode: petition.code, data: petitionData, booking: { resourceId, ...period(field, 100) } });
      expect(notTaken.json.errors).toContainEqual({ field: "booking", message: "is not taken by this service" });
      const fieldData = await validData(field, resident.token);
      const none = await submit(resident.token, { serviceCode: field.code, data: fieldData });
      expect(none.json.errors).toContainEqual({ field: "booking", message: "is required for this service" });
      const { from } = period(field, 101);
      const halfHour = new Date(Date.parse(from) + 30 * 60 * 1000).toISOString();
      const odd = await submit(resident.token, { serviceCode: field.code, data: fieldData, booking: { resourceId, from: halfHour, to: from } });
      expect(odd.status).toBe(400);
      expect(odd.json.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(["booking.from", "booking.to"]));
      const past = await submit(resident.token, {
        serviceCode: field.code,
        data: fieldData,
        booking: { resourceId, from: new Date(thaiMidnight(-2)).toISOString(), to: new Date(thaiMidnight(-2) + HOUR).toISOString() },
      });
      expect(past.json.errors).toContainEqual({ field: "booking.from", message: "must not be in the past" });
      const gym = service("education-gym");
      const wrongResource = await submit(resident.token, {
        serviceCode: field.code,
        data: fieldData,
        booking: { resourceId: gym.booking!.resources[0]!.id, ...period(field, 102) },
      });
      expect(wrongResource.json.errors).toContainEqual({ field: "booking.resourceId", message: "is not a resource of this service" });
      const equipment = service("deputy-equipment");
      const noon = thaiMidnight(103) + 12 * HOUR;
      const notWholeDays = await submit(resident.token, {
        serviceCode: equipment.code,
        data: await validData(equipment, resident.token),
        booking: { resourceId: equipment.booking!.resources[0]!.id, from: new Date(noon).toISOString(), to: new Date(noon + DAY).toISOString() },
      });
      expect(notWholeDays.json.errors?.map((e) => e.field)).toEqual(["booking.from", "booking.to"]);
    });
  });

  describe("bookings", () => {
    it("an overlapping booking is refused by the database (409 naming booking, no case created); cancelling frees the slot", async () => {
      const s = service("deputy-equipment");
      const resourceId = s.booking!.resources[1]!.id;
      const from = thaiMidnight(60);
      const first = await submit(resident.token, {
        serviceCode: s.code,
        data: await validData(s, resident.token),
        booking: { resourceId, from: new Date(from).toISOString(), to: new Date(from + 3 * DAY).toISOString() },
      });
      expect(first.status).toBe(201);
      const firstId = (first.json.data as { id: number }).id;
      const other = await newResident(h(), "secondborrower");
      const before = await searchIds(h(), other.token);
      const overlapping = { resourceId, from: new Date(from + 2 * DAY).toISOString(), to: new Date(from + 4 * DAY).toISOString() };
      const second = await submit(other.token, { serviceCode: s.code, data: await validData(s, other.token), booking: overlapping });
      expect(second.status).toBe(409);
      expect(second.json.errors).toEqual([{ field: "booking", message: "overlaps another booking of this resource" }]);
      expect((await searchIds(h(), other.token)).total).toBe(before.total);
      // Touching periods do not overlap ([from, to) ranges).
      const after = await submit(other.token, {
        serviceCode: s.code,
        data: await validData(s, other.token),
        booking: { resourceId, from: new Date(from + 3 * DAY).toISOString(), to: new Date(from + 4 * DAY).toISOString() },
      });
      expect(after.status).toBe(201);
      const availability = await h().call("getEServiceAvailability", {
        params: { code: s.code },
        query: { from: new Date(from).toISOString(), to: new Date(from + 7 * DAY).toISOString() },
      });
      expect(availability.status).toBe(200);
      const taken = (availability.json.data as Schemas["EServiceAvailability"]["data"]).resources.find((r) => r.id === resourceId)!.taken;
      expect(taken).toEqual([
        { from: new Date(from).toISOString(), to: new Date(from + 3 * DAY).toISOString() },
        { from: new Date(from + 3 * DAY).toISOString(), to: new Date(from + 4 * DAY).toISOString() },
      ]);
      // The resident cancels: the slot is free again and the refused booking now succeeds.
      const cancelled = await h().call("cancelComplaint", { token: resident.token, params: { id: firstId } });
      expect(cancelled.status).toBe(200);
      expect((await getCase(h(), resident.token, firstId)).booking?.active).toBe(false);
      const retry = await submit(other.token, {
        serviceCode: s.code,
        data: await validData(s, other.token),
        booking: { resourceId, from: new Date(from + 1 * DAY).toISOString(), to: new Date(from + 3 * DAY).toISOString() },
      });
      expect(retry.status).toBe(201);
    });

    it("a parallel burst of the same booking gives exactly one 201, the others 409", async () => {
      const s = service("education-sportsField");
      const resourceId = s.booking!.resources[2]!.id;
      const booking = { resourceId, ...period(s, 70) };
      const people = await Promise.all(Array.from({ length: 6 }, (_, i) => newResident(h(), `burst${i}`)));
      const bodies = await Promise.all(people.map(async (p) => ({ token: p.token, data: await validData(s, p.token) })));
      const answers = await Promise.all(bodies.map((b) => submit(b.token, { serviceCode: s.code, data: b.data, booking })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await h()
        .server.database.db.select()
        .from(bookings)
        .where(and(eq(bookings.resourceId, resourceId), eq(bookings.active, true)));
      expect(rows).toHaveLength(1);
    });

    it("a rejected request frees its slot; a completed one keeps it", async () => {
      const s = service("welfare-equipment");
      const resourceId = s.booking!.resources[0]!.id;
      const officer = await h().login("staff", { name: "ratana", password: STAFF_PASSWORD });
      const book = async (offset: number) => {
        const res = await submit(resident.token, { serviceCode: s.code, data: await validData(s, resident.token), booking: { resourceId, ...period(s, offset) } });
        expect(res.status, res.json.message).toBe(201);
        return (res.json.data as { id: number }).id;
      };
      const rejected = await book(80);
      await move(h(), officer, rejected, { action: "reject", comment: "ไม่มีอุปกรณ์ว่างในช่วงเวลาดังกล่าว" });
      expect((await getCase(h(), officer, rejected)).booking?.active).toBe(false);
      const completed = await book(90);
      await move(h(), officer, completed, { action: "accept" });
      await move(h(), officer, completed, { action: "start" });
      await move(h(), officer, completed, { action: "complete", comment: "ส่งมอบอุปกรณ์และรับคืนเรียบร้อยแล้ว" });
      expect((await getCase(h(), officer, completed)).booking?.active).toBe(true);
      // The resident's e-mails call it a request (คำร้อง), not a complaint: the request templates, not the complaint ones.
      const complaintNo = (await getCase(h(), officer, completed)).complaintNo;
      const mails = (await outboxOf(h(), resident.personId, ["case-status-changed", "case-reply", "request-status-changed", "request-reply"])).filter(
        (m) => m.subject.includes(complaintNo),
      );
      expect(mails.map((m) => m.template)).toEqual(["request-status-changed", "request-status-changed", "request-status-changed"]);
      for (const mail of mails) {
        expect(mail.subject).toMatch(/^คำร้องเลขที่ ER-/);
        expect(mail.body).toContain(`คำร้องเลขที่ ${complaintNo}`);
        expect(`${mail.subject}${mail.body}`).not.toContain("เรื่องร้องเรียน");
      }
      // The resident reopens it: due again after the service's target days (a request has no complaint kind).
      const t0 = Date.now();
      const reopened = await h().call("reopenComplaint", { token: resident.token, params: { id: completed }, body: { reason: "รถเข็นชำรุด ขอเปลี่ยนคันใหม่" } });
      expect(reopened.status, reopened.json.message).toBe(200);
      const dueAt = Date.parse((reopened.json.data as Schemas["Complaint"]).dueAt);
      expect(dueAt).toBeGreaterThanOrEqual(t0 + s.targetDays * DAY - 1000);
      expect(dueAt).toBeLessThanOrEqual(Date.now() + s.targetDays * DAY);
    });

    it("availability: 400 for a reversed or too long range, 404 for a service without booking", async () => {
      const ask = (code: string, from: number, to: number) =>
        h().call("getEServiceAvailability", { params: { code }, query: { from: new Date(from).toISOString(), to: new Date(to).toISOString() } });
      const now = thaiMidnight(1);
      expect((await ask("education-gym", now, now - DAY)).json.errors).toContainEqual({ field: "to", message: "must be after from" });
      expect((await ask("education-gym", now, now + 100 * DAY)).status).toBe(400);
      expect((await ask("deputy-petition", now, now + DAY)).status).toBe(404);
    });
  });

  describe("staff administrators edit a service", () => {
    it("a broken schema or a form breaking the rules is refused naming the problem; a valid edit is audited and used at once", async () => {
      const admin = await adminToken(h());
      const s = service("technical-other");
      const edit = (body: Schemas["EServiceUpdate"]) => h().call("updateEService", { token: admin, params: { code: s.code }, body });
      const form = JSON.parse(JSON.stringify(s.form)) as Schemas["ServiceForm"];
      const schema = form.schema as JsonSchema;

      // A name or description of spaces passes the contract's minLength but is blank once trimmed.
      const blank = await edit({ name: { th: " ", en: "Other request" }, description: { th: "คำอธิบาย", en: "  " } });
      expect(blank.status).toBe(400);
      expect(blank.json.errors).toEqual([{ field: "name.th", message: "must not be blank" }]);
      const blankDescription = await edit({ description: { th: "คำอธิบาย", en: "  " } });
      expect(blankDescription.json.errors).toEqual([{ field: "description.en", message: "must not be blank" }]);

      const noMaxLength = JSON.parse(JSON.stringify(form)) as Schemas["ServiceForm"];
      delete ((noMaxLength.schema as JsonSchema).properties!.subject as Record<string, unknown>).maxLength;
      const r1 = await edit({ form: noMaxLength });
      expect(r1.status).toBe(400);
      expect(r1.json.errors).toContainEqual({ field: "form.schema.properties.subject.maxLength", message: "is required (1 to 2000)" });

      const badPattern = JSON.parse(JSON.stringify(form)) as Schemas["ServiceForm"];
      ((badPattern.schema as JsonSchema).properties!.phone as Record<string, unknown>).pattern = "([unclosed";
      const r2 = await edit({ form: badPattern });
      expect(r2.status).toBe(400);
      expect(r2.json.errors?.[0]?.field).toBe("form.schema");

      const orderMissing = { ...form, ui: { ...form.ui, order: form.ui.order.slice(1) } };
      const r3 = await edit({ form: orderMissing });
      expect(r3.json.errors?.[0]).toMatchObject({ field: "form.ui.order" });
      expect(r3.json.errors?.[0]?.message).toContain(`missing ${form.ui.order[0]}`);

      const noEnglish = JSON.parse(JSON.stringify(form)) as Schemas["ServiceForm"];
      noEnglish.ui.fields.subject!.label = { th: "เรื่อง", en: " " };
      expect((await edit({ form: noEnglish })).json.errors).toContainEqual({ field: "form.ui.fields.subject.label", message: "must have th and en" });

      const tooManyFiles = JSON.parse(JSON.stringify(form)) as Schemas["ServiceForm"];
      ((tooManyFiles.schema as JsonSchema).properties!.attachments as Record<string, unknown>).maxItems = 6;
      expect((await edit({ form: tooManyFiles })).json.errors).toContainEqual({ field: "form.schema.properties.attachments.maxItems", message: "is required (1 to 5)" });

      const wrongWidget = JSON.parse(JSON.stringify(form)) as Schemas["ServiceForm"];
      wrongWidget.ui.fields.subject!.widget = "date";
      expect((await edit({ form: wrongWidget })).json.errors?.[0]?.field).toBe("form.ui.fields.subject.widget");

      const remoteRef = JSON.parse(JSON.stringify(form)) as Schemas["ServiceForm"];
      (remoteRef.schema as JsonSchema).properties!.subject = { $ref: "https://example.org/schema.json" } as JsonSchema;
      expect((await edit({ form: remoteRef })).status).toBe(400);

      // A valid edit: a new optional field and a shorter target time.
      const added: Schemas["ServiceForm"] = {
        schema: { ...schema, properties: { ...schema.properties, landmark: { type: "string", maxLength: 100 } } },
        ui: { order: [...form.ui.order, "landmark"], fields: { ...form.ui.fields, landmark: { label: { th: "จุดสังเกต", en: "Landmark" } } } },
      };
      const ok = await edit({ form: added, targetDays: 10, name: { th: "คำร้องอื่น ๆ ด้านงานช่าง (ปรับปรุง)", en: "Other public works requests" } });
      expect(ok.status, ok.json.message).toBe(200);
      expect(ok.json.data).toMatchObject({ targetDays: 10, name: { th: "คำร้องอื่น ๆ ด้านงานช่าง (ปรับปรุง)" } });
      const [entry] = await h()
        .server.database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "e-service"), eq(auditLog.entityId, String(s.id))));
      expect(entry?.action).toBe("update");
      expect(entry?.changes.map((c) => c.field).sort()).toEqual(["form", "name", "targetDays"]);
      // The new form takes effect at once (its validator is recompiled): the new field is accepted, its length checked.
      const data = { ...(await validData(s, resident.token)) };
      const accepted = await submit(resident.token, { serviceCode: s.code, data: { ...data, landmark: "หน้าตลาดสด" } });
      expect(accepted.status, accepted.json.message).toBe(201);
      expect(Date.parse((accepted.json.data as Schemas["Complaint"]).dueAt) - Date.parse((accepted.json.data as Schemas["Complaint"]).createdAt)).toBe(10 * DAY);
      const tooLong = await submit(resident.token, { serviceCode: s.code, data: { ...data, landmark: "ก".repeat(101) } });
      expect(tooLong.json.errors).toContainEqual({ field: "data.landmark", message: "must NOT have more than 100 characters" });
    });

    it("an inactive service leaves the public catalogue and takes no requests; officers may not edit", async () => {
      const admin = await adminToken(h());
      const s = service("finance-general");
      expect((await h().call("updateEService", { token: admin, params: { code: s.code }, body: { active: false } })).status).toBe(200);
      expect(((await h().call("listEServices")).json.data as Service[]).map((x) => x.code)).not.toContain(s.code);
      expect(((await h().call("listEServicesAdmin", { token: admin })).json.data as Service[]).find((x) => x.code === s.code)?.active).toBe(false);
      expect((await h().call("getEService", { params: { code: s.code } })).status).toBe(404);
      const refused = await submit(resident.token, { serviceCode: s.code, data: await validData(s, resident.token) });
      expect(refused.json.errors).toContainEqual({ field: "serviceCode", message: "is not an active service" });
      expect((await h().call("updateEService", { token: admin, params: { code: s.code }, body: { active: true } })).status).toBe(200);
      const officer = await h().login("staff", { name: "supaporn", password: STAFF_PASSWORD });
      expect((await h().call("updateEService", { token: officer, params: { code: s.code }, body: { targetDays: 3 } })).status).toBe(403);
      expect((await h().call("updateEService", { token: admin, params: { code: "finance-noSuchService" }, body: { targetDays: 3 } })).status).toBe(404);
    });
  });

  describe("the queue", () => {
    it("a request enters its division's queue; an officer of another division does not see it (404); filters by kind and service", async () => {
      const s = service("education-enrolment");
      const res = await submit(resident.token, { serviceCode: s.code, data: await validData(s, resident.token) });
      expect(res.status).toBe(201);
      const id = (res.json.data as { id: number }).id;
      const education = await h().login("staff", { name: "sompong", password: STAFF_PASSWORD });
      const technical = await h().login("staff", { name: "prasert", password: STAFF_PASSWORD });
      const queue = await searchIds(h(), education, { caseKind: "request", serviceId: s.id });
      expect(queue.ids).toContain(id);
      expect(queue.data.every((c) => c.caseKind === "request" && c.service?.id === s.id)).toBe(true);
      expect((await searchIds(h(), education, { caseKind: "complaint" })).ids).not.toContain(id);
      expect((await h().call("getComplaint", { token: technical, params: { id } })).status).toBe(404);
      expect((await searchIds(h(), technical, { caseKind: "request" })).ids).not.toContain(id);
      // The division officer works it with the case calls; the resident is told.
      const accepted = await move(h(), education, id, { action: "accept" });
      expect(accepted.status.code).toBe("accepted");
      expect(accepted.formData).toMatchObject({ school: "cdc1" });
      const note = await h().call("createComplaintNote", { token: education, body: { complaintId: id, body: "กรุณานำสูติบัตรฉบับจริงมาแสดงในวันมอบตัว" } });
      expect(note.status).toBe(201);
      // The resident's own list holds the request and the text search finds it by its answers.
      expect((await searchIds(h(), resident.token, { caseKind: "request" })).ids).toContain(id);
      expect((await searchIds(h(), education, { text: "ข้อมูลทดสอบคำร้อง", caseKind: "request" })).ids).toContain(id);
    });

    it("the dashboard counts requests per service beside the complaints per kind; each division's figures cover its own", async () => {
      const stats = async (token: string, query: Record<string, string>) => {
        const res = await h().call("getComplaintStats", { token, query });
        expect(res.status, res.json.message).toBe(200);
        return res.json.data as Schemas["ComplaintStats"];
      };
      const from = new Date(Date.now() - 1).toISOString();
      const petition = service("deputy-petition");
      const certificate = service("education-certificate");
      for (const s of [petition, petition, certificate]) {
        const res = await submit(resident.token, { serviceCode: s.code, data: await validData(s, resident.token) });
        expect(res.status, res.json.message).toBe(201);
      }
      const to = new Date(Date.now() + 60_000).toISOString();
      const period = await stats(await adminToken(h()), { from, to });
      expect(period.byService).toEqual([
        { serviceCode: petition.code, nameTh: petition.name.th, nameEn: petition.name.en, count: 2 },
        { serviceCode: certificate.code, nameTh: certificate.name.th, nameEn: certificate.name.en, count: 1 },
      ]);
      expect(period.byKind).toEqual([]);
      expect(period.total).toBe(3);
      const education = await h().login("staff", { name: "sompong", password: STAFF_PASSWORD });
      expect((await stats(education, { from, to })).byService).toEqual([
        { serviceCode: certificate.code, nameTh: certificate.name.th, nameEn: certificate.name.en, count: 1 },
      ]);
    });

    it("reference numbers: ER-<Buddhist year>-<6 digits>, counted apart from complaints", async () => {
      const s = service("deputy-petition");
      const numbers: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await submit(resident.token, { serviceCode: s.code, data: await validData(s, resident.token) });
        numbers.push((res.json.data as Schemas["Complaint"]).complaintNo);
      }
      const beYear = new Date(Date.now() + 7 * HOUR).getUTCFullYear() + 543;
      for (const n of numbers) expect(n).toMatch(new RegExp(`^ER-${beYear}-[0-9]{6}$`));
      const seq = numbers.map((n) => Number(n.slice(-6)));
      expect(seq[1]).toBe(seq[0]! + 1);
    });
  });
});
