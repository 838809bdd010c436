/**
 * The databases every API test file runs against: a fresh in-memory PGlite always, and a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (created for the file, dropped afterwards). With CI=true and no
 * TEST_DATABASE_URL, the PostgreSQL variant fails with a clear message instead of being skipped.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DatabaseTarget } from "../../src/db/database";

/** One database backend for a test file. */
export interface Backend {
  name: "pglite" | "postgres";
  /** Creates a fresh, empty database and returns where it is. */
  create(): Promise<DatabaseTarget>;
  /** Removes what `create` made. */
  dispose(): Promise<void>;
}

function pgliteBackend(): Backend {
  return { name: "pglite", create: async () => ({ kind: "pglite" }), dispose: async () => undefined };
}

function postgresBackend(adminUrl: string | undefined): Backend {
  let dbName: string | undefined;
  return {
    name: "postgres",
    async create() {
      if (!adminUrl) {
        throw new Error(
          "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL variant of the API tests cannot run. " +
            "Start PostgreSQL and set TEST_DATABASE_URL=postgres://user:password@host:5432/database " +
            "(a role with CREATEDB: each test file creates and drops its own database).",
        );
      }
      dbName = `eoffice_t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${dbName}"`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      return { kind: "postgres", url: url.toString() };
    },
    async dispose() {
      if (!adminUrl || !dbName) return;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** The backends for this run: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set or CI=true. */
export function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL?.trim() || undefined;
  const list = [pgliteBackend()];
  if (url || process.env.CI === "true") list.push(postgresBackend(url));
  return list;
}
