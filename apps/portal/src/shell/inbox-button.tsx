/**
 * The top bar's messages or notifications button (docs/spec/portal-spec.md section 2 "Messages and notifications with unread
 * badge when count is above 0"): the panel's list is asked for with the first render, so that the unread badge shows
 * at once on the ui placeholder; the panel itself loads on intent (`deferred-widget.tsx`, tracker issue 8) and reads
 * the same cached list.
 */
import { useQuery } from "@tanstack/react-query";
import { countUnread, MessagesPanelPlaceholder, NotificationsPanelPlaceholder } from "@eoffice/ui";
import { DeferredWidget } from "./deferred-widget";
import { inboxListQuery, toInboxItem, type InboxKind } from "./inbox-api";

/** The placeholder of each panel. */
const PLACEHOLDERS = { messages: MessagesPanelPlaceholder, notifications: NotificationsPanelPlaceholder } as const;

/**
 * A panel's button: the placeholder with the unread count until the panel has loaded, then the panel. A leaf of its
 * own: the list's answer re-renders only this button.
 */
export function InboxButton({ kind }: { kind: InboxKind }) {
  const unread = useQuery({ ...inboxListQuery(kind), select: (answer) => countUnread(answer.data.map(toInboxItem)) });
  const Placeholder = PLACEHOLDERS[kind];
  return (
    <DeferredWidget placeholder={(onPress) => <Placeholder unread={unread.data ?? 0} onPress={onPress} />}>
      {({ InboxWidget }) => <InboxWidget kind={kind} />}
    </DeferredWidget>
  );
}
