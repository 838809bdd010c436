/**
 * Parts of the Dms page that run the store (tracker issue 39 item 4): tags shown with a colour and pressed to filter
 * by them, the bar of the chosen tag, the bar of bulk actions on the selected documents (move to the trash, restore),
 * "Empty trash" for those who run the document store, and "Delete folder" for an empty folder the user manages.
 *
 * A tag's colour comes from its name (the same tag has the same colour on every page and for everyone); the
 * colour is a mark beside the name, never the only way to tell tags apart.
 *
 * Accessible names for tests: per tag "Show documents tagged <tag>"; buttons "Clear tag filter", "Move selected to
 * trash", "Restore selected", "Empty trash", "Delete folder".
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { Button, ConfirmationDialog, showToast } from "@eoffice/ui";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { DMS_KEYS, type DmsDocument, type DmsFolder } from "./dms-queries";
import { useTrashActions } from "./trash-actions";

/** The colours a tag's mark takes (design tokens), picked by its name. */
const TAG_COLOURS = ["bg-primary", "bg-accent", "bg-info", "bg-success", "bg-caution", "bg-warn"] as const;

/** The colour class of a tag: the same for the same name. */
export function tagColour(tag: string): (typeof TAG_COLOURS)[number] {
  let hash = 0;
  for (const ch of tag) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return TAG_COLOURS[hash % TAG_COLOURS.length]!;
}

/** Props of {@link TagChips}. */
export interface TagChipsProps {
  tags: readonly string[];
  /** Called with the tag pressed (filter by it). */
  onPick(tag: string): void;
}

/** A document's tags, each a button that filters the list by it. */
export function TagChips({ tags, onPick }: TagChipsProps) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Button key={tag} size="sm" variant="quiet" aria-label={t("documents.tags.filterBy", { tag })} onPress={() => onPick(tag)}>
          <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${tagColour(tag)}`} />
          {tag}
        </Button>
      ))}
    </span>
  );
}

/** The bar of the tag the list is filtered by. */
export function TagFilterBar({ tag, onClear }: { tag: string; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${tagColour(tag)}`} />
      <span>{t("documents.tags.filtered", { tag })}</span>
      <Button size="sm" variant="secondary" onPress={onClear}>
        {t("documents.tags.clear")}
      </Button>
    </div>
  );
}

/** Props of {@link BulkBar}. */
export interface BulkBarProps {
  /** The selected documents. */
  selected: readonly DmsDocument[];
  /** Whether the list is the trash (restore) or not (move to the trash). */
  trash: boolean;
  /** Called when the actions are done (to clear the selection). */
  onDone(): void;
}

/** Bulk actions on the selected documents: each one moved to the trash or restored, with one toast of the outcome. */
export function BulkBar({ selected, trash, onDone }: BulkBarProps) {
  const { t } = useTranslation();
  const actions = useTrashActions({ quiet: true });
  const [pending, setPending] = useState(false);
  const editable = selected.filter((d) => d.level !== "view");
  if (selected.length === 0) return null;
  const run = async () => {
    setPending(true);
    let done = 0;
    for (const doc of editable) if (await (trash ? actions.restore(doc) : actions.toTrash(doc))) done += 1;
    setPending(false);
    showToast({ title: t(trash ? "documents.bulk.restored" : "documents.bulk.trashed", { count: done }), tone: done === selected.length ? "success" : "warning" });
    onDone();
  };
  return (
    <div role="region" aria-label={t("documents.bulk.label")} className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm">
      <span>{t("documents.bulk.selected", { count: selected.length })}</span>
      <Button size="sm" variant={trash ? "primary" : "secondary"} isDisabled={editable.length === 0} isPending={pending} onPress={() => void run()}>
        {t(trash ? "documents.bulk.restore" : "documents.bulk.toTrash")}
      </Button>
    </div>
  );
}

/** "Empty trash" with its confirmation (administrators and document controllers; `emptyDmsTrash`). */
export function EmptyTrashButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const empty = api.useMutation("delete", "/v1/DmsDocument/trash");
  const run = async () => {
    try {
      const answer = await empty.mutateAsync({});
      showToast({ title: t("documents.trash.emptied", { count: answer.data.deleted }), tone: "success" });
    } catch (error) {
      showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.documents });
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" isDisabled={count === 0} onPress={() => setConfirming(true)}>
        {t("documents.trash.empty")}
      </Button>
      <ConfirmationDialog
        isOpen={confirming}
        tone="danger"
        title={t("documents.trash.emptyTitle")}
        message={t("documents.trash.emptyConfirm", { count })}
        confirmLabel={t("documents.trash.empty")}
        cancelLabel={t("common.cancel")}
        isPending={empty.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run()}
      />
    </>
  );
}

/** "Delete folder" of an empty folder the user manages, with its confirmation (`deleteDmsFolder`; 409 when not empty). */
export function DeleteFolderButton({ folder, onDeleted }: { folder: DmsFolder; onDeleted(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = api.useMutation("delete", "/v1/DmsFolder/{id}");
  const run = async () => {
    try {
      await remove.mutateAsync({ params: { path: { id: folder.id } } });
      showToast({ title: t("documents.folders.deleted", { name: folder.name }), tone: "success" });
      onDeleted();
    } catch (error) {
      showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.folders });
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setConfirming(true)}>
        {t("documents.folders.delete")}
      </Button>
      <ConfirmationDialog
        isOpen={confirming}
        tone="danger"
        title={t("documents.folders.deleteTitle", { name: folder.name })}
        message={t("documents.folders.deleteConfirm")}
        confirmLabel={t("documents.folders.delete")}
        cancelLabel={t("common.cancel")}
        isPending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run()}
      />
    </>
  );
}
