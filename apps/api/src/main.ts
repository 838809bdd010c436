/**
 * Entry point: `node apps/api/dist/main.mjs` (compiled by `pnpm build`, run by `pnpm start`), or the sources
 * with `tsx` in development (`pnpm dev`). With `--write-pglite-template` (the last step of `pnpm build`) it
 * writes the first-start database template (see `PGLITE_TEMPLATE_FILE`) and exits. Otherwise it reads the
 * configuration from the environment, starts the server, prints one line with the address and the database,
 * and shuts down cleanly on SIGINT/SIGTERM (closes the database, releases the data-folder lock). Exits with code 1 when it cannot start, for example
 * when another server holds the PGlite data folder.
 */
import { ConfigError, loadConfig } from "./config";
import { DataFolderLockedError } from "./db/database";
import { buildServer } from "./server";

/** `--write-pglite-template` (run by `pnpm build`): writes the first-start database template, then exits. */
async function writeTemplate(): Promise<void> {
  const started = performance.now();
  const [{ PGLITE_TEMPLATE_FILE, writePgliteTemplate }, { seedAtStart }] = await Promise.all([
    import("./db/database"),
    import("./db/seed"),
  ]);
  await writePgliteTemplate(async (database) => {
    await seedAtStart(database, { demo: false, now: Date.now() });
  });
  console.log(`wrote ${PGLITE_TEMPLATE_FILE} in ${Math.round(performance.now() - started)} ms`);
}

async function main(): Promise<void> {
  if (process.argv.includes("--write-pglite-template")) {
    await writeTemplate();
    return;
  }
  const config = loadConfig();
  const server = await buildServer({ config });
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
    app.log.info(`${signal} received, shutting down`);
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
}

main().catch((err: unknown) => {
  if (err instanceof DataFolderLockedError || err instanceof ConfigError) {
    console.error(`pxapi_eoffice could not start: ${err.message}`);
  } else {
    console.error("pxapi_eoffice could not start:", err);
  }
  process.exit(1);
});
