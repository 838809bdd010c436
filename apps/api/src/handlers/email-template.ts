/**
 * The e-mail template editor's calls (contract tag `mail`; issue 14 item 6; docs/spec/portal-spec.md section 2 "Email
 * Template"): the stored templates the outbox renders (`mail/outbox.ts`), each in Thai and English, with the
 * placeholders it may use and sample values for the preview. Saving refuses a template that names a placeholder
 * the template does not offer, or that Mustache cannot parse (400 naming the field and the placeholder). Audited.
 */
import type { Schemas } from "@eoffice/api-client";
import { and, eq } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import type { OperationHandler } from "./types";
import { emailTemplates } from "../db/schema";
import { dmsMessage } from "../dms/messages";
import { HttpError, badRequest } from "../lib/errors";
import { EMAIL_TEMPLATE_CODES, EMAIL_TEMPLATE_PLACEHOLDERS, templateNames, type EmailTemplateCode } from "../mail/outbox";
import type { Db, Tx } from "../db/database";
import type { HandlerDeps } from "./deps";
import { fieldError, type FieldError } from "../i18n/field-messages";
import { readMunicipalityNames } from "../identity/identity";

type Template = Schemas["EmailTemplate"];

async function loadTemplates(db: Db | Tx, code?: EmailTemplateCode): Promise<Template[]> {
  const rows = await db.select().from(emailTemplates).where(code ? eq(emailTemplates.code, code) : undefined);
  const names = await readMunicipalityNames(db);
  return EMAIL_TEMPLATE_CODES.filter((c) => !code || c === code).flatMap((c) => {
    const th = rows.find((r) => r.code === c && r.language === "th");
    const en = rows.find((r) => r.code === c && r.language === "en");
    if (!th || !en) return [];
    const updatedAt = th.updatedAt > en.updatedAt ? th.updatedAt : en.updatedAt;
    const sample = { ...EMAIL_TEMPLATE_PLACEHOLDERS[c], municipality: names.nameTh, municipalityEn: names.nameEn };
    return [{ code: c, th: { subject: th.subject, body: th.body }, en: { subject: en.subject, body: en.body }, placeholders: Object.keys(sample), sample, updatedAt: updatedAt.toISOString() }];
  });
}

/**
 * The field error of a template Mustache cannot parse, from Mustache's (English) error: its kind and position keyed,
 * so that a Thai reader gets it in Thai (tracker issue 36 item 5); an error of another wording keeps its text in
 * English only.
 */
function templateError(field: string, detail: string): FieldError {
  const tag = /^Unclosed tag at (\d+)$/.exec(detail);
  if (tag) return fieldError(field, "templateUnclosedTag", { position: tag[1]! });
  const section = /^(Unclosed|Unopened) section "(.*)" at (\d+)$/.exec(detail);
  if (section) {
    return fieldError(field, section[1] === "Unclosed" ? "templateUnclosedSection" : "templateUnopenedSection", { name: section[2]!, position: section[3]! });
  }
  return fieldError(field, "templateInvalid", { detail });
}

/** The e-mail template handlers. */
export function emailTemplateHandlers(deps: HandlerDeps): {
  listEmailTemplates: OperationHandler<"listEmailTemplates">;
  updateEmailTemplate: OperationHandler<"updateEmailTemplate">;
} {
  const { db } = deps;
  return {
    listEmailTemplates: {
      async handle() {
        const data = await loadTemplates(db);
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },
    updateEmailTemplate: {
      async handle(ctx) {
        const code = ctx.params.code;
        const allowed = new Set(Object.keys(EMAIL_TEMPLATE_PLACEHOLDERS[code]));
        const errors: FieldError[] = [];
        for (const language of ["th", "en"] as const) {
          for (const part of ["subject", "body"] as const) {
            const field = `${language}.${part}`;
            const text = ctx.body[language][part];
            if (text.trim() === "") {
              errors.push(fieldError(field, "blank"));
              continue;
            }
            let names: string[];
            try {
              names = templateNames(text);
            } catch (err) {
              errors.push(templateError(field, (err as Error).message.split("\n")[0] ?? ""));
              continue;
            }
            const unknown = names.filter((n) => !allowed.has(n));
            if (unknown.length > 0) errors.push(fieldError(field, "unknownPlaceholder", { names: unknown.map((n) => `{{${n}}}`).join(", ") }));
          }
        }
        if (errors.length > 0) throw badRequest(errors);
        return db.transaction(async (tx) => {
          const [before] = await loadTemplates(tx, code);
          if (!before) throw new HttpError(404, dmsMessage("templateNotFound", ctx.language));
          for (const language of ["th", "en"] as const) {
            await tx
              .update(emailTemplates)
              .set({ subject: ctx.body[language].subject, body: ctx.body[language].body, updatedAt: new Date(ctx.now) })
              .where(and(eq(emailTemplates.code, code), eq(emailTemplates.language, language)));
          }
          const [after] = await loadTemplates(tx, code);
          const view = (t: Template) => ({ thSubject: t.th.subject, thBody: t.th.body, enSubject: t.en.subject, enBody: t.en.body });
          await writeAudit(tx, ctx, { action: "update", entity: "email-template", entityId: code, changes: changedFields(view(before), view(after!)) });
          return { status: 200, body: { success: true, message: "", data: after! } };
        });
      },
    },
  };
}
