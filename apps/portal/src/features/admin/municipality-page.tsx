/**
 * Municipality identity / ข้อมูลเทศบาล (`/admin/municipality`; tracker issue 38 item 1; contract `getMunicipality`,
 * `updateMunicipality`, `uploadMunicipalityLogo`; docs/identity.md): administrators set the names (Thai and English,
 * full and short), the logo, the default theme and colours, the address, telephone, e-mail and office hours, the
 * tax ID, the PromptPay biller ID and the e-mail sender, with a live preview of the top bar, the sign-in header and
 * the receipt header as they type. The server checks every field again (400 naming the field, shown next to it) and
 * audits each change; the next page load anywhere shows the new identity.
 *
 * Accessible names for tests: heading "Municipality identity"; the fields by their labels ("Full name in Thai" ...);
 * file field "Upload a new logo"; button "Save identity"; region "Live preview".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { isValidCitizenId } from "@eoffice/thai";
import { Alert, Button, FileUpload, Form, PageHeader, Select, Spinner, TextField, showToast } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { usePageTitle } from "../../lib/use-page-title";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { MunicipalityLogo, setMunicipality } from "../../lib/municipality";
import { useSingleFileUpload } from "../../lib/use-single-file-upload";
import { MunicipalityPreview } from "./municipality-preview";

type Fields = Schemas["MunicipalityFields"];

/** The fields in the order of the form, and the contract's longest value of each. */
const FIELD_LENGTHS: Record<Exclude<keyof Fields, "theme">, number> = {
  nameTh: 200,
  nameEn: 200,
  shortNameTh: 60,
  shortNameEn: 60,
  themeColor: 7,
  backgroundColor: 7,
  addressTh: 500,
  addressEn: 500,
  telephone: 60,
  email: 254,
  officeHoursTh: 200,
  officeHoursEn: 200,
  taxId: 13,
  billerId: 15,
  senderName: 100,
  senderAddress: 254,
};

/** The design system's theme names, in the order its theme picker shows them (`packages/ui/src/theme/themes.ts`). */
const THEMES: readonly Fields["theme"][] = ["default", "brand", "indigo", "rose", "purple", "amber"];

/** The logo types the server takes (it decides by the bytes). */
const LOGO_TYPES = ["image/svg+xml", "image/png"] as const;

/** The editable fields of an identity. */
function fieldsOf(identity: Schemas["Municipality"]): Fields {
  const { logoUrl: _logo, logoType: _type, icons: _icons, manifestUrl: _manifest, version: _version, updatedAt: _updated, ...fields } = identity;
  return fields;
}

/** The identity page (route module). */
export default function MunicipalityPage() {
  const { t } = useTranslation();
  usePageTitle(t("municipality.title"));
  const identity = api.useQuery("get", "/v1/Municipality");
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("municipality.title")} description={t("municipality.intro")} />
      {identity.error && <Alert tone="error">{errorMessage(identity.error, t("municipality.loadError"))}</Alert>}
      {identity.isPending && <Spinner label={t("municipality.title")} />}
      {identity.data && <IdentityEditor initial={fieldsOf(identity.data.data)} />}
    </div>
  );
}

/** The form, the logo and the preview, for one version of the identity. */
function IdentityEditor({ initial }: { initial: Fields }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = api.useMutation("put", "/v1/Municipality");
  const [values, setValues] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const change = (field: keyof Fields, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async () => {
    setMessage(null);
    if (!isValidCitizenId(values.taxId)) {
      setErrors({ taxId: t("municipality.taxIdInvalid") });
      return;
    }
    try {
      const saved = await save.mutateAsync({ body: values });
      queryClient.setQueryData(["get", "/v1/Municipality", {}], saved);
      if (saved.data) setMunicipality(saved.data);
      await queryClient.invalidateQueries({ queryKey: ["get", "/v1/Municipality"] });
      setErrors({});
      showToast({ title: t("municipality.saved"), tone: "success" });
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("municipality.saveError")));
    }
  };

  const field = (name: Exclude<keyof Fields, "theme">, options: { description?: string; type?: string; multiline?: boolean } = {}) => (
    <TextField
      name={name}
      label={t(`municipality.${name}`)}
      description={options.description}
      type={options.type}
      multiline={options.multiline}
      rows={options.multiline ? 2 : undefined}
      isRequired
      maxLength={FIELD_LENGTHS[name]}
      value={values[name]}
      onChange={(value) => change(name, value)}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-6">
        <LogoSection />
        {message && <Alert tone="error">{message}</Alert>}
        <Form
          validationBehavior="aria"
          validationErrors={errors}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="flex flex-col gap-6"
        >
          <Group legend={t("municipality.names")}>
            {field("nameTh")}
            {field("nameEn")}
            {field("shortNameTh", { description: t("municipality.shortNameHint") })}
            {field("shortNameEn", { description: t("municipality.shortNameHint") })}
          </Group>
          <Group legend={t("municipality.look")}>
            <Select
              label={t("municipality.theme")}
              description={t("municipality.themeHint")}
              name="theme"
              items={THEMES.map((id) => ({ id, label: t(`municipality.themes.${id}`) }))}
              value={values.theme}
              onChange={(key) => change("theme", String(key))}
            />
            {field("themeColor", { description: t("municipality.colorHint") })}
            {field("backgroundColor", { description: t("municipality.colorHint") })}
          </Group>
          <Group legend={t("municipality.contact")}>
            {field("addressTh", { multiline: true })}
            {field("addressEn", { multiline: true })}
            {field("telephone", { type: "tel" })}
            {field("email", { type: "email" })}
            {field("officeHoursTh")}
            {field("officeHoursEn")}
          </Group>
          <Group legend={t("municipality.finance")}>
            {field("taxId")}
            {field("billerId", { description: t("municipality.billerIdHint") })}
          </Group>
          <Group legend={t("municipality.mail")}>
            {field("senderName")}
            {field("senderAddress", { type: "email", description: t("municipality.senderHint") })}
          </Group>
          <div>
            <Button type="submit" isPending={save.isPending}>
              {t("municipality.save")}
            </Button>
          </div>
        </Form>
      </div>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <MunicipalityPreview values={values} />
      </div>
    </div>
  );
}

/** A group of fields with its legend, in two columns on wide screens. */
function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The current logo and its upload (the server checks the file, derives the icons and audits the change). */
function LogoSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const uploadLimits = useUploadLimits();
  const upload = useSingleFileUpload(async (file, name) => {
    const body = new FormData();
    body.append("file", file, name);
    const { data, error } = await pxClient.POST("/v1/Municipality/logo", { body: body as never, bodySerializer: (form: unknown) => form as FormData });
    if (!data?.data) return errorMessage(error, t("municipality.saveError"));
    queryClient.setQueryData(["get", "/v1/Municipality", {}], data);
    setMunicipality(data.data);
    await queryClient.invalidateQueries({ queryKey: ["get", "/v1/Municipality"] });
    showToast({ title: t("municipality.logoSaved"), tone: "success" });
    return undefined;
  });

  return (
    <section aria-labelledby="identity-logo" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-start sm:p-6">
      <div className="flex flex-col items-center gap-2">
        <div className="scale-[2.5] p-6">
          <MunicipalityLogo label={t("municipality.logoCurrent")} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="identity-logo" className="text-lg font-semibold">
          {t("municipality.logo")}
        </h2>
        <FileUpload
          label={t("municipality.logoChange")}
          description={t("municipality.logoHint")}
          {...upload}
          acceptedTypes={LOGO_TYPES}
          maxSize={uploadLimits.maxBytes}
        />
      </div>
    </section>
  );
}
