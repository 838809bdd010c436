/**
 * FormSummary (issue 12, item 2: the "check your answers" page): the answers of a service form as a GOV.UK
 * summary list - a row per field with its label, the answer in words and a "Change" link or button. Dates are
 * written in full in the user's language (Buddhist era in Thai: "1 พฤศจิกายน 2569"), choices by their labels,
 * files by their names, a national ID grouped as printed (1 2345 67890 12 1), an address on one line.
 */
import type { ReactNode } from "react";
import { Button as AriaButton } from "react-aria-components";
import { uiStringsOf } from "../../i18n/locales";
import { formatMessage, type UiLocale } from "../../i18n/messages";
import { useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { formatThaiNationalId } from "../../lib/thai-national-id";
import { DATE_PICKER_LOCALES } from "../date-picker/locales";
import { Link } from "../link/link";
import { linkVariants } from "../link/link.variants";
import { formSummaryVariants } from "./form-renderer.variants";
import {
  serviceFieldWidget,
  type ServiceForm,
  type ServiceFormAddress,
  type ServiceFormAnswer,
  type ServiceFormFile,
  type ServiceFormValue,
} from "./types";

/** Props of {@link FormSummary}. Give `changeHref` (links) or `onChangeField` (buttons) for the "Change" actions. */
export interface FormSummaryProps {
  /** The service's form definition. */
  form: ServiceForm;
  /** The answers. */
  value: ServiceFormValue;
  /** Uploaded files, to name them. @default none: a file field shows "2 files" */
  files?: readonly ServiceFormFile[];
  /** The address of the page that changes a field (for example the form with `#quantity`). */
  changeHref?: (field: string) => string;
  /** Called when "Change" is pressed (when there is no `changeHref`). */
  onChangeField?: (field: string) => void;
  /** Classes merged over the list's. */
  className?: string;
}

/** "1 พฤศจิกายน 2569" / "November 1, 2026" for `YYYY-MM-DD`; other text unchanged. */
function formatDate(iso: string, language: UiLocale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(DATE_PICKER_LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/**
 * An address on one line; in Thai in the order and abbreviations Thai letters (and the server's case summary)
 * use: "เลขที่ 99/1 หมู่ที่ 4 ถ.... ต.สุเทพ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200" (แขวง/เขต in Bangkok).
 */
function formatAddress(a: ServiceFormAddress, language: UiLocale): string {
  const bangkok = a.provinceCode === "10";
  if (language === "th") {
    return [
      a.houseNo && `เลขที่ ${a.houseNo}`,
      a.moo && `หมู่ที่ ${a.moo}`,
      a.village && `หมู่บ้าน${a.village}`,
      a.road && `ถ.${a.road}`,
      a.subdistrict && `${bangkok ? "แขวง" : "ต."}${a.subdistrict}`,
      a.district && `${bangkok ? "เขต" : "อ."}${a.district}`,
      a.province && (bangkok ? a.province : `จ.${a.province}`),
      a.postcode,
    ]
      .filter(Boolean)
      .join(" ");
  }
  const first = [a.houseNo, a.moo && `Moo ${a.moo}`].filter(Boolean).join(" ");
  const place = [a.province, a.postcode].filter(Boolean).join(" ");
  return [first, a.village, a.road, a.subdistrict, a.district, place].filter(Boolean).join(", ");
}

/**
 * One answer in words, as the summary shows it (also for printable summaries): dates in full (Buddhist era in
 * Thai), times as `09:30` (`09:30 น.` in Thai), numbers grouped, choices by their labels, files by name (or
 * their count), the national ID grouped, the address on one line. `null` when unanswered.
 */
export function formatServiceAnswer(
  form: ServiceForm,
  field: string,
  answer: ServiceFormAnswer | undefined,
  language: UiLocale,
  files: readonly ServiceFormFile[] = [],
): string | null {
  const schema = form.schema.properties[field];
  if (answer === undefined || answer === "" || (Array.isArray(answer) && answer.length === 0) || !schema) return null;
  const ui = form.ui.fields[field];
  const option = (value: string) => ui?.options?.[value]?.[language] ?? value;
  switch (serviceFieldWidget(schema, ui)) {
    case "date":
      return formatDate(String(answer), language);
    case "time":
      return language === "th" ? `${String(answer)} น.` : String(answer);
    case "number":
      return typeof answer === "number" ? new Intl.NumberFormat(language === "th" ? "th-TH" : "en-US").format(answer) : String(answer);
    case "select":
    case "radio":
      return option(String(answer));
    case "checkboxes":
      return Array.isArray(answer) ? (answer as string[]).map(option).join("\n") : String(answer);
    case "file": {
      if (!Array.isArray(answer)) return String(answer);
      const names = (answer as string[]).map((id) => files.find((f) => f.id === id)?.name);
      return names.every(Boolean)
        ? names.join("\n")
        : formatMessage(uiStringsOf(language).formFileCount, { count: answer.length });
    }
    case "thai-national-id":
      return formatThaiNationalId(String(answer));
    case "address":
      return typeof answer === "object" && !Array.isArray(answer) ? formatAddress(answer, language) || null : String(answer);
    default:
      return String(answer);
  }
}

/** The "check your answers" list (see the module comment); rows follow the form's order. */
export function FormSummary({ form, value, files, changeHref, onChangeField, className }: FormSummaryProps) {
  const strings = useUiStrings();
  const language = useUiLocale();
  const slots = formSummaryVariants();
  return (
    <dl className={slots.root({ className })} data-slot="form-summary">
      {form.ui.order.map((field) => {
        const label = form.ui.fields[field]?.label[language] ?? field;
        const answer = formatServiceAnswer(form, field, value[field], language, files);
        const actionText: ReactNode = (
          <>
            {strings.formChange}
            <span className="sr-only"> {label}</span>
          </>
        );
        return (
          <div key={field} className={slots.row()} data-field={field}>
            <dt className={slots.key()}>{label}</dt>
            <dd className={slots.value()}>{answer ?? <span className={slots.missing()}>{strings.formNotAnswered}</span>}</dd>
            {(changeHref || onChangeField) && (
              <dd className={slots.action()}>
                {changeHref ? (
                  <Link href={changeHref(field)}>{actionText}</Link>
                ) : (
                  <AriaButton className={(renderProps) => linkVariants({ ...renderProps, className: "text-sm" })} onPress={() => onChangeField?.(field)}>
                    {actionText}
                  </AriaButton>
                )}
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
