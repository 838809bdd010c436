/**
 * "Waiting for you" on the staff overview (`/mwp`, tracker issue 39 item 1; contract `getWaitingWork`): the open
 * complaints, requests and (integrity officers) reports, and the documents and letters of the document store, assigned
 * to the staff member or unassigned in their unit, oldest due first, each with the time left against its target where
 * it has one; and the staff member's choice of e-mail for these work notices (`PUT /v1/account/settings`,
 * `emailPreferences.staffWork`), which the top bar always shows.
 *
 * Accessible names for tests: section "Waiting for you" with the list "Waiting for you" of links named by case
 * number or document title; switch "Also e-mail me these notices".
 */
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Alert, EmptyState, Link, Spinner, Switch } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localText } from "../../lib/local-name";
import { api } from "../../api/query";
import { useSession } from "../../session/session";

type WaitingItem = Schemas["WaitingWorkItem"];

/** One day in ms. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The page of an item: the case page, or the document view of the document store (its `DOCUMENT_PATH`). */
function hrefOf(item: WaitingItem): string {
  return item.kind === "document" || item.kind === "letter" ? `/dms/main/document;docId=${item.id}` : `/mwp/complaints/${item.id}`;
}

/**
 * "Waiting for you" (`GET /v1/StaffHome/waiting`, tracker issue 39 item 1): the open cases assigned to the staff member
 * or unassigned in their unit, oldest due first; refetched every minute while the overview is open.
 */
function useWaitingWork() {
  const { realm, passwordChange } = useSession();
  return api.useQuery(
    "get",
    "/v1/StaffHome/waiting",
    { params: { query: { limit: 20 } } },
    { enabled: realm === "staff" && passwordChange === null, refetchInterval: 60_000 },
  );
}

/** The signed-in user's account settings (`GET /v1/account/settings`): the staff member's e-mail choice of work notices. */
function useAccountSettings() {
  return api.useQuery("get", "/v1/account/settings");
}

/** Saves the account's e-mail choices (`PUT /v1/account/settings`). */
function useSaveAccountSettings() {
  return api.useMutation("put", "/v1/account/settings");
}

/** The tone of the time left: past 80 % of the target a warning, past the due date overdue. */
function toneOf(item: WaitingItem): "overdue" | "soon" | "ok" {
  if (item.overdue) return "overdue";
  return (item.elapsedPercent ?? 0) >= 80 ? "soon" : "ok";
}

/** The work waiting for the signed-in staff member, and their e-mail choice. */
export function WaitingWork() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const waiting = useWaitingWork();
  const items = waiting.data?.data ?? [];
  // The time left as of the answer (refetched every minute).
  const now = waiting.dataUpdatedAt;

  const timeLeft = (item: WaitingItem) => {
    if (item.dueAt === null) return t("staff.waiting.noDue");
    const days = Math.round(Math.abs(Date.parse(item.dueAt) - now) / DAY_MS);
    return item.overdue ? t("staff.waiting.overdueBy", { count: days }) : t("staff.waiting.left", { count: days, target: item.targetDays });
  };

  return (
    <section aria-labelledby="staff-waiting" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="staff-waiting" className="text-lg font-semibold">
          {t("staff.home.waiting")}
        </h2>
        {waiting.data && waiting.data.total > items.length && (
          <span className="text-sm text-muted">{t("staff.waiting.more", { shown: items.length, total: waiting.data.total })}</span>
        )}
      </div>
      {waiting.error ? (
        <Alert tone="error" onRetry={() => void waiting.refetch()}>
          {errorMessage(waiting.error, t("staff.waiting.loadError"))}
        </Alert>
      ) : waiting.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon="inbox" title={t("staff.home.waitingEmpty")} description={t("staff.home.waitingText")} size="sm" />
      ) : (
        <ol aria-labelledby="staff-waiting" className="flex flex-col divide-y divide-border">
          {items.map((item) => {
            const tone = toneOf(item);
            return (
              <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0" data-tone={tone}>
                <span className="flex min-w-0 flex-col">
                  <Link href={hrefOf(item)} className="font-medium tabular-nums">
                    {item.reference}
                  </Link>
                  <span className="truncate text-sm text-muted">
                    {t(`staff.waiting.kinds.${item.kind}`)} · {localText(item.subject, language)}
                    {item.docNumber ? ` · ${item.docNumber}` : ""}
                    {item.assignedToMe ? "" : ` · ${t("staff.waiting.unassigned")}`}
                    {item.priority === "normal" ? "" : ` · ${t(`staff.waiting.priority.${item.priority}`)}`}
                  </span>
                </span>
                <span className="flex flex-col items-end text-sm">
                  <span className={tone === "overdue" ? "font-semibold text-error" : tone === "soon" ? "font-semibold text-warn" : ""}>{timeLeft(item)}</span>
                  {item.dueAt !== null && (
                    <span className="text-muted">
                      {/* A document is due by the end of its due day: the day before the instant answered. */}
                      {t("staff.waiting.due")} <time dateTime={item.dueAt}>{formatDateTime(item.kind === "document" || item.kind === "letter" ? new Date(Date.parse(item.dueAt) - 1).toISOString() : item.dueAt, language, "Asia/Bangkok", false)}</time>
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <EmailChoice />
    </section>
  );
}

/** The switch of the work notices' e-mail (the top bar always shows them). */
function EmailChoice() {
  const { t } = useTranslation();
  const settings = useAccountSettings();
  const save = useSaveAccountSettings();
  const queryClient = useQueryClient();
  const preferences = settings.data?.data.emailPreferences;
  if (!preferences) return null;
  return (
    <div className="flex flex-col gap-1 border-t border-border pt-3">
      <Switch
        isSelected={preferences.staffWork === true}
        isDisabled={save.isPending}
        onChange={(staffWork) =>
          save.mutate(
            { body: { emailPreferences: { ...preferences, staffWork } } },
            { onSettled: () => void queryClient.invalidateQueries({ queryKey: ["get", "/v1/account/settings"] }) },
          )
        }
      >
        {t("staff.waiting.emailMe")}
      </Switch>
      {save.error && <Alert tone="error">{errorMessage(save.error, t("staff.waiting.saveError"))}</Alert>}
    </div>
  );
}
