-- Thai wording (tracker issue 43, docs/thai-glossary.md): rows still holding the text an earlier release seeded get the current one; a row an administrator edited keeps its text. The complaint statuses, types and kinds are upserted by the seed at every start and need no step here.
-- The complaints centre of the demo organisation was named after the Interior Ministry's ศูนย์ดำรงธรรม.
UPDATE "org_units" SET "name_th" = 'ศูนย์รับเรื่องราวร้องทุกข์', "name_en" = 'Complaints Centre' WHERE "code" = 'complaints' AND "name_th" = 'ศูนย์รับเรื่องร้องเรียน (ศูนย์ดำรงธรรมเทศบาล)';
--> statement-breakpoint
-- The request e-mails sign with a unit of the organisation (สำนักปลัดเทศบาล); the staff password e-mail says ออกรหัสผ่านชั่วคราวใหม่, not รีเซ็ต.
UPDATE "email_templates" SET "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

คำร้องเลขที่ {{complaintNo}} ของท่านมีความคืบหน้า สถานะปัจจุบัน: {{status}}
{{#text}}

{{text}}
{{/text}}

ดูรายละเอียดและติดตามคำร้องได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
สำนักปลัดเทศบาล {{municipality}}
$wording$ WHERE "code" = 'request-status-changed' AND "language" = 'th' AND "subject" = $wording$คำร้องเลขที่ {{complaintNo}}: {{status}}$wording$ AND "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

คำร้องเลขที่ {{complaintNo}} ของท่านมีความคืบหน้า สถานะปัจจุบัน: {{status}}
{{#text}}

{{text}}
{{/text}}

ดูรายละเอียดและติดตามคำร้องได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
งานบริการประชาชนทางอิเล็กทรอนิกส์ {{municipality}}
$wording$;
--> statement-breakpoint
UPDATE "email_templates" SET "body" = $wording$Dear {{firstname}} {{lastname}},

Your request {{complaintNo}} has moved on. Its status is now: {{status}}
{{#text}}

{{text}}
{{/text}}

See the details and follow it at: {{caseUrl}}

Kind regards,
Office of the Municipal Clerk, {{municipalityEn}}
$wording$ WHERE "code" = 'request-status-changed' AND "language" = 'en' AND "subject" = $wording$Request {{complaintNo}}: {{status}}$wording$ AND "body" = $wording$Dear {{firstname}} {{lastname}},

Your request {{complaintNo}} has moved on. Its status is now: {{status}}
{{#text}}

{{text}}
{{/text}}

See the details and follow it at: {{caseUrl}}

Kind regards,
E-service desk, {{municipalityEn}}
$wording$;
--> statement-breakpoint
UPDATE "email_templates" SET "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

เจ้าหน้าที่ได้ตอบคำร้องเลขที่ {{complaintNo}} ของท่าน:

{{text}}

ท่านสามารถตอบกลับและแนบเอกสารได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
สำนักปลัดเทศบาล {{municipality}}
$wording$ WHERE "code" = 'request-reply' AND "language" = 'th' AND "subject" = $wording$เจ้าหน้าที่ตอบคำร้องเลขที่ {{complaintNo}}$wording$ AND "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

เจ้าหน้าที่ได้ตอบคำร้องเลขที่ {{complaintNo}} ของท่าน:

{{text}}

ท่านสามารถตอบกลับและแนบเอกสารได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
งานบริการประชาชนทางอิเล็กทรอนิกส์ {{municipality}}
$wording$;
--> statement-breakpoint
UPDATE "email_templates" SET "body" = $wording$Dear {{firstname}} {{lastname}},

Staff have replied on your request {{complaintNo}}:

{{text}}

You can answer and attach documents at: {{caseUrl}}

Kind regards,
Office of the Municipal Clerk, {{municipalityEn}}
$wording$ WHERE "code" = 'request-reply' AND "language" = 'en' AND "subject" = $wording$A reply on your request {{complaintNo}}$wording$ AND "body" = $wording$Dear {{firstname}} {{lastname}},

Staff have replied on your request {{complaintNo}}:

{{text}}

You can answer and attach documents at: {{caseUrl}}

Kind regards,
E-service desk, {{municipalityEn}}
$wording$;
--> statement-breakpoint
UPDATE "email_templates" SET "subject" = $wording$ผู้ดูแลระบบออกรหัสผ่านชั่วคราวใหม่ให้บัญชีผู้ใช้ของท่าน$wording$, "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

ผู้ดูแลระบบได้ออกรหัสผ่านชั่วคราวใหม่ให้บัญชีผู้ใช้ {{name}} ในระบบสำนักงานอิเล็กทรอนิกส์ (e-Office) และระบบได้นำบัญชีของท่านออกจากระบบในทุกอุปกรณ์แล้ว

กรุณารับรหัสผ่านชั่วคราวจากผู้ดูแลระบบ แล้วเข้าสู่ระบบที่ {{signInUrl}} ระบบจะให้ท่านตั้งรหัสผ่านใหม่ทันที
หากท่านไม่ได้ขอรหัสผ่านใหม่ กรุณาแจ้งผู้ดูแลระบบโดยด่วน

ขอแสดงความนับถือ
ผู้ดูแลระบบ {{municipality}}
$wording$ WHERE "code" = 'staff-password-reset' AND "language" = 'th' AND "subject" = $wording$รหัสผ่านบัญชีผู้ใช้งานของท่านถูกรีเซ็ตโดยผู้ดูแลระบบ$wording$ AND "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

ผู้ดูแลระบบได้รีเซ็ตรหัสผ่านของบัญชีผู้ใช้งาน {{name}} ในระบบสำนักงานอิเล็กทรอนิกส์ (e-Office) แล้ว และได้ออกจากระบบในทุกอุปกรณ์ของท่าน

กรุณารับรหัสผ่านชั่วคราวจากผู้ดูแลระบบ แล้วเข้าสู่ระบบที่ {{signInUrl}} ระบบจะให้ท่านตั้งรหัสผ่านใหม่ทันที
หากท่านไม่ได้ขอรีเซ็ตรหัสผ่าน กรุณาแจ้งผู้ดูแลระบบโดยด่วน

ขอแสดงความนับถือ
ผู้ดูแลระบบ {{municipality}}
$wording$;
--> statement-breakpoint
-- The account e-mails: active voice (เทศบาลได้ลบ…), and คำร้อง for e-service requests.
UPDATE "email_templates" SET "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

เทศบาลได้รับคำขอปิดบัญชี {{name}} ของท่านเมื่อ {{at}} แล้ว และจะดำเนินการภายใน 30 วัน
ข้อมูลที่กฎหมายกำหนดให้ต้องเก็บรักษา เช่น เรื่องร้องเรียนและคำร้องที่ยื่นไว้ จะยังคงเก็บไว้ตามระยะเวลาที่กำหนด

ขอแสดงความนับถือ
{{municipality}}
$wording$ WHERE "code" = 'account-closure-requested' AND "language" = 'th' AND "subject" = $wording$ได้รับคำขอปิดบัญชี {{name}} แล้ว$wording$ AND "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

เทศบาลได้รับคำขอปิดบัญชี {{name}} ของท่านเมื่อ {{at}} แล้ว และจะดำเนินการภายใน 30 วัน
ข้อมูลที่กฎหมายกำหนดให้ต้องเก็บรักษา เช่น เรื่องร้องเรียนและคำขอที่ยื่นไว้ จะยังคงเก็บไว้ตามระยะเวลาที่กำหนด

ขอแสดงความนับถือ
{{municipality}}
$wording$;
--> statement-breakpoint
UPDATE "email_templates" SET "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

ตามที่ท่านขอปิดบัญชี {{name}} เมื่อ {{requestedAt}} เทศบาลได้ปิดบัญชีของท่านแล้วเมื่อ {{at}}
เทศบาลได้ลบข้อมูลส่วนบุคคลในบัญชี เช่น ชื่อ เลขประจำตัวประชาชน ที่อยู่ หมายเลขโทรศัพท์ และอีเมลแล้ว และท่านจะไม่สามารถเข้าสู่ระบบด้วยบัญชีนี้ได้อีก
เรื่องร้องเรียนและคำร้องที่ท่านยื่นไว้ยังคงเก็บไว้เป็นเอกสารของทางราชการตามระยะเวลาที่กฎหมายกำหนด

นี่เป็นอีเมลฉบับสุดท้ายที่ท่านจะได้รับเกี่ยวกับบัญชีนี้

ขอแสดงความนับถือ
{{municipality}}
$wording$ WHERE "code" = 'account-closed' AND "language" = 'th' AND "subject" = $wording$ปิดบัญชี {{name}} เรียบร้อยแล้ว$wording$ AND "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

ตามที่ท่านขอปิดบัญชี {{name}} เมื่อ {{requestedAt}} เทศบาลได้ปิดบัญชีของท่านแล้วเมื่อ {{at}}
ข้อมูลส่วนบุคคลในบัญชี เช่น ชื่อ เลขประจำตัวประชาชน ที่อยู่ หมายเลขโทรศัพท์ และอีเมล ได้ถูกลบแล้ว และท่านจะไม่สามารถเข้าสู่ระบบด้วยบัญชีนี้ได้อีก
เรื่องร้องเรียนและคำขอที่ท่านยื่นไว้ยังคงเก็บไว้เป็นเอกสารของทางราชการตามระยะเวลาที่กฎหมายกำหนด

นี่เป็นอีเมลฉบับสุดท้ายที่ท่านจะได้รับเกี่ยวกับบัญชีนี้

ขอแสดงความนับถือ
{{municipality}}
$wording$;
--> statement-breakpoint
-- The welfare service's form asked for a ประเภทคำขอ: an e-service request is a คำร้อง.
UPDATE "e_services" SET "form" = replace("form"::text, '"ประเภทคำขอ"', '"ประเภทคำร้อง"')::jsonb WHERE "code" = 'welfare-general';
--> statement-breakpoint
-- The receipt e-mail: the e-receipt's title as on the screen and the PDF (ใบเสร็จรับเงินอิเล็กทรอนิกส์), บัญชีผู้ชำระ.
UPDATE "email_templates" SET "subject" = $wording$ใบเสร็จรับเงินอิเล็กทรอนิกส์ ค่าธรรมเนียมเก็บขนขยะมูลฝอย เลขที่ {{receiptNo}}$wording$, "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

เทศบาลได้รับชำระค่าธรรมเนียมเก็บขนขยะมูลฝอยของบัญชีผู้ชำระเลขที่ {{accountNo}} แล้ว

เลขที่ใบเสร็จรับเงิน: {{receiptNo}}
เลขที่รายการชำระเงิน: {{paymentNo}}
จำนวนเงิน: {{amount}} บาท ({{amountWords}})

ดาวน์โหลดใบเสร็จรับเงิน (PDF) หรือพิมพ์ใบเสร็จรับเงินได้ที่: {{link}}

ขอแสดงความนับถือ
กองคลัง {{municipality}}$wording$ WHERE "code" = 'garbage-receipt' AND "language" = 'th' AND "subject" = $wording$ใบเสร็จรับเงินค่าธรรมเนียมเก็บขยะ เลขที่ {{receiptNo}}$wording$ AND "body" = $wording$เรียน {{title}}{{firstname}} {{lastname}}

เทศบาลได้รับชำระค่าธรรมเนียมเก็บขนขยะมูลฝอยของบัญชีเลขที่ {{accountNo}} แล้ว

เลขที่ใบเสร็จ: {{receiptNo}}
เลขที่รายการชำระ: {{paymentNo}}
จำนวนเงิน: {{amount}} บาท ({{amountWords}})

ดาวน์โหลดใบเสร็จ (PDF) หรือพิมพ์ใบเสร็จได้ที่: {{link}}

ขอแสดงความนับถือ
กองคลัง {{municipality}}$wording$;
