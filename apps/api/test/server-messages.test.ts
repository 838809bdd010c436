/**
 * Every message of the server in the request's language (tracker issue 36 item 5, the server half): with
 * `Accept-Language: th` no English reaches a Thai user, neither the envelope's `message` nor any `errors[].message`
 * (field errors from handlers, from the catalogue's form rules and from Ajv's contract validation, 413, 415, 429,
 * malformed JSON, unknown addresses); with English (or no header) the answers keep their English wording, the 400's
 * top message naming the first field (`<field>: <message>`).
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { basePath, operations } from "./support/contract-check";
import { citizenIdFrom, describeBackends, newResident, uniqueAddress, uniqueName, type Answer, type Harness } from "./support/harness";
import { multipart } from "./support/multipart";

/** Latin words a Thai message may hold: file formats and units (docs/thai-glossary.md section 10). */
const ALLOWED_LATIN = new Set(["JSON", "PDF", "JPEG", "PNG", "WebP", "MiB", "KiB", "MB", "KB"]);

/** The Latin-script words of `text` that a Thai reader should not get. */
function latinWords(text: string | undefined): string[] {
  return (text?.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
}

/** Expects an answer whose messages (top and every field's) hold no English. */
function expectThai(res: Answer, what: string): void {
  expect(res.json.success, what).toBe(false);
  expect(res.json.message, what).toMatch(/[\u0E00-\u0E7F]/);
  expect(latinWords(res.json.message), `${what}: ${res.json.message}`).toEqual([]);
  for (const error of res.json.errors ?? []) {
    expect(error.message, `${what}: ${error.field}`).toMatch(/[\u0E00-\u0E7F]/);
    expect(latinWords(error.message), `${what}: ${error.field}: ${error.message}`).toEqual([]);
  }
}

const TH = { "accept-language": "th" };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A 13-digit number whose check digit is wrong. */
function badCitizenId(): string {
  const good = citizenIdFrom("110170012345");
  return `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
}

/** Midnight in Thailand `days` days from now, in ms. */
function thaiMidnight(days: number): number {
  const thai = new Date(Date.now() + 7 * HOUR + days * DAY);
  return Date.UTC(thai.getUTCFullYear(), thai.getUTCMonth(), thai.getUTCDate()) - 7 * HOUR;
}

/** A booking request of the tent loan starting `days` from now for one day. */
async function tentBooking(h: Harness, days: number): Promise<Schemas["EServiceRequestCreate"]> {
  const catalogue = (await h.call("listEServices")).json.data as Schemas["EService"][];
  const tents = catalogue.find((s) => s.code === "deputy-equipment")!;
  const from = thaiMidnight(days);
  return {
    serviceCode: tents.code,
    data: { purpose: "funeral", eventName: "งานศพ", quantity: 2, place: "ศาลาวัด", transport: "self", phone: "0812345678" },
    booking: { resourceId: tents.booking!.resources[0]!.id, from: new Date(from).toISOString(), to: new Date(from + DAY).toISOString() },
  };
}

describeBackends("server messages in the request's language", (h) => {
  describe("Thai", () => {
    it("a blank field a handler refuses (check result's reference)", async () => {
      const res = await h().call("checkResult", { body: { reference: "   ", phone: "0812345678" }, headers: TH, remoteAddress: uniqueAddress() });
      expect(res.status).toBe(400);
      expect(res.json.errors?.map((e) => e.field)).toEqual(["reference"]);
      expectThai(res, "blank reference");
    });

    it("a citizen id with a wrong check digit", async () => {
      const res = await h().call("checkPersonDup", { body: { citizenId: badCitizenId() }, headers: TH });
      expect(res.status).toBe(400);
      expect(res.json.errors?.map((e) => e.field)).toEqual(["citizenId"]);
      expectThai(res, "citizen id");
    });

    it("a form rule of the catalogue: a booking in the past, with its top message", async () => {
      const { token } = await newResident(h(), "thaimsg");
      const res = await h().call("createEServiceRequest", { token, body: await tentBooking(h(), -3), headers: TH });
      expect(res.status).toBe(400);
      expect(res.json.errors?.map((e) => e.field)).toContain("booking.from");
      expectThai(res, "booking in the past");
    });

    it("Ajv's contract validation: required, unknown field, format, maxLength, pattern", async () => {
      const res = await h().call("createPublicPerson", {
        body: { name: "x".repeat(41), email: "not-an-e-mail", citizenId: "12ab", nickname: "x" },
        headers: TH,
        remoteAddress: uniqueAddress(),
      });
      expect(res.status).toBe(400);
      expect(res.json.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(["password", "nickname", "email", "name", "citizenId"]));
      expectThai(res, "sign-up schema");
    });

    it("query parameters: a non-canonical integer and a value out of range", async () => {
      const staff = await h().login("staff", { name: "admin", password: "admin-demo-2026" });
      const res = await h().call("searchComplaints", { token: staff, query: { offset: "0x10", limit: 1000, dir: "sideways" }, body: {}, headers: TH });
      expect(res.status).toBe(400);
      expectThai(res, "query parameters");
    });

    it("a conflict with field errors (a user name already registered)", async () => {
      const res = await h().call("createPublicPerson", {
        body: { name: "somchai", password: "a-long-enough-passphrase-9", email: `${uniqueName("dup")}@example.org` },
        headers: TH,
        remoteAddress: uniqueAddress(),
      });
      expect(res.status).toBe(409);
      expectThai(res, "duplicate user name");
    });

    it("malformed JSON, a body over 1 MiB (413) and another media type (415)", async () => {
      const address = uniqueAddress();
      const malformed = await h().call("checkPersonDup", { payload: "{", headers: { ...TH, "content-type": "application/json" }, remoteAddress: address });
      expect(malformed.status).toBe(400);
      expectThai(malformed, "malformed JSON");
      const large = await h().call("checkPersonDup", { body: { name: "x".repeat(1024 * 1024 + 10) }, headers: TH, remoteAddress: address });
      expect(large.status).toBe(413);
      expectThai(large, "413");
      const text = await h().call("checkPersonDup", { payload: "name=x", headers: { ...TH, "content-type": "text/plain" }, remoteAddress: address });
      expect(text.status).toBe(415);
      expectThai(text, "415");
    });

    it("uploads: a file over the limit (413), JSON instead of a file (415), a missing or unknown part (400)", async () => {
      const { token } = await newResident(h(), "thaiup");
      const big = multipart([{ name: "file", filename: "x.jpg", data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) }]);
      const over = await h().call("uploadFile", { token, payload: big.payload, headers: { ...big.headers, ...TH } });
      expect(over.status).toBe(413);
      expectThai(over, "upload 413");
      const json = await h().call("uploadFile", { token, body: { file: "aGVsbG8=" }, headers: TH });
      expect(json.status).toBe(415);
      expectThai(json, "upload 415");
      const other = multipart([{ name: "photo", filename: "a.png", data: Buffer.from("x") }]);
      const parts = await h().call("uploadFile", { token, payload: other.payload, headers: { ...other.headers, ...TH } });
      expect(parts.status).toBe(400);
      expectThai(parts, "upload parts");
    });

    it("a quota passed (429), and the 400s before it", async () => {
      const resident = await newResident(h(), "thaiquota");
      const policy = operations.find((op) => op.operationId === "createComplaint")!.rateLimits!.find((p) => p.per === "account")!;
      for (let i = 1; i <= policy.quota; i++) {
        const res = await h().call("createComplaint", { token: resident.token, body: {}, headers: TH });
        expect(res.status).toBe(400);
        if (i === 1) expectThai(res, "empty complaint");
      }
      const blocked = await h().call("createComplaint", { token: resident.token, body: {}, headers: TH });
      expect(blocked.status).toBe(429);
      expectThai(blocked, "429");
    });

    it("headers over 16 KiB (431, answered before the request is parsed), over real HTTP", async () => {
      const app = h().server.app;
      if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: `${basePath}/health`, headers: { ...TH, "x-filler": "x".repeat(20 * 1024) } }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve(text));
        });
        req.on("error", reject);
        req.end();
      });
      const json = JSON.parse(body) as Answer["json"];
      expectThai({ status: 431, body: json, json, headers: {} }, "431");
    });

    it("an unknown API address (404)", async () => {
      const res = await h().inject({ method: "GET", url: `${basePath}/v1/no-such-thing`, headers: TH });
      expect(res.statusCode).toBe(404);
      expectThai({ status: res.statusCode, body: res.json(), json: res.json(), headers: res.headers }, "unknown address");
    });
  });

  describe("English", () => {
    it("keeps the English messages, the 400's top message naming the first field", async () => {
      const blank = await h().call("checkResult", { body: { reference: "   ", phone: "0812345678" }, remoteAddress: uniqueAddress() });
      expect(blank.json.message).toBe("reference: must not be blank");
      expect(blank.json.errors).toEqual([{ field: "reference", message: "must not be blank" }]);
      const id = await h().call("checkPersonDup", { body: { citizenId: badCitizenId() }, headers: { "accept-language": "en" } });
      expect(id.json.message).toBe("citizenId: has an invalid check digit");
      const schema = await h().call("createPublicPerson", {
        body: { name: "x".repeat(41), email: "not-an-e-mail", nickname: "x" },
        headers: { "accept-language": "en-GB,en;q=0.9" },
        remoteAddress: uniqueAddress(),
      });
      expect(schema.json.errors).toEqual(
        expect.arrayContaining([
          { field: "password", message: "is required" },
          { field: "nickname", message: "unknown field" },
          { field: "email", message: "must be a valid email" },
          { field: "name", message: "must NOT have more than 40 characters" },
          { field: "name", message: "has an invalid format" },
        ]),
      );
      const { token } = await newResident(h(), "enmsg");
      const past = await h().call("createEServiceRequest", { token, body: await tentBooking(h(), -3) });
      expect(past.json.errors).toContainEqual({ field: "booking.from", message: "must not be in the past" });
      const malformed = await h().call("checkPersonDup", { payload: "{", headers: { "content-type": "application/json" } });
      expect(malformed.json).toMatchObject({ message: "body: malformed JSON", errors: [{ field: "body", message: "malformed JSON" }] });
    });
  });
});
