/**
 * The dialogs of the webhooks page (tracker issue 41 item 3; docs/webhooks.md "Endpoints"): the form of a new or
 * changed endpoint (URL, description, the events it takes, on or off; contract `createWebhookEndpoint`,
 * `updateWebhookEndpoint`), and the signing secret, shown once after a creation or a rotation.
 *
 * Accessible names for tests: the dialog "Add an endpoint" / "Edit endpoint" with the fields "URL", "Description",
 * the group "Events" of one checkbox per event, the switch "On"; the secret dialog "Signing secret" with the secret in
 * `data-testid="webhook-secret"`.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Checkbox, Dialog, Form, Icon, Switch, TextField, showToast } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { errorMessage, fieldErrors, unwrap } from "../../api/errors";
import { FormDialogFooter } from "./form-dialog-parts";

type Endpoint = Schemas["WebhookEndpoint"];
type EventType = Schemas["WebhookEventType"];

/** Every event an endpoint may take, in the order the form lists them (contract `WebhookEventType`). */
export const WEBHOOK_EVENTS: readonly EventType[] = [
  "complaint.created",
  "case.status_changed",
  "case.replied",
  "case.closed",
  "eservice_request.created",
  "garbage_fee.payment_confirmed",
];

/** i18n key of an event's name (`webhooks.events.<type>`, the dots as underscores). */
export function eventLabelKey(type: EventType): string {
  return `webhooks.events.${type.replace(".", "_")}`;
}

/** Props of {@link EndpointForm}. */
export interface EndpointFormProps {
  /** The endpoint to change; null for a new one. */
  endpoint: Endpoint | null;
  onClose(): void;
  /** Called after a save, with the secret when a new endpoint was made (shown once). */
  onSaved(secret: string | null): Promise<void>;
}

/** The dialog of a new or changed endpoint. */
export function EndpointForm({ endpoint, onClose, onSaved }: EndpointFormProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [events, setEvents] = useState<EventType[]>(endpoint?.eventTypes ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid: Record<string, string> = {};
    if (!url.trim()) invalid.url = t("webhooks.form.urlRequired");
    if (events.length === 0) invalid.eventTypes = t("webhooks.form.eventsRequired");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    const body = { url: url.trim(), description: description.trim(), eventTypes: WEBHOOK_EVENTS.filter((each) => events.includes(each)), enabled };
    try {
      if (endpoint) {
        await unwrap(pxClient.PUT("/v1/Webhook/{id}", { params: { path: { id: endpoint.id } }, body }));
        await onSaved(null);
      } else {
        const created = await unwrap(pxClient.POST("/v1/Webhook", { body }));
        await onSaved(created.data.secret);
      }
      showToast({ title: t("webhooks.saved"), tone: "success" });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setFailure(Object.keys(byField).length > 0 ? null : error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={endpoint ? t("webhooks.form.editTitle") : t("webhooks.add")}
      footer={<FormDialogFooter form="webhook-endpoint-form" submitLabel={t("webhooks.form.save")} isPending={pending} onCancel={onClose} />}
    >
      {failure !== null && (
        <div className="mb-4">
          <Alert tone="error">{errorMessage(failure, t("common.unknownError"))}</Alert>
        </div>
      )}
      <Form id="webhook-endpoint-form" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField name="url" type="url" label={t("webhooks.form.url")} description={t("webhooks.form.urlHelp")} isRequired maxLength={500} value={url} onChange={setUrl} />
        <TextField name="description" label={t("webhooks.form.description")} maxLength={200} value={description} onChange={setDescription} />
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.eventTypes ? "webhook-events-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-foreground">{t("webhooks.form.events")}</legend>
          {WEBHOOK_EVENTS.map((type) => (
            <Checkbox
              key={type}
              name="eventTypes"
              value={type}
              isSelected={events.includes(type)}
              onChange={(selected) => setEvents((current) => (selected ? [...current, type] : current.filter((each) => each !== type)))}
            >
              {t(eventLabelKey(type))}
            </Checkbox>
          ))}
          {errors.eventTypes && (
            <p id="webhook-events-error" className="text-sm text-error">
              {errors.eventTypes}
            </p>
          )}
        </fieldset>
        <Switch isSelected={enabled} onChange={setEnabled}>
          {t("webhooks.form.enabled")}
        </Switch>
      </Form>
    </Dialog>
  );
}

/** Props of {@link SecretDialog}. */
export interface SecretDialogProps {
  /** The secret the server answered (`whsec_...`), shown this once. */
  secret: string;
  onClose(): void;
}

/** The signing secret, shown once, with a copy button and how to use it. */
export function SecretDialog({ secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast({ title: t("webhooks.secret.copied"), tone: "success" });
    } catch {
      showToast({ title: t("webhooks.secret.copyFailed"), tone: "warning" });
    }
  };
  return (
    <Dialog title={t("webhooks.secret.title")} footer={<Button onPress={onClose}>{t("common.close")}</Button>}>
      <div className="flex flex-col gap-4">
        <p id="webhook-secret-label" className="text-sm text-foreground">
          {t("webhooks.secret.label")}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <code
            data-testid="webhook-secret"
            aria-labelledby="webhook-secret-label"
            className="rounded-lg border border-border bg-background px-3 py-2 font-mono text-sm break-all text-foreground select-all"
          >
            {secret}
          </code>
          <Button variant="secondary" onPress={() => void copy()}>
            <Icon name="copy" size={16} />
            {t("webhooks.secret.copy")}
          </Button>
        </div>
        <Alert tone="warning" title={t("webhooks.secret.onceTitle")}>
          {t("webhooks.secret.onceText")}
        </Alert>
      </div>
    </Dialog>
  );
}
