/**
 * Dropping a test database on a PostgreSQL server, the one way every test and fixture script does it.
 */
import type pg from "pg";

/**
 * Drops a test database with `WITH (FORCE)` (connections the server left open are ended). An autovacuum worker
 * visiting the database belongs to no role, and ending it needs `pg_signal_backend`, which a CREATEDB role
 * lacks: PostgreSQL then refuses with 42501. The worker leaves within moments, so the drop is tried again every
 * 200 ms, up to 5 s in all.
 *
 * @param admin - A connected client of a role with CREATEDB, on another database of the same server.
 * @param dbName - The database to drop; a missing one is not an error.
 * @throws The server's error when it is not 42501, or 42501 still after 5 s.
 */
export async function dropDatabase(admin: pg.Client, dbName: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt >= 25) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
