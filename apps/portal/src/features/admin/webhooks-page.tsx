/**
 * Webhooks / เว็บฮุก (`/admin/webhooks`; tracker issue 41 item 3; docs/webhooks.md; contract tag `webhook`), for
 * administrators: the endpoints other systems of the municipality registered (URL, the events each takes, on or off),
 * adding and changing one, a new signing secret (shown once, like the first), deleting one, and the deliveries of the
 * endpoint chosen with their attempts and "Send again" (`./webhook-deliveries.tsx`).
 *
 * Accessible names for tests: heading "Webhooks"; button "Add an endpoint"; table "Webhook endpoints"; per row buttons
 * "Deliveries to <URL>", "Edit <URL>", "New secret for <URL>", "Delete <URL>"; then the table "Deliveries to <URL>".
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation";
import type { TFunction } from "../../i18n/translator";
import type { Schemas } from "@eoffice/api-client";
import { Button, ConfirmationDialog, DataTable, EmptyState, Modal, PageHeader, showToast, type DataTableColumn } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { errorMessage, unwrap } from "../../api/errors";
import { LabelBadge } from "../../lib/label-badge";
import { usePageTitle } from "../../lib/use-page-title";
import { WebhookDeliveries } from "./webhook-deliveries";
import { EndpointForm, SecretDialog, eventLabelKey } from "./webhook-endpoint-dialog";

type Endpoint = Schemas["WebhookEndpoint"];

/** The list's query key. */
const LIST_KEY = ["get", "/v1/Webhook"];

/** The webhooks page (route module). */
export default function WebhooksPage() {
  const { t } = useTranslation();
  usePageTitle(t("webhooks.title"));
  const endpoints = api.useQuery("get", "/v1/Webhook", {});
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Endpoint | "new" | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [rotating, setRotating] = useState<Endpoint | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
  const selected = endpoints.data?.data.find((each) => each.id === selectedId) ?? null;

  const columns = endpointColumns(t, { deliveries: (e) => setSelectedId(e.id), edit: setEditing, rotate: setRotating, remove: setDeleting });

  /** Runs a change of the confirmation dialogs, then refreshes the list. */
  const act = (run: () => Promise<void>, done: () => void) => {
    setBusy(true);
    void run()
      .then(refresh)
      .catch((error: unknown) => showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" }))
      .finally(() => {
        setBusy(false);
        done();
      });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-10">
      <PageHeader title={t("webhooks.title")} description={t("webhooks.intro")} actions={<Button onPress={() => setEditing("new")}>{t("webhooks.add")}</Button>} />
      <DataTable<Endpoint>
        aria-label={t("webhooks.tableLabel")}
        columns={columns}
        rows={endpoints.data?.data ?? []}
        isLoading={endpoints.isFetching}
        error={endpoints.error ? errorMessage(endpoints.error, t("webhooks.loadError")) : undefined}
        onRetry={() => void endpoints.refetch()}
        emptyState={<EmptyState icon="external-link" size="sm" headingLevel={2} title={t("webhooks.empty")} />}
        cardBreakpoint={800}
      />
      {selected && (
        <section className="flex flex-col gap-3" aria-labelledby="webhook-deliveries-heading">
          <h2 id="webhook-deliveries-heading" className="text-lg font-semibold text-foreground">
            {t("webhooks.deliveries.heading", { url: selected.url })}
          </h2>
          <WebhookDeliveries endpoint={selected} />
        </section>
      )}
      <Modal isOpen={editing !== null} onOpenChange={(isOpen) => !isOpen && setEditing(null)} className="max-w-2xl">
        {editing !== null && (
          <EndpointForm
            endpoint={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={async (made) => {
              await refresh();
              setEditing(null);
              if (made) setSecret(made);
            }}
          />
        )}
      </Modal>
      <Modal isOpen={secret !== null} onOpenChange={(isOpen) => !isOpen && setSecret(null)} className="max-w-2xl">
        {secret !== null && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      </Modal>
      <ConfirmationDialog
        isOpen={rotating !== null}
        onCancel={() => setRotating(null)}
        title={t("webhooks.rotateTitle")}
        message={rotating ? t("webhooks.rotateText", { url: rotating.url }) : undefined}
        confirmLabel={t("webhooks.rotate")}
        isPending={busy}
        onConfirm={() => {
          if (!rotating) return;
          const id = rotating.id;
          act(
            async () => setSecret((await unwrap(pxClient.POST("/v1/Webhook/{id}/secret", { params: { path: { id } } }))).data.secret),
            () => setRotating(null),
          );
        }}
      />
      <ConfirmationDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t("webhooks.deleteTitle")}
        message={deleting ? t("webhooks.deleteText", { url: deleting.url }) : undefined}
        confirmLabel={t("webhooks.delete")}
        tone="danger"
        isPending={busy}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          act(
            async () => {
              await unwrap(pxClient.DELETE("/v1/Webhook/{id}", { params: { path: { id } } }));
              if (selectedId === id) setSelectedId(null);
              showToast({ title: t("webhooks.deleted"), tone: "success" });
            },
            () => setDeleting(null),
          );
        }}
      />
    </div>
  );
}

/** What the buttons of an endpoint's row do. */
interface RowActions {
  deliveries(endpoint: Endpoint): void;
  edit(endpoint: Endpoint): void;
  rotate(endpoint: Endpoint): void;
  remove(endpoint: Endpoint): void;
}

/** The columns of the endpoints table. */
function endpointColumns(t: TFunction, on: RowActions): DataTableColumn<Endpoint>[] {
  return [
    {
      id: "url",
      header: t("webhooks.columns.url"),
      isRowHeader: true,
      value: (endpoint) => endpoint.url,
      cell: (endpoint) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-mono text-sm break-all">{endpoint.url}</span>
          {endpoint.description && <span className="text-xs text-muted">{endpoint.description}</span>}
        </span>
      ),
    },
    {
      id: "events",
      header: t("webhooks.columns.events"),
      value: (endpoint) => endpoint.eventTypes.map((type) => t(eventLabelKey(type))).join(", "),
      cell: (endpoint) => (
        <ul className="flex flex-col text-sm">
          {endpoint.eventTypes.map((type) => (
            <li key={type}>{t(eventLabelKey(type))}</li>
          ))}
        </ul>
      ),
    },
    {
      id: "enabled",
      header: t("webhooks.columns.enabled"),
      value: (endpoint) => (endpoint.enabled ? t("webhooks.on") : t("webhooks.off")),
      cell: (endpoint) => (
        <LabelBadge value={endpoint.enabled ? "on" : "off"} label={endpoint.enabled ? t("webhooks.on") : t("webhooks.off")} tone={endpoint.enabled ? "success" : "neutral"} />
      ),
    },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (endpoint) => (
        <span className="flex flex-wrap gap-1">
          <Button size="sm" variant="secondary" aria-label={t("webhooks.deliveriesLabel", { url: endpoint.url })} onPress={() => on.deliveries(endpoint)}>
            {t("webhooks.deliveriesButton")}
          </Button>
          <Button size="sm" variant="quiet" aria-label={t("webhooks.editLabel", { url: endpoint.url })} onPress={() => on.edit(endpoint)}>
            {t("webhooks.edit")}
          </Button>
          <Button size="sm" variant="quiet" aria-label={t("webhooks.rotateLabel", { url: endpoint.url })} onPress={() => on.rotate(endpoint)}>
            {t("webhooks.rotate")}
          </Button>
          <Button size="sm" variant="quiet" aria-label={t("webhooks.deleteLabel", { url: endpoint.url })} onPress={() => on.remove(endpoint)}>
            {t("webhooks.delete")}
          </Button>
        </span>
      ),
    },
  ];
}
