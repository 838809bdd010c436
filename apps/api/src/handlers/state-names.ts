/**
 * The names of stored states that a 409 answer quotes (an e-mail's delivery state, an account-closure request's state,
 * a garbage-fee payment's state): the code in English, as the contract lists it, and Thai words in Thai
 * (docs/thai-glossary.md). Passed as the `LocalText` value of a message's placeholder (`i18n/field-messages.ts`).
 */
import type { AccountClosureState, EmailState, GarbagePaymentState } from "../db/schema";
import type { LocalText } from "../i18n/messages";

/** Names of an e-mail's delivery states: the code in English (as the contract lists it), Thai words in Thai. */
export const EMAIL_STATE_NAMES: Readonly<Record<EmailState, LocalText>> = {
  queued: { en: "queued", th: "รอส่ง" },
  sending: { en: "sending", th: "กำลังส่ง" },
  sent: { en: "sent", th: "ส่งแล้ว" },
  failed: { en: "failed", th: "ส่งไม่สำเร็จ" },
};

/** Names of an account-closure request's states: the code in English, Thai words in Thai. */
export const CLOSURE_STATE_NAMES: Readonly<Record<AccountClosureState, LocalText>> = {
  pending: { en: "pending", th: "รอพิจารณา" },
  done: { en: "done", th: "ปิดบัญชีแล้ว" },
  refused: { en: "refused", th: "ไม่ปิดบัญชี" },
};

/** Names of a garbage-fee payment's states (docs/thai-glossary.md section 5): the code in English, Thai words in Thai. */
export const PAYMENT_STATE_NAMES: Readonly<Record<GarbagePaymentState, LocalText>> = {
  created: { en: "created", th: "รอชำระเงิน" },
  started: { en: "started", th: "อยู่ระหว่างชำระเงิน" },
  submitted: { en: "submitted", th: "แจ้งว่าชำระเงินแล้ว รอธนาคารยืนยัน" },
  success: { en: "success", th: "ธนาคารยืนยันการชำระเงินแล้ว" },
  failed: { en: "failed", th: "ธนาคารปฏิเสธรายการ" },
  cancelled: { en: "cancelled", th: "ยกเลิกแล้ว" },
  expired: { en: "expired", th: "หมดอายุ" },
};
