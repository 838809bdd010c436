/**
 * Calls of the top bar's messages and notifications panels (contract tag `common`: `/common/messages` and
 * `/common/notifications` have the same operations and shapes).
 */
import type { Schemas } from "@eoffice/api-client";
import type { InboxItem } from "@eoffice/ui";
import { pxClient } from "../api/client";
import { unwrap } from "../api/errors";

/** Which panel. */
export type InboxKind = "messages" | "notifications";

/** The operations of one panel; each resolves with the answer or throws the error envelope. */
export interface InboxApi {
  list(): Promise<Schemas["InboxItemList"]>;
  toggleRead(id: string, read: boolean): Promise<unknown>;
  markAllRead(): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** The calls of each panel. */
export const INBOX_API: Record<InboxKind, InboxApi> = {
  messages: {
    list: () => unwrap(pxClient.GET("/common/messages")),
    toggleRead: (id, read) => unwrap(pxClient.POST("/common/messages/toggle-read-status", { body: { item: { id, read } } })),
    markAllRead: () => unwrap(pxClient.GET("/common/messages/mark-all-as-read")),
    remove: (id) => unwrap(pxClient.DELETE("/common/messages", { params: { query: { id } } })),
  },
  notifications: {
    list: () => unwrap(pxClient.GET("/common/notifications")),
    toggleRead: (id, read) =>
      unwrap(pxClient.POST("/common/notifications/toggle-read-status", { body: { item: { id, read } } })),
    markAllRead: () => unwrap(pxClient.GET("/common/notifications/mark-all-as-read")),
    remove: (id) => unwrap(pxClient.DELETE("/common/notifications", { params: { query: { id } } })),
  },
};

/** Cache key of a panel's list. */
export const inboxQueryKey = (kind: InboxKind) => ["common", kind] as const;

/** The query of a panel's list (key and call), shared by its button's badge and by the panel. */
export const inboxListQuery = (kind: InboxKind) => ({ queryKey: inboxQueryKey(kind), queryFn: INBOX_API[kind].list });

/** A change the user makes in a panel (docs/spec/portal-spec.md section 4: read flag per item or all at once; delete). */
export type InboxChange =
  | { type: "toggle-read"; id: string; read: boolean }
  | { type: "mark-all-read" }
  | { type: "remove"; id: string };

/**
 * The list as it is after `change`, computed before the server answers (the optimistic update): toggling sets
 * one item's `read`; marking all sets `read` and `seen` on every item (the contract's mark-all also sets seen);
 * removing drops the item and lowers `total`. Unknown ids change nothing. Pure: returns a new list.
 * @param list - The cached answer of the list call.
 * @param change - What the user did.
 */
export function applyInboxChange(list: Schemas["InboxItemList"], change: InboxChange): Schemas["InboxItemList"] {
  switch (change.type) {
    case "toggle-read":
      return { ...list, data: list.data.map((item) => (item.id === change.id ? { ...item, read: change.read } : item)) };
    case "mark-all-read":
      return { ...list, data: list.data.map((item) => ({ ...item, read: true, seen: true })) };
    case "remove": {
      const data = list.data.filter((item) => item.id !== change.id);
      return { ...list, data, total: list.total - (list.data.length - data.length) };
    }
  }
}

/**
 * Sends a change to the server with the panel's calls.
 * @param calls - The panel's operations ({@link INBOX_API}).
 * @param change - What the user did.
 * @throws The error envelope when the server refuses.
 */
export function sendInboxChange(calls: InboxApi, change: InboxChange): Promise<unknown> {
  switch (change.type) {
    case "toggle-read":
      return calls.toggleRead(change.id, change.read);
    case "mark-all-read":
      return calls.markAllRead();
    case "remove":
      return calls.remove(change.id);
  }
}

/**
 * A contract item as the ui panel takes it (absent instead of `null`).
 * @param item - An item of `InboxItemList`.
 */
export function toInboxItem(item: Schemas["InboxItem"]): InboxItem {
  return {
    id: item.id,
    title: item.title,
    time: item.time,
    read: item.read,
    seen: item.seen,
    useRouter: item.useRouter,
    ...(item.description ? { description: item.description } : {}),
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.image ? { image: item.image } : {}),
    ...(item.link ? { link: item.link } : {}),
  };
}
