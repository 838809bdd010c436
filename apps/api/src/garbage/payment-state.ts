/**
 * The payment state machine of the garbage fee (issue 13 item 2), after GOV.UK Pay (docs/anchors.md section 3):
 * `created` (bills chosen) -> `started` (QR shown) -> `submitted` (the resident says they have paid) -> one of
 * the finished states `success`, `failed`, `cancelled`, `expired`. Only the moves in {@link PAYMENT_TRANSITIONS}
 * happen; the database update that makes a move is conditional on the state it leaves, so that two concurrent
 * moves of one payment cannot both happen.
 */
import type { GarbagePaymentState } from "../db/schema";

/** The states each state may move to (contract `GarbagePaymentState`). */
export const PAYMENT_TRANSITIONS: Readonly<Record<GarbagePaymentState, readonly GarbagePaymentState[]>> = {
  created: ["started", "cancelled", "expired"],
  started: ["submitted", "success", "failed", "cancelled", "expired"],
  submitted: ["success", "failed"],
  success: [],
  failed: [],
  cancelled: [],
  expired: [],
};

/** True when a payment in `from` may move to `to`. */
export function canTransition(from: GarbagePaymentState, to: GarbagePaymentState): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** The states from which a payment may move to `to`. */
export function statesBefore(to: GarbagePaymentState): GarbagePaymentState[] {
  return (Object.keys(PAYMENT_TRANSITIONS) as GarbagePaymentState[]).filter((from) => canTransition(from, to));
}

/** True for the finished states (GOV.UK Pay's `finished` flag). */
export function isFinished(state: GarbagePaymentState): boolean {
  return PAYMENT_TRANSITIONS[state].length === 0;
}

/** States of a payment that still holds its bills (no other payment may take them). */
export const UNFINISHED_STATES: readonly GarbagePaymentState[] = ["created", "started", "submitted"];

/** GOV.UK Pay failure codes of the finished states other than success. */
export const FAILURE_CODES: Partial<Record<GarbagePaymentState, string>> = { failed: "P0010", expired: "P0020", cancelled: "P0030" };

/** How long a payment (and its QR) stays payable after it is created or started: 30 minutes, in ms. */
export const PAYMENT_TTL_MS = 30 * 60 * 1000;
