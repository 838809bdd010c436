/**
 * The databases every API test file runs against: a fresh in-memory PGlite always (from a cached, seeded
 * template), and a fresh PostgreSQL database when TEST_DATABASE_URL is set (a copy of the run's migrated and seeded
 * template database, made for the file and dropped afterwards). With CI=true and no TEST_DATABASE_URL, the
 * PostgreSQL variant fails with a clear message instead of being skipped.
 *
 * Both templates are made the way the server's own start makes a new database (`openDatabase` migrates,
 * `seedAtStart` seeds the reference and demo data and records what it did), so that each file's server finds its
 * database ready and runs no migration and no seed statement.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, inject } from "vitest";
import { MIGRATIONS_FOLDER, dumpPglite, openDatabase, type Database, type DatabaseTarget } from "../../src/db/database";
import { seedAtStart } from "../../src/seeds/seed";
import { dropDatabase } from "./drop-database";

declare module "vitest" {
  /** What the API projects' global setup (global-setup.ts) hands to the test files. */
  export interface ProvidedContext {
    /** The name of this run's PostgreSQL template database (see {@link makePostgresTemplate}); unset without one. */
    postgresTemplate?: string;
  }
}

const srcDb = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/db");

/**
 * Seeds a new, migrated database as the server's start does (reference data, the Thai text index, the demo data), and
 * records it in the start-up state, so that a server started on a copy runs no seed statement: before the state was
 * recorded, every PGlite test file's server wrote the reference data again (0.3 to 1 s of each file's start).
 *
 * @throws Error when the database was not new (nothing was migrated or seeded): a template must be made from nothing.
 */
async function prepareTemplate(database: Database): Promise<void> {
  const seeded = await seedAtStart(database, { demo: true, now: Date.now() });
  if (!database.migrated || !seeded.reference || !seeded.demo) {
    throw new Error(`The test template ${database.label} was not a new database: migrated ${database.migrated}, seeded ${JSON.stringify(seeded)}.`);
  }
}

/**
 * A migrated and seeded PGlite database as a tarball, cached in the temp folder and keyed by the migrations
 * and seed sources: loading it takes about 1 s, where a fresh PGlite (initdb + migrations) takes 4-9 s, and over
 * 60 s on a busy 2-core machine. The `api` project makes it once before any file runs (`global-setup.ts`), so that
 * no test file's `beforeAll` pays for it.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith(".sql")).sort()) {
    hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  // Every source file of the server: the schema, the seeds (a template seeded from an older one kept its old demo
  // data) and whatever they call, wherever a move puts them. A change anywhere makes a new template (seconds, once).
  const srcRoot = path.join(srcDb, "..");
  const sources = readdirSync(srcRoot, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .sort();
  for (const file of sources) hash.update(readFileSync(path.join(srcRoot, file)));
  hash.update(readFileSync(path.join(srcDb, "../../node_modules/@electric-sql/pglite/package.json")));
  // This file too: how the template is made is part of what it is.
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  const cached = path.join(tmpdir(), `eoffice-api-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const database = await openDatabase({ kind: "pglite" });
  try {
    await prepareTemplate(database);
    const blob = await dumpPglite(database);
    const partial = `${cached}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, cached);
    return blob;
  } finally {
    await database.close();
  }
}

/** One database backend for a test file. */
export interface Backend {
  name: "pglite" | "postgres";
  /** Creates a fresh, empty database and returns where it is. */
  create(): Promise<DatabaseTarget>;
  /** Removes what `create` made. */
  dispose(): Promise<void>;
}

function pgliteBackend(): Backend {
  return {
    name: "pglite",
    create: async () => ({ kind: "pglite", loadDataDir: await pgliteTemplate() }),
    dispose: async () => undefined,
  };
}

/** `adminUrl` with another database name. */
function databaseUrl(adminUrl: string, dbName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/**
 * Makes this run's PostgreSQL template: a new database on the server of `adminUrl`, migrated and seeded as a new
 * server's start does, then closed to connections (nothing may be connected to a database that is being copied).
 * Each test file's database is then `CREATE DATABASE ... TEMPLATE` of it. The name carries the process id and a
 * random part, so that two runs side by side on one server each use their own.
 *
 * @param adminUrl - A connection string of a role with CREATEDB (TEST_DATABASE_URL).
 * @returns The template's name, and a function that drops it.
 */
export async function makePostgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `eoffice_tpl_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const drop = async () => {
    try {
      await dropDatabase(admin, name);
    } finally {
      await admin.end();
    }
  };
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const database = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name) });
    try {
      await prepareTemplate(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
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
      // A copy of the run's template when the global setup made one (under a second, where migrating and seeding a
      // new database took 4 to 9 s of each file's beforeAll); an empty database, migrated by the server, otherwise.
      const template = inject("postgresTemplate");
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${dbName}"${template ? ` TEMPLATE "${template}"` : ""}`);
      } finally {
        await admin.end();
      }
      return { kind: "postgres", url: databaseUrl(adminUrl, dbName) };
    },
    async dispose() {
      if (!adminUrl || !dbName) return;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await dropDatabase(admin, dbName);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * The backends for this run: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set or CI=true. `API_TEST_BACKEND`
 * (`pglite` or `postgres`) keeps one of them: the Vitest projects `api` and `api-postgres` (vitest.config.ts) set it, so
 * that the two backends' runs go side by side.
 */
export function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL?.trim() || undefined;
  const only = process.env.API_TEST_BACKEND?.trim() || undefined;
  const list = [pgliteBackend()];
  if (url || process.env.CI === "true") list.push(postgresBackend(url));
  if (only && !list.some((backend) => backend.name === only)) {
    throw new Error(`API_TEST_BACKEND=${only}: no such backend in this run (${list.map((b) => b.name).join(", ")}).`);
  }
  return only ? list.filter((backend) => backend.name === only) : list;
}

/**
 * A suite that needs no database backend (configuration, file names, the embedded data folder): registered by every
 * run but the `api-postgres` project's, so that it runs once when the backends run side by side.
 */
export function describeWithoutBackend(title: string, body: () => void): void {
  if (process.env.API_TEST_BACKEND !== "postgres") describe(title, body);
}
