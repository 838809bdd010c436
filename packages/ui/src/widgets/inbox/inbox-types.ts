/**
 * Data of the messages and notifications panels (docs/spec/portal-spec.md section 3 "Message and notification").
 */

/** One message or notification. */
export interface InboxItem {
  /** Unique id. */
  id: string;
  /** Title, plain text (never rendered as HTML). */
  title: string;
  /** Description, plain text (never rendered as HTML). */
  description?: string;
  /** Icon name of the curated set (`Icon`), shown in a 32 px circle when there is no `image`. */
  icon?: string;
  /** Image URL shown in a 32 px circle (wins over `icon`). */
  image?: string;
  /** Where the row leads; without it the row is plain text. */
  link?: string;
  /** `true`: the link navigates with the app's router (no reload); `false`/absent: a full-page link. */
  useRouter?: boolean;
  /** When it happened, an ISO 8601 string (UTC, for example `2026-11-21T02:05:00Z`). */
  time: string;
  /** Whether the user has read it. */
  read: boolean;
  /** Whether the user has seen it (set together with `read` by mark-all, docs/spec/portal-spec.md section 4). */
  seen?: boolean;
}

/** Number of unread items (the badge count, docs/spec/portal-spec.md section 2). */
export function countUnread(items: readonly InboxItem[] | undefined): number {
  return items ? items.filter((item) => !item.read).length : 0;
}
