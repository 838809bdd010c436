/**
 * Reference data of the account area (issue 15): the stored bilingual e-mail templates of password reset and
 * change, e-mail confirmation and account closure (request, closed, refused). Inserted when missing, so an administrator's edits stay.
 */
import type { Tx } from "../db/database";
import { emailTemplates } from "../db/schema";

type Template = typeof emailTemplates.$inferInsert;

const SIGNATURE_TH = "ขอแสดงความนับถือ\n{{municipality}}\n";
const SIGNATURE_EN = "Kind regards,\n{{municipalityEn}}\n";

/** The account e-mail templates in Thai and English (Mustache, plain text). */
export const ACCOUNT_EMAIL_TEMPLATES: Template[] = [
  {
    code: "password-reset-link",
    language: "th",
    subject: "ตั้งรหัสผ่านใหม่สำหรับบัญชี {{name}}",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

มีผู้ขอตั้งรหัสผ่านใหม่สำหรับบัญชี {{name}} ของท่าน หากเป็นท่าน กรุณาเปิดลิงก์นี้ภายใน 30 นาที (ใช้ได้ครั้งเดียว):

{{resetUrl}}

เมื่อตั้งรหัสผ่านใหม่แล้ว ระบบจะออกจากระบบในทุกอุปกรณ์ของท่าน
หากท่านไม่ได้ขอ ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมยังใช้ได้

${SIGNATURE_TH}`,
  },
  {
    code: "password-reset-link",
    language: "en",
    subject: "Set a new password for {{name}}",
    body: `Dear {{firstname}} {{lastname}},

Someone asked to set a new password for your account {{name}}. If it was you, open this link within 30 minutes (it works once):

{{resetUrl}}

Setting a new password signs you out on every device.
If you did not ask for this, do nothing: your password stays as it is.

${SIGNATURE_EN}`,
  },
  {
    code: "password-changed",
    language: "th",
    subject: "รหัสผ่านของบัญชี {{name}} ถูกเปลี่ยนแล้ว",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

รหัสผ่านของบัญชี {{name}} ถูกเปลี่ยนเมื่อ {{at}} และระบบได้ออกจากระบบในอุปกรณ์อื่นของท่านแล้ว

หากท่านไม่ได้เปลี่ยนเอง กรุณาตั้งรหัสผ่านใหม่ทันทีที่ {{forgotUrl}} และแจ้งเทศบาล

${SIGNATURE_TH}`,
  },
  {
    code: "password-changed",
    language: "en",
    subject: "The password of {{name}} was changed",
    body: `Dear {{firstname}} {{lastname}},

The password of your account {{name}} was changed on {{at}}, and your other devices were signed out.

If you did not change it, set a new password at once at {{forgotUrl}} and tell the municipality.

${SIGNATURE_EN}`,
  },
  {
    code: "email-confirm",
    language: "th",
    subject: "กรุณายืนยันอีเมลของท่าน",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

กรุณายืนยันว่าอีเมล {{email}} เป็นของท่าน สำหรับบัญชี {{name}} โดยเปิดลิงก์นี้ภายใน 7 วัน:

{{confirmUrl}}

หากท่านไม่ได้สมัครหรือแก้ไขอีเมลนี้ ไม่ต้องดำเนินการใด ๆ

${SIGNATURE_TH}`,
  },
  {
    code: "email-confirm",
    language: "en",
    subject: "Please confirm your e-mail address",
    body: `Dear {{firstname}} {{lastname}},

Please confirm that {{email}} is your address for the account {{name}} by opening this link within 7 days:

{{confirmUrl}}

If you did not sign up or change your address, do nothing.

${SIGNATURE_EN}`,
  },
  {
    code: "account-closure-requested",
    language: "th",
    subject: "ได้รับคำขอปิดบัญชี {{name}} แล้ว",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

เทศบาลได้รับคำขอปิดบัญชี {{name}} ของท่านเมื่อ {{at}} แล้ว และจะดำเนินการภายใน 30 วัน
ข้อมูลที่กฎหมายกำหนดให้ต้องเก็บรักษา เช่น เรื่องร้องเรียนและคำร้องที่ยื่นไว้ จะยังคงเก็บไว้ตามระยะเวลาที่กำหนด

${SIGNATURE_TH}`,
  },
  {
    code: "account-closure-requested",
    language: "en",
    subject: "We received your request to close {{name}}",
    body: `Dear {{firstname}} {{lastname}},

The municipality received your request to close the account {{name}} on {{at}} and will act on it within 30 days.
Records the law requires us to keep, such as the complaints and requests you filed, are kept for the periods it sets.

${SIGNATURE_EN}`,
  },
  {
    code: "account-closed",
    language: "th",
    subject: "ปิดบัญชี {{name}} เรียบร้อยแล้ว",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

ตามที่ท่านขอปิดบัญชี {{name}} เมื่อ {{requestedAt}} เทศบาลได้ปิดบัญชีของท่านแล้วเมื่อ {{at}}
เทศบาลได้ลบข้อมูลส่วนบุคคลในบัญชี เช่น ชื่อ เลขประจำตัวประชาชน ที่อยู่ หมายเลขโทรศัพท์ และอีเมลแล้ว และท่านจะไม่สามารถเข้าสู่ระบบด้วยบัญชีนี้ได้อีก
เรื่องร้องเรียนและคำร้องที่ท่านยื่นไว้ยังคงเก็บไว้เป็นเอกสารของทางราชการตามระยะเวลาที่กฎหมายกำหนด

นี่เป็นอีเมลฉบับสุดท้ายที่ท่านจะได้รับเกี่ยวกับบัญชีนี้

${SIGNATURE_TH}`,
  },
  {
    code: "account-closed",
    language: "en",
    subject: "Your account {{name}} is closed",
    body: `Dear {{firstname}} {{lastname}},

As you asked on {{requestedAt}}, the municipality closed your account {{name}} on {{at}}.
The personal data of the account, such as your name, national ID, address, telephone number and e-mail address, has been erased, and the account can no longer sign in.
The complaints and requests you filed are kept as official records for the periods the law sets.

This is the last e-mail you will receive about this account.

${SIGNATURE_EN}`,
  },
  {
    code: "account-closure-refused",
    language: "th",
    subject: "ยังไม่สามารถปิดบัญชี {{name}} ได้",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

เทศบาลได้พิจารณาคำขอปิดบัญชี {{name}} ของท่านเมื่อ {{requestedAt}} แล้ว และยังไม่สามารถปิดบัญชีได้ด้วยเหตุผลดังนี้

{{reason}}

บัญชีของท่านยังใช้งานได้ตามปกติ ท่านสามารถยื่นคำขอปิดบัญชีอีกครั้งได้ที่หน้าตั้งค่า {{settingsUrl}}

${SIGNATURE_TH}`,
  },
  {
    code: "account-closure-refused",
    language: "en",
    subject: "Your account {{name}} cannot be closed yet",
    body: `Dear {{firstname}} {{lastname}},

The municipality considered your request of {{requestedAt}} to close the account {{name}} and cannot close it yet, for this reason:

{{reason}}

Your account stays open as before. You can ask again on your settings page: {{settingsUrl}}

${SIGNATURE_EN}`,
  },
];

/** Inserts the account e-mail templates that are missing. */
export async function seedAccount(tx: Tx): Promise<void> {
  await tx.insert(emailTemplates).values(ACCOUNT_EMAIL_TEMPLATES).onConflictDoNothing();
}
