/**
 * Timeline: the history of a case (issue 9, item 3b; docs/architecture.md "cases: one life cycle with history").
 * An ordered list (`<ol>`) of events: when, who, the status change (from → to), a comment and the number of
 * attachments. Newest first by default. Dates go through `formatDate`; the default uses `Intl.DateTimeFormat`
 * with `th-TH-u-ca-buddhist` in Thai (Buddhist era, docs/architecture.md "Time") and `en-GB` in English.
 */
import { useMemo, type ReactNode } from "react";
import { formatMessage } from "../../i18n/messages";
import type { UiLocale } from "../../i18n/messages";
import { useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { listStatus } from "../../lib/list-status";
import { useChronological } from "../../lib/use-chronological";
import { Icon } from "../icon/icon";
import { timelineVariants, type TimelineVariants } from "./timeline.variants";

/** Colour of an event's dot. */
export type TimelineTone = NonNullable<TimelineVariants["tone"]>;

/** One event of a {@link Timeline}. */
export interface TimelineEvent {
  /** Unique id (React key). */
  id: string | number;
  /** When it happened: a `Date`, or an ISO 8601 string (the API sends UTC). */
  at: Date | string;
  /** Who did it (a staff member's or the resident's name). */
  actor?: ReactNode;
  /** Status before the event (display text, already translated by the app). */
  fromStatus?: string;
  /** Status after the event. Without `fromStatus` it reads "Status set to …". */
  toStatus?: string;
  /** A comment or note (line breaks kept). */
  comment?: ReactNode;
  /** Number of attached files; shown when above 0. */
  attachments?: number;
  /** Colour of the dot. @default "primary" */
  tone?: TimelineTone;
}

/** Formats an event's date; receives the parsed `Date` and the ui language. */
export type TimelineDateFormatter = (date: Date, locale: UiLocale) => string;

/** Props of {@link Timeline}. */
export interface TimelineProps {
  /** The events, in any order (sorted by `at` here). */
  events: readonly TimelineEvent[];
  /** `newest-first` or `oldest-first`. @default "newest-first" */
  order?: "newest-first" | "oldest-first";
  /**
   * Date formatter (the portal passes its Buddhist-era Thai formatting).
   * @default Intl medium date + short time, `th-TH-u-ca-buddhist` in Thai, `en-GB` in English, in `timeZone`
   */
  formatDate?: TimelineDateFormatter;
  /** IANA time zone of the default formatter (for example "Asia/Bangkok"). @default the browser's */
  timeZone?: string;
  /** Accessible name of the list. @default "History" / "ประวัติการดำเนินการ" */
  "aria-label"?: string;
  /** Loading: a spinner instead of the list. @default false */
  isLoading?: boolean;
  /** Error message instead of the list; `true` shows the default ("The history could not be loaded"). */
  error?: ReactNode;
  /** Shows a "Try again" button with the error. */
  onRetry?: () => void;
  /** What shows when there are no events. @default an {@link EmptyState} "No history yet" */
  emptyState?: ReactNode;
  /** Classes merged over the root's. */
  className?: string;
}

/** The default formatter for a language and time zone. */
export function defaultTimelineDateFormatter(timeZone?: string): TimelineDateFormatter {
  const formats: Partial<Record<UiLocale, Intl.DateTimeFormat>> = {};
  return (date, locale) => {
    formats[locale] ??= new Intl.DateTimeFormat(locale === "th" ? "th-TH-u-ca-buddhist" : "en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone,
    });
    return formats[locale].format(date);
  };
}

/** A case history (see {@link TimelineProps}). */
export function Timeline({
  events,
  order = "newest-first",
  formatDate,
  timeZone,
  isLoading = false,
  error,
  onRetry,
  emptyState,
  className,
  ...props
}: TimelineProps) {
  const strings = useUiStrings();
  const locale = useUiLocale();
  const slots = timelineVariants();
  const format = useMemo(() => formatDate ?? defaultTimelineDateFormatter(timeZone), [formatDate, timeZone]);
  const sorted = useChronological(events, order);
  const label = props["aria-label"] ?? strings.timelineLabel;

  let content = listStatus({
    error,
    errorText: strings.timelineError,
    onRetry,
    isLoading,
    isEmpty: sorted.length === 0,
    emptyState,
    emptyIcon: "history",
    emptyTitle: strings.timelineEmpty,
    statusAreaClassName: slots.statusArea(),
  });
  if (content === null) {
    content = (
      <ol aria-label={label} className={slots.list()} data-order={order}>
        {sorted.map((event) => {
          const date = new Date(event.at);
          const toneSlots = timelineVariants({ tone: event.tone });
          return (
            <li key={event.id} className={toneSlots.item()} data-slot="timeline-event">
              <span aria-hidden="true" className={slots.dot()} />
              <div className={slots.body()}>
                <div className={slots.meta()}>
                  {event.actor && <span className={slots.actor()}>{event.actor}</span>}
                  <time dateTime={date.toISOString()} className={slots.time()}>
                    {format(date, locale)}
                  </time>
                </div>
                {event.toStatus && (
                  <p className={slots.change()}>
                    <span className="sr-only">
                      {event.fromStatus
                        ? formatMessage(strings.timelineStatusChanged, { from: event.fromStatus, to: event.toStatus })
                        : formatMessage(strings.timelineStatusSet, { to: event.toStatus })}
                    </span>
                    {event.fromStatus && (
                      <>
                        <span aria-hidden="true" className={slots.status()}>
                          {event.fromStatus}
                        </span>
                        <Icon name="chevron-right" size={14} className={slots.arrow()} />
                      </>
                    )}
                    <span aria-hidden="true" className={slots.status()} data-slot="timeline-to-status">
                      {event.toStatus}
                    </span>
                  </p>
                )}
                {event.comment && <div className={slots.comment()}>{event.comment}</div>}
                {!!event.attachments && event.attachments > 0 && (
                  <span className={slots.attachments()}>
                    <Icon name="file" size={14} />
                    {formatMessage(strings.timelineAttachments, { count: event.attachments })}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div
      aria-busy={isLoading || undefined}
      data-slot="timeline"
      data-state={error ? "error" : isLoading ? "loading" : sorted.length === 0 ? "empty" : "ready"}
      className={slots.base({ className })}
    >
      {content}
    </div>
  );
}
