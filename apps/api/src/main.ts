/**
 * Entry point: `pnpm --filter @eoffice/api start`. Reads the configuration from the environment, starts the
 * server, prints one line with the address and the database, and shuts down cleanly on SIGINT/SIGTERM
 * (closes the database, releases the data-folder lock). Exits with code 1 when it cannot start, for example
 * when another server holds the PGlite data folder.
 */
import { ConfigError, loadConfig } from "./config";
import { DataFolderLockedError } from "./db/database";
import { buildServer } from "./server";

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await buildServer({ config });
  const { app } = server;
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
