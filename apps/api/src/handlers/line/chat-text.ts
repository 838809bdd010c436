/**
 * What the municipality's LINE account says in the chat (tracker issue 41 item 4; docs/line.md "The chat"), in Thai and
 * English (the linked resident's language; Thai for a LINE user not linked yet), worded as docs/thai-glossary.md says.
 */
import type { Language } from "../../i18n/messages";

/** The words a resident sends, in either language (compared trimmed and lower-case). */
export const CHAT_COMMANDS = {
  cancel: ["ยกเลิก", "cancel"],
  myCases: ["เรื่องของฉัน", "my cases"],
  file: ["แจ้งเรื่อง", "file"],
} as const;

/** Which command `text` is, if any. */
export function commandOf(text: string): keyof typeof CHAT_COMMANDS | undefined {
  const said = text.trim().toLowerCase();
  return (Object.keys(CHAT_COMMANDS) as (keyof typeof CHAT_COMMANDS)[]).find((key) => (CHAT_COMMANDS[key] as readonly string[]).includes(said));
}

/** The chat's texts by language. */
export const CHAT_TEXT: Record<Language, Record<string, string>> = {
  th: {
    welcome: "ขอบคุณที่เพิ่มบัญชี LINE ของเทศบาลเป็นเพื่อน",
    notLinked:
      "กรุณาเชื่อมบัญชี LINE กับบัญชีผู้ใช้ของท่านก่อน โดยเข้าสู่ระบบที่เว็บไซต์ของเทศบาล เลือก “ตั้งค่า” แล้วส่งรหัสเชื่อมบัญชีที่ได้รับในแชตนี้",
    linked: "เชื่อมบัญชี LINE กับบัญชีผู้ใช้ของท่านเรียบร้อยแล้ว เทศบาลจะแจ้งความคืบหน้าของเรื่องของท่านทาง LINE",
    badCode: "รหัสเชื่อมบัญชีไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอรหัสใหม่ที่หน้า “ตั้งค่า” ของเว็บไซต์",
    help: "ส่ง “แจ้งเรื่อง” หรือรูปถ่ายเพื่อยื่นเรื่องร้องเรียน ส่ง “เรื่องของฉัน” เพื่อดูเรื่องที่อยู่ระหว่างดำเนินการ ส่ง “ยกเลิก” เพื่อยกเลิกการแจ้งเรื่องได้ทุกขั้นตอน",
    askPhoto: "กรุณาส่งรูปถ่ายของปัญหา (ส่ง “ยกเลิก” เพื่อยกเลิก)",
    askLocation: "ได้รับรูปถ่ายแล้ว กรุณาส่งตำแหน่งที่เกิดปัญหา โดยเลือก “+” แล้วเลือก “ตำแหน่งที่ตั้ง”",
    askDescription: "ได้รับตำแหน่งแล้ว กรุณาพิมพ์รายละเอียดของปัญหาอย่างน้อย 10 ตัวอักษร",
    cancelled: "ยกเลิกการแจ้งเรื่องแล้ว",
    photoRefused: "ไม่สามารถรับรูปถ่ายนี้ได้ กรุณาส่งรูปถ่ายอีกครั้ง",
    filedTitle: "ยื่นเรื่องร้องเรียนเรียบร้อยแล้ว",
    filedBody: "เลขที่อ้างอิง {no} เทศบาลจะแจ้งผลการดำเนินการให้ท่านทราบทาง LINE",
    myCasesTitle: "คำร้องและเรื่องร้องเรียนของฉัน",
    noOpenCases: "ท่านไม่มีเรื่องที่อยู่ระหว่างดำเนินการ",
    open: "ดูรายละเอียด",
  },
  en: {
    welcome: "Thank you for adding the municipality's LINE account as a friend.",
    notLinked:
      "Please link LINE to your account first: sign in on the municipality's website, choose “Settings” and send the link code shown there in this chat.",
    linked: "Your LINE is now linked to your account. The municipality will tell you here how your cases progress.",
    badCode: "The link code is wrong or has expired. Please get a new one on the website's “Settings” page.",
    help: "Send “file” or a photo to file a complaint, “my cases” to see your open cases, and “cancel” to stop filing at any step.",
    askPhoto: "Please send a photo of the problem (send “cancel” to stop).",
    askLocation: "Photo received. Please send the location of the problem: choose “+”, then “Location”.",
    askDescription: "Location received. Please type what the problem is, in at least 10 characters.",
    cancelled: "Filing cancelled.",
    photoRefused: "This photo could not be received. Please send the photo again.",
    filedTitle: "Complaint filed",
    filedBody: "Reference number {no}. The municipality will tell you here what is done.",
    myCasesTitle: "My requests and complaints",
    noOpenCases: "You have no open case.",
    open: "View details",
  },
};
