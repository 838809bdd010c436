/** All operation handlers, keyed by the contract's operationIds. */
import type { OperationHandlers } from "./types";
import { auditLogHandlers } from "./audit-log";
import { accountHandlers } from "./account";
import { accountPrivacyHandlers } from "./account-privacy";
import { accountSessionHandlers } from "./account-session";
import { accountClosureHandlers } from "./account-closure";
import { authHandlers } from "./auth";
import { commonUserHandlers } from "./common-user";
import { complaintHandlers } from "./complaint";
import { complaintHandlingHandlers } from "./complaint-handling";
import { cannedReplyHandlers } from "./canned-reply";
import { staffWaitingHandlers } from "./staff-waiting";
import { complaintStatsHandlers } from "./complaint-stats";
import { eServiceHandlers } from "./eservice";
import { eServiceRequestHandlers } from "./eservice-request";
import { fileHandlers } from "./file";
import { garbageHandlers } from "./garbage";
import { whistleblowingHandlers } from "./whistleblowing";
import { satisfactionHandlers } from "./satisfaction";
import { newsHandlers } from "./news";
import { publicNewsHandlers } from "./news-public";
import { checkResultHandlers } from "./check-result";
import type { HandlerDeps } from "./deps";
import { documentSearchHandlers } from "./document-search";
import { correspondenceHandlers } from "./correspondence";
import { dmsHandlers } from "./dms";
import { dmsBulkHandlers } from "./dms-bulk";
import { dmsPermissionHandlers } from "./dms-permission";
import { dmsTypeHandlers } from "./dms-type";
import { emailTemplateHandlers } from "./email-template";
import { healthHandlers } from "./health";
import { inboxHandlers } from "./inbox";
import { lookupHandlers } from "./lookup";
import { menuHandlers } from "./menu";
import { municipalityHandlers } from "./municipality";
import { organisationHandlers } from "./organisation";
import { positionHandlers } from "./position";
import { outboxHandlers } from "./outbox";
import { webhookHandlers } from "./webhook";
import { profileHandlers } from "./profile";
import { avatarHandlers } from "./avatar";
import { passwordHandlers } from "./password";
import { shortcutHandlers } from "./shortcut";
import { staffUserHandlers } from "./staff-user";
import { importHandlers } from "./import";
import { open311Handlers } from "./open311";
import { lineHandlers } from "./line";

/** Creates one handler per operation of the contract (a missing one is a compile error). */
export function createHandlers(deps: HandlerDeps): OperationHandlers {
  return {
    ...healthHandlers(deps),
    ...authHandlers(deps),
    ...profileHandlers(deps),
    ...avatarHandlers(deps),
    ...accountHandlers(deps),
    ...accountPrivacyHandlers(deps),
    ...accountSessionHandlers(deps),
    ...accountClosureHandlers(deps),
    ...lineHandlers(deps),
    ...lookupHandlers(deps),
    ...complaintHandlers(deps),
    ...complaintHandlingHandlers(deps),
    ...cannedReplyHandlers(deps),
    ...staffWaitingHandlers(deps),
    ...complaintStatsHandlers(deps),
    ...eServiceHandlers(deps),
    ...eServiceRequestHandlers(deps),
    ...fileHandlers(deps),
    ...whistleblowingHandlers(deps),
    ...satisfactionHandlers(deps),
    ...newsHandlers(deps),
    ...publicNewsHandlers(deps),
    ...checkResultHandlers(deps),
    ...garbageHandlers(deps),
    ...inboxHandlers(deps),
    ...shortcutHandlers(deps),
    ...commonUserHandlers(deps),
    ...documentSearchHandlers(deps),
    ...passwordHandlers(deps),
    ...organisationHandlers(deps),
    ...positionHandlers(deps),
    ...staffUserHandlers(deps),
    ...menuHandlers(deps),
    ...open311Handlers(deps),
    ...auditLogHandlers(deps),
    ...outboxHandlers(deps),
    ...webhookHandlers(deps),
    ...dmsHandlers(deps),
    ...dmsBulkHandlers(deps),
    ...dmsPermissionHandlers(deps),
    ...dmsTypeHandlers(deps),
    ...correspondenceHandlers(deps),
    ...emailTemplateHandlers(deps),
    ...municipalityHandlers(deps),
    ...importHandlers(deps),
  };
}
