/**
 * Pure rules of the server: citizen-id check digit, complaint numbers, language choice, contract loading, configuration,
 * the binding of the operations' routes to their handlers.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { TokenService } from "../src/auth/tokens";
import { ConfigError, DEFAULT_CONTRACT_PATH, loadConfig, REPO_ROOT } from "../src/config";
import { dereference, loadContract, parseContract } from "../src/contract/contract";
import type { OperationHandlers } from "../src/handlers/types";
import type { Db } from "../src/db/database";
import { registerOperations } from "../src/http/routes";
import { formatComplaintNo } from "../src/db/complaint-number";
import { buddhistYear, isValidCitizenId } from "@eoffice/thai";
import { languageFrom } from "../src/i18n/messages";
import { messagesEn, messagesTh } from "../src/i18n/messages";

describe("citizen id", () => {
  it("accepts a correct check digit and refuses a wrong one or a wrong length", () => {
    expect(isValidCitizenId("1101700230708")).toBe(true);
    expect(isValidCitizenId("1101700230705")).toBe(false);
    expect(isValidCitizenId("110170023070")).toBe(false);
    expect(isValidCitizenId("11017002307081")).toBe(false);
  });
});

describe("complaint numbers", () => {
  it("use the Buddhist year in Thailand (UTC+7)", () => {
    expect(buddhistYear(Date.UTC(2026, 11, 31, 16, 59))).toBe(2569);
    expect(buddhistYear(Date.UTC(2026, 11, 31, 17, 0))).toBe(2570);
    expect(formatComplaintNo(2569, 42)).toBe("CP-2569-000042");
  });
});

describe("language", () => {
  it("follows Accept-Language, Thai or English, English by default", () => {
    expect(languageFrom("th-TH,th;q=0.9")).toBe("th");
    expect(languageFrom("en-US,th;q=0.5")).toBe("en");
    expect(languageFrom("fr, th;q=0.8, en;q=0.9")).toBe("en");
    expect(languageFrom(undefined)).toBe("en");
  });

  it("every message exists in English and Thai", () => {
    expect(Object.keys(messagesTh).sort()).toEqual(Object.keys(messagesEn).sort());
    for (const value of Object.values(messagesTh)) expect(value).not.toBe("");
  });
});

describe("contract loading", () => {
  it("resolves $refs, keeping siblings, and refuses circular ones", () => {
    const doc = { a: { $ref: "#/b", description: "x" }, b: { type: "string" } };
    expect(dereference(doc).a).toEqual({ type: "string", description: "x" });
    expect(() => dereference({ a: { $ref: "#/a" } })).toThrow(/Circular/);
    expect(() => dereference({ a: { $ref: "#/missing" } })).toThrow(/Unresolvable/);
  });

  it("refuses a document that is not OpenAPI 3.1", () => {
    expect(() => parseContract("openapi: 3.0.3\npaths: {}\n")).toThrow(/OpenAPI 3.1/);
  });
});

describe("configuration", () => {
  it("has safe defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      tokenTtlSeconds: 900,
      sessionTtlSeconds: 28800,
      rememberTtlSeconds: 2592000,
      logLevel: "info",
      seedDemo: false,
      trustProxy: false,
    });
    expect(config.dataDir).toBe(`${REPO_ROOT}/.data/pglite`);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("reads the upload limit UPLOAD_MAX_BYTES: 10 MB by default, bytes from 1 KiB to 100 MiB", () => {
    expect(loadConfig({}).maxFileBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: "5242880" }).maxFileBytes).toBe(5 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "512" })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "10MB" })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: String(200 * 1024 * 1024) })).toThrow(ConfigError);
  });

  it("refuses a short TOKEN_SECRET and a bad PORT", () => {
    expect(() => loadConfig({ TOKEN_SECRET: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("reads TRUST_PROXY as Fastify's trustProxy: flag, hop count or address list", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toBe("10.0.0.0/8, 127.0.0.1");
  });
});

describe("operation routes", () => {
  const contract = loadContract(DEFAULT_CONTRACT_PATH);
  /** A handler for every operation of the contract, answering its operationId. */
  const everyHandler = () =>
    Object.fromEntries(
      contract.operations.map((op) => [op.operationId, { handle: async () => ({ status: 200, body: { operationId: op.operationId } }) }]),
    ) as unknown as OperationHandlers;
  const services = { db: {} as Db, tokens: {} as TokenService };

  it("are registered before the database opens and answer with the handlers bound later", async () => {
    const app = Fastify();
    const routes = registerOperations(app, contract, { clock: Date.now });
    routes.bind({ handlers: everyHandler(), ...services });
    const res = await app.inject({ method: "GET", url: `${contract.basePath}/health` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operationId: "getHealth" });
    expect(() => routes.bind({ handlers: everyHandler(), ...services })).toThrow(/bound already/);
    await app.close();
  });

  it("refuse to bind when an operation has no handler, or a handler no operation, naming it", async () => {
    const app = Fastify();
    const routes = registerOperations(app, contract, { clock: Date.now });
    const { getHealth: _missing, ...withoutHealth } = everyHandler() as unknown as Record<string, unknown>;
    expect(() => routes.bind({ handlers: withoutHealth as unknown as OperationHandlers, ...services })).toThrow(/getHealth .*has no handler/);
    const extra = { ...everyHandler(), getWeather: { handle: async () => ({ status: 200, body: {} }) } } as unknown as OperationHandlers;
    expect(() => routes.bind({ handlers: extra, ...services })).toThrow(/getWeather has no operation/);
    await app.close();
  });
});
