/**
 * The resident's notification choices and LINE link on the settings page (tracker issue 41 items 4 and 5; contract
 * `getNotificationSettings`, `updateNotificationSettings`, `createLineLinkCode`, `unlinkLine`; docs/line.md): for each
 * event (a status change, a reply, a receipt) whether it comes by e-mail, in the portal and in LINE; the consent to
 * LINE notifications (Thailand's PDPA: its version and time shown, revocable by unticking it); the one-time link code
 * to send in the LINE chat, and unlinking.
 *
 * Accessible names: heading "Notifications" / "การแจ้งเตือน"; one group per event named by the event; buttons "Save
 * notification choices", "Get a link code", "Unlink LINE".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Checkbox, Spinner, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { formatDateTime } from "../../lib/format-date";
import { currentLanguage } from "../../i18n/i18n";

const SECTION = "flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6";

/** The query of the notification choices. */
const notificationsQuery = () => api.queryOptions("get", "/v1/account/notifications");

type Choice = Schemas["NotificationChoice"];
type Channel = "email" | "inApp" | "line";
const CHANNELS: readonly Channel[] = ["email", "inApp", "line"];

/** The notification choices and the LINE link (residents only). */
export function NotificationSection() {
  const { t } = useTranslation();
  const settings = api.useQuery("get", "/v1/account/notifications");
  const data = settings.data?.data;
  return (
    <section aria-labelledby="settings-notifications" className={SECTION}>
      <h2 id="settings-notifications" className="text-lg font-semibold">
        {t("account.notifications.title")}
      </h2>
      <p className="text-sm text-muted">{t("account.notifications.intro")}</p>
      {settings.isPending && <Spinner />}
      {settings.error && (
        <Alert tone="error" onRetry={() => void settings.refetch()}>
          {t("account.notifications.loadError")}
        </Alert>
      )}
      {/* A new answer (after a save, a code, an unlink) starts the form again from what the server holds. */}
      {data && <NotificationForm key={settings.dataUpdatedAt} data={data} />}
    </section>
  );
}

/** The choices, the consent and the LINE link, from one answer of the server. */
function NotificationForm({ data }: { data: Schemas["NotificationSettings"] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Choice[]>(data.choices);
  const [consent, setConsent] = useState(data.line.consentedAt !== null);
  const [consentError, setConsentError] = useState<string | undefined>();
  const save = api.useMutation("put", "/v1/account/notifications");
  const refresh = (next: Schemas["NotificationSettingsEnvelope"]) => queryClient.setQueryData(notificationsQuery().queryKey, next);

  const onSave = async () => {
    setConsentError(undefined);
    try {
      refresh(await save.mutateAsync({ body: { choices, lineConsent: consent } }));
      showToast({ title: t("account.notifications.saved"), tone: "success" });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.lineConsent) setConsentError(fields.lineConsent);
      showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" });
    }
  };
  const set = (event: Choice["event"], channel: Channel, on: boolean) =>
    setChoices((all) => all.map((c) => (c.event === event ? { ...c, [channel]: on } : c)));

  return (
    <>
      {choices.map((choice) => (
        <fieldset key={choice.event} className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t(`account.notifications.event.${choice.event}`)}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                isSelected={choice[channel]}
                isDisabled={channel === "line" && !data.line.available}
                onChange={(on) => set(choice.event, channel, on)}
              >
                {t(`account.notifications.channel.${channel}`)}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      ))}
      <Checkbox
        isSelected={consent}
        onChange={setConsent}
        isInvalid={consentError !== undefined}
        errorMessage={consentError}
        description={t("account.notifications.consentVersion", { version: data.line.consentVersion })}
      >
        {t("account.notifications.consent")}
      </Checkbox>
      {data.line.consentedAt && (
        <p className="text-sm">{t("account.notifications.consentedAt", { at: formatDateTime(data.line.consentedAt, currentLanguage()) })}</p>
      )}
      <Button variant="secondary" className="self-start" isPending={save.isPending} onPress={() => void onSave()}>
        {t("account.notifications.save")}
      </Button>
      <LineLink state={data.line} consent={consent} onChange={refresh} />
    </>
  );
}

/** The LINE link: its state, the one-time code, unlinking. */
function LineLink({ state, consent, onChange }: { state: Schemas["LineState"]; consent: boolean; onChange: (next: Schemas["NotificationSettingsEnvelope"]) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const code = api.useMutation("post", "/v1/account/line/linkCode");
  const unlink = api.useMutation("delete", "/v1/account/line");
  const run = (call: () => Promise<Schemas["NotificationSettingsEnvelope"]>) =>
    void call()
      .then(onChange)
      .catch((error: unknown) => showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" }));
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">{t("account.notifications.line")}</h3>
      {!state.available ? (
        <p className="text-sm text-muted">{t("account.notifications.lineUnavailable")}</p>
      ) : state.linked ? (
        <>
          <p className="text-sm">{t("account.notifications.linkedAt", { at: state.linkedAt ? formatDateTime(state.linkedAt, language) : "" })}</p>
          <Button variant="secondary" className="self-start" isPending={unlink.isPending} onPress={() => run(() => unlink.mutateAsync({}))}>
            {t("account.notifications.unlink")}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t("account.notifications.linkHint")}</p>
          {state.linkCode && state.linkCodeExpiresAt && (
            <p className="flex flex-wrap items-baseline gap-2">
              <span>{t("account.notifications.code")}</span>
              <strong className="font-mono text-xl tracking-widest" data-testid="line-link-code">
                {state.linkCode}
              </strong>
              <span className="text-sm text-muted">{t("account.notifications.codeUntil", { at: formatDateTime(state.linkCodeExpiresAt, language) })}</span>
            </p>
          )}
          <Button
            variant="secondary"
            className="self-start"
            isDisabled={!consent}
            isPending={code.isPending}
            onPress={() => run(() => code.mutateAsync({ body: { consent: true } }))}
          >
            {t("account.notifications.getCode")}
          </Button>
        </>
      )}
    </div>
  );
}
