/**
 * Entry point: `node apps/api/dist/main.mjs` (compiled by `pnpm build`, run by `pnpm start`), or the sources
 * with `tsx` in development (`pnpm dev`). With `--write-pglite-template` (the last step of `pnpm build`) it
 * writes the first-start database template (see `PGLITE_TEMPLATE_FILE`) and exits; with `--create-admin <name>
 * <email>` it creates the first administrator, prints the one-time password and exits; with `--backup FILE` or
 * `--restore FILE` it backs up the embedded database (the `DATA_DIR` folder, its generated secrets included) into one
 * file, or restores such a file into a new `DATA_DIR`, and exits (`src/db/backup.ts`; docs/operations.md "Backup and
 * restore"). Otherwise it reads the
 * configuration from the environment, starts the server, prints one line with the address and the database and
 * one saying where e-mail goes,
 * and shuts down cleanly on SIGINT/SIGTERM: it stops taking connections, lets the requests in flight finish (for at most
 * `SHUTDOWN_TIMEOUT_MS`, then it exits with code 1), stops the e-mail sender after its run in progress, closes the
 * database and releases the data-folder lock, and exits with code 0. The e-mail sender starts with the server when `SMTP_URL` is set
 * (`src/mail/sender.ts`); without it e-mail stays queued. Exits with code 1 when it cannot start, for example
 * when another server holds the PGlite data folder.
 */
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { ConfigError, loadConfig } from "./config";
import { DataFolderLockedError, configuredDatabase, openDatabase } from "./db/database";

/** `--write-pglite-template` (run by `pnpm build`): writes the first-start database template, then exits. */
async function writeTemplate(): Promise<void> {
  const started = performance.now();
  const [{ PGLITE_TEMPLATE_FILE, writePgliteTemplate }, { seedAtStart }] = await Promise.all([
    import("./db/database"),
    import("./seeds/seed"),
  ]);
  await writePgliteTemplate(async (database) => {
    await seedAtStart(database, { demo: false, now: Date.now() });
  });
  console.log(`wrote ${PGLITE_TEMPLATE_FILE} in ${Math.round(performance.now() - started)} ms`);
}

/**
 * `--create-admin <name> <email>`: creates the first administrator of a database without demo data (the
 * `DATABASE_URL` database, or the PGlite data folder while no server runs on it), prints its one-time password
 * once, then exits. See `createBootstrapAdmin` in `src/handlers/staff-user.ts`.
 */
async function createAdmin(args: string[]): Promise<void> {
  const [name, email] = args;
  if (!name || !email || name.startsWith("--") || email.startsWith("--")) {
    throw new ConfigError("usage: node dist/main.mjs --create-admin <user name> <e-mail address>");
  }
  const config = loadConfig();
  const { createBootstrapAdmin } = await import("./handlers/staff-user");
  const database = await openDatabase(configuredDatabase(config));
  try {
    const password = await createBootstrapAdmin(database.db, { name, email, now: Date.now() });
    console.log(`created administrator ${name.toLowerCase()} in ${database.label}`);
    console.log(`one-time password (shown once; change it at the first sign-in): ${password}`);
  } finally {
    await database.close();
  }
}

/** What the process was asked to do, for the message of a failure ("could not start", "could not back up"). */
let action = "start";

/** The file argument of `--backup` or `--restore`. */
function fileArgument(flag: string, at: number): string {
  const file = process.argv[at + 1];
  if (!file || file.startsWith("--")) throw new ConfigError(`usage: node dist/main.mjs ${flag} <file>`);
  return path.resolve(file);
}

/**
 * `--backup FILE`: writes a backup of the embedded database (`DATA_DIR`) while no server runs on it; with
 * `DATABASE_URL` it refuses and names `pg_dump` (docs/operations.md "Backup and restore").
 */
async function backup(file: string): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError("DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md \"Backup and restore\").");
  }
  const started = performance.now();
  const { backupDataFolder } = await import("./db/backup");
  const manifest = await backupDataFolder(config.dataDir, file, Date.now());
  const size = statSync(file).size;
  console.log(
    `backed up ${config.dataDir} (${manifest.files} files, ${megabytes(manifest.bytes)}) into ${file} (${megabytes(size)}) ` +
      `in ${Math.round(performance.now() - started)} ms; it holds the server's secrets: keep it like them`,
  );
}

/** `--restore FILE`: unpacks a backup into a new `DATA_DIR`, opens it (the migrations run) and counts what it holds. */
async function restore(file: string): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (docs/operations.md \"Backup and restore\").");
  }
  const [{ restoreDataFolder, countRecords }, { countFiles }] = await Promise.all([import("./db/backup"), import("./files/storage")]);
  const manifest = await restoreDataFolder(file, config.dataDir);
  const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  try {
    const [records, stored] = await Promise.all([countRecords(database.db), countFiles(database.db)]);
    console.log(
      `restored ${file} (written ${manifest.createdAt} by server ${manifest.serverVersion}) into ${config.dataDir}` +
        `${database.migrated ? ", migrations applied" : ""}: ${records.persons} persons, ${records.cases} cases, ` +
        `${stored.files} files (${megabytes(stored.bytes)}), ${records.payments} garbage-fee payments`,
    );
  } finally {
    await database.close();
  }
}

/** Bytes as MB with one decimal. */
function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  // V8 compiles PGlite's wasm (9 MB) in the background with as many threads as there are cores, and optimises the
  // functions that PostgreSQL's start runs most, meanwhile: on a 2-core machine that took the core the main thread
  // needs to run that start. One core is left to the main thread (a restart: median 1.43 against 1.28 s, 9 starts
  // each, taking turns; tracker issue 8). Set before the first wasm compiles; it limits nothing else.
  setFlagsFromString(`--wasm-num-compilation-tasks=${Math.max(1, availableParallelism() - 1)}`);
  if (process.argv.includes("--write-pglite-template")) {
    await writeTemplate();
    return;
  }
  for (const [flag, run] of [["--backup", backup], ["--restore", restore]] as const) {
    const at = process.argv.indexOf(flag);
    if (at >= 0) {
      action = flag === "--backup" ? "back up" : "restore";
      await run(fileArgument(flag, at));
      return;
    }
  }
  const createAdminAt = process.argv.indexOf("--create-admin");
  if (createAdminAt >= 0) {
    await createAdmin(process.argv.slice(createAdminAt + 1, createAdminAt + 3));
    return;
  }
  // A referenced timer keeps Node's event loop alive until the server listens. Without one, the loop has nothing to
  // wait for while PGlite's wasm compiles (a V8 background job, not a libuv handle), so Node leaves it and drains the
  // platform's tasks: the rest of the start-up then runs inside that drain, which afterwards waits for every
  // background job, including V8's optimising compilation of the wasm functions the start-up ran most. The server
  // listened, but accepted its first connection 60 to 160 ms later (tracker issue 8; strace showed the main thread
  // in `NodePlatform::DrainTasks` between `listen` and `accept4`).
  const keepLoopAlive = setInterval(() => undefined, 60_000);
  try {
    await startServer();
  } finally {
    clearInterval(keepLoopAlive);
  }
}

/** Starts the server from the environment's configuration, on its port. */
async function startServer(): Promise<void> {
  const config = loadConfig();
  // The database starts opening first, and the server's modules load meanwhile: they fill the time PGlite waits for
  // its files and the compilation of its wasm (tracker issue 8).
  const database = configuredDatabase(config);
  const opening = openDatabase(database, (err) => {
    console.error(`pxapi_eoffice: ${err.message} Stopping.`);
    process.kill(process.pid, "SIGTERM");
  });
  opening.catch(() => undefined); // awaited by buildServer, which reports a failure (not an unhandled rejection meanwhile)
  const [{ buildServer }, { describeSmtpUrl }] = await Promise.all([import("./server"), import("./mail/sender")]);
  const server = await buildServer({ config, database, opening });
  const { app } = server;
  const stale = server.database.staleLock;
  if (stale) {
    app.log.warn(
      `took over the data-folder lock of a server that is no longer running (process ${stale.pid} on ${stale.hostname}, ` +
        `started ${stale.startedAt}: ${stale.reason})`,
    );
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, shutting down: finishing the requests in flight`);
    // Requests that take longer than the bound are cut off; the exit code then says the shutdown was not clean.
    setTimeout(() => {
      app.log.error(`requests were still in flight ${config.shutdownTimeoutMs} ms after ${signal} (SHUTDOWN_TIMEOUT_MS): exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  // Fastify logs one line per bound address; the line below says it once, readably.
  const level = app.log.level;
  app.log.level = "warn";
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`pxapi_eoffice listening on http://${shownHost}:${config.port} (database: ${server.database.label})`);
  console.log(
    config.smtpUrl
      ? `e-mail: delivered through ${describeSmtpUrl(config.smtpUrl)} as the sender set on the identity page`
      : "e-mail: SMTP_URL is not set, so e-mail stays queued (administrators read it on the outbox page)",
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataFolderLockedError || err instanceof ConfigError || (err instanceof Error && (err.name === "BootstrapAdminError" || err.name === "BackupError"))) {
    console.error(`pxapi_eoffice could not ${action}: ${err.message}`);
  } else {
    console.error(`pxapi_eoffice could not ${action}:`, err);
  }
  process.exit(1);
});
