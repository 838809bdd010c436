/**
 * The prompt for a new version of the privacy notice (issue 15 item 8, Thailand's PDPA: "a new version asks
 * again"), shown by the signed-in shell to a resident whose accepted version is older than the current notice
 * (`AccountSettings.consentRequired`): a persistent banner above the page, on every page until accepted, with the
 * link to the notice (on the settings page) and a button that records the consent (`POST /v1/account/consent`,
 * the settings page's call). It blocks nothing: the menus, the page and sign-out stay usable.
 *
 * Accessible names for tests: region "The privacy notice has changed"; link "Read the privacy notice"; button
 * "Accept version <version>".
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation";
import { Alert, Button, Link, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { ACCOUNT_SETTINGS_KEY, accountSettingsQuery, SETTINGS_PATH } from "./account-settings";
import { errorMessage } from "../../api/errors";

/** The consent prompt (module loaded after the shell's first render, `shell/deferred-consent-prompt.tsx`). */
export default function ConsentPrompt() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The settings page's query (same key): accepting there or here updates both.
  const settings = useQuery(accountSettingsQuery());
  const consent = api.useMutation("post", "/v1/account/consent");
  const data = settings.data?.data;
  if (!data?.consentRequired) return null;
  const version = data.privacyNoticeVersion;

  const accept = async () => {
    try {
      await consent.mutateAsync({ body: { version } });
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_KEY });
      showToast({ title: t("account.consent.accepted", { version }), tone: "success" });
    } catch (error) {
      showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" });
    }
  };

  return (
    <section aria-labelledby="consent-prompt-title" className="px-4 pt-4 sm:px-6 lg:px-10">
      <Alert tone="warning" role="status" title={<span id="consent-prompt-title">{t("account.consent.promptTitle")}</span>}>
        <p>{t("account.consent.promptText", { version })}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link href={SETTINGS_PATH} variant="standalone">
            {t("account.consent.readNotice")}
          </Link>
          <Button size="sm" isPending={consent.isPending} onPress={() => void accept()}>
            {t("account.consent.accept", { version })}
          </Button>
        </div>
      </Alert>
    </section>
  );
}
