/**
 * The receipt of a whistleblowing report (issue 11 item 6): the tracking code, shown this once (the server keeps
 * only its hash and can never show it again), a button that copies it, a clear warning to save it, the reference
 * number, and the way to follow the report. The heading takes the focus when the receipt appears, so that screen
 * reader users hear it at once.
 *
 * Accessible names for tests: heading "Your report has been sent"; the code under the term "Tracking code"; button
 * "Copy tracking code"; link "Follow your report".
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { Alert, Button, Icon, Link } from "@eoffice/ui";

/** Path of the page where a report is followed with its tracking code. */
export const TRACK_PATH = "/whistleblowing/track";

/** Props of {@link TrackingCodeReceipt}. */
export interface TrackingCodeReceiptProps {
  /** The reference number (`complaintNo`). */
  complaintNo: string;
  /** The tracking code, shown once. */
  trackingCode: string;
  /** Whether the reporter is signed in (the report then also appears in "My complaints"). */
  isSignedIn: boolean;
}

/** The receipt of a report (see {@link TrackingCodeReceiptProps}). */
export function TrackingCodeReceipt({ complaintNo, trackingCode, isSignedIn }: TrackingCodeReceiptProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => heading.current?.focus(), []);

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(trackingCode);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <section aria-labelledby="whistleblowing-receipt" className="flex flex-col gap-5" data-testid="whistleblowing-receipt">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 text-success">
          <Icon name="circle-check" size={28} />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="whistleblowing-receipt" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t("whistleblowing.receipt.title")}
          </h2>
          <p className="text-muted">{t("whistleblowing.receipt.intro")}</p>
        </div>
      </div>

      <Alert tone="warning" title={t("whistleblowing.receipt.warningTitle")}>
        {t("whistleblowing.receipt.warning")}
      </Alert>

      <dl className="flex flex-col gap-4 rounded-2xl border-2 border-primary bg-surface p-4 sm:p-6">
        <div className="flex flex-col gap-2">
          <dt className="text-sm font-medium text-muted">{t("whistleblowing.receipt.code")}</dt>
          <dd className="flex flex-col gap-3">
            <span
              className="select-all break-all font-mono text-xl font-bold tracking-wider text-foreground sm:text-3xl"
              data-testid="tracking-code"
            >
              {trackingCode}
            </span>
            <span className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" onPress={() => void copyCode()}>
                <Icon name={copy === "copied" ? "check" : "copy"} size={18} />
                {t("whistleblowing.receipt.copy")}
              </Button>
              <span role="status" className={`text-sm ${copy === "failed" ? "text-warn" : "text-success"}`}>
                {copy === "copied" ? t("whistleblowing.receipt.copied") : copy === "failed" ? t("whistleblowing.receipt.copyFailed") : ""}
              </span>
            </span>
          </dd>
        </div>
        <div className="flex flex-col gap-1 border-t border-border pt-4">
          <dt className="text-sm font-medium text-muted">{t("whistleblowing.receipt.number")}</dt>
          <dd className="font-medium tabular-nums">{complaintNo}</dd>
          <dd className="text-sm text-muted">{t("whistleblowing.receipt.numberHint")}</dd>
        </div>
      </dl>

      <p className="text-sm">
        {isSignedIn ? t("whistleblowing.receipt.nextSignedIn") : t("whistleblowing.receipt.next")}{" "}
        <Link href={TRACK_PATH}>{t("whistleblowing.receipt.track")}</Link>
      </p>
    </section>
  );
}
