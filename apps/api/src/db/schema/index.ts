/**
 * Drizzle ORM schema of the reference pxapi_eoffice server (docs/spec/portal-spec.md sections 3, 4 and 7), one file
 * per area; this module re-exports them all, so that `db/schema` is the one import of every table and type.
 *
 * All times are `timestamptz` and are written and read as UTC instants. Migrations are generated from these files
 * with `pnpm --filter @eoffice/api db:generate` into `apps/api/drizzle/` and applied at start-up.
 */
export * from "./accounts";
export * from "./server";
export * from "./cases";
export * from "./files";
export * from "./inbox";
export * from "./organisation";
export * from "./audit";
export * from "./mail";
export * from "./outbox";
export * from "./eservices";
export * from "./bookings";
export * from "./satisfaction";
export * from "./garbage";
export * from "./dms";
export * from "./news";
export * from "./municipality";
export * from "./imports";
export * from "./open311";
export * from "./line";
export * from "./webhooks";
