/**
 * Edit a service / แก้ไขบริการ (`/admin/e-service/<code>`; issue 12 item 1), for staff administrators: the
 * service's names, descriptions and what to bring (Thai and English; one item a line), its target time in days,
 * whether it takes requests, and its request form as JSON (JSON Schema 2020-12 of the answers with the display
 * hints: contract `ServiceForm`). "Save changes" sends `PUT /v1/EService/{code}` (audited by the server). The
 * browser checks what it can first (empty names, a target time out of 1 to 365 days, JSON that does not parse);
 * the server checks the form (a schema that does not compile, a field without `maxLength`, a label missing a
 * language...) and answers 400 naming the problem: each message shows next to its field, and the first field with
 * a problem takes the focus. Desktop first; every control is a native one (Tab moves, also out of the JSON).
 *
 * Accessible names for tests: heading "Edit: <service name>"; form "Edit service"; text boxes "Name (Thai)",
 * "Name (English)", "Description (Thai)", "Description (English)", "What to bring (Thai)", "What to bring
 * (English)", "Target time (days)", "Form definition (JSON)"; check box "Open for requests"; button "Save changes".
 */
import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "../../i18n/use-translation";
import { useParams } from "wouter";
import { Alert, Button, Checkbox, Form, PageHeader, Spinner, TextField, showToast } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName, localText } from "../../lib/local-name";
import { useFieldErrors } from "../../lib/use-field-errors";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors";
import { SERVICE_ADMIN_PATH } from "./eservice-paths";
import { useEServicesAdmin, useUpdateEService, type RequestError } from "./eservice-queries";
import type { EService } from "./eservice-rules";
import {
  SERVICE_EDITOR_FIELDS,
  editorBody,
  editorValues,
  serverFieldErrors,
  type EditorProblem,
  type ServiceEditorField,
  type ServiceEditorValues,
} from "./service-admin-rules";

/** The editor page (route module); the route gives the service `code`. */
export default function ServiceAdminEditPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { code = "" } = useParams<{ code?: string }>();
  const services = useEServicesAdmin();
  const service = services.data?.find((each) => each.code === code);
  const name = service ? localText(service.name, language) : "";
  usePageTitle(name ? t("eservice.admin.editTitle", { name }) : t("eservice.admin.title"));

  if (services.data && !service) return <ErrorPage page="notFound" embedded />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={name ? t("eservice.admin.editTitle", { name }) : t("eservice.admin.title")}
        description={
          service ? (
            <>
              <code>{service.code}</code> · {localName(service.division, language)}
            </>
          ) : undefined
        }
        breadcrumbs={[{ label: t("eservice.admin.title"), href: SERVICE_ADMIN_PATH }, { label: name || code }]}
      />
      {services.error ? (
        <Alert tone="error" onRetry={() => void services.refetch()}>
          {errorMessage(services.error, t("eservice.admin.loadError"))}
        </Alert>
      ) : service ? (
        // Keyed by the version: a saved edit (or another administrator's) starts the editor from the stored service.
        <ServiceEditor key={`${service.code}-${service.updatedAt}`} service={service} />
      ) : (
        <Spinner size="lg" />
      )}
    </div>
  );
}

/** The editor's form (see the module comment). */
function ServiceEditor({ service }: { service: EService }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [values, setValues] = useState<ServiceEditorValues>(() => editorValues(service));
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdateEService();

  const problemText = (problem: EditorProblem, jsonMessage?: string) =>
    problem === "json" ? t("eservice.admin.errors.json", { message: jsonMessage ?? "" }) : t(`eservice.admin.errors.${problem}`);

  /** Shows the messages by field and focuses the first field (in the page's order) with one. */
  const showProblems = (byField: Partial<Record<ServiceEditorField, string>>) => {
    setErrors(byField as Record<string, string>);
    const first = SERVICE_EDITOR_FIELDS.find((field) => field in byField);
    if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const result = editorBody(values);
    if (!result.ok) {
      const byField = Object.fromEntries(
        Object.entries(result.problems).map(([field, problem]) => [field, problemText(problem, result.jsonMessage)]),
      ) as Partial<Record<ServiceEditorField, string>>;
      showProblems(byField);
      return;
    }
    try {
      const saved = await update.mutateAsync({ code: service.code, body: result.body });
      setErrors({});
      showToast({ title: t("eservice.admin.saved", { name: localText(saved.name, language) }), tone: "success" });
    } catch (error) {
      const failure = error as RequestError;
      const { byField, other } = serverFieldErrors(failure.errors ?? []);
      if (Object.keys(byField).length > 0) showProblems(byField);
      setMessage(
        other.length > 0 || Object.keys(byField).length === 0
          ? [errorMessage(failure, t("eservice.admin.saveFailed")), ...other].join(" ")
          : t("eservice.admin.problems"),
      );
    }
  };

  /** Props of a text field of the editor: its value, its message, clearing the message when edited. */
  const field = (name: ServiceEditorField) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });

  return (
    <Form
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t("eservice.admin.formLabel")}
      className="flex flex-col gap-8"
    >
      {message && <Alert tone="error">{message}</Alert>}
      <section aria-labelledby="service-texts" className="flex flex-col gap-4">
        <h2 id="service-texts" className="text-lg font-semibold">
          {t("eservice.admin.texts")}
        </h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <TextField {...field("nameTh")} label={t("eservice.admin.nameTh")} isRequired maxLength={200} lang="th" />
          <TextField {...field("nameEn")} label={t("eservice.admin.nameEn")} isRequired maxLength={200} lang="en" />
          <TextField {...field("descriptionTh")} label={t("eservice.admin.descriptionTh")} isRequired multiline rows={4} maxLength={2000} lang="th" />
          <TextField {...field("descriptionEn")} label={t("eservice.admin.descriptionEn")} isRequired multiline rows={4} maxLength={2000} lang="en" />
          <TextField
            {...field("requirementsTh")}
            label={t("eservice.admin.requirementsTh")}
            description={t("eservice.admin.requirementsHint")}
            multiline
            rows={4}
            lang="th"
          />
          <TextField
            {...field("requirementsEn")}
            label={t("eservice.admin.requirementsEn")}
            description={t("eservice.admin.requirementsHint")}
            multiline
            rows={4}
            lang="en"
          />
        </div>
      </section>
      <section aria-labelledby="service-handling" className="flex flex-col gap-4">
        <h2 id="service-handling" className="text-lg font-semibold">
          {t("eservice.admin.handling")}
        </h2>
        <TextField
          {...field("targetDays")}
          label={t("eservice.admin.targetDays")}
          description={t("eservice.admin.targetDaysHint")}
          isRequired
          inputMode="numeric"
          maxLength={3}
          className="max-w-48"
        />
        <Checkbox
          name="active"
          isSelected={values.active}
          onChange={(active) => setValues((current) => ({ ...current, active }))}
          description={t("eservice.admin.activeHint")}
        >
          {t("eservice.admin.active")}
        </Checkbox>
      </section>
      <section aria-labelledby="service-form" className="flex flex-col gap-4">
        <h2 id="service-form" className="text-lg font-semibold">
          {t("eservice.admin.form")}
        </h2>
        <TextField
          {...field("form")}
          label={t("eservice.admin.formJson")}
          description={<Trans i18nKey="eservice.admin.formHint" components={{ code: <code /> }} />}
          isRequired
          multiline
          rows={24}
          spellCheck="false"
          autoCorrect="off"
          className="[&_textarea]:font-mono [&_textarea]:text-xs"
        />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isPending={update.isPending}>
          {t("eservice.admin.save")}
        </Button>
      </div>
    </Form>
  );
}
