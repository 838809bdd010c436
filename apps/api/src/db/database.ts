/**
 * Opens the database: embedded PGlite in a data folder (default), or PostgreSQL through node-postgres when a
 * connection string is given; applies the Drizzle migrations of `apps/api/drizzle/` at start-up.
 *
 * PGlite is single-process: the data folder is locked with proper-lockfile for the life of the server, and a
 * second server on the same folder fails fast with {@link DataFolderLockedError}.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";
import * as schema from "./schema";

/** Folder of the generated SQL migrations. */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** The Drizzle database, the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction object; inside a transaction use only this, never the outer {@link Db} (PGlite deadlocks). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Which engine serves the data. */
export type DatabaseKind = "pglite" | "postgres";

/** An open database. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable description, for example `PGlite at /srv/.data/pglite`. */
  label: string;
  /** Closes the connection(s) and releases the data-folder lock. */
  close(): Promise<void>;
}

/** Where the data lives. */
export type DatabaseTarget =
  | {
      kind: "pglite";
      /** Data folder; omitted = in memory (tests). */
      dataDir?: string;
      /** A `dumpDataDir()` tarball to start from instead of an empty database (tests: skips initdb). */
      loadDataDir?: Blob;
    }
  | { kind: "postgres"; url: string };

/** Thrown when another process holds the PGlite data folder. */
export class DataFolderLockedError extends Error {
  override name = "DataFolderLockedError";
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is already in use by another pxapi_eoffice server (lock ${dataDir}.lock). ` +
        "PGlite allows one process per folder: stop the other server, or set DATA_DIR to another folder.",
    );
  }
}

async function lockDataFolder(dataDir: string, onCompromised: (err: Error) => void): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, retries: 0, onCompromised });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ELOCKED") throw new DataFolderLockedError(dataDir);
    throw err;
  }
}

/** Wraps an async function so that it runs once; later calls get the same promise. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

const MIGRATION_LOCK_KEY = 7_206_040_601; // arbitrary, identifies "pxapi_eoffice migrations"

/**
 * Opens the database and applies pending migrations.
 *
 * @param onLockCompromised - called if the data-folder lock is lost while running (for example its lock
 *   folder was removed); the server should stop.
 * @throws DataFolderLockedError when another process holds the PGlite data folder.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onLockCompromised: (err: Error) => void = (err) => {
    throw err;
  },
): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    try {
      // Several instances may start together: one migrates at a time.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    } catch (err) {
      await pool.end();
      throw err;
    }
    const url = new URL(target.url);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: "postgres",
      label: `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`,
      close: once(() => pool.end()),
    };
  }

  let release: (() => Promise<void>) | undefined;
  if (target.dataDir !== undefined) {
    mkdirSync(target.dataDir, { recursive: true });
    release = await lockDataFolder(target.dataDir, onLockCompromised);
  }
  let client: PGlite | undefined;
  try {
    client = new PGlite(target.dataDir, target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      label: target.dataDir === undefined ? "PGlite in memory" : `PGlite at ${target.dataDir}`,
      close: once(async () => {
        try {
          await opened.close();
        } finally {
          await release?.();
        }
      }),
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    await release?.().catch(() => undefined);
    throw err;
  }
}

/**
 * Dumps an in-memory PGlite database as a tarball (for a test template). Only for databases opened by
 * {@link openDatabase} with the PGlite driver.
 */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client?: PGlite }).$client;
  if (database.kind !== "pglite" || !client) throw new Error("dumpPglite needs a PGlite database");
  return client.dumpDataDir("none");
}

/** Runs a trivial query; resolves when the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
