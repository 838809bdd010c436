/**
 * Follow a whistleblowing report with its tracking code (`/whistleblowing/track`; issue 11 item 6; contract
 * `trackWhistleblowing`, `answerWhistleblowing`), in the empty layout, signed in or not. The reporter enters the
 * code (spaces and case do not matter); `POST /v1/Whistleblowing/track` answers the report's status, its timeline
 * (ui `Timeline`) and the notes meant for the reporter (ui `MessageThread`), and a form answers the integrity
 * officer (`POST /v1/Whistleblowing/note`) while the report is open. A wrong code says so plainly (404); too many
 * attempts say how long to wait (429 `Retry-After`).
 *
 * The code is kept in memory only: never in the address, the history, storage or the query cache; "Follow another
 * report" forgets it.
 *
 * Accessible names for tests: heading "Follow your report"; field "Tracking code"; button "Show report"; then the
 * heading "Report CP-2569-000123", the list "What has happened", the list "Messages", the field "Your answer" and
 * the button "Send answer"; button "Follow another report".
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Form, Link, MessageThread, TextField, Timeline, type ThreadMessage, type TimelineEvent } from "@eoffice/ui";
import { callError, fieldErrors } from "../../../api/errors";
import { validate } from "../../../lib/contract-rules";
import { formatDateTime } from "../../../lib/format-date";
import { localName } from "../../../lib/local-name";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useLanguage } from "../../../i18n/use-language";
import type { Language } from "../../../i18n/languages";
import { EmptyLayout } from "../../../lib/empty-layout";
import { useComplaintKinds, useComplaintStatuses } from "../complaint-lookups";
import { isOpenStatus } from "../complaint-rules";
import { StatusBadge } from "../status-badge";
import { answerWhistleblowing, failureText, trackWhistleblowing } from "./whistleblowing-calls";
import { normaliseTrackingCode, trackingCodeSchema, whistleblowingNoteSchema } from "./whistleblowing-rules";

type TrackedCase = Schemas["WhistleblowingCase"]["data"];
type HistoryEntry = Schemas["CaseHistoryEntry"];

/** Path of the guest report page. */
const REPORT_PATH = "/whistleblowing";

/** The track page (route module). */
export default function TrackPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [tracked, setTracked] = useState<{ code: string; data: TrackedCase } | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [language] = useLanguage();
  const codeForm = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const trackingCode = normaliseTrackingCode(code);
    const invalid = validate(trackingCodeSchema, { trackingCode }, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    try {
      const data = await trackWhistleblowing(trackingCode);
      setCode("");
      setTracked({ code: trackingCode, data });
    } catch (caught) {
      const failure = callError(caught);
      if (failure.status === 404) {
        setMessage(t("whistleblowing.track.notFound"));
        return;
      }
      setErrors(fieldErrors(failure));
      setMessage(failureText(failure, t, language));
    } finally {
      setPending(false);
    }
  };

  const forget = () => {
    setTracked(null);
    setMessage(null);
    setErrors({});
  };

  // Back to the code field when the report is closed from view.
  const hadTracked = useRef(false);
  useEffect(() => {
    if (tracked) hadTracked.current = true;
    else if (hadTracked.current) codeForm.current?.querySelector("input")?.focus();
  }, [tracked]);

  return (
    <EmptyLayout title={t("whistleblowing.track.title")} intro={t("whistleblowing.track.intro")} width="md">
      {tracked ? (
        <TrackedReport
          trackingCode={tracked.code}
          data={tracked.data}
          onNote={(note) => setTracked({ code: tracked.code, data: { ...tracked.data, notes: [...tracked.data.notes, note] } })}
          onForget={forget}
        />
      ) : (
        <div ref={codeForm} className="flex flex-col gap-4">
          {message && <Alert tone="error">{message}</Alert>}
          <Form
            validationBehavior="aria"
            validationErrors={errors}
            onSubmit={onSubmit}
            aria-label={t("whistleblowing.track.title")}
            className="flex flex-col gap-4"
          >
            <TextField
              name="trackingCode"
              label={t("whistleblowing.track.code")}
              description={t("whistleblowing.track.codeHint")}
              isRequired
              maxLength={40}
              autoComplete="off"
              autoCorrect="off"
              spellCheck="false"
              className="[&_input]:font-mono [&_input]:tracking-wider"
              value={code}
              onChange={(value) => {
                setCode(value);
                clear("trackingCode");
              }}
            />
            <Button type="submit" isPending={isPending} className="w-full sm:w-auto sm:self-end">
              {isPending ? t("whistleblowing.track.submitting") : t("whistleblowing.track.submit")}
            </Button>
          </Form>
        </div>
      )}
      <nav aria-label={t("whistleblowing.moreLinks")} className="mt-6 flex flex-col gap-2 border-t border-border pt-4 text-sm">
        <Link href={REPORT_PATH} variant="standalone" className="self-start">
          {t("whistleblowing.reportLink")}
        </Link>
      </nav>
    </EmptyLayout>
  );
}

/** Props of {@link TrackedReport}. */
interface TrackedReportProps {
  /** The report's tracking code (to answer). */
  trackingCode: string;
  /** The report as the server answered it. */
  data: TrackedCase;
  /** Called with the reporter's answer once the server has it. */
  onNote: (note: Schemas["ComplaintNote"]) => void;
  /** Forgets the code and shows the code form again. */
  onForget: () => void;
}

/** Who did something, as the reporter sees it. */
function actorText(kind: HistoryEntry["actorKind"] | Schemas["ComplaintNote"]["authorKind"], name: string | null, t: (key: string) => string): string {
  if (kind === "staff") return name ?? t("whistleblowing.track.officer");
  return t("whistleblowing.track.you");
}

/** The timeline events of a report's history. */
function historyEvents(
  history: readonly HistoryEntry[],
  statusName: (code: HistoryEntry["toStatus"]) => string,
  t: (key: string) => string,
): TimelineEvent[] {
  return history.map((entry) => ({
    id: entry.id,
    at: entry.at,
    actor: actorText(entry.actorKind, entry.actorName, t),
    fromStatus: entry.fromStatus && entry.fromStatus !== entry.toStatus ? statusName(entry.fromStatus) : undefined,
    toStatus: statusName(entry.toStatus),
    comment: (
      <>
        <span className="block font-medium">{t(`whistleblowing.actions.${entry.action}`)}</span>
        {entry.comment && <span className="block whitespace-pre-line">{entry.comment}</span>}
      </>
    ),
    tone: entry.toStatus === "completed" ? "success" : entry.toStatus === "rejected" ? "warn" : "primary",
  }));
}

/** Dates in the portal's format (Thai: Buddhist era). */
function dateFormatter(language: Language) {
  return (date: Date) => formatDateTime(date.toISOString(), language);
}

/** A report followed with its code: status, timeline, messages and the answer form. */
function TrackedReport({ trackingCode, data, onNote, onForget }: TrackedReportProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const statuses = useComplaintStatuses();
  const kinds = useComplaintKinds();
  const heading = useRef<HTMLHeadingElement>(null);
  const { complaint, notes } = data;
  const isOpen = isOpenStatus(complaint.status.code);

  useEffect(() => heading.current?.focus(), []);

  const statusName = useMemo(() => {
    const names = new Map((statuses.data ?? []).map((status) => [status.code, localName(status, language)]));
    return (code: HistoryEntry["toStatus"]) => names.get(code) ?? (code === complaint.status.code ? localName(complaint.status, language) : code);
  }, [statuses.data, language, complaint.status]);
  const kind = kinds.data?.find((each) => each.id === complaint.complaintKindId);
  const format = useMemo(() => dateFormatter(language), [language]);

  const events = useMemo(() => historyEvents(complaint.history, statusName, t), [complaint.history, statusName, t]);
  const messages: ThreadMessage[] = notes.map((note) => ({
    id: note.id,
    at: note.createdAt,
    author: actorText(note.authorKind, note.authorName, t),
    body: <span className="whitespace-pre-line">{note.body}</span>,
    align: note.authorKind === "staff" ? "start" : "end",
    attachments:
      note.files.length > 0 ? (
        <span className="text-xs text-muted">{t("whistleblowing.track.files", { count: note.files.length })}</span>
      ) : undefined,
  }));

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="tracked-report" className="flex flex-col gap-3">
        <h2 id="tracked-report" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("whistleblowing.track.report", { number: complaint.complaintNo })}
        </h2>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted">{t("whistleblowing.track.status")}</dt>
          <dd>
            <StatusBadge code={complaint.status.code} label={localName(complaint.status, language)} />
          </dd>
          {kind && (
            <>
              <dt className="font-medium text-muted">{t("whistleblowing.track.kind")}</dt>
              <dd className="break-words">{localName(kind, language)}</dd>
            </>
          )}
          <dt className="font-medium text-muted">{t("whistleblowing.track.filedOn")}</dt>
          <dd>
            <time dateTime={complaint.createdAt}>{formatDateTime(complaint.createdAt, language)}</time>
          </dd>
          {isOpen && (
            <>
              <dt className="font-medium text-muted">{t("whistleblowing.track.expectedBy")}</dt>
              <dd>
                <time dateTime={complaint.dueAt}>{formatDateTime(complaint.dueAt, language, undefined, false)}</time>
              </dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby="tracked-history" className="flex flex-col gap-3">
        <h3 id="tracked-history" className="text-lg font-semibold">
          {t("whistleblowing.track.history")}
        </h3>
        <Timeline events={events} formatDate={format} aria-label={t("whistleblowing.track.history")} />
      </section>

      <section aria-labelledby="tracked-messages" className="flex flex-col gap-3">
        <h3 id="tracked-messages" className="text-lg font-semibold">
          {t("whistleblowing.track.messages")}
        </h3>
        <MessageThread
          messages={messages}
          formatDate={format}
          aria-label={t("whistleblowing.track.messages")}
          emptyState={<p className="text-sm text-muted">{t("whistleblowing.track.noMessages")}</p>}
        />
        {isOpen ? (
          <AnswerForm trackingCode={trackingCode} onNote={onNote} />
        ) : (
          <p className="text-sm text-muted">{t("whistleblowing.track.closed")}</p>
        )}
      </section>

      <Button variant="secondary" onPress={onForget} className="self-start">
        {t("whistleblowing.track.another")}
      </Button>
    </div>
  );
}

/** The reporter's answer to the integrity officer. */
function AnswerForm({ trackingCode, onNote }: { trackingCode: string; onNote: (note: Schemas["ComplaintNote"]) => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [body, setBody] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid = validate(whistleblowingNoteSchema, { body: body.trim() }, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    let note: Schemas["ComplaintNote"];
    try {
      note = await answerWhistleblowing(trackingCode, body.trim());
    } catch (caught) {
      setPending(false);
      const failure = callError(caught);
      setErrors(fieldErrors(failure));
      setMessage({
        tone: "error",
        text: failure.status === 404 ? t("whistleblowing.track.notFound") : failureText(failure, t, language),
      });
      return;
    }
    setPending(false);
    setBody("");
    onNote(note);
    setMessage({ tone: "success", text: t("whistleblowing.track.answerSent") });
  };

  return (
    <Form
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={onSubmit}
      aria-label={t("whistleblowing.track.answerForm")}
      className="flex flex-col gap-3"
    >
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <TextField
        name="body"
        label={t("whistleblowing.track.answer")}
        description={t("whistleblowing.track.answerHint")}
        multiline
        rows={4}
        isRequired
        maxLength={4000}
        value={body}
        onChange={(value) => {
          setBody(value);
          clear("body");
        }}
      />
      <Button type="submit" isPending={isPending} className="w-full sm:w-auto sm:self-end">
        {isPending ? t("whistleblowing.track.answerSending") : t("whistleblowing.track.answerSubmit")}
      </Button>
    </Form>
  );
}
