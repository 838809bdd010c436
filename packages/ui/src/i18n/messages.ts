/**
 * Strings of the design system in English and Thai (ARCHITECTURE.md "Strings": ui strings live with the ui
 * package; a test fails when the key sets differ). Placeholders are written `{name}` and filled with
 * {@link formatMessage}.
 */

/** The languages the ui ships strings for (portal-spec.md section 1: English and Thai, default English). */
export const UI_LOCALES = ["en", "th"] as const;

/** A ui language code. */
export type UiLocale = (typeof UI_LOCALES)[number];

/** English strings; the source of the key set. */
export const en = {
  close: "Close",
  cancel: "Cancel",
  confirm: "Confirm",
  dismiss: "Dismiss",
  required: "Required",
  invalidFormat: "Check the format of this field",
  optional: "Optional",
  loading: "Loading…",
  showPassword: "Show password",
  hidePassword: "Hide password",
  selectPlaceholder: "Select an option",
  noResults: "No results",
  notifications: "Notifications",
  confirmTitle: "Confirm action",
  confirmMessage: "Are you sure you want to confirm this action?",
  alertInfo: "Information",
  alertSuccess: "Success",
  alertWarning: "Warning",
  alertError: "Error",
  language: "Language",
  changeLanguage: "Change language, current: {language}",
  english: "English",
  thai: "ไทย",
  userMenu: "User menu",
  signedInAs: "Signed in as",
  profile: "Profile",
  status: "Status",
  statusLabel: "Status: {status}",
  online: "Online",
  away: "Away",
  busy: "Busy",
  invisible: "Invisible",
  signOut: "Sign out",
  unreadCount: "{count} unread",
} as const satisfies Record<string, string>;

/** A key of the ui strings. */
export type UiMessageKey = keyof typeof en;

/** A complete set of ui strings. */
export type UiMessages = Record<UiMessageKey, string>;

/** Thai strings, worded as a Thai municipality's office would write them. */
export const th: UiMessages = {
  close: "ปิด",
  cancel: "ยกเลิก",
  confirm: "ยืนยัน",
  dismiss: "ปิดข้อความ",
  required: "จำเป็นต้องกรอก",
  invalidFormat: "รูปแบบข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง",
  optional: "ไม่บังคับ",
  loading: "กำลังโหลด…",
  showPassword: "แสดงรหัสผ่าน",
  hidePassword: "ซ่อนรหัสผ่าน",
  selectPlaceholder: "กรุณาเลือก",
  noResults: "ไม่พบข้อมูล",
  notifications: "การแจ้งเตือน",
  confirmTitle: "ยืนยันการดำเนินการ",
  confirmMessage: "ท่านแน่ใจหรือไม่ว่าต้องการดำเนินการนี้",
  alertInfo: "ข้อมูล",
  alertSuccess: "สำเร็จ",
  alertWarning: "คำเตือน",
  alertError: "ข้อผิดพลาด",
  language: "ภาษา",
  changeLanguage: "เปลี่ยนภาษา ภาษาปัจจุบัน: {language}",
  english: "English",
  thai: "ไทย",
  userMenu: "เมนูผู้ใช้",
  signedInAs: "เข้าสู่ระบบในชื่อ",
  profile: "ข้อมูลส่วนตัว",
  status: "สถานะ",
  statusLabel: "สถานะ: {status}",
  online: "ออนไลน์",
  away: "ไม่อยู่",
  busy: "ไม่ว่าง",
  invisible: "ซ่อนสถานะ",
  signOut: "ออกจากระบบ",
  unreadCount: "ยังไม่ได้อ่าน {count} รายการ",
};

/** All ui strings by language. */
export const uiMessages: Record<UiLocale, UiMessages> = { en, th };

/**
 * Fills `{name}` placeholders of a ui string. Unknown placeholders are left as written.
 * @example formatMessage("{count} unread", { count: 3 }) // "3 unread"
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
