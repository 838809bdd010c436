/**
 * The live preview of the identity page (`/admin/municipality`, tracker issue 38 item 1): the signed-in top bar, the
 * sign-in page's header and the receipt's header as they will look with the values being typed, in the portal's
 * language, before anything is saved. The logo is the identity's (`MunicipalityLogo`, the same component the shell
 * uses); the receipt header lays out what `apps/api/src/garbage/receipt.ts` prints.
 */
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { MunicipalityLogo, municipalityName } from "../../lib/municipality";

/** Props of {@link MunicipalityPreview}. */
export interface MunicipalityPreviewProps {
  /** The values in the form (not yet saved). */
  values: Schemas["MunicipalityFields"];
}

/** One framed part of the preview, named for assistive technology. */
function Part({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-muted">{label}</figcaption>
      <div className="overflow-hidden rounded-xl border border-border bg-background">{children}</div>
    </figure>
  );
}

/** The preview (see the module comment). */
export function MunicipalityPreview({ values }: MunicipalityPreviewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const th = language === "th";
  const fullName = municipalityName(values, language);
  return (
    <section aria-labelledby="identity-preview" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="identity-preview" className="text-lg font-semibold">
        {t("municipality.preview")}
      </h2>
      <Part label={t("municipality.previewTopBar")}>
        <div className="flex items-center gap-2 border-t-4 px-4 py-3 font-semibold" style={{ borderTopColor: values.themeColor }} data-testid="preview-top-bar">
          <MunicipalityLogo />
          <span>{municipalityName(values, language, "short")}</span>
        </div>
      </Part>
      <Part label={t("municipality.previewSignIn")}>
        <div className="flex flex-col gap-3 p-4" data-testid="preview-sign-in">
          <span className="flex items-center gap-2 font-semibold">
            <MunicipalityLogo />
            <span>{fullName}</span>
          </span>
          <p className="text-xl font-bold">{t("municipality.signIn")}</p>
        </div>
      </Part>
      <Part label={t("municipality.previewReceipt")}>
        <div className="flex flex-col gap-1 bg-white p-4 text-slate-900" data-testid="preview-receipt">
          <div className="flex items-start justify-between gap-4">
            <p className="text-lg font-bold">{fullName}</p>
            <MunicipalityLogo />
          </div>
          <p className="text-sm">
            {th ? values.addressTh : values.addressEn} {t("municipality.telephoneShort")} {values.telephone}
          </p>
          <p className="text-sm">
            {t("municipality.receiptTaxId")} {values.taxId}
          </p>
          <hr className="my-2 border-slate-300" />
          <p className="font-bold">{t("municipality.receiptTitle")}</p>
        </div>
      </Part>
    </section>
  );
}
