/**
 * The deliveries of one webhook endpoint (tracker issue 41 item 3; docs/webhooks.md "Retries"; contract
 * `listWebhookDeliveries`, `replayWebhookDelivery`): newest first, paged, filtered by state; each with its event, its
 * state as a labelled badge, when its next attempt is due, and every attempt (time, the receiver's HTTP status or the
 * error, how long it took); "Send again" queues a delivery for a new round with the same `webhook-id` (audited).
 *
 * Accessible names for tests: table "Deliveries to <URL>"; select "State"; per row button "Send <event> again".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Button, Select, showToast, type DataTableColumn } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge, type LabelBadgeProps } from "../../lib/label-badge";
import { PagedTable, usePaging } from "../../lib/paged-table";
import { eventLabelKey } from "./webhook-endpoint-dialog";

type Delivery = Schemas["WebhookDelivery"];
type DeliveryState = Schemas["WebhookDeliveryState"];

/** The states, in the order of the filter. */
const STATES: readonly DeliveryState[] = ["queued", "sending", "delivered", "failed"];
/** Colour of each state's badge (the text names the state). */
const STATE_TONES: Record<DeliveryState, NonNullable<LabelBadgeProps["tone"]>> = {
  queued: "info",
  sending: "primary",
  delivered: "success",
  failed: "warn",
};
const ALL = "all";

/** Query-key prefix of the deliveries, invalidated after a replay. */
export const DELIVERIES_KEY = ["get", "/v1/Webhook/{id}/deliveries"] as const;

/** Props of {@link WebhookDeliveries}. */
export interface WebhookDeliveriesProps {
  /** The endpoint whose deliveries are listed. */
  endpoint: Schemas["WebhookEndpoint"];
}

/** The deliveries table of one endpoint, with their attempts and "Send again". */
export function WebhookDeliveries({ endpoint }: WebhookDeliveriesProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeliveryState | undefined>(undefined);
  const paging = usePaging();
  const { offset, limit } = paging;
  const deliveries = api.useQuery(
    "get",
    "/v1/Webhook/{id}/deliveries",
    { params: { path: { id: endpoint.id }, query: { state, offset, limit } } },
    { placeholderData: keepPreviousData },
  );
  const replay = api.useMutation("post", "/v1/WebhookDelivery/{id}/replay");
  const at = (iso: string) => formatDateTime(iso, language);

  const replayDelivery = async (delivery: Delivery) => {
    try {
      await replay.mutateAsync({ params: { path: { id: delivery.id } } });
      showToast({ title: t("webhooks.deliveries.replayed"), tone: "success" });
    } catch (error) {
      showToast({ title: t("webhooks.deliveries.replayFailed"), description: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
    }
  };

  const columns: DataTableColumn<Delivery>[] = [
    {
      id: "createdAt",
      header: t("webhooks.deliveries.columns.createdAt"),
      value: (delivery) => at(delivery.createdAt),
      cell: (delivery) => <time dateTime={delivery.createdAt}>{at(delivery.createdAt)}</time>,
    },
    { id: "event", header: t("webhooks.deliveries.columns.event"), isRowHeader: true, value: (delivery) => t(eventLabelKey(delivery.eventType)) },
    {
      id: "state",
      header: t("webhooks.deliveries.columns.state"),
      value: (delivery) => t(`webhooks.deliveries.states.${delivery.state}`),
      cell: (delivery) => (
        <span className="flex flex-col gap-1">
          <span>
            <LabelBadge value={delivery.state} label={t(`webhooks.deliveries.states.${delivery.state}`)} tone={STATE_TONES[delivery.state]} />
          </span>
          {delivery.state === "queued" && delivery.nextAttemptAt && (
            <span className="text-xs text-muted">{t("webhooks.deliveries.nextAttempt", { at: at(delivery.nextAttemptAt) })}</span>
          )}
        </span>
      ),
    },
    {
      id: "attempts",
      header: t("webhooks.deliveries.columns.attempts"),
      value: (delivery) => String(delivery.attemptLog.length),
      cell: (delivery) =>
        delivery.attemptLog.length === 0 ? (
          <span className="text-sm text-muted">{t("webhooks.deliveries.noAttempts")}</span>
        ) : (
          <ol className="flex flex-col gap-0.5 text-xs">
            {delivery.attemptLog.map((attempt) => (
              <li key={attempt.id}>
                <time dateTime={attempt.attemptedAt}>{at(attempt.attemptedAt)}</time>
                {" · "}
                {attempt.httpStatus !== null ? t("webhooks.deliveries.status", { status: attempt.httpStatus }) : t("webhooks.deliveries.noAnswer")}
                {attempt.error && attempt.httpStatus === null ? ` · ${attempt.error}` : ""}
                {" · "}
                {t("webhooks.deliveries.duration", { ms: attempt.durationMs })}
              </li>
            ))}
          </ol>
        ),
    },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (delivery) =>
        delivery.state === "sending" ? null : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t("webhooks.deliveries.replayLabel", { event: t(eventLabelKey(delivery.eventType)), id: delivery.messageId })}
            isPending={replay.isPending && replay.variables?.params.path.id === delivery.id}
            onPress={() => void replayDelivery(delivery)}
          >
            {t("webhooks.deliveries.replay")}
          </Button>
        ),
    },
  ];

  return (
    <PagedTable<Delivery>
      label={t("webhooks.deliveries.tableLabel", { url: endpoint.url })}
      columns={columns}
      query={deliveries}
      paging={paging}
      loadError={t("webhooks.deliveries.loadError")}
      filters={
        <Select
          label={t("webhooks.deliveries.filterState")}
          className="w-48"
          items={[{ id: ALL, label: t("webhooks.deliveries.allStates") }, ...STATES.map((each) => ({ id: each, label: t(`webhooks.deliveries.states.${each}`) }))]}
          value={state ?? ALL}
          onChange={(key) => {
            paging.reset();
            setState(key === null || key === ALL ? undefined : (String(key) as DeliveryState));
          }}
        />
      }
    />
  );
}
