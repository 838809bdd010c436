/**
 * The garbage collection fee (contract tag `garbage`; issue 13; docs/spec/portal-spec.md section 2 `/e-service/main/paygarbage`).
 *
 * Residents link their account (number and house number), see their bills, and pay one or several months with one
 * PromptPay bill-payment QR (`garbage/qr.ts`); the payment follows the GOV.UK Pay style state machine of
 * `garbage/payment-state.ts`. The bank confirms with an HMAC-signed notification (`garbage/bank.ts`); the resident then
 * gets the e-receipt (`garbage/receipt.ts`) on the page, as PDF, and by e-mail through the outbox. Finance officers set
 * the rates, run the monthly bills (idempotent), open accounts, link them to a resident (or unlink) and close them
 * (no new bills; history stays), see payments by day and account, outstanding accounts and exceptions (and resolve
 * an exception with a note), with a CSV export; in the embedded demo they can "simulate the bank". Every staff change
 * is audited. Payments past their time are expired by `garbage/expiry.ts` before any list reads them.
 */
import type { HandlerDeps } from "../deps";
import { garbageAccountHandlers } from "./accounts";
import { garbageBankHandlers } from "./bank";
import { garbagePaymentHandlers } from "./payments";
import { garbageRateHandlers } from "./rates";
import { garbageReportHandlers } from "./reports";

/**
 * Handlers of tag `garbage`, one module per sub-resource; the operations each serves are named in its factory's type,
 * and the handler map (`handlers/index.ts`) fails to compile when one of the tag's operations has none.
 */
export function garbageHandlers(
  deps: HandlerDeps,
): ReturnType<typeof garbagePaymentHandlers> &
  ReturnType<typeof garbageBankHandlers> &
  ReturnType<typeof garbageRateHandlers> &
  ReturnType<typeof garbageReportHandlers> &
  ReturnType<typeof garbageAccountHandlers> {
  return {
    ...garbagePaymentHandlers(deps),
    ...garbageBankHandlers(deps),
    ...garbageRateHandlers(deps),
    ...garbageReportHandlers(deps),
    ...garbageAccountHandlers(deps),
  };
}
