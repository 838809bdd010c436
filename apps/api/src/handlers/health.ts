/**
 * `GET /health` (liveness: the process answers; the database is not asked) and `GET /ready` (readiness: the database
 * answers too), contract operations `getHealth` and `getReadiness` (docs/operations.md "Observability").
 */
import type { OperationHandler } from "./types";
import { isDatabaseBusy } from "../db/connection-queue";
import { pingDatabase } from "../db/database";
import { HttpError } from "../lib/errors";
import type { HandlerDeps } from "./deps";

/** `Retry-After` of a readiness check whose database did not answer, in seconds. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;

/** Creates the `getHealth` and `getReadiness` handlers. */
export function healthHandlers(deps: HandlerDeps): { getHealth: OperationHandler<"getHealth">; getReadiness: OperationHandler<"getReadiness"> } {
  return {
    getHealth: {
      async handle() {
        return { status: 200, body: { success: true, message: "", data: { status: "ok", database: deps.kind } } };
      },
    },
    getReadiness: {
      async handle(ctx) {
        try {
          await pingDatabase(deps.db);
        } catch (err) {
          // Busy past the bound: the error handler's 503. Unreachable or failing: the same answer, logged.
          if (isDatabaseBusy(err)) throw err;
          ctx.log.warn({ err }, "readiness: the database did not answer");
          throw new HttpError(503, ctx.t("databaseUnavailable"), undefined, { "retry-after": String(NOT_READY_RETRY_AFTER_SECONDS) });
        }
        return { status: 200, body: { success: true, message: "", data: { status: "ready", database: deps.kind } } };
      },
    },
  };
}
