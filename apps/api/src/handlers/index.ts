/** All operation handlers, keyed by the contract's operationIds. */
import type { OperationHandlers } from "../contract/types";
import { authHandlers } from "./auth";
import { complaintHandlers } from "./complaint";
import type { HandlerDeps } from "./deps";
import { healthHandlers } from "./health";
import { lookupHandlers } from "./lookup";
import { profileHandlers } from "./profile";

/** Creates one handler per operation of the contract (a missing one is a compile error). */
export function createHandlers(deps: HandlerDeps): OperationHandlers {
  return {
    ...healthHandlers(deps),
    ...authHandlers(deps),
    ...profileHandlers(deps),
    ...lookupHandlers(deps),
    ...complaintHandlers(deps),
  };
}
