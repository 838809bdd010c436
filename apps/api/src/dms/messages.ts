/**
 * User-facing messages of the document store and the correspondence register (issue 14), in English and Thai,
 * kept beside the feature like `files/messages.ts`. Field errors (400) are keyed in `i18n/field-messages.ts`.
 */
import type { Language } from "../i18n/messages";

/** English messages by key. */
export const dmsMessagesEn = {
  documentNotFound: "Document not found, or you may not see it.",
  folderNotFound: "Folder not found, or you may not see it.",
  typeNotFound: "Document type not found.",
  needs_view: "You may not view this.",
  needs_edit: "You may view this but not change it. Ask its owner for edit rights.",
  needs_manage: "Only those who manage this folder or document may change its permissions.",
  topFolderStoreOnly: "Only administrators and document controllers create folders at the top.",
  folderNotEmpty: "The folder still holds folders or documents (the trash included). Move or delete them first.",
  folderUnderItself: "A folder cannot move under itself or one of its subfolders.",
  moveTargetNoEdit: "You cannot move anything into the folder you chose: that needs edit rights on it. Choose another folder or ask its owner.",
  alreadyDeleted: "The document is in the trash already.",
  notDeleted: "The document is not in the trash.",
  typeInUse: "Documents use this type, so it cannot be deleted. Deactivate it instead.",
  typeNameTaken: "Another document type has this name.",
  typeInactive: "This document type is deactivated.",
  versionNotFound: "Version not found.",
  registerOwnUnit: "You register letters for your own unit only.",
  noUnit: "Your account belongs to no unit, so you have no register. Name a unit.",
  unitNotFound: "Unit not found.",
  templateNotFound: "E-mail template not found.",
  tooManyTags: "The document has 20 tags already. Remove one first.",
} as const;

/** A key of a document-store message. */
export type DmsMessageKey = keyof typeof dmsMessagesEn;

/** Thai messages by key (the same keys). */
export const dmsMessagesTh: Record<DmsMessageKey, string> = {
  documentNotFound: "ไม่พบเอกสาร หรือท่านไม่มีสิทธิ์เข้าถึงเอกสารนี้",
  folderNotFound: "ไม่พบแฟ้ม หรือท่านไม่มีสิทธิ์เข้าถึงแฟ้มนี้",
  typeNotFound: "ไม่พบประเภทเอกสาร",
  needs_view: "ท่านไม่มีสิทธิ์ดูรายการนี้",
  needs_edit: "ท่านมีสิทธิ์ดูแต่ไม่มีสิทธิ์แก้ไข กรุณาขอสิทธิ์แก้ไขจากผู้ดูแล",
  needs_manage: "เฉพาะผู้มีสิทธิ์จัดการแฟ้มหรือเอกสารนี้เท่านั้นที่เปลี่ยนสิทธิ์ได้",
  topFolderStoreOnly: "เฉพาะผู้ดูแลระบบและเจ้าหน้าที่สารบรรณเท่านั้นที่สร้างแฟ้มระดับบนสุดได้",
  folderNotEmpty: "แฟ้มนี้ยังมีแฟ้มย่อยหรือเอกสารอยู่ (รวมถังขยะ) กรุณาย้ายหรือลบออกก่อน",
  folderUnderItself: "ย้ายแฟ้มไปไว้ใต้ตัวเองหรือแฟ้มย่อยของตัวเองไม่ได้",
  moveTargetNoEdit: "ท่านย้ายรายการเข้าแฟ้มที่เลือกไม่ได้ เนื่องจากต้องมีสิทธิ์แก้ไขในแฟ้มนั้น กรุณาเลือกแฟ้มอื่นหรือขอสิทธิ์จากผู้ดูแลแฟ้ม",
  alreadyDeleted: "เอกสารนี้อยู่ในถังขยะแล้ว",
  notDeleted: "เอกสารนี้ไม่ได้อยู่ในถังขยะ",
  typeInUse: "มีเอกสารใช้ประเภทนี้อยู่ จึงลบไม่ได้ กรุณาปิดการใช้งานแทน",
  typeNameTaken: "มีประเภทเอกสารชื่อนี้อยู่แล้ว",
  typeInactive: "ประเภทเอกสารนี้ปิดการใช้งานแล้ว",
  versionNotFound: "ไม่พบฉบับที่ระบุ",
  registerOwnUnit: "ท่านลงทะเบียนหนังสือได้เฉพาะของหน่วยงานตนเองเท่านั้น",
  noUnit: "บัญชีของท่านไม่ได้สังกัดหน่วยงาน จึงไม่มีทะเบียนหนังสือ กรุณาระบุหน่วยงาน",
  unitNotFound: "ไม่พบหน่วยงาน",
  templateNotFound: "ไม่พบแม่แบบอีเมล",
  tooManyTags: "เอกสารนี้มีคำสำคัญครบ 20 คำแล้ว กรุณานำคำสำคัญออกก่อน",
};

/** The message for `key` in `language`. */
export function dmsMessage(key: DmsMessageKey, language: Language): string {
  return language === "th" ? dmsMessagesTh[key] : dmsMessagesEn[key];
}
