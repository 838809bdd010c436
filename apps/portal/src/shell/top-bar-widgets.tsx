/**
 * The top bar's messages, notifications and shortcuts panels (docs/spec/portal-spec.md section 2 "Top-bar widgets",
 * section 4 read flags; contract tag `common`), wired to the API with TanStack Query.
 *
 * Messages and notifications update OPTIMISTICALLY (a person expects the dot and the badge to react at once):
 * toggling read, marking all read (also seen) and deleting change the cached list before the call is sent; when
 * the server refuses, the list is put back and the server's message shows in a toast; after every change the
 * list is fetched again. Shortcuts wait for the server (the panel keeps its form open with the error).
 */
import { useTranslation } from "../i18n/use-translation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { MessagesPanel, NotificationsPanel, ShortcutsPanel, showToast, type Shortcut, type ShortcutInput } from "@eoffice/ui";
import { pxClient } from "../api/client";
import { errorMessage, unwrap } from "../api/errors";
import { useLanguage } from "../i18n/use-language";
import { applyInboxChange, INBOX_API, inboxListQuery, inboxQueryKey, sendInboxChange, toInboxItem, type InboxChange, type InboxKind } from "./inbox-api";

/** Shows a failed change's message (the server's, or the generic one) in an error toast. */
function useFailureToast(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) => showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
}

/** The messages or the notifications panel (optimistic, see the module comment). */
export function InboxWidget({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const onFailure = useFailureToast();
  const queryKey = inboxQueryKey(kind);
  const calls = INBOX_API[kind];
  const list = useQuery({ ...inboxListQuery(kind), select: (answer) => answer.data.map(toInboxItem) });
  const change = useMutation({
    mutationKey: queryKey,
    mutationFn: (next: InboxChange) => sendInboxChange(calls, next),
    onMutate: async (next) => {
      // A list call still running would overwrite the optimistic list with the old state.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Schemas["InboxItemList"]>(queryKey);
      if (before) queryClient.setQueryData(queryKey, applyInboxChange(before, next));
      return { before };
    },
    onError: (error, _next, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      onFailure(error);
    },
    // Fetch again once the last of several quick changes has settled, so that a reply cannot undo a later change.
    onSettled: () => (queryClient.isMutating({ mutationKey: queryKey }) === 1 ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
  const run = (next: InboxChange) => change.mutateAsync(next).catch(() => undefined);
  const props = {
    items: list.data,
    isLoading: list.isPending,
    error: list.error ? errorMessage(list.error, t("common.unknownError")) : undefined,
    locale: language,
    timeZone: "Asia/Bangkok",
    onToggleRead: (id: string) => {
      const item = list.data?.find((candidate) => candidate.id === id);
      if (item) return run({ type: "toggle-read", id, read: !item.read });
    },
    onMarkAllRead: () => run({ type: "mark-all-read" }),
    onDelete: (id: string) => run({ type: "remove", id }),
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
  const run = async (call: Promise<{ data?: unknown; error?: unknown; response: Response }>) => {
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
