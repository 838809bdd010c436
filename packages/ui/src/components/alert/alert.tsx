/**
 * Alert: an inline message in the page (not a toast). Errors and warnings interrupt (`role="alert"`), info and
 * success are polite (`role="status"`). The tone is also named in text for those who cannot see colour.
 */
import type { ReactNode } from "react";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Button } from "../button/button";
import { Icon } from "../icon/icon";
import { alertVariants, type AlertVariants } from "./alert.variants";

/** Tones of an {@link Alert}. */
export type AlertTone = NonNullable<AlertVariants["tone"]>;

const ICONS: Record<AlertTone, string> = {
  info: "info",
  success: "circle-check",
  warning: "triangle-alert",
  error: "circle-alert",
};

/** Props of {@link Alert}. */
export interface AlertProps {
  /** `info`, `success`, `warning` or `error`. @default "info" */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Override of the live-region role. @default "alert" for warning and error, "status" for info and success */
  role?: "alert" | "status";
  /**
   * When given, a "Try again" button after the message calls it (a list, a timeline or a loader that failed);
   * the one error-with-retry pattern of the package.
   */
  onRetry?: () => void;
  /** Classes merged over the root's. */
  className?: string;
}

/** An inline alert. */
export function Alert({ tone = "info", title, children, role, onRetry, className }: AlertProps) {
  const strings = useUiStrings();
  const slots = alertVariants({ tone });
  const toneName = { info: strings.alertInfo, success: strings.alertSuccess, warning: strings.alertWarning, error: strings.alertError }[tone];
  return (
    <div
      role={role ?? (tone === "error" || tone === "warning" ? "alert" : "status")}
      data-slot="alert"
      data-tone={tone}
      className={slots.base({ className })}
    >
      <Icon name={ICONS[tone]} size={20} className={slots.icon()} label={toneName} />
      <div className={slots.content()}>
        {title && <p className={slots.title()}>{title}</p>}
        {children && <div className={title ? slots.body() : undefined}>{children}</div>}
        {onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry} className="mt-2">
            {strings.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
