/**
 * Opens the database: embedded PGlite in a data folder (default), or PostgreSQL through node-postgres when a
 * connection string is given; applies the Drizzle migrations of `apps/api/drizzle/` at start-up, but only when
 * they changed: a hash of the migrations is kept in `server_settings` (key `start:migrations`), so a restart
 * runs one query instead of the migration machinery.
 *
 * PGlite is single-process: the data folder is locked for the life of the server (see `./data-folder-lock`),
 * and a second server on the same folder fails fast with {@link DataFolderLockedError}; a lock left by a
 * server that died is taken over at once.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { API_ROOT } from "../config";
import { lockDataFolder, type StaleLockInfo } from "./data-folder-lock";
import * as schema from "./schema";

export { DataFolderLockedError } from "./data-folder-lock";

/** Folder of the generated SQL migrations (`apps/api/drizzle`). */
export const MIGRATIONS_FOLDER = path.join(API_ROOT, "drizzle");

/**
 * A new, migrated PGlite database with the reference data, written by `pnpm build` (see
 * {@link writePgliteTemplate}): a first start loads it instead of creating a database from nothing (PGlite's
 * initdb takes several seconds). Used only when it was made from the same migrations and PGlite version.
 */
export const PGLITE_TEMPLATE_FILE = path.join(API_ROOT, "dist", "pglite-template.tar.gz");

/** The Drizzle database, the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction object; inside a transaction use only this, never the outer {@link Db} (PGlite deadlocks). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Which engine serves the data. */
export type DatabaseKind = "pglite" | "postgres";

/** What start-up has done to this database, as kept in `server_settings` (keys without the `start:` prefix). */
export type StartState = Map<string, string>;

/** An open database. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable description, for example `PGlite at /srv/.data/pglite`. */
  label: string;
  /** The start-up state read when opening (after the migrations); see {@link recordStartState}. */
  startState: StartState;
  /** Whether the migrations ran on this start (false when their hash was already recorded). */
  migrated: boolean;
  /** Set when the data-folder lock of a server that is no longer running was taken over. */
  staleLock?: StaleLockInfo;
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

/** Wraps an async function so that it runs once; later calls get the same promise. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

const MIGRATION_LOCK_KEY = 7_206_040_601; // arbitrary, identifies "pxapi_eoffice migrations"
const START_KEY_PREFIX = "start:";

let migrationsHashCache: string | undefined;

/** Hash of the migrations journal and every SQL migration: changes whenever a migration is added or edited. */
export function migrationsHash(): string {
  if (migrationsHashCache !== undefined) return migrationsHashCache;
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json")));
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith(".sql")).sort()) {
    hash.update(file).update("\0").update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return (migrationsHashCache = hash.digest("hex"));
}

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`), as PGlite modules: PGlite can only create an
 * extension whose module it was opened with. `pg_trgm`: the trigram index of the work queue's text search (issue 11,
 * migration 0005); `btree_gist`: exclusion constraints of bookings (issue 12). PostgreSQL ships both as contrib.
 */
async function pgliteExtensions() {
  const [{ pg_trgm }, { btree_gist }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/btree_gist"),
  ]);
  return { pg_trgm, btree_gist };
}

/** The installed PGlite version (the template's data format depends on it). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "@electric-sql/pglite") return pkg.version ?? "?";
    }
    if (path.dirname(dir) === dir) return "?";
    dir = path.dirname(dir);
  }
}

/** What a template must match to be used: the migrations and the PGlite version. */
function templateKey(): string {
  return `${migrationsHash()} pglite ${pgliteVersion()}`;
}

/** The template tarball when it exists and matches this server's migrations and PGlite; else undefined. */
function usableTemplate(file: string = PGLITE_TEMPLATE_FILE): Blob | undefined {
  try {
    if (readFileSync(`${file}.key`, "utf8").trim() !== templateKey()) return undefined;
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Writes the first-start template: a new in-memory PGlite database, migrated, prepared by `prepare` (the
 * reference data), dumped as a gzipped tarball to `file`, with `file.key` naming what it was made from.
 */
export async function writePgliteTemplate(
  prepare: (database: Database) => Promise<void>,
  file: string = PGLITE_TEMPLATE_FILE,
): Promise<void> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await prepare(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const blob = await client.dumpDataDir("gzip");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.partial`, Buffer.from(await blob.arrayBuffer()));
    renameSync(`${file}.partial`, file);
    writeFileSync(`${file}.key`, `${templateKey()}\n`);
  } finally {
    await database.close();
  }
}

/**
 * Reads the start-up state (the `start:*` rows of `server_settings`) in one query; an empty map when the
 * table does not exist yet (a new database).
 */
async function readStartState(db: Db): Promise<StartState> {
  try {
    const result = await db.execute<{ key: string; value: string }>(
      sql`select key, value from server_settings where key like ${`${START_KEY_PREFIX}%`}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { key: string; value: string }[] }).rows) as {
      key: string;
      value: string;
    }[];
    return new Map(rows.map((r) => [r.key.slice(START_KEY_PREFIX.length), r.value]));
  } catch {
    return new Map();
  }
}

/** Records one start-up fact (for example the hash of the seeded reference data) and updates `state`. */
export async function recordStartState(db: Db, state: StartState, key: string, value: string): Promise<void> {
  await db
    .insert(schema.serverSettings)
    .values({ key: `${START_KEY_PREFIX}${key}`, value })
    .onConflictDoUpdate({ target: schema.serverSettings.key, set: { value } });
  state.set(key, value);
}

/** Applies the migrations when their hash differs from the recorded one; returns whether they ran. */
async function migrateIfChanged(
  db: Db,
  state: StartState,
  migrate: () => Promise<void>,
): Promise<boolean> {
  const wanted = migrationsHash();
  if (state.get("migrations") === wanted) return false;
  await migrate();
  await recordStartState(db, state, "migrations", wanted);
  return true;
}

/**
 * Opens the database and applies the migrations when they changed since the last start.
 *
 * @param onLockCompromised - called if the data-folder lock is lost while running (for example its lock
 *   file was removed or taken by another process); the server should stop.
 * @throws DataFolderLockedError when a running process holds the PGlite data folder.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onLockCompromised: (err: Error) => void = (err) => {
    throw err;
  },
): Promise<Database> {
  if (target.kind === "postgres") {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    // Ten connections an instance; an idle one is kept 5 minutes (pg's default is 10 s). Opening a connection costs a
    // SCRAM exchange on both sides and the named statements are prepared again on it, so a pool that closed its
    // connections after a 10 s lull met the next burst of requests with ten new connections at once (bench/queue.mjs,
    // whose API and bare handler take turns of 10 s: the API's p99 at 200 requests a second fell from 175 to 64 ms).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, idleTimeoutMillis: 5 * 60_000 });
    // An idle connection that the server closes (a restart, a fail-over, an administrator's terminate) is an
    // 'error' event of the pool; unhandled, it would end the process. The pool drops that connection and the next
    // query opens a new one; a real outage shows as the failing requests' own errors, which are logged.
    pool.on("error", () => undefined);
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    let migrated: boolean;
    let state: StartState;
    try {
      state = await readStartState(db);
      migrated = await migrateIfChanged(db, state, async () => {
        // Several instances may start together: one migrates at a time.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          try {
            await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      });
    } catch (err) {
      await pool.end();
      throw err;
    }
    const url = new URL(target.url);
    return {
      db,
      kind: "postgres",
      label: `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`,
      startState: state,
      migrated,
      close: once(() => pool.end()),
    };
  }

  let lock: Awaited<ReturnType<typeof lockDataFolder>> | undefined;
  if (target.dataDir !== undefined) {
    mkdirSync(target.dataDir, { recursive: true });
    lock = await lockDataFolder(target.dataDir, onLockCompromised);
  }
  let client: PGlite | undefined;
  try {
    const [{ PGlite }, { drizzle }, extensions] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      pgliteExtensions(),
    ]);
    // A new data folder starts from the build's template when there is a usable one.
    const loadDataDir =
      target.loadDataDir ??
      (target.dataDir !== undefined && !existsSync(path.join(target.dataDir, "PG_VERSION")) ? usableTemplate() : undefined);
    // One options object: `new PGlite(undefined, options)` (in memory) ignores `options`.
    client = new PGlite({ dataDir: target.dataDir, loadDataDir, extensions });
    await client.waitReady;
    const db = drizzle({ client, schema });
    const state = await readStartState(db as unknown as Db);
    const migrated = await migrateIfChanged(db as unknown as Db, state, async () => {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    });
    const opened = client;
    const held = lock;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      label: target.dataDir === undefined ? "PGlite in memory" : `PGlite at ${target.dataDir}`,
      startState: state,
      migrated,
      staleLock: held?.staleLock,
      close: once(async () => {
        try {
          await opened.close();
        } finally {
          await held?.release();
        }
      }),
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    await lock?.release().catch(() => undefined);
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
