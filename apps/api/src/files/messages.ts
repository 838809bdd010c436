/**
 * User-facing messages of file uploads and attachments (issue 11 item 4), in English and Thai. Kept beside the
 * files mechanism; the language follows the request (`i18n/messages.ts` `languageFrom`). Field errors (400) are
 * keyed in `i18n/field-messages.ts`, as everywhere else.
 */
import { fillPlaceholders, type Language, type MessageValues } from "../i18n/messages";

/** English messages by key. */
export const fileMessagesEn = {
  fileTooLarge: "The file is too large: at most {limit}.",
  multipartRequired: "Send the file as multipart/form-data, in one part named file.",
  fileTypeNotAllowed: "Only photos (JPEG, PNG, WebP) and PDF files can be attached.",
  fileUnreadable: "The file cannot be read: it may be damaged or incomplete.",
  pdfEncrypted: "Password-protected PDF files cannot be attached. Remove the protection and try again.",
  imageTooManyPixels: "The image is too large: at most 100 megapixels.",
  pendingFilesFull: "You have 20 files that are not attached yet, the most allowed. Send your complaint or note first, or try again tomorrow.",
  caseFilesFull: "A case holds at most 20 files.",
  fileNotFound: "File not found.",
  logoTypeNotAllowed: "The logo must be an SVG or PNG file.",
  logoSvgActive: "The SVG file holds scripts, links to other files or other active content. Save it as a plain drawing or as PNG and try again.",
} as const;

/** A key of a file message. */
export type FileMessageKey = keyof typeof fileMessagesEn;

/** Thai messages by key (the same keys). */
export const fileMessagesTh: Record<FileMessageKey, string> = {
  fileTooLarge: "ไฟล์มีขนาดใหญ่เกินไป ไม่เกิน {limit}",
  multipartRequired: "กรุณาส่งไฟล์ผ่านการอัปโหลดไฟล์ ครั้งละ 1 ไฟล์",
  fileTypeNotAllowed: "แนบได้เฉพาะรูปภาพ (JPEG, PNG, WebP) และไฟล์ PDF เท่านั้น",
  fileUnreadable: "ไม่สามารถอ่านไฟล์ได้ ไฟล์อาจเสียหายหรือไม่สมบูรณ์",
  pdfEncrypted: "ไม่สามารถแนบไฟล์ PDF ที่ตั้งรหัสผ่านไว้ได้ กรุณายกเลิกการป้องกันแล้วลองใหม่",
  imageTooManyPixels: "รูปภาพมีขนาดใหญ่เกินไป ไม่เกิน 100 ล้านพิกเซล",
  pendingFilesFull: "ท่านมีไฟล์ที่ยังไม่ได้แนบกับเรื่องครบ 20 ไฟล์แล้ว กรุณาส่งเรื่องหรือข้อความก่อน หรือลองใหม่ในวันพรุ่งนี้",
  caseFilesFull: "เรื่องหนึ่งแนบไฟล์ได้ไม่เกิน 20 ไฟล์",
  fileNotFound: "ไม่พบไฟล์",
  logoTypeNotAllowed: "ตราสัญลักษณ์ต้องเป็นไฟล์ SVG หรือ PNG เท่านั้น",
  logoSvgActive: "ไฟล์ SVG มีสคริปต์ ลิงก์ไปยังไฟล์อื่น หรือเนื้อหาที่ทำงานได้ กรุณาบันทึกเป็นภาพวาดธรรมดาหรือไฟล์ PNG แล้วลองใหม่อีกครั้ง",
};

/**
 * The file message `key` in `language`, with `{name}` placeholders filled from `values` (`fileTooLarge` takes
 * `limit`, for example "10 MB").
 */
export function fileMessage(key: FileMessageKey, language: Language, values: MessageValues = {}): string {
  return fillPlaceholders(language === "th" ? fileMessagesTh[key] : fileMessagesEn[key], language, values);
}
