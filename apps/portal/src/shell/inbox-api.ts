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
