/**
 * The e-mail channel of the outbox (docs/architecture.md "outbox"; contract tag `mail`): {@link enqueueEmail} renders a
 * stored template (`email_templates`, Mustache, plain text) in the recipient's language and queues the message in the
 * outbox (`enqueueMessage`, `outbox/outbox.ts`) in the transaction of the event that causes it, so that a message exists exactly when its event does. Every
 * template may name the municipality (`{{municipality}}`, `{{municipalityEn}}`): {@link enqueueEmail} fills them from
 * the identity as stored then (`identity/identity.ts`, tracker issue 38 item 1). The
 * outbox's sender (`outbox/sender.ts`) delivers queued e-mail over SMTP (`./sender.ts`) when `SMTP_URL` is set; without it they stay
 * queued and administrators read them on the outbox page.
 */
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { emailTemplates, persons, type EmailPreferences } from "../db/schema";
import { requireMustache } from "../lib/heavy-modules";
import { readMunicipalityNames } from "../identity/identity";
import { enqueueMessage } from "../outbox/outbox";

/** Template codes the server uses (seeded in both languages; the document-management issue adds an editor). */
export type EmailTemplateCode =
  | "staff-account-created"
  | "staff-password-reset"
  | "case-status-changed"
  | "case-reply"
  | "request-status-changed"
  | "request-reply"
  | "garbage-receipt"
  | "password-reset-link"
  | "password-changed"
  | "email-confirm"
  | "account-closure-requested"
  | "account-closed"
  | "account-closure-refused"
  | "staff-case-notice";

/** Every template code, in the order the editor lists them. */
export const EMAIL_TEMPLATE_CODES: readonly EmailTemplateCode[] = [
  "case-reply",
  "case-status-changed",
  "request-reply",
  "request-status-changed",
  "garbage-receipt",
  "staff-account-created",
  "staff-password-reset",
  "password-reset-link",
  "password-changed",
  "email-confirm",
  "account-closure-requested",
  "account-closed",
  "account-closure-refused",
  "staff-case-notice",
];

/**
 * What every template may name besides its own data: the municipality's full names, filled by {@link enqueueEmail}
 * from the identity (the editor's preview shows the identity's names too, `handlers/email-template.ts`).
 */
export const MUNICIPALITY_PLACEHOLDERS = { municipality: "", municipalityEn: "" };
const PERSON_SAMPLE = { title: "นาง", firstname: "สมใจ", lastname: "ใจดี", ...MUNICIPALITY_PLACEHOLDERS };
const CASE_SAMPLE = { ...PERSON_SAMPLE, complaintNo: "CP-2569-000123", status: "อยู่ระหว่างดำเนินการ", text: "เจ้าหน้าที่ได้ลงพื้นที่ตรวจสอบแล้ว", caseUrl: "https://eoffice.example.go.th/complaints/123" };
const REQUEST_SAMPLE = { ...CASE_SAMPLE, complaintNo: "ER-2569-000123", caseUrl: "https://eoffice.example.go.th/e-service/main/complaints/123" };
const RECEIPT_SAMPLE = {
  ...PERSON_SAMPLE,
  receiptNo: "GR-2569-000123",
  paymentNo: "HK4TM7PA",
  accountNo: "10200345",
  amount: "80.00",
  amountWords: "แปดสิบบาทถ้วน",
  link: "https://eoffice.example.go.th/e-service/main/paygarbage",
};
const ACCOUNT_SAMPLE = { ...PERSON_SAMPLE, name: "somjai", signInUrl: "https://eoffice.example.go.th/sign-in" };
/** What every account e-mail gets (`account/mail.ts` `queueAccountEmail`): the person, with the municipality's names. */
const PERSON_ACCOUNT_SAMPLE = { ...PERSON_SAMPLE, name: "somjai" };
const AT_SAMPLE = "25 พ.ย. 2569 เวลา 14:30 น.";

/**
 * The placeholders each template may use (what the code that queues it passes in `data`), with sample values for
 * the editor's preview (issue 14 item 6). A template naming anything else is refused on save.
 */
export const EMAIL_TEMPLATE_PLACEHOLDERS: Record<EmailTemplateCode, Record<string, string>> = {
  "case-reply": CASE_SAMPLE,
  "case-status-changed": CASE_SAMPLE,
  "request-reply": REQUEST_SAMPLE,
  "request-status-changed": REQUEST_SAMPLE,
  "garbage-receipt": RECEIPT_SAMPLE,
  "staff-account-created": ACCOUNT_SAMPLE,
  "staff-password-reset": ACCOUNT_SAMPLE,
  "password-reset-link": { ...PERSON_ACCOUNT_SAMPLE, resetUrl: "https://eoffice.example.go.th/reset-password?token=…" },
  "password-changed": { ...PERSON_ACCOUNT_SAMPLE, at: AT_SAMPLE, forgotUrl: "https://eoffice.example.go.th/forgot-password" },
  "email-confirm": { ...PERSON_ACCOUNT_SAMPLE, email: "somjai@example.org", confirmUrl: "https://eoffice.example.go.th/confirm-email?token=…" },
  "account-closure-requested": { ...PERSON_ACCOUNT_SAMPLE, at: AT_SAMPLE },
  "account-closed": { ...PERSON_ACCOUNT_SAMPLE, at: AT_SAMPLE, requestedAt: AT_SAMPLE },
  "staff-case-notice": { ...PERSON_SAMPLE, complaintNo: "CP-2569-000123", event: "เรื่อง CP-2569-000123 เกินกำหนดแล้ว", caseUrl: "https://eoffice.example.go.th/mwp/complaints/123" },
  "account-closure-refused": {
    ...PERSON_ACCOUNT_SAMPLE,
    at: AT_SAMPLE,
    requestedAt: AT_SAMPLE,
    reason: "ท่านมีคำร้องที่อยู่ระหว่างดำเนินการ เทศบาลต้องติดต่อท่านจนกว่าคำร้องจะดำเนินการแล้วเสร็จ",
    settingsUrl: "https://eoffice.example.go.th/setting",
  },
};

/**
 * The names a Mustache template uses (variables and sections).
 *
 * @throws Error (Mustache's) when the template does not parse (an unclosed section or tag).
 */
export function templateNames(template: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const token of tokens as [string, string, number, number, unknown[]?][]) {
      const [type, value] = token;
      if (type === "name" || type === "&" || type === "#" || type === "^" || type === "{") names.add(value.split(".")[0]!);
      if (Array.isArray(token[4])) walk(token[4]);
    }
  };
  walk(requireMustache().parse(template));
  return [...names];
}

/**
 * Templates a person can turn off in their settings (issue 15 item 7), by `persons.email_preferences` key; every
 * other e-mail (password, confirmation, account) is always sent.
 */
const OPTIONAL_TEMPLATES: Partial<Record<EmailTemplateCode, keyof EmailPreferences>> = {
  "case-status-changed": "caseStatus",
  "case-reply": "caseReply",
  "request-status-changed": "caseStatus",
  "request-reply": "caseReply",
  "garbage-receipt": "receipt",
};

/**
 * Templates sent only to a person who turned them on (tracker issue 39 item 1): the staff work notices, which the top
 * bar already shows.
 */
const OPT_IN_TEMPLATES: Partial<Record<EmailTemplateCode, keyof EmailPreferences>> = {
  "staff-case-notice": "staffWork",
};

/** Templates that are always sent (the person cannot turn them off). */
export type AlwaysSentTemplate = Exclude<
  EmailTemplateCode,
  "case-status-changed" | "case-reply" | "request-status-changed" | "request-reply" | "staff-case-notice" | "garbage-receipt"
>;

/** One e-mail to queue. */
export interface EmailToQueue {
  template: EmailTemplateCode;
  to: string;
  /** The recipient's language (`persons.language`). */
  language: "th" | "en";
  /** Recipient person, when the address belongs to an account. */
  personId?: number | null;
  /** Values of the template's `{{placeholders}}`. */
  data: Record<string, string | number>;
  /** Request time, ms since the epoch. */
  now: number;
}

/** Renders a plain-text template: values are inserted as they are (no HTML escaping in a text e-mail). */
export function renderText(template: string, data: Record<string, unknown>): string {
  return requireMustache().render(template, data, {}, { escape: (value: unknown) => String(value) });
}

/**
 * Renders the template, with the municipality's names as the identity holds them now, and queues the message. Call it
 * inside the transaction of the causing event.
 *
 * @throws Error when the template is missing in that language (reference data is seeded at every start).
 * @returns The id of the queued message, or null when the recipient turned this kind of e-mail off.
 */
export async function enqueueEmail(db: Tx | Db, email: EmailToQueue & { template: AlwaysSentTemplate }): Promise<number>;
export async function enqueueEmail(db: Tx | Db, email: EmailToQueue): Promise<number | null>;
export async function enqueueEmail(db: Tx | Db, email: EmailToQueue): Promise<number | null> {
  const preference = OPTIONAL_TEMPLATES[email.template];
  const optIn = OPT_IN_TEMPLATES[email.template];
  if ((preference !== undefined || optIn !== undefined) && email.personId != null) {
    const [person] = await db.select({ preferences: persons.emailPreferences }).from(persons).where(eq(persons.id, email.personId)).limit(1);
    if (preference !== undefined && person?.preferences[preference] === false) return null;
    if (optIn !== undefined && person?.preferences[optIn] !== true) return null;
  }
  const [template] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.code, email.template), eq(emailTemplates.language, email.language)))
    .limit(1);
  if (!template) throw new Error(`E-mail template ${email.template} (${email.language}) is missing`);
  const names = await readMunicipalityNames(db);
  const data = { municipality: names.nameTh, municipalityEn: names.nameEn, ...email.data };
  return enqueueMessage(db, {
    channel: "email",
    to: email.to,
    personId: email.personId ?? null,
    language: email.language,
    template: email.template,
    // A template's subject filled with long data is shortened to fit its column (EMAIL_SUBJECT_MAX) by enqueueMessage.
    subject: renderText(template.subject, data),
    body: renderText(template.body, data),
    now: email.now,
  });
}
