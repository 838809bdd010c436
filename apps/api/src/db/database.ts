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
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createGunzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { API_ROOT, DEFAULT_DB_POOL_MAX, DEFAULT_DB_WAIT_TIMEOUT_MS, type ServerConfig } from "../config";
import { ConnectionQueue, queueConnection } from "./connection-queue";
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

/**
 * PGlite's shared buffers (PostgreSQL's page cache inside the wasm memory), instead of the 128 MB that initdb writes
 * into `postgresql.conf`. PGlite has one connection and the operating system caches the data folder's files as well;
 * allocating and clearing 128 MB at every start cost about 80 ms of the restart (the median of 7 starts of PGlite
 * alone on an existing folder: 681 ms with 128 MB, 601 ms with 32 MB; tracker issue 8), and it is memory the process
 * holds for good.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

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
  /** The connections now (`/metrics`; docs/operations.md "Metrics"). */
  poolStats(): PoolStats;
  /** Closes the connection(s) and releases the data-folder lock. */
  close(): Promise<void>;
}

/**
 * An instance's database connections at one moment: PostgreSQL's pool (`DB_POOL_MAX` connections at most), or the
 * embedded database's one connection and its queue.
 */
export interface PoolStats {
  /** Most connections the pool opens. */
  max: number;
  /** Connections open now. */
  total: number;
  /** Of them, not in use. */
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
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

/** The configured database: PostgreSQL when `databaseUrl` is set (`DATABASE_URL`), else PGlite in `dataDir`. */
export function configuredDatabase(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): DatabaseTarget {
  return config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir };
}

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
export function pgliteVersion(): string {
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

/** Whether the template tarball exists and matches this server's migrations and PGlite. */
function templateIsUsable(file: string = PGLITE_TEMPLATE_FILE): boolean {
  try {
    return readFileSync(`${file}.key`, "utf8").trim() === templateKey() && existsSync(file);
  } catch {
    return false;
  }
}

/** Options of {@link unpackPgliteTemplate} for an archive that holds more than a data folder (a backup, `./backup.ts`). */
export interface UnpackOptions {
  /** Only entries under this folder of the archive are the data folder's (`data/`); @default the whole archive */
  prefix?: string;
  /** Gets each file outside `prefix` (a backup's description), read into memory. */
  other?: (name: string, data: Buffer) => void;
  /** What the archive is, in error messages. @default "template" */
  label?: string;
}

/**
 * Unpacks a PGlite data folder from a gzipped tarball of `dumpDataDir` (the first-start template) into `dataDir`, with
 * `tar-stream`. `PG_VERSION` is written last: PGlite treats a folder that has it as an existing database, so an unpacking
 * that was interrupted is done again at the next start. Unpacked here, the template's 1,288 entries are written directly;
 * handed to PGlite as `loadDataDir`, they went through its emulated file system, and the first start of a fresh data
 * folder took 4.2 to 5.4 s instead of 3.2 to 4.6 s (medians of 7 of `bench/start.mjs`, runs taking turns; tracker
 * issue 8). A backup (`./backup.ts`) is unpacked by the same code, its data folder under `data/`.
 *
 * @throws Error when an entry is neither a file nor a folder, or would land outside `dataDir`.
 */
export async function unpackPgliteTemplate(file: string, dataDir: string, options: UnpackOptions = {}): Promise<void> {
  const { extract } = await import("tar-stream");
  const label = options.label ?? "template";
  const root = path.resolve(dataDir);
  const reader = extract();
  const source = createReadStream(file, { highWaterMark: 1 << 20 });
  const unzip = createGunzip({ chunkSize: 1 << 20 });
  // A read or gunzip error ends the iteration below with that error.
  source.on("error", (err) => reader.destroy(err));
  unzip.on("error", (err) => reader.destroy(err));
  source.pipe(unzip).pipe(reader);
  let version: { to: string; data: Buffer; mode: number } | undefined;
  const folders = new Set<string>();
  for await (const entry of reader) {
    const { type, mode } = entry.header;
    const name = options.prefix === undefined || !entry.header.name.startsWith(options.prefix) ? entry.header.name : entry.header.name.slice(options.prefix.length);
    const inData = options.prefix === undefined || name !== entry.header.name;
    if (!inData) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (type === "file") options.other?.(name, Buffer.concat(chunks));
      continue;
    }
    const to = path.resolve(root, `.${path.posix.sep}${name}`);
    if (to !== root && !to.startsWith(`${root}${path.sep}`)) throw new Error(`The ${label} entry ${name} lies outside the data folder.`);
    if (type === "directory") {
      mkdirSync(to, { recursive: true });
      folders.add(to);
      entry.resume();
      continue;
    }
    if (type !== "file") throw new Error(`The ${label} entry ${name} is a ${type ?? "?"}, not a file or a folder.`);
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    if (!folders.has(path.dirname(to))) {
      mkdirSync(path.dirname(to), { recursive: true });
      folders.add(path.dirname(to));
    }
    if (to === path.join(root, "PG_VERSION")) version = { to, data, mode: mode ?? 0o600 };
    else writeFileSync(to, data, { mode: mode ?? 0o600 });
  }
  if (!version) throw new Error(`The ${label} ${file} has no PG_VERSION.`);
  writeFileSync(version.to, version.data, { mode: version.mode });
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

/** How the database is used once open. */
export interface DatabaseOptions {
  /**
   * The bound of a request's wait for a connection, in ms (`DB_WAIT_TIMEOUT_MS`): PGlite's one connection is
   * queued ({@link ConnectionQueue}), PostgreSQL's pool gets it as `connectionTimeoutMillis`. Past it the query
   * fails with a busy error that the server answers with 503 and `Retry-After`. @default DEFAULT_DB_WAIT_TIMEOUT_MS
   */
  waitTimeoutMs?: number;
  /** Connections of PostgreSQL's pool (`DB_POOL_MAX`). @default DEFAULT_DB_POOL_MAX (10) */
  poolMax?: number;
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
  options: DatabaseOptions = {},
): Promise<Database> {
  const waitTimeoutMs = options.waitTimeoutMs ?? DEFAULT_DB_WAIT_TIMEOUT_MS;
  if (target.kind === "postgres") {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    // Ten connections an instance by default (`DB_POOL_MAX`); an idle one is kept 5 minutes (pg's default is 10 s). Opening a connection costs a
    // SCRAM exchange on both sides and the named statements are prepared again on it, so a pool that closed its
    // connections after a 10 s lull met the next burst of requests with ten new connections at once (bench/queue.mjs,
    // whose API and bare handler take turns of 10 s: the API's p99 at 200 requests a second fell from 175 to 64 ms).
    // A request waits at most `waitTimeoutMs` for a connection (then 503 with `Retry-After`; pg's default waits forever).
    const poolMax = options.poolMax ?? DEFAULT_DB_POOL_MAX;
    const pool = new pg.Pool({ connectionString: target.url, max: poolMax, idleTimeoutMillis: 5 * 60_000, connectionTimeoutMillis: waitTimeoutMs });
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
      poolStats: () => ({ max: poolMax, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    // A new data folder starts from the build's template when there is a usable one (unpacked meanwhile).
    const newFolder =
      target.loadDataDir === undefined && target.dataDir !== undefined && !existsSync(path.join(target.dataDir, "PG_VERSION")) ? target.dataDir : undefined;
    const [{ PGlite }, { drizzle }, extensions] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      pgliteExtensions(),
      newFolder !== undefined && templateIsUsable() ? unpackPgliteTemplate(PGLITE_TEMPLATE_FILE, newFolder) : undefined,
    ]);
    // One options object: `new PGlite(undefined, options)` (in memory) ignores `options`.
    client = new PGlite({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
      extensions,
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    await client.waitReady;
    // Requests queue for the one connection for at most `waitTimeoutMs` (tracker issue 36 item 9).
    const queue = new ConnectionQueue(waitTimeoutMs);
    queueConnection(client, queue);
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
      poolStats: () => ({ max: 1, total: 1, idle: queue.inUse ? 0 : 1, waiting: queue.waiting }),
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
