/**
 * `seedAtStart` where the API tests' template (`test/support/backends.ts`) imports it from: the seeds live in
 * `src/seeds/` (docs/architecture.md "Layers"). A re-export only, listed as an exception in `.dependency-cruiser.cjs`;
 * it goes when the test support imports `src/seeds/seed.ts`.
 */
export { seedAtStart } from "../seeds/seed";
