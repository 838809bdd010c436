/**
 * The answers and the booking of a request, read-only (issue 12 items 2 and 3): on the confirmation's printable
 * summary and on the case page (resident and staff). The answers are the ui `FormSummary` of the service's form
 * (dates in full, Buddhist era in Thai; choices by their labels), without "Change" actions; when the service's form
 * is not at hand (a service made inactive since), each answer is listed under its field name as stored. The booking
 * shows what was booked and when, and "released" once the request was cancelled or rejected.
 *
 * The case page loads it lazily (only requests need the form summary).
 */
import { useTranslation } from "../../i18n/use-translation";
import { FormSummary, type ServiceFormValue } from "@eoffice/ui";
import type { Schemas } from "@eoffice/api-client";
import { useLanguage } from "../../i18n/use-language";
import { formatBooking, serviceForm } from "./eservice-rules";
import { localText } from "../../lib/local-name";

/** Props of {@link RequestAnswers}. */
export interface RequestAnswersProps {
  /** The service's form (labels, options); `null` when not known. */
  form: Schemas["ServiceForm"] | null;
  /** The answers as submitted (the case's `formData`). */
  formData: Record<string, unknown> | null;
  /** The case's booking, if any. */
  booking: Schemas["CaseBooking"] | null;
  /** The service's booking unit (how the period is written). @default "day" */
  bookingUnit?: "day" | "hour";
  /** Level of the section's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** A stored answer as text, for the fallback list. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return "–";
  if (Array.isArray(value)) return value.map(plain).join(", ");
  if (typeof value === "object") return Object.values(value as Record<string, unknown>).filter(Boolean).map(plain).join(" ");
  return String(value);
}

/** The answers and the booking (see the module comment). */
export function RequestAnswers({ form, formData, booking, bookingUnit = "day", headingLevel = 2 }: RequestAnswersProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const data = formData ?? {};
  return (
    <section aria-labelledby="request-answers-heading" className="flex min-w-0 flex-col gap-3">
      <Heading id="request-answers-heading" className="text-base font-semibold">
        {t("eservice.answers.title")}
      </Heading>
      {booking && (
        <dl className="m-0 flex flex-col gap-1 rounded-xl border border-border p-3 text-sm" data-slot="request-booking">
          <dt className="font-medium text-muted">{t("eservice.answers.booking")}</dt>
          <dd className="m-0 break-words">
            <span className="block font-medium">{localText(booking.resourceName, language)}</span>
            <span className={booking.active ? "" : "text-muted line-through"}>{formatBooking(booking, bookingUnit, language)}</span>
            {!booking.active && <span className="ms-2 text-muted">({t("eservice.answers.released")})</span>}
          </dd>
        </dl>
      )}
      {form ? (
        <FormSummary form={serviceForm(form)} value={data as ServiceFormValue} />
      ) : Object.keys(data).length === 0 ? (
        <p className="text-sm text-muted">{t("eservice.answers.empty")}</p>
      ) : (
        <dl className="m-0 flex flex-col gap-2 text-sm">
          {Object.entries(data).map(([name, value]) => (
            <div key={name} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-muted">{name}</dt>
              <dd className="m-0 break-words whitespace-pre-line">{plain(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
