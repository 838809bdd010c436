/**
 * User-facing messages of the server in English and Thai. The language follows the request's
 * `Accept-Language` header (Thai when it prefers `th`, English otherwise). Validation messages name the
 * field and stay in English (the portal shows its own text next to the field).
 */

/** English messages by key. */
export const messagesEn = {
  invalidCredentials: "Invalid user name or password.",
  profileMissing: "This account has no profile yet. Please complete the sign-up.",
  throttled: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
  notSignedIn: "Please sign in.",
  tokenInvalid: "Your session has ended or is not valid. Please sign in again.",
  personOnly: "Only a signed-in resident (public person) can do this.",
  staffOnly: "Only signed-in staff can do this.",
  notFound: "Not found.",
  apiNotFound: "There is no such API address.",
  profileNotFound: "Profile not found.",
  signUpNotFound: "This sign-up cannot be completed: the account does not exist or the sign-up has expired. Please sign up again.",
  complaintNotFound: "Complaint not found.",
  duplicatePerson: "This user name, e-mail address or citizen id is already registered.",
  profileExists: "This account already has a profile.",
  cancelOnlyReceived: "Only a complaint that has just been received can be cancelled.",
  deleteOnlyReceivedOrCancelled: "Only a complaint that is received or cancelled can be deleted.",
  messageNotFound: "Message not found.",
  notificationNotFound: "Notification not found.",
  shortcutNotFound: "Shortcut not found.",
  messagesFull: "You have 200 messages, the most allowed. Please delete some first.",
  notificationsFull: "You have 200 notifications, the most allowed. Please delete some first.",
  shortcutsFull: "You have 100 shortcuts, the most allowed. Please delete some first.",
  bodyTooLarge: "The request is too large (at most 1 MiB).",
  unsupportedMediaType: "The request body must be JSON (Content-Type: application/json).",
  malformedJson: "malformed JSON",
  tooManyRequests: "Too many requests. Please try again later.",
  internalError: "Something went wrong on the server. Please try again later.",
} as const;

/** A message key. */
export type MessageKey = keyof typeof messagesEn;

/** Thai messages by key (wording a Thai municipality uses). */
export const messagesTh: Record<MessageKey, string> = {
  invalidCredentials: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง",
  profileMissing: "บัญชีนี้ยังไม่มีข้อมูลส่วนบุคคล กรุณาลงทะเบียนให้เสร็จสมบูรณ์",
  throttled: "เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่อีกครั้ง",
  notSignedIn: "กรุณาเข้าสู่ระบบ",
  tokenInvalid: "การเข้าสู่ระบบสิ้นสุดแล้วหรือไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่",
  personOnly: "เฉพาะประชาชนที่เข้าสู่ระบบแล้วเท่านั้นที่ทำรายการนี้ได้",
  staffOnly: "เฉพาะเจ้าหน้าที่ที่เข้าสู่ระบบแล้วเท่านั้นที่ทำรายการนี้ได้",
  notFound: "ไม่พบข้อมูล",
  apiNotFound: "ไม่พบที่อยู่ API นี้",
  profileNotFound: "ไม่พบข้อมูลส่วนบุคคล",
  signUpNotFound: "ไม่สามารถลงทะเบียนให้เสร็จสมบูรณ์ได้ เนื่องจากไม่พบบัญชีหรือการลงทะเบียนหมดเวลาแล้ว กรุณาลงทะเบียนใหม่",
  complaintNotFound: "ไม่พบเรื่องร้องเรียน",
  duplicatePerson: "ชื่อผู้ใช้ อีเมล หรือเลขประจำตัวประชาชนนี้ได้ลงทะเบียนไว้แล้ว",
  profileExists: "บัญชีนี้มีข้อมูลส่วนบุคคลแล้ว",
  cancelOnlyReceived: "ยกเลิกได้เฉพาะเรื่องร้องเรียนที่อยู่ในสถานะรับเรื่องแล้วเท่านั้น",
  deleteOnlyReceivedOrCancelled: "ลบได้เฉพาะเรื่องร้องเรียนที่อยู่ในสถานะรับเรื่องแล้วหรือยกเลิกเท่านั้น",
  messageNotFound: "ไม่พบข้อความ",
  notificationNotFound: "ไม่พบการแจ้งเตือน",
  shortcutNotFound: "ไม่พบทางลัด",
  messagesFull: "มีข้อความครบ 200 รายการซึ่งเป็นจำนวนสูงสุดแล้ว กรุณาลบข้อความบางรายการก่อน",
  notificationsFull: "มีการแจ้งเตือนครบ 200 รายการซึ่งเป็นจำนวนสูงสุดแล้ว กรุณาลบการแจ้งเตือนบางรายการก่อน",
  shortcutsFull: "มีทางลัดครบ 100 รายการซึ่งเป็นจำนวนสูงสุดแล้ว กรุณาลบทางลัดบางรายการก่อน",
  bodyTooLarge: "ข้อมูลที่ส่งมีขนาดใหญ่เกินไป (ไม่เกิน 1 MiB)",
  unsupportedMediaType: "ข้อมูลที่ส่งต้องเป็น JSON (Content-Type: application/json)",
  malformedJson: "malformed JSON",
  tooManyRequests: "มีการเรียกใช้งานมากเกินไป กรุณาลองใหม่ภายหลัง",
  internalError: "เกิดข้อผิดพลาดที่เซิร์ฟเวอร์ กรุณาลองใหม่ภายหลัง",
};

/** A supported language. */
export type Language = "en" | "th";

/** Picks the language from an `Accept-Language` header value (highest q first; Thai or English). */
export function languageFrom(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : (acceptLanguage ?? "");
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((e) => e.tag !== "" && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === "th" || tag.startsWith("th-")) return "th";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "en";
}

/** The message for `key` in `language`. */
export function message(key: MessageKey, language: Language): string {
  return language === "th" ? messagesTh[key] : messagesEn[key];
}
