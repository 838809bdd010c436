/** GET /health: liveness and database readiness (contract operation `getHealth`). */
import type { OperationHandler } from "./types";
import { pingDatabase } from "../db/database";
import type { HandlerDeps } from "./deps";

/** Creates the `getHealth` handler. */
export function healthHandlers(deps: HandlerDeps): { getHealth: OperationHandler<"getHealth"> } {
  return {
    getHealth: {
      async handle() {
        await pingDatabase(deps.db);
        return { status: 200, body: { success: true, message: "", data: { status: "ok", database: deps.kind } } };
      },
    },
  };
}
