/**
 * The token signing secret: TOKEN_SECRET when given; otherwise 32 random bytes generated once and kept
 * in the PGlite data folder (file `token-secret`, mode 600), or, with PostgreSQL, in the `server_settings`
 * table so that every instance sharing the database signs with the same secret. The same rule keeps the garbage
 * fee's bank secret (`GARBAGE_BANK_SECRET`, file `garbage-bank-secret`, setting `garbage_bank_secret`). A configured
 * secret is read by `secretBytes` (`src/config.ts`): `base64url:<file content>` names the same bytes as a generated
 * secret's file or setting, which is how a generated secret becomes the `_PREVIOUS` one of a rotation
 * (docs/operations.md "Rotating secrets").
 */
import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { secretBytes } from "../config";
import type { Db } from "../db/database";
import { serverSettings } from "../db/schema";

/** Name of the secret file inside the data folder. */
export const TOKEN_SECRET_FILE = "token-secret";

/** Where the secret comes from. */
export type SecretSource = "env" | "file" | "database" | "memory";

/** Resolves the token secret; see the module comment for the order. */
export async function resolveTokenSecret(options: {
  configured?: string;
  dataDir?: string;
  db: Db;
  kind: "pglite" | "postgres";
  /** File name in the data folder. @default TOKEN_SECRET_FILE */
  file?: string;
  /** Key in `server_settings`. @default "token_secret" */
  settingKey?: string;
}): Promise<{ secret: Uint8Array; source: SecretSource }> {
  const fileName = options.file ?? TOKEN_SECRET_FILE;
  const settingKey = options.settingKey ?? "token_secret";
  if (options.configured) return { secret: secretBytes(options.configured), source: "env" };
  if (options.kind === "pglite") {
    if (options.dataDir === undefined) return { secret: new Uint8Array(randomBytes(32)), source: "memory" };
    const file = path.join(options.dataDir, fileName);
    try {
      const existing = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
      if (existing.length >= 32) return { secret: new Uint8Array(existing), source: "file" };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    const fresh = randomBytes(32);
    writeFileSync(file, `${fresh.toString("base64url")}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return { secret: new Uint8Array(fresh), source: "file" };
  }
  await options.db
    .insert(serverSettings)
    .values({ key: settingKey, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await options.db.select().from(serverSettings).where(eq(serverSettings.key, settingKey));
  if (!row) throw new Error("The token secret could not be stored in server_settings.");
  return { secret: new Uint8Array(Buffer.from(row.value, "base64url")), source: "database" };
}
