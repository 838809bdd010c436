/**
 * The privacy notice of the portal under Thailand's Personal Data Protection Act B.E. 2562 (PDPA; issue 15
 * item 8). It is versioned: a resident accepts a version at sign-up, and when {@link PRIVACY_NOTICE} changes
 * version the portal asks every resident again (`AccountSettings.consentRequired`).
 */

/** One version of the privacy notice. */
export interface PrivacyNoticeVersion {
  version: string;
  /** Day of publication, `YYYY-MM-DD`. */
  publishedAt: string;
  title: { th: string; en: string };
  /** Plain text, paragraphs separated by blank lines. */
  text: { th: string; en: string };
}

/** The current privacy notice. Change `version` whenever the text changes in substance. */
export const PRIVACY_NOTICE: PrivacyNoticeVersion = {
  version: "2026-11",
  publishedAt: "2026-11-25",
  title: { th: "ประกาศความเป็นส่วนตัว", en: "Privacy notice" },
  text: {
    th: `เทศบาลเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของท่าน ได้แก่ ชื่อ เลขประจำตัวประชาชน วันเกิด ที่อยู่ หมายเลขโทรศัพท์ และที่อยู่อีเมล เพื่อให้บริการเรื่องร้องเรียนและบริการอิเล็กทรอนิกส์ตามคำขอของท่าน และเพื่อปฏิบัติหน้าที่ตามกฎหมาย

ข้อมูลของท่านเปิดเผยเฉพาะเจ้าหน้าที่ผู้รับผิดชอบเรื่องของท่าน และเก็บไว้ตามระยะเวลาที่กฎหมายว่าด้วยการเก็บรักษาเอกสารของทางราชการกำหนด

ท่านมีสิทธิขอเข้าถึงและขอรับสำเนาข้อมูล (ดาวน์โหลดได้ที่หน้าตั้งค่า) ขอแก้ไขข้อมูลให้ถูกต้อง ขอให้ปิดบัญชีและลบข้อมูลที่ไม่มีกฎหมายให้ต้องเก็บไว้ และถอนความยินยอมได้ทุกเมื่อ โดยติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลของเทศบาล`,
    en: `The municipality collects, uses and discloses your personal data - name, national ID number, birth date, address, telephone number and e-mail address - to handle the complaints and e-service requests you make and to carry out its legal duties.

Your data is shown only to the staff responsible for your case, and kept for the periods that the rules on official records set.

You have the right to access and receive a copy of your data (download it on the settings page), to have it corrected, to ask for your account to be closed and the data the law does not require us to keep to be erased, and to withdraw your consent at any time by contacting the municipality's data protection officer.`,
  },
};
