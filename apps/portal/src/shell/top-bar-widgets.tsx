/**
 * The top bar's messages, notifications and shortcuts panels (portal-spec.md section 2 "Top-bar widgets",
 * section 4 read flags; contract tag `common`), wired to the API with TanStack Query: each change is sent, then
 * the list is fetched again; a failed change shows the server's message in a toast.
 */
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { MessagesPanel, NotificationsPanel, ShortcutsPanel, showToast, type Shortcut, type ShortcutInput } from "@eoffice/ui";
import { pxClient } from "../api/client";
import { errorMessage, unwrap } from "../api/errors";
import { useLanguage } from "../i18n/use-language";
import { INBOX_API, toInboxItem, type InboxKind } from "./inbox-api";

/** Shows a failed change's message (the server's, or the generic one). */
function useFailureToast(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) => showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
}

/** The messages or the notifications panel. */
export function InboxWidget({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const onFailure = useFailureToast();
  const queryKey = ["common", kind] as const;
  const calls = INBOX_API[kind];
  const list = useQuery({ queryKey, queryFn: calls.list, select: (answer) => answer.data.map(toInboxItem) });
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onError: onFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const props = {
    items: list.data,
    isLoading: list.isPending,
    error: list.error ? errorMessage(list.error, t("common.unknownError")) : undefined,
    locale: language,
    timeZone: "Asia/Bangkok",
    onToggleRead: (id: string) => {
      const item = list.data?.find((candidate) => candidate.id === id);
      if (item) return change.mutateAsync(() => calls.toggleRead(id, !item.read)).catch(() => undefined);
    },
    onMarkAllRead: () => change.mutateAsync(() => calls.markAllRead()).catch(() => undefined),
    onDelete: (id: string) => change.mutateAsync(() => calls.remove(id)).catch(() => undefined),
  };
  return kind === "messages" ? <MessagesPanel {...props} /> : <NotificationsPanel {...props} />;
}

/** A shortcut of the contract as the ui panel takes it. */
function toShortcut(shortcut: Schemas["Shortcut"]): Shortcut {
  return {
    id: shortcut.id,
    label: shortcut.label,
    icon: shortcut.icon,
    link: shortcut.link,
    useRouter: shortcut.useRouter,
    ...(shortcut.description ? { description: shortcut.description } : {}),
  };
}

/** The form's values as the contract takes them (an empty description is sent as `null`). */
function toContractInput(input: ShortcutInput): Schemas["ShortcutInput"] {
  return { ...input, description: input.description?.trim() ? input.description : null };
}


/** The shortcuts panel (rejections keep its form open with the error, as the panel documents). */
export function ShortcutsWidget() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ["common", "shortcuts"] as const;
  const list = useQuery({
    queryKey,
    queryFn: () => unwrap(pxClient.GET("/common/shortcuts")),
    select: (answer) => answer.data.map(toShortcut),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const run = async (call: Promise<{ data?: unknown; error?: unknown }>) => {
    try {
      await unwrap(call);
    } catch (error) {
      throw new Error(errorMessage(error, t("common.unknownError")), { cause: error });
    } finally {
      await refresh();
    }
  };
  return (
    <ShortcutsPanel
      shortcuts={list.data}
      isLoading={list.isPending}
      error={list.error ? errorMessage(list.error, t("common.unknownError")) : undefined}
      onCreate={(input) => run(pxClient.POST("/common/shortcuts", { body: { shortcut: toContractInput(input) } }))}
      onUpdate={(id, input) => run(pxClient.PATCH("/common/shortcuts", { body: { id, shortcut: toContractInput(input) } }))}
      onDelete={(id) => run(pxClient.DELETE("/common/shortcuts", { params: { query: { id } } }))}
    />
  );
}
