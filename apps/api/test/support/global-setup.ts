/**
 * Global setup of the `api` Vitest project (PGlite): makes the seeded PGlite template (`pgliteTemplate` in
 * backends.ts) before the first test file starts. On a fresh clone the first file had to make it inside its
 * `beforeAll`, and with the end-to-end tests and the stories beside it on 2 cores that took over the hook's 60 s
 * (issue 44: `cases.test.ts` failed so on a fresh clone). Here it has no hook timeout, and every file then loads the
 * cached template in about a second.
 */
import { pgliteTemplate } from "./backends";

/** Makes (or finds) the cached template. */
export default async function setup(): Promise<void> {
  await pgliteTemplate();
}
