/**
 * Settings page (`/setting`, spec route group 3, both realms; issue 15 item 7; contract `getAccountSettings`,
 * `updateAccountSettings`, `listSessions`, `signOutEverywhere`, `getPrivacyNotice`, `giveConsent`, `exportMyData`,
 * `requestClosure`): the language of e-mails, which events send an e-mail, the password change, the open
 * sessions with "sign out everywhere", and the privacy consent, data download and account closure of a resident
 * (Thailand's PDPA, item 8); a resident's notification choices and LINE link (tracker issue 41 items 4 and 5,
 * `notification-section.tsx`).
 *
 * Accessible names: heading "Settings" / "ตั้งค่า"; link "Change password"; button "Sign out everywhere".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Checkbox, ConfirmationDialog, Link, PageHeader, Select, Spinner, Switch, showToast } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { ACCOUNT_SETTINGS_KEY, accountSettingsQuery } from "./account-settings";
import { NotificationSection } from "./notification-section";
import { errorMessage } from "../../api/errors";
import { formatDateTime } from "../../lib/format-date";
import { usePageTitle } from "../../lib/use-page-title";
import { currentLanguage } from "../../i18n/i18n";
import { CHANGE_PASSWORD_PATH, HOME_PATHS } from "../../routing/guards";
import { signOut } from "../auth";
import { useSession } from "../../session/session";

const SECTION = "flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6";

/** The settings page (route module). */
export default function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t("account.settings.title"));
  const { realm } = useSession();
  const settings = useQuery(accountSettingsQuery());
  const data = settings.data?.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader
        title={t("account.settings.title")}
        description={t("account.settings.intro")}
        actions={
          <Link href={realm === "staff" ? `${HOME_PATHS.staff}/profile` : `${HOME_PATHS.person}/profile`} variant="standalone">
            {t("account.settings.profileLink")}
          </Link>
        }
      />
      {settings.isPending && <Spinner />}
      {settings.error && (
        <Alert tone="error" onRetry={() => void settings.refetch()}>
          {t("account.settings.loadError")}
        </Alert>
      )}
      {data && (
        <>
          {realm === "person" && <PrivacySection settings={data} />}
          <EmailSection settings={data} choices={realm !== "person"} />
          {realm === "person" && <NotificationSection />}
          <section aria-labelledby="settings-password" className={SECTION}>
            <h2 id="settings-password" className="text-lg font-semibold">
              {t("account.settings.password")}
            </h2>
            <Link href={CHANGE_PASSWORD_PATH} variant="standalone" className="self-start">
              {t("account.settings.changePassword")}
            </Link>
          </section>
          <SessionsSection />
          {realm === "person" && <ClosureSection settings={data} />}
        </>
      )}
    </div>
  );
}

/** Language and e-mail choices (a resident's e-mail choices are in the notification section, tracker issue 41 item 5). */
function EmailSection({ settings, choices }: { settings: Schemas["AccountSettings"]; choices: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState(settings.language);
  const [prefs, setPrefs] = useState(settings.emailPreferences);
  const save = api.useMutation("put", "/v1/account/settings");
  const onSave = async () => {
    try {
      await save.mutateAsync({ body: choices ? { language, emailPreferences: prefs } : { language } });
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_KEY });
      showToast({ title: t("account.settings.saved"), tone: "success" });
    } catch (error) {
      showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" });
    }
  };
  return (
    <section aria-labelledby="settings-email" className={SECTION}>
      <h2 id="settings-email" className="text-lg font-semibold">
        {t("account.settings.emails")}
      </h2>
      <Select
        label={t("account.settings.language")}
        items={[
          { id: "th", label: t("account.settings.languageTh") },
          { id: "en", label: t("account.settings.languageEn") },
        ]}
        selectedKey={language}
        onSelectionChange={(key) => setLanguage(key === "en" ? "en" : "th")}
        className="sm:max-w-xs"
      />
      {choices && (
        <>
          <p className="text-sm text-muted">{t("account.settings.emailsHint")}</p>
          <Switch isSelected={prefs.caseStatus} onChange={(on) => setPrefs((p) => ({ ...p, caseStatus: on }))}>
            {t("account.settings.caseStatus")}
          </Switch>
          <Switch isSelected={prefs.caseReply} onChange={(on) => setPrefs((p) => ({ ...p, caseReply: on }))}>
            {t("account.settings.caseReply")}
          </Switch>
        </>
      )}
      <Button variant="secondary" className="self-start" isPending={save.isPending} onPress={() => void onSave()}>
        {t("account.settings.save")}
      </Button>
    </section>
  );
}

/** A short name of a browser from its user agent. */
function browserName(userAgent: string | null, fallback: string): string {
  if (!userAgent) return fallback;
  const browser = /(Edg|OPR|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1];
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent)?.[1];
  const names: Record<string, string> = { Edg: "Edge", OPR: "Opera" };
  return [browser ? (names[browser] ?? browser) : null, system].filter(Boolean).join(", ") || fallback;
}

/** Open sessions and "sign out everywhere". */
function SessionsSection() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [, navigate] = useLocation();
  const sessions = api.useQuery("get", "/v1/account/sessions");
  const everywhere = api.useMutation("delete", "/v1/account/sessions");
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="settings-sessions" className={SECTION}>
      <h2 id="settings-sessions" className="text-lg font-semibold">
        {t("account.settings.sessions")}
      </h2>
      <p className="text-sm text-muted">{t("account.settings.sessionsHint")}</p>
      {sessions.data && (
        <ul className="flex flex-col divide-y divide-border">
          {sessions.data.data.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 py-2">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {browserName(s.userAgent, t("account.settings.unknownBrowser"))}
                {s.current && <span className="rounded-full border border-border px-2 text-xs">{t("account.settings.thisSession")}</span>}
                {s.remember && <span className="rounded-full border border-border px-2 text-xs">{t("account.settings.remembered")}</span>}
              </span>
              <span className="text-sm text-muted">
                {t("account.settings.signedInAt", { at: formatDateTime(s.createdAt, language) })},{" "}
                {t("account.settings.lastSeen", { at: formatDateTime(s.lastSeenAt, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="self-start" onPress={() => setAsking(true)}>
        {t("account.settings.signOutEverywhere")}
      </Button>
      <ConfirmationDialog
        isOpen={asking}
        tone="danger"
        title={t("account.settings.signOutEverywhere")}
        message={t("account.settings.signOutEverywhereConfirm")}
        confirmLabel={t("account.settings.signOutEverywhere")}
        cancelLabel={t("account.common.cancel")}
        isPending={everywhere.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          void everywhere
            .mutateAsync({})
            .catch(() => undefined)
            .finally(() => {
              setAsking(false);
              void signOut();
              navigate("/sign-out");
            })
        }
      />
    </section>
  );
}

/** The privacy notice, the consent to its current version and the data download (PDPA). */
function PrivacySection({ settings }: { settings: Schemas["AccountSettings"] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const notice = api.useQuery("get", "/v1/account/privacyNotice");
  const consent = api.useMutation("post", "/v1/account/consent");
  const [accepted, setAccepted] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const { data } = await pxClient.GET("/v1/account/export");
      if (!data) throw new Error("no data");
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `my-data-${data.exportedAt.slice(0, 10)}.json`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="settings-privacy" className={SECTION}>
      <h2 id="settings-privacy" className="text-lg font-semibold">
        {t("account.settings.privacy")}
      </h2>
      {settings.consentRequired && <Alert tone="warning">{t("account.settings.consentNeeded")}</Alert>}
      {notice.data && (
        // Open while a new version waits for consent (the shell's prompt links here to read it).
        <details className="rounded-lg border border-border p-3" open={settings.consentRequired}>
          <summary className="cursor-pointer font-medium">
            {t("account.settings.readNotice")} ({t("account.settings.noticeVersion", { version: notice.data.data.version })})
          </summary>
          <div className="mt-2 flex flex-col gap-2 text-sm">
            {notice.data.data.text.split(/\n\n+/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </details>
      )}
      {settings.consentRequired ? (
        <div className="flex flex-col gap-3">
          <Checkbox isSelected={accepted} onChange={setAccepted}>
            {t("account.settings.accept")}
          </Checkbox>
          <Button
            className="self-start"
            isDisabled={!accepted}
            isPending={consent.isPending}
            onPress={() =>
              void consent
                .mutateAsync({ body: { version: settings.privacyNoticeVersion } })
                .then(() => queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_KEY }))
                .catch((error: unknown) => showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" }))
            }
          >
            {t("account.common.confirm")}
          </Button>
        </div>
      ) : (
        settings.consentVersion &&
        settings.consentedAt && (
          <p className="text-sm">
            {t("account.settings.consented", { version: settings.consentVersion, at: formatDateTime(settings.consentedAt, language) })}
          </p>
        )
      )}
      <div className="flex flex-col gap-1">
        <Button variant="secondary" className="self-start" isPending={downloading} onPress={() => void download()}>
          {t("account.settings.download")}
        </Button>
        <p className="text-sm text-muted">{t("account.settings.downloadHint")}</p>
      </div>
    </section>
  );
}

/** The request to close the account. */
function ClosureSection({ settings }: { settings: Schemas["AccountSettings"] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const closure = api.useMutation("post", "/v1/account/closure");
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="settings-closure" className={SECTION}>
      <h2 id="settings-closure" className="text-lg font-semibold">
        {t("account.settings.closure")}
      </h2>
      <p className="text-sm text-muted">{t("account.settings.closureHint")}</p>
      {settings.closureRequestedAt ? (
        <Alert tone="info">{t("account.settings.closureRequested", { at: formatDateTime(settings.closureRequestedAt, language) })}</Alert>
      ) : (
        <Button variant="secondary" className="self-start" onPress={() => setAsking(true)}>
          {t("account.settings.closure")}
        </Button>
      )}
      <ConfirmationDialog
        isOpen={asking}
        tone="danger"
        title={t("account.settings.closure")}
        message={t("account.settings.closureConfirm")}
        confirmLabel={t("account.settings.closure")}
        cancelLabel={t("account.common.cancel")}
        isPending={closure.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          void closure
            .mutateAsync({})
            .then(() => queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_KEY }))
            .catch((error: unknown) => showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" }))
            .finally(() => setAsking(false))
        }
      />
    </section>
  );
}
