/**
 * User-facing messages of the server in English and Thai. The language follows the request's
 * `Accept-Language` header (Thai when it prefers `th`, English otherwise). These are the envelope's top `message`;
 * the messages of field errors (`errors[].message`) have their own catalogue beside this one, `field-messages.ts`,
 * rendered in the same language (tracker issue 36 item 5: no English reaches a Thai user). A message may hold
 * `{name}` placeholders, filled by {@link message}.
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
  roleRequired: "Your role does not allow this. Ask an administrator if you need it.",
  passwordChangeRequired: "Please change your one-time password first.",
  notFound: "Not found.",
  apiNotFound: "There is no such API address.",
  profileNotFound: "Profile not found.",
  // Open311 GeoReport v2 (tracker issue 41 item 2; docs/open311.md).
  open311ApiKeyInvalid: "Invalid api_key: ask the municipality to register your system.",
  open311RequestNotFound: "No such service request.",
  open311ServiceNotFound: "No such service, or it has no attributes.",
  open311TokenNotFound: "No such token.",
  open311ClientNotFound: "No such Open311 client.",
  open311ClientRevoked: "This API key is revoked already.",
  open311Notice: "Reference number {complaintNo}; due by {due}.",
  signUpNotFound: "This sign-up cannot be completed: the account does not exist or the sign-up has expired. Please sign up again.",
  complaintNotFound: "Complaint not found.",
  trackingCodeNotFound: "No report has this tracking code. Check the code and try again.",
  whistleblowingThrottled: "Too many attempts from your address. Please wait and try again.",
  duplicatePerson: "This user name, e-mail address or citizen id is already registered.",
  profileExists: "This account already has a profile.",
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
  requestInvalid: "The request is not valid.",
  headersTooLarge: "headers: are too large (at most 16 KiB)",
  requestTimeout: "The request took too long.",
  notHttp: "request: is not valid HTTP",
  idempotencyInFlight: "This request is still being answered. Please wait a moment and send it again with the same Idempotency-Key.",
  idempotencyMismatch: "This Idempotency-Key was already used for a different request. Send a new key for a new request.",
  tooManyRequests: "Too many requests. Please try again later.",
  internalError: "Something went wrong on the server. Please try again later.",
  databaseBusy: "The server is busy. Please try again in a moment.",
  databaseUnavailable: "The service is temporarily unavailable: its database does not answer. Please try again later.",
  // Organisation, staff users, menu and outbox (issue 10: staff foundation).
  unitNotFound: "Unit not found.",
  unitCodeTaken: "This unit code is already used by another unit.",
  parentNotFound: "The unit above does not exist.",
  parentInactive: "The unit above has been deactivated. Choose an active unit or reactivate it first.",
  unitMoveCycle: "A unit cannot be moved under itself or one of its own sub-units.",
  unitDeleteRefused: "This unit cannot be deleted: {reasons}. Deactivate it instead.",
  unitHasMembers: "{count} staff member(s) belong to it",
  unitHasSubUnits: "it has {count} sub-unit(s)",
  unitHasOpenWork: "{count} case(s) or records name it (deactivate the unit instead)",
  positionNotFound: "Position not found.",
  positionNameTaken: "A position with this Thai or English name already exists.",
  positionHeld: "This position cannot be deleted: {count} staff member(s) hold it.",
  staffUserNotFound: "Staff user not found.",
  staffIdentifierTaken: "This user name or e-mail address is already registered.",
  staffUnitUnavailable: "The unit does not exist or has been deactivated.",
  staffPositionUnavailable: "The position does not exist.",
  lastAdmin: "This is the last active administrator: the administrator role stays, and the account stays active.",
  ownAdminRole: "You cannot take the administrator role from yourself. Ask another administrator.",
  cannotDeactivateSelf: "You cannot deactivate your own account.",
  cannotResetOwnPassword: "You cannot reset your own password here. Change it with \"Change password\" instead.",
  menuItemNotFound: "Menu item not found.",
  menuParentNotGroup: "The parent must be a top-level group of the menu.",
  menuGroupNested: "A group stays at the top level of the menu.",
  menuLinkRequired: "A menu item that is not a group needs a link.",
  menuGroupNoLink: "A group has no link; its items do.",
  menuGroupHasChildren: "This group still holds items. Move or delete them first.",
  emailNotFound: "E-mail message not found.",
  emailRetryOnlyFailed: "Only a message that failed can be queued again.",
  webhookEndpointNotFound: "Webhook endpoint not found.",
  webhookDeliveryNotFound: "Webhook delivery not found.",
  webhookDeliverySending: "The delivery is being sent right now; replay it when this attempt has ended.",
  // Sign-in of deactivated accounts and password changes (issue 10: staff foundation).
  accountDeactivated: "This account has been deactivated. Please contact the administrator.",
  passwordThrottled: "Too many wrong passwords. Please wait 15 minutes and try again.",
  passwordUsernameMismatch: "The user name is not the one you are signed in with.",
  passwordWrong: "The current password is wrong.",
  passwordSameAsUsername: "The new password must not be your user name.",
  passwordUnchanged: "The new password must be different from the current password.",
  // Satisfaction survey and check result (issue 12 items 4 and 5).
  satisfactionNotCompleted: "This case can be rated once it is completed.",
  satisfactionAlreadyAnswered: "You have already rated this case. Thank you.",
  satisfactionGeneralRecent: "You answered the portal survey in the last 30 days. Thank you.",
  satisfactionStaff: "Staff do not answer the satisfaction survey.",
  satisfactionThrottled: "Too many survey answers from your address. Please wait and try again.",
  garbageAccountNoMatch: "No account has this number and house number. Check them on your bill.",
  garbageAccountLinkedElsewhere: "This account is already linked to another resident. Please contact the municipality's finance division.",
  garbageLinkThrottled: "Too many attempts to link an account. Please wait 15 minutes and try again.",
  garbageAccountNotFound: "Garbage-fee account not found.",
  garbagePaymentNotFound: "Payment not found.",
  garbageBillNotPayable: "A chosen bill is already paid, not of this account, or waiting for another payment.",
  garbagePaymentState: "This payment cannot do that in its current state ({state}).",
  garbageNotConfigured: "The garbage fee is not configured on this server.",
  garbageReceiptNotReady: "The receipt is issued once the bank has confirmed the payment.",
  garbageBadSignature: "The notification's signature is missing or wrong.",
  garbageSimulationOff: "Simulating the bank is only available in the embedded demo.",
  lineNotConnected: "The municipality has not connected a LINE account.",
  lineBadSignature: "The LINE webhook's signature is missing or wrong.",
  garbageRateNotFound: "Rate category not found.",
  garbageAccountNoTaken: "An account with this number exists already.",
  garbageAccountClosed: "This account is closed already.",
  garbageExceptionNotFound: "Exception not found.",
  garbageExceptionResolved: "This exception has been resolved already.",
  checkResultNotFound: "No case matches this reference number and telephone number or ID digits. Check them and try again.",
  checkResultThrottled: "Too many attempts. Please wait and try again.",
  // E-service catalogue and requests (issue 12 items 1 to 3).
  serviceNotFound: "Service not found.",
  serviceNoBooking: "This service books nothing, so it has no free slots.",
  bookingTaken: "This period is already booked. Please choose another period or item.",
  // News (issue 15 item 1).
  newsNotFound: "News item not found.",
  newsCategoryNotFound: "News category not found.",
  thaiProvinceNotFound: "No province has this code.",
  newsNotPublished: "This news item is not published or scheduled, so it cannot be taken down.",
  // Account security and privacy (issue 15 items 2 to 8).
  passwordTooShort: "The password must have at least 8 characters.",
  passwordCommon: "This password is too common or has appeared in a data breach. Please choose another one.",
  passwordContainsUsername: "The password must not contain your user name.",
  forgotPasswordSent: "If an account with this user name or e-mail address exists, we have sent it an e-mail with a link to set a new password. The link works once, for 30 minutes.",
  forgotPasswordThrottled: "Too many requests. Please wait and try again.",
  resetLinkInvalid: "This link has expired or has already been used. Please ask for a new one.",
  confirmLinkInvalid: "This confirmation link has expired or has already been used. Sign in and ask for a new one.",
  emailAlreadyConfirmed: "Your e-mail address is already confirmed.",
  emailTaken: "This e-mail address belongs to another account.",
  citizenIdTaken: "This national ID number belongs to another account.",
  citizenIdInvalid: "The national ID number is not valid (its check digit does not match).",
  addressIncomplete: "Choose the province, district, sub-district and postcode from the lists.",
  birthDateInvalid: "The birth date must be a real day in the past.",
  consentVersionOld: "This is not the current privacy notice. Please read the current one and accept it.",
  sessionEnded: "Your session has ended. Please sign in again.",
  confirmationThrottled: "A confirmation e-mail was sent recently. Please wait and try again.",
  avatarNotImage: "The picture must be a JPEG, PNG or WebP image.",
  closureNotFound: "Account-closure request not found.",
  closureDecided: "This request has already been decided.",
  closureReasonBlank: "Write why the account is not closed.",
  // Tracker issue 36 item 5: messages that were English literals in the handlers.
  accountGone: "The account no longer exists.",
  reportClosed: "This report is closed.",
  caseStateConflict: "This cannot be done while the complaint is {status} ({code}).",
  // Tracker issue 38 item 2: import of existing data (docs/import.md).
  importFileType: "Only CSV and XLSX (Excel) files can be imported.",
  importFileUnreadable: "The file cannot be read as {format}: it may be damaged or incomplete.",
  importTooManyRows: "The file has more than {max} rows. Split it into smaller files.",
  importWorkbookTooLarge: "The workbook is too large once unpacked (at most 200 MB). Save it again with the data only, or as CSV.",
  importJobNotFound: "Import not found.",
  importApplied: "This import has been confirmed already. Upload the file again to import it again.",
  importApplying: "This import is being written. Wait until it finishes.",
} as const;

/** A message key. */
export type MessageKey = keyof typeof messagesEn;

/** Thai messages by key (wording a Thai municipality uses). */
export const messagesTh: Record<MessageKey, string> = {
  invalidCredentials: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง",
  profileMissing: "บัญชีนี้ยังไม่มีข้อมูลส่วนบุคคล กรุณาลงทะเบียนให้เสร็จสมบูรณ์",
  throttled: "ทำรายการบ่อยเกินไป กรุณารอ 15 นาทีแล้วลองใหม่อีกครั้ง",
  notSignedIn: "กรุณาเข้าสู่ระบบ",
  tokenInvalid: "การเข้าสู่ระบบสิ้นสุดแล้วหรือไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่",
  personOnly: "เฉพาะประชาชนที่เข้าสู่ระบบแล้วเท่านั้นที่ทำรายการนี้ได้",
  staffOnly: "เฉพาะเจ้าหน้าที่ที่เข้าสู่ระบบแล้วเท่านั้นที่ทำรายการนี้ได้",
  roleRequired: "บทบาทของท่านไม่มีสิทธิ์ทำรายการนี้ หากจำเป็นโปรดติดต่อผู้ดูแลระบบ",
  passwordChangeRequired: "กรุณาเปลี่ยนรหัสผ่านชั่วคราวก่อน",
  notFound: "ไม่พบข้อมูล",
  apiNotFound: "ไม่พบที่อยู่บริการนี้ในระบบ",
  profileNotFound: "ไม่พบข้อมูลส่วนบุคคล",
  open311ApiKeyInvalid: "คีย์ API (`api_key`) ไม่ถูกต้อง กรุณาติดต่อเทศบาลเพื่อลงทะเบียนระบบของท่าน",
  open311RequestNotFound: "ไม่พบเรื่องนี้",
  open311ServiceNotFound: "ไม่พบบริการนี้ หรือบริการนี้ไม่มีข้อมูลเพิ่มเติม",
  open311TokenNotFound: "ไม่พบโทเค็นนี้",
  open311ClientNotFound: "ไม่พบระบบภายนอกที่เชื่อมต่อ Open311 นี้",
  open311ClientRevoked: "ผู้ดูแลระบบยกเลิกคีย์ API นี้ไปแล้ว",
  open311Notice: "เลขที่อ้างอิง {complaintNo} กำหนดแล้วเสร็จวันที่ {due}",
  signUpNotFound: "ไม่สามารถลงทะเบียนให้เสร็จสมบูรณ์ได้ เนื่องจากไม่พบบัญชีหรือการลงทะเบียนหมดเวลาแล้ว กรุณาลงทะเบียนใหม่",
  complaintNotFound: "ไม่พบเรื่อง",
  trackingCodeNotFound: "ไม่พบเรื่องที่ตรงกับรหัสติดตามนี้ กรุณาตรวจสอบรหัสแล้วลองอีกครั้ง",
  whistleblowingThrottled: "ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง",
  duplicatePerson: "ชื่อผู้ใช้ อีเมล หรือเลขประจำตัวประชาชนนี้ได้ลงทะเบียนไว้แล้ว",
  profileExists: "บัญชีนี้มีข้อมูลส่วนบุคคลแล้ว",
  deleteOnlyReceivedOrCancelled: "ลบได้เฉพาะเรื่องที่อยู่ในสถานะรอรับเรื่องหรือยกเลิกแล้วเท่านั้น",
  messageNotFound: "ไม่พบข้อความ",
  notificationNotFound: "ไม่พบการแจ้งเตือน",
  shortcutNotFound: "ไม่พบทางลัด",
  messagesFull: "มีข้อความครบ 200 รายการซึ่งเป็นจำนวนสูงสุดแล้ว กรุณาลบข้อความบางรายการก่อน",
  notificationsFull: "มีการแจ้งเตือนครบ 200 รายการซึ่งเป็นจำนวนสูงสุดแล้ว กรุณาลบการแจ้งเตือนบางรายการก่อน",
  shortcutsFull: "มีทางลัดครบ 100 รายการซึ่งเป็นจำนวนสูงสุดแล้ว กรุณาลบทางลัดบางรายการก่อน",
  bodyTooLarge: "ข้อมูลที่ส่งมีขนาดใหญ่เกินไป (ไม่เกิน 1 MiB)",
  unsupportedMediaType: "ข้อมูลที่ส่งต้องอยู่ในรูปแบบ JSON",
  malformedJson: "ข้อมูล JSON ที่ส่งมามีรูปแบบไม่ถูกต้อง",
  requestInvalid: "ข้อมูลที่ส่งมาไม่ถูกต้อง",
  headersTooLarge: "ข้อมูลส่วนหัวที่ส่งมามีขนาดใหญ่เกินไป (ไม่เกิน 16 KiB) กรุณาล้างคุกกี้ของเว็บไซต์นี้แล้วลองใหม่",
  requestTimeout: "การส่งข้อมูลใช้เวลานานเกินไป กรุณาลองใหม่อีกครั้ง",
  notHttp: "ข้อมูลที่ส่งมามีรูปแบบไม่ถูกต้อง",
  idempotencyInFlight: "รายการนี้อยู่ระหว่างดำเนินการ กรุณารอสักครู่แล้วลองใหม่อีกครั้ง",
  idempotencyMismatch: "รหัสป้องกันการทำรายการซ้ำนี้ใช้กับรายการอื่นไปแล้ว กรุณาใช้รหัสใหม่สำหรับรายการใหม่",
  tooManyRequests: "ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง",
  internalError: "ระบบขัดข้องชั่วคราว กรุณาลองใหม่ภายหลัง",
  databaseBusy: "ขณะนี้ระบบมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่",
  databaseUnavailable: "ระบบขัดข้องชั่วคราว ไม่สามารถเชื่อมต่อฐานข้อมูลได้ กรุณาลองใหม่ภายหลัง",
  // Organisation, staff users, menu and outbox (issue 10: staff foundation).
  unitNotFound: "ไม่พบหน่วยงาน",
  unitCodeTaken: "รหัสหน่วยงานนี้มีหน่วยงานอื่นใช้แล้ว",
  parentNotFound: "ไม่พบหน่วยงานต้นสังกัด",
  parentInactive: "หน่วยงานต้นสังกัดปิดการใช้งานแล้ว กรุณาเลือกหน่วยงานที่ใช้งานอยู่ หรือเปิดการใช้งานหน่วยงานต้นสังกัดก่อน",
  unitMoveCycle: "ไม่สามารถย้ายหน่วยงานไปอยู่ภายใต้ตัวเองหรือหน่วยงานย่อยของตัวเองได้",
  unitDeleteRefused: "ไม่สามารถลบหน่วยงานนี้ได้ เนื่องจาก{reasons} กรุณาปิดการใช้งานหน่วยงานแทน",
  unitHasMembers: "มีเจ้าหน้าที่สังกัดอยู่ {count} คน",
  unitHasSubUnits: "มีหน่วยงานย่อย {count} หน่วย",
  unitHasOpenWork: "มีเรื่องหรือบันทึกที่อ้างถึงหน่วยงานนี้ {count} รายการ (ให้ปิดการใช้งานหน่วยงานแทน)",
  positionNotFound: "ไม่พบตำแหน่ง",
  positionNameTaken: "มีตำแหน่งที่ใช้ชื่อภาษาไทยหรือภาษาอังกฤษนี้แล้ว",
  positionHeld: "ไม่สามารถลบตำแหน่งนี้ได้ เนื่องจากมีเจ้าหน้าที่ดำรงตำแหน่งอยู่ {count} คน",
  staffUserNotFound: "ไม่พบผู้ใช้งานเจ้าหน้าที่",
  staffIdentifierTaken: "ชื่อผู้ใช้หรืออีเมลนี้ได้ลงทะเบียนไว้แล้ว",
  staffUnitUnavailable: "ไม่พบหน่วยงาน หรือหน่วยงานปิดการใช้งานแล้ว",
  staffPositionUnavailable: "ไม่พบตำแหน่ง",
  lastAdmin: "บัญชีนี้เป็นผู้ดูแลระบบที่ใช้งานอยู่คนสุดท้าย จึงต้องคงบทบาทผู้ดูแลระบบและสถานะใช้งานไว้",
  ownAdminRole: "ไม่สามารถถอดบทบาทผู้ดูแลระบบของตนเองได้ กรุณาให้ผู้ดูแลระบบท่านอื่นดำเนินการ",
  cannotDeactivateSelf: "ไม่สามารถปิดการใช้งานบัญชีของตนเองได้",
  cannotResetOwnPassword: "ไม่สามารถออกรหัสผ่านชั่วคราวใหม่ให้ตนเองที่นี่ได้ กรุณาใช้เมนู “เปลี่ยนรหัสผ่าน” แทน",
  menuItemNotFound: "ไม่พบรายการเมนู",
  menuParentNotGroup: "รายการหลักต้องเป็นกลุ่มเมนูระดับบนสุด",
  menuGroupNested: "กลุ่มเมนูต้องอยู่ในระดับบนสุดของเมนูเท่านั้น",
  menuLinkRequired: "รายการเมนูที่ไม่ใช่กลุ่มต้องมีลิงก์",
  menuGroupNoLink: "กลุ่มเมนูไม่มีลิงก์ ลิงก์อยู่ที่รายการภายในกลุ่ม",
  menuGroupHasChildren: "กลุ่มเมนูนี้ยังมีรายการอยู่ กรุณาย้ายหรือลบรายการเหล่านั้นก่อน",
  emailNotFound: "ไม่พบข้อความอีเมล",
  emailRetryOnlyFailed: "ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จเท่านั้น",
  webhookEndpointNotFound: "ไม่พบปลายทางเว็บฮุก",
  webhookDeliveryNotFound: "ไม่พบรายการส่งเว็บฮุก",
  webhookDeliverySending: "รายการนี้กำลังส่งอยู่ กรุณาส่งซ้ำเมื่อการส่งครั้งนี้จบแล้ว",
  // Sign-in of deactivated accounts and password changes (issue 10: staff foundation).
  accountDeactivated: "บัญชีนี้ถูกระงับการใช้งานแล้ว กรุณาติดต่อผู้ดูแลระบบ",
  passwordThrottled: "ทำรายการบ่อยเกินไป กรุณารอ 15 นาทีแล้วลองใหม่อีกครั้ง",
  passwordUsernameMismatch: "ชื่อผู้ใช้ไม่ตรงกับบัญชีที่เข้าสู่ระบบอยู่",
  passwordWrong: "รหัสผ่านปัจจุบันไม่ถูกต้อง",
  passwordSameAsUsername: "รหัสผ่านใหม่ต้องไม่เหมือนกับชื่อผู้ใช้",
  passwordUnchanged: "รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน",
  // Satisfaction survey and check result (issue 12 items 4 and 5).
  satisfactionNotCompleted: "ประเมินความพึงพอใจได้เมื่อเรื่องดำเนินการแล้วเสร็จ",
  satisfactionAlreadyAnswered: "ท่านได้ประเมินความพึงพอใจเรื่องนี้แล้ว ขอบคุณที่ร่วมประเมิน",
  satisfactionGeneralRecent: "ท่านได้ตอบแบบประเมินความพึงพอใจการใช้งานระบบภายใน 30 วันที่ผ่านมาแล้ว ขอบคุณที่ร่วมประเมิน",
  satisfactionStaff: "เจ้าหน้าที่ไม่สามารถตอบแบบประเมินความพึงพอใจได้",
  satisfactionThrottled: "ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง",
  garbageAccountNoMatch: "ไม่พบบัญชีผู้ชำระที่มีเลขที่บัญชีผู้ชำระและบ้านเลขที่นี้ กรุณาตรวจสอบจากใบแจ้งหนี้",
  garbageAccountLinkedElsewhere: "บัญชีนี้ผูกกับผู้ใช้อื่นแล้ว กรุณาติดต่อกองคลังของเทศบาล",
  garbageLinkThrottled: "ทำรายการบ่อยเกินไป กรุณารอ 15 นาทีแล้วลองใหม่อีกครั้ง",
  garbageAccountNotFound: "ไม่พบบัญชีผู้ชำระค่าธรรมเนียม",
  garbagePaymentNotFound: "ไม่พบรายการชำระเงิน",
  garbageBillNotPayable: "มีใบแจ้งหนี้ที่เลือกซึ่งชำระแล้ว ไม่ใช่ของบัญชีนี้ หรือรอการชำระรายการอื่นอยู่",
  garbagePaymentState: "รายการชำระเงินนี้ทำรายการดังกล่าวไม่ได้ในสถานะปัจจุบัน ({state})",
  garbageNotConfigured: "ระบบนี้ยังไม่ได้ตั้งค่าการชำระค่าธรรมเนียมเก็บขนขยะมูลฝอย",
  garbageReceiptNotReady: "จะออกใบเสร็จเมื่อธนาคารยืนยันการชำระเงินแล้ว",
  garbageBadSignature: "ลายมือชื่อดิจิทัลของการแจ้งชำระเงินไม่มีหรือไม่ถูกต้อง",
  garbageSimulationOff: "การจำลองธนาคารใช้ได้เฉพาะระบบสาธิตเท่านั้น",
  lineNotConnected: "เทศบาลยังไม่ได้เชื่อมต่อบัญชี LINE",
  lineBadSignature: "ลายมือชื่อดิจิทัลของข้อมูลจาก LINE ไม่มีหรือไม่ถูกต้อง",
  garbageRateNotFound: "ไม่พบประเภทอัตราค่าธรรมเนียม",
  garbageAccountNoTaken: "มีบัญชีผู้ชำระที่ใช้เลขที่บัญชีผู้ชำระนี้อยู่แล้ว",
  garbageAccountClosed: "บัญชีนี้ปิดแล้ว",
  garbageExceptionNotFound: "ไม่พบรายการผิดปกติ",
  garbageExceptionResolved: "รายการผิดปกตินี้ได้รับการแก้ไขแล้ว",
  checkResultNotFound: "ไม่พบเรื่องที่ตรงกับเลขที่อ้างอิงและหมายเลขโทรศัพท์หรือเลขประจำตัวประชาชน 4 หลักท้ายที่ระบุ กรุณาตรวจสอบแล้วลองอีกครั้ง",
  checkResultThrottled: "ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง",
  // E-service catalogue and requests (issue 12 items 1 to 3).
  serviceNotFound: "ไม่พบบริการที่ขอ",
  serviceNoBooking: "บริการนี้ไม่มีการจองจึงไม่มีข้อมูลช่วงเวลาว่าง",
  bookingTaken: "ช่วงเวลานี้มีผู้จองแล้ว กรุณาเลือกช่วงเวลาหรือรายการอื่น",
  // News (issue 15 item 1).
  newsNotFound: "ไม่พบข่าวที่ขอ",
  newsCategoryNotFound: "ไม่พบหมวดหมู่ข่าวที่ขอ",
  thaiProvinceNotFound: "ไม่พบจังหวัดตามรหัสที่ระบุ",
  newsNotPublished: "ข่าวนี้ยังไม่ได้เผยแพร่หรือตั้งเวลาเผยแพร่ จึงยกเลิกการเผยแพร่ไม่ได้",
  passwordTooShort: "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
  passwordCommon: "รหัสผ่านนี้ใช้กันทั่วไปหรือเคยรั่วไหลจากเหตุข้อมูลรั่ว กรุณาเลือกรหัสผ่านอื่น",
  passwordContainsUsername: "รหัสผ่านต้องไม่มีชื่อผู้ใช้ของท่านอยู่ในนั้น",
  forgotPasswordSent: "หากมีบัญชีที่ใช้ชื่อผู้ใช้หรืออีเมลนี้ ระบบได้ส่งอีเมลพร้อมลิงก์สำหรับตั้งรหัสผ่านใหม่ไปแล้ว ลิงก์ใช้ได้ครั้งเดียวภายใน 30 นาที",
  forgotPasswordThrottled: "ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง",
  resetLinkInvalid: "ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่",
  confirmLinkInvalid: "ลิงก์ยืนยันนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเข้าสู่ระบบแล้วขอลิงก์ใหม่",
  emailAlreadyConfirmed: "อีเมลของท่านได้รับการยืนยันแล้ว",
  emailTaken: "อีเมลนี้เป็นของบัญชีอื่น",
  citizenIdTaken: "เลขประจำตัวประชาชนนี้เป็นของบัญชีอื่น",
  citizenIdInvalid: "เลขประจำตัวประชาชนไม่ถูกต้อง (เลขตรวจสอบไม่ตรงกัน)",
  addressIncomplete: "กรุณาเลือกจังหวัด อำเภอ/เขต ตำบล/แขวง และรหัสไปรษณีย์ให้ครบ",
  birthDateInvalid: "วันเกิดต้องเป็นวันที่มีอยู่จริงและผ่านมาแล้ว",
  consentVersionOld: "ฉบับนี้ไม่ใช่ประกาศความเป็นส่วนตัวฉบับปัจจุบัน กรุณาอ่านและยอมรับฉบับปัจจุบัน",
  sessionEnded: "การเข้าสู่ระบบสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่",
  confirmationThrottled: "ระบบเพิ่งส่งอีเมลยืนยันไป กรุณารอสักครู่แล้วลองใหม่",
  avatarNotImage: "รูปภาพต้องเป็นไฟล์ JPEG, PNG หรือ WebP",
  closureNotFound: "ไม่พบคำขอปิดบัญชี",
  closureDecided: "คำขอนี้ได้รับการพิจารณาแล้ว",
  closureReasonBlank: "กรุณาระบุเหตุผลที่ไม่ปิดบัญชี",
  accountGone: "ไม่พบบัญชีผู้ใช้นี้แล้ว",
  reportClosed: "เรื่องนี้ปิดแล้ว",
  caseStateConflict: "ทำรายการนี้ไม่ได้ในสถานะปัจจุบันของเรื่อง ({status})",
  importFileType: "นำเข้าข้อมูลได้เฉพาะไฟล์ CSV และ XLSX",
  importFileUnreadable: "ไม่สามารถอ่านไฟล์ {format} ได้ ไฟล์อาจเสียหายหรือไม่สมบูรณ์",
  importTooManyRows: "ไฟล์มีข้อมูลเกิน {max} แถว กรุณาแบ่งเป็นหลายไฟล์",
  importWorkbookTooLarge: "ไฟล์ XLSX มีขนาดใหญ่เกินไปเมื่อขยายไฟล์ (ไม่เกิน 200 MB) กรุณาบันทึกเฉพาะข้อมูลใหม่อีกครั้ง หรือบันทึกเป็นไฟล์ CSV",
  importJobNotFound: "ไม่พบรายการนำเข้าข้อมูล",
  importApplied: "รายการนำเข้าข้อมูลนี้ยืนยันแล้ว หากต้องการนำเข้าอีกครั้ง กรุณาอัปโหลดไฟล์ใหม่",
  importApplying: "ระบบกำลังบันทึกรายการนำเข้าข้อมูลนี้ กรุณารอจนเสร็จ",
};

/** A supported language. */
export type Language = "en" | "th";

/** A text in both languages, for a value that reads differently in each (a status name, a field's label). */
export interface LocalText {
  en: string;
  th: string;
}

/**
 * A value for a `{name}` placeholder: a number, a text the same in both languages (a code, what the user typed),
 * or a {@link LocalText}.
 */
export type MessageValue = string | number | LocalText;

/** Values of a message's placeholders, by name. */
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** The placeholder names of a message text (`{name}`), in order of appearance. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Fills the `{name}` placeholders of `text` from `values` in `language` (a {@link LocalText} gives its text in that
 * language); a placeholder without a value stays as it is.
 */
export function fillPlaceholders(text: string, language: Language, values: MessageValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? value[language] : String(value);
  });
}

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

/**
 * The message for `key` in `language`, its `{name}` placeholders filled from `values`.
 *
 * @param values - Values of the placeholders (a {@link LocalText} for one that reads differently in Thai).
 */
export function message(key: MessageKey, language: Language, values?: MessageValues): string {
  const text = language === "th" ? messagesTh[key] : messagesEn[key];
  return values ? fillPlaceholders(text, language, values) : text;
}
