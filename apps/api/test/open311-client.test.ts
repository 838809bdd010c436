/**
 * An Open311 GeoReport v2 client written from the specification (wiki.open311.org/GeoReport_v2), not from this
 * server's code: it imports nothing from apps/api/src. It speaks HTTP to the running server, walks every call in JSON
 * and in XML, checks every answer against the schemas below (the specification's fields, written here), checks that
 * the XML and JSON forms of a document say the same, files service requests with an `api_key`, and reads a complaint
 * back `closed` with `status_notes` after an officer completed it through the ordinary staff operations (tracker issue
 * 41 item 2; docs/open311.md).
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, expect, it } from "vitest";
import { ADMIN, describeBackends, newResident } from "./support/harness";

// ---- The specification's documents, as JSON Schema --------------------------------------------------------------

const text = { type: "string" };
const optionalText = { type: ["string", "null"] };
const dateTime = { type: "string", format: "date-time" };
const service = {
  type: "object",
  required: ["service_code", "service_name", "metadata", "type"],
  properties: {
    service_code: { type: "string", minLength: 1 },
    service_name: { type: "string", minLength: 1 },
    description: optionalText,
    metadata: { type: "boolean" },
    type: { enum: ["realtime", "batch", "blackbox"] },
    keywords: optionalText,
    group: optionalText,
  },
};
const attribute = {
  type: "object",
  required: ["variable", "code", "datatype", "required", "order", "description"],
  properties: {
    variable: { type: "boolean" },
    code: { type: "string", minLength: 1 },
    datatype: { enum: ["string", "number", "datetime", "text", "singlevaluelist", "multivaluelist"] },
    required: { type: "boolean" },
    datatype_description: optionalText,
    order: { type: "integer", minimum: 0 },
    description: text,
    values: { type: "array", items: { type: "object", required: ["key", "name"], properties: { key: text, name: text } } },
  },
  if: { properties: { datatype: { enum: ["singlevaluelist", "multivaluelist"] } } },
  then: { required: ["values"], properties: { values: { minItems: 1 } } },
};
const request = {
  type: "object",
  required: ["service_request_id", "status", "service_code", "requested_datetime"],
  properties: {
    service_request_id: { type: "string", minLength: 1 },
    status: { enum: ["open", "closed"] },
    status_notes: optionalText,
    service_name: optionalText,
    service_code: { type: "string", minLength: 1 },
    description: optionalText,
    agency_responsible: optionalText,
    service_notice: optionalText,
    requested_datetime: dateTime,
    updated_datetime: { ...dateTime, type: ["string", "null"] },
    expected_datetime: { ...dateTime, type: ["string", "null"] },
    address: optionalText,
    address_id: optionalText,
    zipcode: optionalText,
    lat: { type: ["number", "null"], minimum: -90, maximum: 90 },
    long: { type: ["number", "null"], minimum: -180, maximum: 180 },
    media_url: optionalText,
  },
};
const SCHEMAS = {
  discovery: {
    type: "object",
    required: ["changeset", "contact", "key_service", "endpoints"],
    properties: {
      changeset: dateTime,
      contact: text,
      key_service: text,
      endpoints: {
        type: "array",
        minItems: 1,
        items: {
          type: "object",
          required: ["specification", "url", "changeset", "type", "formats"],
          properties: {
            specification: { const: "http://wiki.open311.org/GeoReport_v2" },
            url: { type: "string", format: "uri" },
            changeset: dateTime,
            type: { enum: ["production", "test"] },
            formats: { type: "array", items: { enum: ["text/xml", "application/json"] }, contains: { const: "text/xml" } },
          },
        },
      },
    },
  },
  services: { type: "array", minItems: 1, items: service },
  service_definition: { type: "object", required: ["service_code", "attributes"], properties: { service_code: text, attributes: { type: "array", items: attribute } } },
  requests: { type: "array", items: request },
  created: {
    type: "array",
    minItems: 1,
    maxItems: 1,
    items: {
      type: "object",
      anyOf: [{ required: ["service_request_id"] }, { required: ["token"] }],
      properties: { service_request_id: text, token: text, service_notice: optionalText, account_id: optionalText },
    },
  },
  tokens: { type: "array", items: { type: "object", required: ["token"], properties: { service_request_id: text, token: text } } },
  errors: {
    type: "array",
    minItems: 1,
    items: { type: "object", required: ["code", "description"], properties: { code: { type: "integer" }, description: text } },
  },
} as const;
type DocumentName = keyof typeof SCHEMAS;

const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validators = Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, ajv.compile(schema)])) as Record<DocumentName, ReturnType<typeof ajv.compile>>;

/** Fails with Ajv's errors when `doc` is not a valid `name` document. */
function expectDocument(name: DocumentName, doc: unknown): void {
  const validate = validators[name];
  expect(validate(doc) ? [] : validate.errors, `${name} document`).toEqual([]);
}

// ---- XML: the specification's elements, read back into the JSON shape -------------------------------------------

/** The root element and the element of one item of each document. */
const XML_ROOTS: Record<DocumentName, { root: string; item?: string }> = {
  discovery: { root: "discovery" },
  services: { root: "services", item: "service" },
  service_definition: { root: "service_definition" },
  requests: { root: "service_requests", item: "request" },
  created: { root: "service_requests", item: "request" },
  tokens: { root: "service_requests", item: "request" },
  errors: { root: "errors", item: "error" },
};
const LISTS: Record<string, string> = { endpoints: "endpoint", formats: "format", attributes: "attribute", values: "value" };
const BOOLEANS = new Set(["metadata", "variable", "required"]);
const NUMBERS = new Set(["order", "code", "lat", "long"]);
const xml = new XMLParser({ parseTagValue: false, ignoreDeclaration: true, isArray: (name) => ["service", "request", "error", "endpoint", "format", "attribute", "value"].includes(name) });

/** Typed values of the specification's fields: booleans, numbers, and an empty element as null. */
function typed(value: unknown, key: string): unknown {
  if (value === "") return key === "values" || key in LISTS ? [] : null;
  if (typeof value === "string") {
    if (BOOLEANS.has(key)) return value === "true";
    if (NUMBERS.has(key) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => typed(v, key));
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return Object.fromEntries(entries.map(([k, v]) => [k, LISTS[k] && v && typeof v === "object" ? typed((v as Record<string, unknown>)[LISTS[k]], k) : typed(v, k)]));
  }
  return value;
}

/** A GeoReport XML document read into its JSON shape (its root checked). */
function fromXml(name: DocumentName, body: string): unknown {
  expect(body.startsWith("<?xml"), "XML declaration").toBe(true);
  const parsed = xml.parse(body) as Record<string, unknown>;
  const { root, item } = XML_ROOTS[name];
  expect(Object.keys(parsed), "root element").toEqual([root]);
  const content = parsed[root];
  if (!item) return typed(content, root);
  return content === "" ? [] : ((content as Record<string, unknown[]>)[item] ?? []).map((v) => typed(v, item));
}

/** A JSON document as XML can say it: an empty string is an empty element, read back as null. */
function emptyAsNull(value: unknown): unknown {
  if (value === "") return null;
  if (Array.isArray(value)) return value.map(emptyAsNull);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptyAsNull(v)]));
  return value;
}

// ---- The client ------------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: Headers;
  doc: unknown;
}

/** A GeoReport client of one endpoint (its discovery's `url`). */
function georeport(endpoint: () => string) {
  async function send(method: "GET" | "POST", path: string, name: DocumentName, format: "json" | "xml", form?: Record<string, string | string[]>): Promise<Answer> {
    const [resource, query] = path.split("?");
    const url = `${endpoint()}${resource}.${format}${query ? `?${query}` : ""}`;
    const body = form ? new URLSearchParams(Object.entries(form).flatMap(([k, v]): [string, string][] => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]]))) : undefined;
    const res = await fetch(url, { method, body, headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {} });
    const raw = await res.text();
    const type = res.headers.get("content-type") ?? "";
    if (format === "xml") expect(type).toMatch(/^text\/xml/);
    else expect(type).toMatch(/^application\/json/);
    const doc = format === "xml" ? fromXml(res.ok ? name : "errors", raw) : JSON.parse(raw);
    expectDocument(res.ok ? name : "errors", doc);
    return { status: res.status, headers: res.headers, doc };
  }
  /** The same call in JSON and XML: both valid, both the same document (answers of the moment may differ in `now`). */
  async function both(path: string, name: DocumentName): Promise<Answer> {
    const json = await send("GET", path, name, "json");
    const asXml = await send("GET", path, name, "xml");
    expect(asXml.status).toBe(json.status);
    expect(asXml.doc).toEqual(emptyAsNull(json.doc));
    return json;
  }
  return { send, both };
}

describeBackends("Open311 GeoReport v2 client", (h) => {
  let origin = "";
  let endpoint = "";
  const client = georeport(() => endpoint);

  beforeAll(async () => {
    await h().server.app.listen({ host: "127.0.0.1", port: 0 });
    const address = h().server.app.server.address();
    if (!address || typeof address === "string") throw new Error("the server does not listen on a port");
    origin = `http://127.0.0.1:${address.port}`;
  });

  it("walks every call in JSON and XML, files requests with an api_key and reads a completed one back closed", async () => {
    // Discovery: where the endpoint is.
    endpoint = `${origin}/pxapi_eoffice/api/open311/v2/`;
    const discovery = (await client.both("discovery", "discovery")).doc as { endpoints: { url: string; formats: string[] }[] };
    expect(new URL(discovery.endpoints[0]!.url).pathname).toBe("/pxapi_eoffice/api/open311/v2/");

    // Services, and the definition of each with metadata.
    const services = (await client.both("services", "services")).doc as { service_code: string; metadata: boolean; group: string }[];
    const pothole = services.find((s) => s.service_code === "road.pothole");
    expect(pothole?.metadata).toBe(false);
    expect(services.some((s) => /whistle|corrupt/i.test(JSON.stringify(s)))).toBe(false);
    const withMetadata = services.filter((s) => s.metadata);
    expect(withMetadata.length).toBeGreaterThan(0);
    for (const s of withMetadata) await client.both(`services/${encodeURIComponent(s.service_code)}`, "service_definition");
    expect((await client.send("GET", "services/road.pothole", "service_definition", "xml")).status).toBe(404);

    // Filing: an API key issued by an administrator (through the staff operations), then a complaint in JSON.
    const admin = await h().login("staff", ADMIN);
    const issued = await h().call("issueOpen311Client", { token: admin, body: { name: "GeoReport client test", contact: "dev@example.org", quotaPerHour: 50 } });
    const apiKey = (issued.json.data as { apiKey: string }).apiKey;
    const person = { first_name: "Wanida", last_name: "Srisuk", email: "wanida@example.org", phone: "0891112233" };
    const description = "Deep pothole at the corner of Soi Ari 7, a motorbike fell";
    const position = { lat: "13.779901", long: "100.544812" };
    const filed = await client.send("POST", "requests", "created", "json", { api_key: apiKey, service_code: "road.pothole", ...position, description, ...person });
    expect(filed.status).toBe(201);
    const [created] = filed.doc as { service_request_id: string; token: string }[];

    // An e-service request in XML, its required attributes filled from its definition.
    const lighting = (await client.send("GET", "services/technical-lighting", "service_definition", "json")).doc as {
      attributes: { code: string; datatype: string; required: boolean; values?: { key: string }[] }[];
    };
    const attributes: Record<string, string> = {};
    for (const a of lighting.attributes.filter((x) => x.required)) {
      const value = a.values?.[0]?.key ?? (a.datatype === "number" ? "2" : a.code === "phone" ? "0812345678" : "Soi Ari 5, in front of the market");
      attributes[`attribute[${a.code}]`] = value;
    }
    const lamp = await client.send("POST", "requests", "created", "xml", { api_key: apiKey, service_code: "technical-lighting", address_string: "Soi Ari 5", ...attributes });
    expect(lamp.status).toBe(201);
    const [lampCreated] = lamp.doc as { service_request_id: string }[];
    const missing = await client.send("POST", "requests", "created", "json", { api_key: apiKey, service_code: "technical-lighting", address_string: "Soi Ari 5" });
    expect(missing.status).toBe(400);

    // Reading back: by id, by token, and in the list with each filter.
    const one = (await client.both(`requests/${created!.service_request_id}`, "requests")).doc as { status: string; lat: number; long: number; service_code: string }[];
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ status: "open", service_code: "road.pothole", lat: 13.779901, long: 100.544812 });
    const token = (await client.both(`tokens/${created!.token}`, "tokens")).doc as { service_request_id: string }[];
    expect(token[0]!.service_request_id).toBe(created!.service_request_id);
    const ids = `${created!.service_request_id},${lampCreated!.service_request_id}`;
    const byIds = (await client.both(`requests?service_request_id=${ids}`, "requests")).doc as { service_request_id: string; service_code: string }[];
    expect(byIds.map((r) => r.service_code).sort()).toEqual(["road.pothole", "technical-lighting"]);
    const start = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const end = new Date(Date.now() + 60 * 1000).toISOString();
    const filtered = (await client.both(`requests?service_code=technical-lighting&status=open&start_date=${start}&end_date=${end}`, "requests")).doc as { service_request_id: string; service_code: string; status: string }[];
    expect(filtered.map((r) => r.service_request_id)).toContain(lampCreated!.service_request_id);
    expect(filtered.every((r) => r.service_code === "technical-lighting" && r.status === "open")).toBe(true);
    const near = (await client.both(`requests?lat=13.78&long=100.5448&radius=200`, "requests")).doc as { service_request_id: string }[];
    expect(near.map((r) => r.service_request_id)).toContain(created!.service_request_id);

    // Personal data never reaches a public answer.
    const everything = JSON.stringify(await client.send("GET", "requests", "requests", "json"));
    for (const secret of [...Object.values(person), description, "Soi Ari 5"]) expect(everything).not.toContain(secret);

    // The officer handles the complaint in the staff queue and completes it with a closing note.
    const id = Number(created!.service_request_id);
    const queue = await h().call("searchComplaints", { token: admin, body: { near: { latitude: 13.779901, longitude: 100.544812, radius: 10 } } });
    expect((queue.json.data as { id: number }[]).map((c) => c.id)).toContain(id);
    // Both were recorded as filed through Open311 (channel open311, ช่องทาง "ระบบภายนอก (Open311)" for staff).
    for (const filedId of [id, Number(lampCreated!.service_request_id)]) {
      const staffView = await h().call("getComplaint", { token: admin, params: { id: filedId } });
      expect(staffView.json.data, staffView.json.message).toMatchObject({ channel: "open311" });
    }
    for (const body of [{ action: "accept" }, { action: "start" }, { action: "complete", comment: "Pothole filled with asphalt on 29 November" }]) {
      const moved = await h().call("transitionComplaint", { token: admin, params: { id }, body });
      expect(moved.status, moved.json.message).toBe(200);
    }
    const closed = (await client.both(`requests/${id}`, "requests")).doc as { status: string; status_notes: string }[];
    expect(closed[0]!.status).toBe("closed");
    expect(closed[0]!.status_notes).toContain("Pothole filled with asphalt");
    const closedList = (await client.both(`requests?status=closed&service_code=road.pothole`, "requests")).doc as { service_request_id: string }[];
    expect(closedList.map((r) => r.service_request_id)).toContain(String(id));

    // Errors in the specification's format, in both formats.
    for (const format of ["json", "xml"] as const) {
      const unknown = await client.send("GET", "requests/999999999", "requests", format);
      expect(unknown.status).toBe(404);
      expect((unknown.doc as { code: number }[])[0]!.code).toBe(404);
      const noKey = await client.send("POST", "requests", "created", format, { api_key: "wrong", service_code: "road.pothole", address_string: "Soi 1", description });
      expect(noKey.status).toBe(403);
      const badStatus = await client.send("GET", "requests?status=pending", "requests", format);
      expect(badStatus.status).toBe(400);
      expect((badStatus.doc as { description: string }[])[0]!.description).toContain("status");
    }
  });

  it("lists no whistleblowing report and shows a resident's own complaint without their text", async () => {
    const resident = await newResident(h(), "open311");
    const types = (await h().call("listComplaintTypes")).json.data as { id: number; code: string }[];
    const road = types.find((t) => t.code === "road")!;
    const kinds = (await h().call("listComplaintKinds", { query: { complaintTypeId: road.id } })).json.data as { id: number }[];
    const detail = "My neighbour Khun Somporn blocks the lane with his truck every night";
    const filed = await h().call("createComplaint", {
      token: resident.token,
      body: { complaintTypeId: road.id, complaintKindId: kinds[0]!.id, detail, location: "99/1 Soi Ari 3", phone: "0867778888" },
    });
    const id = String((filed.json.data as { id: number }).id);
    endpoint = `${origin}/pxapi_eoffice/api/open311/v2/`;
    const answer = await client.both(`requests/${id}`, "requests");
    const raw = JSON.stringify(answer.doc);
    for (const secret of [detail, "99/1 Soi Ari 3", "0867778888", resident.name]) expect(raw).not.toContain(secret);
  });
});
