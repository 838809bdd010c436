/**
 * A one-time password, shown once to the administrator (issue 10 item 2; contract `OneTimePassword`: never stored
 * in clear, never e-mailed): the password in a large monospace box, a "Copy" button, and a clear note to hand it
 * over in person or by another secure channel, and that the user must change it at the first sign-in.
 *
 * Accessible names for tests: the password is in an element with `data-testid="one-time-password"` and is the
 * text of the status region named "One-time password"; button "Copy password".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert, Button, Icon, showToast } from "@eoffice/ui";

/** Props of {@link OneTimePassword}. */
export interface OneTimePasswordProps {
  /** The password the server answered. */
  password: string;
  /** The account's user name, named in the note. */
  userName: string;
}

/** The one-time password with its copy button and hand-over note. */
export function OneTimePassword({ password, userName }: OneTimePasswordProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      showToast({ title: t("staffUsers.password.copied"), tone: "success" });
    } catch {
      showToast({ title: t("staffUsers.password.copyFailed"), tone: "warning" });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p id="one-time-password-label" className="text-sm font-medium text-foreground">
          {t("staffUsers.password.label", { name: userName })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <code
            data-testid="one-time-password"
            aria-labelledby="one-time-password-label"
            className="rounded-lg border border-border bg-background px-4 py-2 font-mono text-lg tracking-wider text-foreground select-all"
          >
            {password}
          </code>
          <Button variant="secondary" onPress={() => void copy()}>
            <Icon name={copied ? "check" : "copy"} size={16} />
            {copied ? t("staffUsers.password.copiedButton") : t("staffUsers.password.copy")}
          </Button>
        </div>
      </div>
      <Alert tone="warning" title={t("staffUsers.password.onceTitle")}>
        {t("staffUsers.password.onceText")}
      </Alert>
    </div>
  );
}
