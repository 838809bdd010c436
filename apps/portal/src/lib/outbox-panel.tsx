/**
 * What is waiting to be sent (tracker issue 40 item 4), on the pages where a resident files a complaint or a request
 * and on "My complaints": each waiting submission with when it was kept, its photos and why the server refused it (if
 * it did), a "Remove" button each, and, once the network is back, the offer to send them ("You are back online" with
 * "Send now", which sends them one after the other with a progress bar for the photos). When the network returns they
 * are sent by themselves (tracker issue 40 item 5): on the browser's `online` event, or when the service worker's
 * Background Sync asks (`OUTBOX_SYNC_MESSAGE`, `src/sw.ts`); the button shows "Sending" and each filed case its
 * number, as after "Send now". Each is still sent once (`sendFromOutbox`). Renders nothing when nothing waits. The strings are the `offline` part, which the pages load with their own.
 *
 * Accessible names for tests: the region "Waiting to be sent"; buttons "Send now" and "Remove “<title>”".
 */
import { useEffect, useEffectEvent, useId, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Alert, Button, ProgressBar } from "@eoffice/ui";
import { errorMessage } from "../api/errors";
import { useLanguage } from "../i18n/use-language";
import { useSession } from "../session/session";
import { formatDateTime } from "./format-date";
import { OUTBOX_SYNC_MESSAGE, removeFromOutbox, sendFromOutbox, useOnline, useOutbox, type OutboxProgress, type OutboxSent } from "./outbox";

/** Props of {@link OutboxPanel}. */
export interface OutboxPanelProps {
  /** Called after each submission the server filed (refresh lists, show its number). */
  onSent?: (sent: OutboxSent) => void;
  /** Extra classes of the region. */
  className?: string;
}

/** The list of waiting submissions of the signed-in resident, with "Send now" when online. */
export function OutboxPanel({ onSent, className }: OutboxPanelProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { profile } = useSession();
  const { entries } = useOutbox(profile?.personId);
  const online = useOnline();
  const headingId = useId();
  const [progress, setProgress] = useState<OutboxProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string[]>([]);

  const sendAll = async () => {
    setBusy(true);
    try {
      for (const entry of entries) {
        try {
          const answer = await sendFromOutbox(entry, setProgress);
          if (!answer) break;
          setSent((current) => [...current, answer.complaintNo]);
          onSent?.(answer);
        } catch {
          // Refused: the entry shows the server's message; the next one is tried.
        }
      }
    } finally {
      setProgress(null);
      setBusy(false);
    }
  };

  // The network returned (the `online` event, or the service worker's Background Sync): send what waits.
  const networkReturned = useEffectEvent(() => {
    if (!busy) void sendAll().catch((error: unknown) => console.warn(errorMessage(error, "")));
  });
  useEffect(() => {
    const wake = () => networkReturned();
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE) wake();
    };
    window.addEventListener("online", wake);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    return () => {
      window.removeEventListener("online", wake);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    };
  }, []);

  if (entries.length === 0 && sent.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 ${className ?? ""}`}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t("offline.outbox.title")}
      </h2>
      {sent.map((number) => (
        <Alert key={number} tone="success">
          {t("offline.outbox.sent", { number })}
        </Alert>
      ))}
      {entries.length > 0 && (
        <>
          <p className="text-sm text-muted">{t("offline.outbox.intro")}</p>
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3">
                <div className="flex min-w-0 flex-col">
                  <span className="break-words font-medium">{entry.title}</span>
                  <span className="text-sm text-muted">
                    {t("offline.outbox.savedAt", { time: formatDateTime(new Date(entry.createdAt).toISOString(), language) })}
                    {entry.photos.length + entry.fileIds.length > 0 &&
                      ` · ${t(entry.kind === "request" ? "offline.outbox.files" : "offline.outbox.photos", { count: entry.photos.length + entry.fileIds.length })}`}
                  </span>
                  {entry.error && <span className="text-sm text-error">{t("offline.outbox.failed", { message: entry.error })}</span>}
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={busy}
                  aria-label={t("offline.outbox.removeLabel", { title: entry.title })}
                  onPress={() => void removeFromOutbox(entry.id)}
                >
                  {t("offline.outbox.remove")}
                </Button>
              </li>
            ))}
          </ul>
          {progress && (
            <ProgressBar
              label={t("offline.outbox.progress", { name: `${progress.photo}/${progress.photos}` })}
              value={progress.percent}
            />
          )}
          {online ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="text-sm font-medium">
                {t("offline.outbox.online")}
              </p>
              <Button isPending={busy} onPress={() => void sendAll().catch((error: unknown) => console.warn(errorMessage(error, "")))}>
                {busy ? t("offline.outbox.sending") : t("offline.outbox.sendNow")}
              </Button>
            </div>
          ) : (
            <p role="status" className="text-sm">
              {t("offline.outbox.offline")}
            </p>
          )}
        </>
      )}
    </section>
  );
}
