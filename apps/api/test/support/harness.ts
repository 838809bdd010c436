/**
 * Test harness: builds the real server on a fresh database per backend (see backends.ts) and calls it with
 * `fastify.inject`. Every answer is checked against the contract: a status the operation lists must match
 * its schema, and any other error status must still be the contract's error envelope.
 */
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../../src/auth/passwords";
import { personProfiles, persons } from "../../src/db/schema";
import { buildServer, type BuildServerOptions, type PxServer } from "../../src/server";
import type { DatabaseTarget } from "../../src/db/database";
import { backends, type Backend } from "./backends";
import { basePath, checkAnswer, operations } from "./contract-check";
import { createAjv } from "../../src/contract/validation";
import { loadContract } from "../../src/contract/contract";
import { DEFAULT_CONTRACT_PATH } from "../../src/config";
import { citizenIdCheckDigit } from "@eoffice/thai";

/** Token secret used by the tests (so tests can sign their own tokens). */
export const TEST_TOKEN_SECRET = "api-tests-secret-0123456789abcdefghijklmnopqrstuvwxyz";

/** Demo accounts seeded into every test database. */
export const SOMCHAI = { name: "somchai", password: "somchai-demo-2026" } as const;
export const ADMIN = { name: "admin", password: "admin-demo-2026" } as const;

const errorEnvelope = createAjv({ coerceTypes: false }).compile(
  (loadContract(DEFAULT_CONTRACT_PATH).document as { components: { schemas: Record<string, object> } }).components.schemas
    .ErrorEnvelope!,
);

/** One answer. */
export interface Answer {
  status: number;
  body: unknown;
  /** The body as a loosely typed record (for assertions). */
  json: Record<string, unknown> & { success?: boolean; message?: string; data?: unknown; total?: number; errors?: { field: string; message: string }[] };
  headers: Record<string, string | string[] | number | undefined>;
}

/** Options of one call. */
export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body (sent with Content-Type application/json). */
  body?: unknown;
  /** A raw payload (for malformed bodies); set `headers["content-type"]` yourself. */
  payload?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (throttling is per address). @default "127.0.0.1" */
  remoteAddress?: string;
}

/** The server under test and helpers. */
export interface Harness {
  server: PxServer;
  backend: Backend["name"];
  /** Calls an operation by operationId and checks the answer against the contract. */
  call(operationId: string, options?: CallOptions): Promise<Answer>;
  /** Raw request (any path), for headers, static files and unknown paths. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs in and returns the token (fails the test if sign-in is refused). */
  login(realm: "staff" | "person", account: { name: string; password: string }): Promise<string>;
  /** The server's time in ms (its `clock` option, else `Date.now()`). */
  now(): number;
  /** Where the database is: a second instance on a PostgreSQL one (the webhooks' two senders, tracker issue 41 item 3). */
  target: DatabaseTarget;
}

/** Checks an answer against the contract (listed status) or the error envelope (other error statuses). */
export function expectConforms(operationId: string, status: number, body: unknown): void {
  const op = operations.find((o) => o.operationId === operationId);
  if (op && String(status) in op.responses) {
    expect(checkAnswer(operationId, status, body), `${operationId} ${status} answer vs contract`).toEqual([]);
  } else {
    expect(status, `${operationId} answered ${status}, which the contract does not list`).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(errorEnvelope(body), `${operationId} ${status} is not an ErrorEnvelope`).toBe(true);
  }
}

function buildUrl(path: string, options: CallOptions): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(options.params?.[name] ?? "")));
  const query = new URLSearchParams(Object.entries(options.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${basePath}${filled}${query ? `?${query}` : ""}`;
}

async function createHarness(backend: Backend, extra: BuildServerOptions): Promise<Harness> {
  const target = await backend.create();
  const server = await buildServer({
    database: target,
    seedDemo: true,
    logger: false,
    servePortal: false,
    // The deadline check (tracker issue 39 item 1) runs only where a test calls it with a time of its own: at start it
    // would tell the demo officer about the demo case past 80 % of its time in every file's database.
    deadlines: false,
    ...extra,
    // No background text recognition unless a test asks for it (it calls `textRecogniser.runOnce()` when it needs it):
    // with Tesseract installed, every file's server polled for scans and read the images its tests filed.
    ocr: { start: false, ...extra.ocr },
    config: { tokenSecret: TEST_TOKEN_SECRET, ...extra.config },
  });
  const inject = (options: InjectOptions) => server.app.inject(options);
  const call: Harness["call"] = async (operationId, options = {}) => {
    const op = operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers["px-auth-token"] = options.token;
    let payload = options.payload;
    if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      payload = JSON.stringify(options.body);
    }
    const res = await server.app.inject({
      method: op.method,
      url: buildUrl(op.path, options),
      headers,
      payload,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    // JSON answers are parsed; others (the audit log's CSV export) are kept as text.
    const isJson = String(res.headers["content-type"] ?? "").includes("json");
    const body: unknown = res.body === "" ? undefined : isJson ? res.json() : res.body;
    expectConforms(operationId, res.statusCode, body);
    return { status: res.statusCode, body, json: (body ?? {}) as Answer["json"], headers: res.headers };
  };
  const login: Harness["login"] = async (realm, account) => {
    const res = await call(realm === "staff" ? "staffLogin" : "personLogin", { body: account });
    expect(res.status).toBe(200);
    expect(res.json.message, `sign-in of ${account.name} refused`).toBe("");
    const token = res.headers["px-auth-token"];
    if (typeof token !== "string") throw new Error("no px-auth-token header");
    return token;
  };
  return { server, backend: backend.name, call, inject, login, now: extra.clock ?? Date.now, target };
}

/**
 * Declares a suite once per backend; `body` gets a getter for the harness (available inside tests).
 * One database per backend per file; tests share it and use their own accounts where state matters.
 */
export function describeBackends(title: string, body: (h: () => Harness) => void, extra: BuildServerOptions = {}): void {
  for (const backend of backends()) {
    describe(`${title} [${backend.name}]`, () => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        harness = await createHarness(backend, extra);
      });
      afterAll(async () => {
        await harness?.server.app.close();
        await backend.dispose();
      });
      body(() => {
        if (!harness) throw new Error(`the ${backend.name} test server did not start`);
        return harness;
      });
    });
  }
}

let counter = 0;

/** A unique, contract-valid user name for a test. */
export function uniqueName(prefix = "user"): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}`.toLowerCase();
}

/** Builds a valid Thai citizen id from 12 leading digits (adds the check digit). */
export function citizenIdFrom(first12: string): string {
  return `${first12}${citizenIdCheckDigit(first12)}`;
}

/**
 * A client address of its own for each call (198.18.0.0/15, the benchmarking range), so that tests that sign
 * up many residents stay under the per-address sign-up throttle.
 */
export function uniqueAddress(): string {
  counter += 1;
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** The password of every resident made by {@link newResident} and {@link signUpResident}. */
const RESIDENT_PASSWORD = "resident-password-1";

/**
 * Signs up a new resident through the API (`createPublicPerson`, then `createPublicPersonProfile`) and signs in, for
 * the tests that exercise sign-up itself (the contract's walk through every operation); other tests take
 * {@link newResident}. Returns the token and person id.
 */
export async function signUpResident(h: Harness, prefix = "resident"): Promise<{ token: string; personId: number; name: string }> {
  const name = uniqueName(prefix);
  const remoteAddress = uniqueAddress();
  const created = await h.call("createPublicPerson", { body: { name, password: RESIDENT_PASSWORD, email: `${name}@example.org` }, remoteAddress });
  expect(created.status).toBe(201);
  const { id: personId, completionToken } = created.json.data as { id: number; completionToken: string };
  const profile = await h.call("createPublicPersonProfile", {
    params: { personId },
    body: { person: { id: personId }, completionToken, title: "นาง", firstname: "ทดสอบ", lastname: prefix },
  });
  expect(profile.status).toBe(201);
  return { token: await h.login("person", { name, password: RESIDENT_PASSWORD }), personId, name };
}

let residentPasswordHash: Promise<string> | undefined;

/**
 * A new resident for a test of something else than sign-up: the account and profile written straight into the
 * database as sign-up leaves them (the e-mail address not yet confirmed, no consent recorded), then signed in through
 * the API. The tests of sign-up itself call `createPublicPerson` and `createPublicPersonProfile` themselves or take
 * {@link signUpResident}. With those two calls a resident and its sign-in cost 110 to 190 ms of CPU on PGlite (70 to
 * 95 on PostgreSQL), with the insert 50 to 60 (35 to 40); the argon2 hash is made once per process. Returns the token
 * and person id.
 */
export async function newResident(h: Harness, prefix = "resident"): Promise<{ token: string; personId: number; name: string }> {
  const name = uniqueName(prefix);
  const passwordHash = await (residentPasswordHash ??= hashPassword(RESIDENT_PASSWORD));
  const at = new Date(h.now());
  const personId = await h.server.database.db.transaction(async (tx) => {
    const [person] = await tx
      .insert(persons)
      .values({ realm: "person", name, email: `${name}@example.org`, passwordHash, createdAt: at, emailConfirmedAt: null })
      .returning({ id: persons.id });
    if (!person) throw new Error("insert into persons returned no row");
    await tx.insert(personProfiles).values({ personId: person.id, title: "นาง", firstname: "ทดสอบ", lastname: prefix, createdAt: at, updatedAt: at });
    return person.id;
  });
  return { token: await h.login("person", { name, password: RESIDENT_PASSWORD }), personId, name };
}
