/**
 * Backup and restore of the embedded database (tracker issue 38 item 3; docs/operations.md "Backup and restore"):
 * `node apps/api/dist/main.mjs --backup FILE` and `--restore FILE` (`pnpm backup FILE`, `pnpm restore FILE`).
 *
 * A backup is one gzipped tar file: first `eoffice-backup.json` (its {@link BackupManifest}), then the whole PGlite data
 * folder under `data/`: the database (cases, files, whose bytes live in the database, payments, everything) and the
 * secrets the server generated and keeps there (`token-secret`, `garbage-bank-secret`). It is written with the
 * data-folder lock held, so no server writes meanwhile: a server running on the folder must be stopped first (PGlite is
 * one process; PostgreSQL is backed up with `pg_dump` instead). The file holds the secrets: it is written readable by
 * its owner only, and must be kept like them.
 *
 * A restore unpacks a backup into a new, empty data folder (never over an existing database), with the same code that
 * unpacks the build's first-start template (`unpackPgliteTemplate` of `./database.ts`); the server's next start then
 * applies the migrations the backup does not have yet (docs/operations.md "Upgrades").
 */
import { sql } from "drizzle-orm";
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { API_ROOT } from "../config";
import { lockDataFolder } from "./data-folder-lock";
import { migrationsHash, pgliteVersion, unpackPgliteTemplate, type Db } from "./database";

/** The value of {@link BackupManifest.format}. */
export const BACKUP_FORMAT = "eoffice-backup";

/** The version of the backup's layout this server writes and reads. */
export const BACKUP_FORMAT_VERSION = 1;

/** Name of the manifest, the first entry of a backup. */
export const BACKUP_MANIFEST = "eoffice-backup.json";

/** The folder of a backup that holds the data folder. */
export const BACKUP_DATA_PREFIX = "data/";

/** Files of a PGlite data folder that a backup leaves out: a running PostgreSQL's process id. */
const LEFT_OUT = new Set(["postmaster.pid"]);

/** What a backup says about itself (`eoffice-backup.json`). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** {@link BACKUP_FORMAT_VERSION} of the server that wrote it. */
  formatVersion: number;
  /** When it was written (ISO 8601). */
  createdAt: string;
  /** Version of the server that wrote it (`apps/api/package.json`). */
  serverVersion: string;
  /** PGlite's version (its data format). */
  pglite: string;
  /** Hash of the migrations of the server that wrote it (`migrationsHash`). */
  migrations: string;
  /** Files of the data folder in the backup, and their bytes before compression. */
  files: number;
  bytes: number;
}

/** A backup or restore that cannot be done; the message says why and what to do. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** The server's version (`apps/api/package.json`). */
function serverVersion(): string {
  return (JSON.parse(readFileSync(path.join(API_ROOT, "package.json"), "utf8")) as { version: string }).version;
}

/** The folders and files under `root`, as paths relative to it with `/`, folders first in each folder. */
function listFolder(root: string, relative = ""): { name: string; folder: boolean }[] {
  const found: { name: string; folder: boolean }[] = [];
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const name = relative === "" ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) found.push({ name, folder: true }, ...listFolder(root, name));
    else if (entry.isFile() && !LEFT_OUT.has(name)) found.push({ name, folder: false });
  }
  return found;
}

/**
 * Writes a backup of the PGlite data folder `dataDir` to `file` (replaced if it exists; readable by its owner only).
 *
 * @param now - The time written into the manifest, ms since the epoch.
 * @throws BackupError when `dataDir` holds no database.
 * @throws DataFolderLockedError when a server runs on `dataDir` (stop it first).
 */
export async function backupDataFolder(dataDir: string, file: string, now: number): Promise<BackupManifest> {
  const root = path.resolve(dataDir);
  if (!existsSync(path.join(root, "PG_VERSION"))) throw new BackupError(`${root} holds no embedded database (no PG_VERSION): check DATA_DIR.`);
  const lock = await lockDataFolder(root, () => undefined);
  const partial = `${path.resolve(file)}.partial`;
  try {
    const entries = listFolder(root);
    const files = entries.filter((entry) => !entry.folder);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date(now).toISOString(),
      serverVersion: serverVersion(),
      pglite: pgliteVersion(),
      migrations: migrationsHash(),
      files: files.length,
      bytes: files.reduce((sum, entry) => sum + statSync(path.join(root, entry.name)).size, 0),
    };
    const { pack } = await import("tar-stream");
    const archive = pack();
    mkdirSync(path.dirname(partial), { recursive: true });
    const written = pipeline(archive, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
    // An entry is written whole before the next starts; a file is streamed in (a PostgreSQL segment is up to 1 GB).
    const add = (header: Parameters<typeof archive.entry>[0], data?: Buffer | string) =>
      new Promise<void>((resolve, reject) => {
        const done = (err?: Error | null) => (err ? reject(err) : resolve());
        if (data === undefined) archive.entry(header, done);
        else if (Buffer.isBuffer(data)) archive.entry(header, data, done);
        else createReadStream(data).on("error", reject).pipe(archive.entry(header, done));
      });
    await add({ name: BACKUP_MANIFEST, mode: 0o600, mtime: new Date(now) }, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const entry of entries) {
      const from = path.join(root, entry.name);
      const stat = statSync(from);
      const header = { name: `${BACKUP_DATA_PREFIX}${entry.name}${entry.folder ? "/" : ""}`, mode: stat.mode & 0o777, mtime: stat.mtime };
      if (entry.folder) await add({ ...header, type: "directory" });
      else await add({ ...header, size: stat.size }, from);
    }
    archive.finalize();
    await written;
    renameSync(partial, file);
    return manifest;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    await lock.release();
  }
}

/**
 * Restores a backup written by {@link backupDataFolder} into `dataDir`, which must be new or empty. On failure,
 * what was unpacked is removed again.
 *
 * @returns The backup's manifest.
 * @throws BackupError when `dataDir` is not empty, or `file` is not a backup this server reads.
 */
export async function restoreDataFolder(file: string, dataDir: string): Promise<BackupManifest> {
  const root = path.resolve(dataDir);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (existsSync(root) && readdirSync(root).length > 0) {
    throw new BackupError(`${root} is not empty: restore into a new folder (set DATA_DIR to it), or move the old one aside first.`);
  }
  mkdirSync(root, { recursive: true });
  const lock = await lockDataFolder(root, () => undefined);
  let manifest: BackupManifest | undefined;
  try {
    await unpackPgliteTemplate(file, root, {
      prefix: BACKUP_DATA_PREFIX,
      label: "backup",
      other: (name, data) => {
        if (name === BACKUP_MANIFEST) manifest = JSON.parse(data.toString("utf8")) as BackupManifest;
      },
    });
    if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this server (no ${BACKUP_MANIFEST}).`);
    if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
      throw new BackupError(`${file} was written by a newer server (backup format ${manifest.formatVersion}): restore it with that version.`);
    }
    return manifest;
  } catch (err) {
    for (const name of readdirSync(root)) rmSync(path.join(root, name), { recursive: true, force: true });
    throw err instanceof BackupError || !(err instanceof Error) ? err : new BackupError(`${file} could not be restored: ${err.message}`);
  } finally {
    await lock.release();
  }
}

/** What a restored database holds, for the restore's closing line (the files are counted by the file store). */
export type DatabaseCounts = {
  persons: number;
  cases: number;
  payments: number;
};

/** Counts persons, cases (complaints, requests, reports) and garbage-fee payments, in one query. */
export async function countRecords(db: Db): Promise<DatabaseCounts> {
  const result = await db.execute<DatabaseCounts>(
    sql`select (select count(*) from persons)::int as persons, (select count(*) from complaints)::int as cases,
      (select count(*) from garbage_payments)::int as payments`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: DatabaseCounts[] }).rows) as DatabaseCounts[];
  const row = rows[0];
  return { persons: Number(row?.persons ?? 0), cases: Number(row?.cases ?? 0), payments: Number(row?.payments ?? 0) };
}
