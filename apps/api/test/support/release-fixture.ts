/**
 * Makes the upgrade fixture of a release (docs/operations.md "Releases and upgrades"): a new PostgreSQL database
 * created by this server's start (its migrations and reference data), holding the records of `operator-data.ts`, dumped
 * as plain SQL with `pg_dump --inserts` (no COPY, so that PGlite runs it too) into
 * `apps/api/test/fixtures/releases/<version>.sql.gz`, with what it holds in `<version>.json`. The deployment test opens
 * every fixture with the current server. Run once per release, on the release's commit:
 *
 *   TEST_DATABASE_URL=postgres://eoffice:eoffice@127.0.0.1:5433/eoffice_test node --import tsx apps/api/test/support/release-fixture.ts v0.1.0
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { buildServer } from "../../src/server";
import { dropDatabase } from "./drop-database";
import { fillOperatorData } from "./operator-data";

/** The folder of the release fixtures. */
export const RELEASES_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "releases");

/** The bank secret the fixtures' payments were signed with (a test value, not a secret). */
export const FIXTURE_BANK_SECRET = "release-fixture-bank-secret-0123456789ab";

async function main(version: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl || !/^v\d+\.\d+\.\d+$/.test(version)) throw new Error("usage: TEST_DATABASE_URL=... node --import tsx release-fixture.ts vX.Y.Z");
  const name = `eoffice_release_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const server = await buildServer({
      database: { kind: "postgres", url: url.toString() },
      seedDemo: false,
      logger: false,
      servePortal: false,
      mail: false,
      config: { tokenSecret: "release-fixture-token-secret-0123456789abc", garbageBankSecret: FIXTURE_BANK_SECRET },
    });
    const data = await fillOperatorData(server, new TextEncoder().encode(FIXTURE_BANK_SECRET), version.replace(/\./g, "-"));
    await server.app.close();
    // pg_dump of 2025-08 and later writes psql's `\restrict` meta-commands around the dump; they are psql's, not SQL.
    const dump = execFileSync("pg_dump", ["--inserts", "--no-owner", "--no-privileges", "--no-comments", "--dbname", url.toString()], { maxBuffer: 1 << 28, encoding: "utf8" })
      .split("\n")
      .filter((line) => !/^\\(un)?restrict /.test(line))
      .join("\n");
    mkdirSync(RELEASES_FOLDER, { recursive: true });
    writeFileSync(path.join(RELEASES_FOLDER, `${version}.sql.gz`), gzipSync(dump, { level: 9 }));
    writeFileSync(path.join(RELEASES_FOLDER, `${version}.json`), `${JSON.stringify({ version, ...data }, null, 2)}\n`);
    console.log(`wrote ${version}.sql.gz (${dump.length} bytes of SQL) and ${version}.json into ${RELEASES_FOLDER}`);
  } finally {
    await dropDatabase(admin, name);
    await admin.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2] ?? "").catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
