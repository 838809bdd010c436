/**
 * What a service costs and how long it takes (issue 12 item 1): the fee (baht from satang, per request, hour or
 * day, or free), the target time in days and the booking unit, as a description list. Shown on the catalogue and on
 * the service's form page.
 */
import { useTranslation } from "../../i18n/use-translation";
import { useLanguage } from "../../i18n/use-language";
import { feeText, type EService } from "./eservice-rules";

/**
 * The fee, the target time and the booking unit of a service.
 * @param props.service - The service.
 */
export function ServiceTerms({ service }: { service: EService }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const fee = feeText(service, language);
  return (
    <dl className="m-0 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <div className="flex gap-1">
        <dt className="text-muted">{t("eservice.terms.fee")}:</dt>
        <dd className="m-0 font-medium">{"amount" in fee ? t(fee.key, { amount: fee.amount }) : t(fee.key)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted">{t("eservice.terms.target")}:</dt>
        <dd className="m-0 font-medium">{t("eservice.terms.targetDays", { count: service.targetDays })}</dd>
      </div>
      {service.booking && (
        <div className="flex gap-1">
          <dt className="text-muted">{t("eservice.terms.booking")}:</dt>
          <dd className="m-0 font-medium">{t(`eservice.terms.bookingUnit.${service.booking.unit}`)}</dd>
        </div>
      )}
    </dl>
  );
}
