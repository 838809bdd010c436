/**
 * Outbox / กล่องข้อความขาออก (`/admin/outbox`; issue 10 item 5, tracker issue 41 item 2; contract `listEmailOutbox`,
 * `retryEmail`), for administrators: the messages of the one outbox, e-mail and LINE, newest first, paged, filtered by
 * channel and state; each row shows its channel, its state as a labelled badge (queued, sending, sent, failed), the
 * attempts, the last error and the next attempt; "View" shows a message's text; "Retry" queues a failed message again.
 * Without `SMTP_URL` (the embedded demo) mail stays queued and is read here.
 *
 * Accessible names for tests: heading "Outbox"; selects "Channel" and "State"; table "Outbox messages"; per row
 * buttons "View message to <address>" and "Retry message to <address>"; the message dialog is named by its subject.
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Button, Dialog, Modal, PageHeader, Select, showToast, type DataTableColumn } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge, type LabelBadgeProps } from "../../lib/label-badge";
import { PagedTable, usePaging } from "../../lib/paged-table";
import { usePageTitle } from "../../lib/use-page-title";
import { ADMIN_KEYS, useOutbox } from "./admin-queries";

type EmailMessage = Schemas["EmailMessage"];
type EmailState = Schemas["EmailState"];
type OutboxChannel = Schemas["OutboxChannel"];

/** The channels, in the order of the filter. */
const CHANNELS: readonly OutboxChannel[] = ["email", "line"];

/** The states, in the order of the filter. */
const STATES: readonly EmailState[] = ["queued", "sending", "sent", "failed"];
/** Colour of each state's badge (the text names the state). */
const STATE_TONES: Record<EmailState, NonNullable<LabelBadgeProps["tone"]>> = {
  queued: "info",
  sending: "primary",
  sent: "success",
  failed: "warn",
};
const ALL = "all";

/** The outbox page (route module). */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("outbox.title"));
  const queryClient = useQueryClient();
  const [state, setState] = useState<EmailState | undefined>(undefined);
  const [channel, setChannel] = useState<OutboxChannel | undefined>(undefined);
  const paging = usePaging();
  const { offset, limit } = paging;
  const [viewing, setViewing] = useState<EmailMessage | null>(null);
  const outbox = useOutbox(state, channel, offset, limit);
  const retry = api.useMutation("post", "/v1/EmailOutbox/{id}/retry");

  const retryMessage = async (message: EmailMessage) => {
    try {
      await retry.mutateAsync({ params: { path: { id: message.id } } });
      showToast({ title: t("outbox.retried", { to: message.to }), tone: "success" });
    } catch (error) {
      showToast({ title: t("outbox.retryFailed"), description: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.outbox });
    }
  };

  const columns: DataTableColumn<EmailMessage>[] = [
    {
      id: "createdAt",
      header: t("outbox.columns.createdAt"),
      value: (message) => formatDateTime(message.createdAt, language),
      cell: (message) => <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>,
    },
    { id: "channel", header: t("outbox.columns.channel"), value: (message) => t(`outbox.channels.${message.channel}`) },
    { id: "to", header: t("outbox.columns.to"), isRowHeader: true },
    { id: "subject", header: t("outbox.columns.subject") },
    {
      id: "state",
      header: t("outbox.columns.state"),
      value: (message) => t(`outbox.states.${message.state}`),
      cell: (message) => (
        <span className="flex flex-col gap-1">
          <span>
            <LabelBadge value={message.state} label={t(`outbox.states.${message.state}`)} tone={STATE_TONES[message.state]} />
          </span>
          {message.lastError && message.state !== "sent" && (
            <span className="text-xs text-warn">{t("outbox.lastError", { error: message.lastError })}</span>
          )}
          {message.state === "queued" && message.attempts > 0 && message.nextAttemptAt && (
            <span className="text-xs text-muted">{t("outbox.nextAttempt", { at: formatDateTime(message.nextAttemptAt, language) })}</span>
          )}
          {message.sentAt && (
            <span className="text-xs text-muted">{t("outbox.sentAt", { at: formatDateTime(message.sentAt, language) })}</span>
          )}
        </span>
      ),
    },
    { id: "attempts", header: t("outbox.columns.attempts"), align: "end" },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (message) => (
        <span className="flex flex-wrap gap-1">
          <Button size="sm" variant="quiet" aria-label={t("outbox.viewLabel", { to: message.to })} onPress={() => setViewing(message)}>
            {t("outbox.view")}
          </Button>
          {message.state === "failed" && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("outbox.retryLabel", { to: message.to })}
              isPending={retry.isPending && retry.variables?.params.path.id === message.id}
              onPress={() => void retryMessage(message)}
            >
              {t("outbox.retry")}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("outbox.title")} description={t("outbox.intro")} />
      <PagedTable<EmailMessage>
        label={t("outbox.tableLabel")}
        columns={columns}
        query={outbox}
        paging={paging}
        loadError={t("outbox.loadError")}
        filters={
          <>
          <Select
            label={t("outbox.filterChannel")}
            className="w-48"
            items={[{ id: ALL, label: t("outbox.allChannels") }, ...CHANNELS.map((each) => ({ id: each, label: t(`outbox.channels.${each}`) }))]}
            value={channel ?? ALL}
            onChange={(key) => {
              paging.reset();
              setChannel(key === null || key === ALL ? undefined : (String(key) as OutboxChannel));
            }}
          />
          <Select
            label={t("outbox.filterState")}
            className="w-48"
            items={[{ id: ALL, label: t("outbox.allStates") }, ...STATES.map((each) => ({ id: each, label: t(`outbox.states.${each}`) }))]}
            value={state ?? ALL}
            onChange={(key) => {
              paging.reset();
              setState(key === null || key === ALL ? undefined : (String(key) as EmailState));
            }}
          />
          </>
        }
      />

      <Modal isOpen={viewing !== null} onOpenChange={(open) => !open && setViewing(null)} isDismissable className="max-w-2xl">
        {viewing && (
          <Dialog title={viewing.subject} footer={<Button onPress={() => setViewing(null)}>{t("common.close")}</Button>}>
            <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-foreground">{t("outbox.columns.channel")}</dt>
              <dd>{t(`outbox.channels.${viewing.channel}`)}</dd>
              <dt className="font-medium text-foreground">{t("outbox.columns.to")}</dt>
              <dd>{viewing.to}</dd>
              <dt className="font-medium text-foreground">{t("outbox.template")}</dt>
              <dd>{viewing.template}</dd>
              <dt className="font-medium text-foreground">{t("outbox.columns.state")}</dt>
              <dd>{t(`outbox.states.${viewing.state}`)}</dd>
            </dl>
            <pre className="max-h-80 overflow-auto rounded-lg border border-border bg-background p-4 font-sans text-sm whitespace-pre-wrap text-foreground" tabIndex={0}>
              {viewing.body}
            </pre>
          </Dialog>
        )}
      </Modal>
    </div>
  );
}
