/**
 * Global setup of the API Vitest projects: makes the database template that every test file's database is a copy of,
 * once before the first file starts.
 *
 * - `api` (PGlite): the seeded PGlite template (`pgliteTemplate` in backends.ts), cached between runs. On a fresh clone
 *   the first file had to make it inside its `beforeAll`, and with the end-to-end tests and the stories beside it on
 *   2 cores that took over the hook's 60 s (issue 44: `cases.test.ts` failed so on a fresh clone). Here it has no
 *   hook timeout, and every file then loads the cached template in about a second.
 * - `api-postgres`: a migrated and seeded PostgreSQL database of this run (`makePostgresTemplate`), handed to the
 *   files by name (`inject("postgresTemplate")`) and dropped when the run ends. Without TEST_DATABASE_URL none is
 *   made, and the files fail as before with the message saying what to set.
 */
import type { TestProject } from "vitest/node";
import { makePostgresTemplate, pgliteTemplate } from "./backends";

/** Makes (or finds) the template of the project's backend; returns the teardown that drops a PostgreSQL one. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env.API_TEST_BACKEND !== "postgres") {
    await pgliteTemplate();
    return undefined;
  }
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) return undefined;
  const template = await makePostgresTemplate(adminUrl);
  project.provide("postgresTemplate", template.name);
  return template.drop;
}
