/**
 * MessageThread: the messages two parties write to each other on a record (issue 11, item 3: the notes thread
 * of a case between a resident and staff). An ordered list (`<ol>`) of messages, oldest first by default: who,
 * when (`<time datetime>`), an optional label (for example "Internal note"), the text with its line breaks, and
 * the message's attachments (any node, for example a {@link Gallery}). The reader's own messages sit at the end
 * edge (`align: "end"`); `tone: "private"` marks a message others never see with a dashed border, and its
 * `label` says so in words. Dates go through `formatDate`, by default Intl with the Buddhist era in Thai, as in
 * {@link Timeline}. The composer is not part of it: the app puts its form after the thread.
 */
import { useMemo, type ReactNode } from "react";
import { useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { listStatus } from "../../lib/list-status";
import { useChronological } from "../../lib/use-chronological";
import { defaultTimelineDateFormatter, type TimelineDateFormatter } from "../timeline/timeline";
import { messageThreadVariants, messageVariants, type MessageVariants } from "./message-thread.variants";

/** Colour of a message: `default`, `primary` (tinted) or `private` (dashed border). */
export type MessageTone = NonNullable<MessageVariants["tone"]>;

/** One message of a {@link MessageThread}. */
export interface ThreadMessage {
  /** Unique id (React key). */
  id: string | number;
  /** When it was written: a `Date`, or an ISO 8601 string (the API sends UTC). */
  at: Date | string;
  /** Who wrote it. */
  author?: ReactNode;
  /** The text (line breaks kept) or any node. */
  body: ReactNode;
  /** Which edge: `end` for the reader's own messages. @default "start" */
  align?: "start" | "end";
  /** Colour. @default "primary" when `align` is "end", else "default" */
  tone?: MessageTone;
  /** A short label beside the author (for example "Internal note"); say in words what the tone shows. */
  label?: ReactNode;
  /** The message's attachments, shown under the text. */
  attachments?: ReactNode;
}

/** Props of {@link MessageThread}. */
export interface MessageThreadProps {
  /** The messages, in any order (sorted by `at` here). */
  messages: readonly ThreadMessage[];
  /** `oldest-first` (a conversation) or `newest-first`. @default "oldest-first" */
  order?: "oldest-first" | "newest-first";
  /** Date formatter (the portal passes its Buddhist-era Thai formatting). @default as {@link Timeline} */
  formatDate?: TimelineDateFormatter;
  /** IANA time zone of the default formatter (for example "Asia/Bangkok"). @default the browser's */
  timeZone?: string;
  /** Accessible name of the list. @default "Messages" / "ข้อความ" */
  "aria-label"?: string;
  /** Loading: a spinner instead of the list. @default false */
  isLoading?: boolean;
  /** Error message instead of the list; `true` shows the default ("The messages could not be loaded"). */
  error?: ReactNode;
  /** Shows a "Try again" button with the error. */
  onRetry?: () => void;
  /** What shows when there are no messages. @default a small {@link EmptyState} "No messages yet" */
  emptyState?: ReactNode;
  /** Classes merged over the root's. */
  className?: string;
}

/** A conversation (see {@link MessageThreadProps}). */
export function MessageThread({
  messages,
  order = "oldest-first",
  formatDate,
  timeZone,
  isLoading = false,
  error,
  onRetry,
  emptyState,
  className,
  ...props
}: MessageThreadProps) {
  const strings = useUiStrings();
  const locale = useUiLocale();
  const slots = messageThreadVariants();
  const format = useMemo(() => formatDate ?? defaultTimelineDateFormatter(timeZone), [formatDate, timeZone]);
  const sorted = useChronological(messages, order);

  let content = listStatus({
    error,
    errorText: strings.threadError,
    onRetry,
    isLoading,
    isEmpty: sorted.length === 0,
    emptyState,
    emptyIcon: "inbox",
    emptyTitle: strings.threadEmpty,
    statusAreaClassName: slots.statusArea(),
  });
  if (content === null) {
    content = (
      <ol aria-label={props["aria-label"] ?? strings.threadLabel} className={slots.list()} data-order={order}>
        {sorted.map((message) => {
          const align = message.align ?? "start";
          const tone = message.tone ?? (align === "end" ? "primary" : "default");
          const itemSlots = messageVariants({ align, tone });
          const date = new Date(message.at);
          return (
            <li key={message.id} className={itemSlots.item()} data-slot="message" data-align={align} data-tone={tone}>
              <div className={itemSlots.bubble()}>
                <div className={slots.meta()}>
                  {message.author && <span className={slots.author()}>{message.author}</span>}
                  {message.label && (
                    <span className={itemSlots.label()} data-slot="message-label">
                      {message.label}
                    </span>
                  )}
                  <time dateTime={date.toISOString()} className={slots.time()}>
                    {format(date, locale)}
                  </time>
                </div>
                <div className={slots.body()}>{message.body}</div>
                {message.attachments && <div className={slots.attachments()}>{message.attachments}</div>}
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
      data-slot="message-thread"
      data-state={error ? "error" : isLoading ? "loading" : sorted.length === 0 ? "empty" : "ready"}
      className={slots.base({ className })}
    >
      {content}
    </div>
  );
}
