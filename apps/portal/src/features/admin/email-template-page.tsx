/**
 * Email Template / แม่แบบอีเมล (`/admin/email-template`; issue 14 item 6; docs/spec/portal-spec.md section 2 "Email Template"):
 * the stored templates the e-mail outbox renders (complaint replies and status changes, staff accounts, password
 * resets), each in Thai and English. An administrator edits a template's subject and body in both languages with a
 * live preview on sample data, rendered with the same Mustache library and options as the server (plain text: no HTML
 * escaping, so a link shows as the e-mail writes it), the English preview marked as English (`lang="en"`); the
 * placeholders it may use are listed. The server refuses a template that uses an unknown placeholder
 * (400 naming the field and the placeholder, shown next to the field) and audits every save.
 *
 * Accessible names for tests: heading "E-mail templates"; select "Template"; fields "Thai subject", "Thai body",
 * "English subject", "English body"; regions "Thai preview", "English preview"; button "Save template".
 */
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import Mustache from "mustache";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Form, PageHeader, Select, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { usePageTitle } from "../../lib/use-page-title";

type Template = Schemas["EmailTemplate"];
type Code = Schemas["EmailTemplateCode"];
type Texts = Pick<Template, "th" | "en">;

/**
 * A template rendered on sample data as the server renders an e-mail (Mustache without HTML escaping: the e-mails are
 * plain text; `mail/outbox.ts` in the API); the Mustache error when it does not parse.
 */
export function renderPreview(template: string, sample: Record<string, string>): { text: string; error?: string } {
  try {
    return { text: Mustache.render(template, sample, {}, { escape: (value: unknown) => String(value) }) };
  } catch (error) {
    return { text: "", error: (error as Error).message.split("\n")[0] };
  }
}

/** The e-mail template page (route module). */
export default function EmailTemplatePage() {
  const { t } = useTranslation();
  usePageTitle(t("documents.templates.title"));
  const queryClient = useQueryClient();
  const list = api.useQuery("get", "/v1/EmailTemplate/listAll");
  const save = api.useMutation("put", "/v1/EmailTemplate/{code}");
  const [code, setCode] = useState<Code | null>(null);
  const [draft, setTexts] = useState<Texts | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const templates = list.data?.data ?? [];
  const template = templates.find((x) => x.code === code) ?? templates[0];
  const texts: Texts | null = useMemo(() => draft ?? (template ? { th: template.th, en: template.en } : null), [draft, template]);

  const previews = useMemo(
    () =>
      texts && template
        ? (["th", "en"] as const).map((language) => ({
            language,
            subject: renderPreview(texts[language].subject, template.sample),
            body: renderPreview(texts[language].body, template.sample),
          }))
        : [],
    [texts, template],
  );

  const submit = async () => {
    if (!texts || !template) return;
    setMessage(null);
    try {
      await save.mutateAsync({ params: { path: { code: template.code } }, body: texts });
      await queryClient.invalidateQueries({ queryKey: ["get", "/v1/EmailTemplate/listAll"] });
      setErrors({});
      showToast({ title: t("documents.templates.saved", { name: t(`documents.templates.codes.${template.code}`) }), tone: "success" });
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  const field = (language: "th" | "en", part: "subject" | "body") => (
    <TextField
      name={`${language}.${part}`}
      label={t(`documents.templates.${language}${part === "subject" ? "Subject" : "Body"}`)}
      isRequired
      multiline={part === "body"}
      rows={part === "body" ? 10 : undefined}
      value={texts?.[language][part] ?? ""}
      onChange={(value) => {
        if (texts) setTexts({ ...texts, [language]: { ...texts[language], [part]: value } });
        setErrors(({ [`${language}.${part}`]: _cleared, ...rest }) => rest);
      }}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("documents.templates.title")} description={t("documents.templates.intro")} />
      {list.error && <Alert tone="error">{errorMessage(list.error, t("common.unknownError"))}</Alert>}
      {template && texts && (
        <>
          <Select
            label={t("documents.templates.choose")}
            className="max-w-md"
            items={templates.map((x) => ({ id: x.code, label: t(`documents.templates.codes.${x.code}`) }))}
            value={template.code}
            onChange={(key) => {
              const next = templates.find((x) => x.code === key);
              if (!next) return;
              setCode(next.code);
              setTexts({ th: next.th, en: next.en });
              setErrors({});
              setMessage(null);
            }}
          />
          <p className="text-sm text-muted">
            {t("documents.templates.placeholders")}{" "}
            {template.placeholders.map((p) => (
              <code key={p} className="me-2 rounded bg-surface-muted px-1">{`{{${p}}}`}</code>
            ))}
          </p>
          {message && <Alert tone="error">{message}</Alert>}
          <Form
            validationBehavior="aria"
            validationErrors={errors}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            className="grid gap-6 lg:grid-cols-2"
          >
            {(["th", "en"] as const).map((language) => (
              <fieldset key={language} className="flex flex-col gap-4">
                <legend className="mb-2 text-lg font-semibold">{t(`documents.templates.${language}`)}</legend>
                {field(language, "subject")}
                {field(language, "body")}
              </fieldset>
            ))}
            <div className="lg:col-span-2">
              <Button type="submit" isPending={save.isPending}>
                {t("documents.templates.save")}
              </Button>
            </div>
          </Form>
          <div className="grid gap-6 lg:grid-cols-2">
            {previews.map((p) => (
              <section key={p.language} aria-label={t(`documents.templates.${p.language}Preview`)} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
                <h2 className="font-semibold">{t(`documents.templates.${p.language}Preview`)}</h2>
                {(p.subject.error || p.body.error) && <Alert tone="warning">{t("documents.templates.invalid", { error: p.subject.error ?? p.body.error })}</Alert>}
                <p lang={p.language} className="font-medium">
                  {p.subject.text}
                </p>
                <pre lang={p.language} className="whitespace-pre-wrap font-sans text-sm">
                  {p.body.text}
                </pre>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
