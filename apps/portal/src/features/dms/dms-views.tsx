/**
 * Parts of the Dms page that run the store (tracker issue 39 item 4): tags shown with a colour and pressed to filter
 * by them, the bar of the chosen tag (with its colour picker for administrators and document controllers, item 2),
 * the bar of bulk actions on the selected documents (move to the trash, restore; move to a folder, add or remove a
 * tag, item 3), "Empty trash" for those who run the document store, and "Delete folder" for an empty folder the user
 * manages.
 *
 * A tag's colour is the one chosen for it, or else one its name picks (`tag-colours.ts`: the same tag has the same
 * colour on every page and for everyone); the colour is a mark beside the name, never the only way to tell tags apart.
 *
 * Accessible names for tests: per tag "Show documents tagged <tag>"; buttons "Clear tag filter", "Move selected to
 * trash", "Restore selected", "Move selected…", "Tag selected…", "Empty trash", "Delete folder"; select "Tag colour".
 */
import { mayCall } from "@eoffice/api-client/rights";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Button, ConfirmationDialog, Select, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useStaffRoles } from "../staff";
import { BulkChangeDialog, type BulkMode } from "./bulk-dialog";
import { DMS_KEYS, useTagColours, type DmsDocument, type DmsFolder } from "./dms-queries";
import { TAG_COLOURS, tagFill, type TagColour } from "./tag-colours";
import { useTrashActions } from "./trash-actions";

/** Props of {@link TagChips}. */
export interface TagChipsProps {
  tags: readonly string[];
  /** Called with the tag pressed (filter by it). */
  onPick(tag: string): void;
}

/** A document's tags, each a button that filters the list by it. */
export function TagChips({ tags, onPick }: TagChipsProps) {
  const { t } = useTranslation();
  const colours = useTagColours();
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Button key={tag} size="sm" variant="quiet" aria-label={t("documents.tags.filterBy", { tag })} onPress={() => onPick(tag)}>
          <span aria-hidden="true" data-colour={colours?.get(tag) ?? "default"} className={`inline-block size-2.5 shrink-0 rounded-full ${tagFill(tag, colours)}`} />
          {tag}
        </Button>
      ))}
    </span>
  );
}

/** The bar of the tag the list is filtered by, with its colour picker for those who may choose it (`setDmsTagColour`). */
export function TagFilterBar({ tag, onClear }: { tag: string; onClear(): void }) {
  const { t } = useTranslation();
  const colours = useTagColours();
  const { roles } = useStaffRoles();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${tagFill(tag, colours)}`} />
      <span>{t("documents.tags.filtered", { tag })}</span>
      <Button size="sm" variant="secondary" onPress={onClear}>
        {t("documents.tags.clear")}
      </Button>
      {mayCall(roles, "setDmsTagColour") && colours && <TagColourPicker key={tag} tag={tag} chosen={colours.get(tag) ?? null} />}
    </div>
  );
}

const DEFAULT = "default";

/** The colour of a tag, chosen from the palette (or the default); saved at once. */
function TagColourPicker({ tag, chosen }: { tag: string; chosen: TagColour | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = api.useMutation("put", "/v1/DmsTag/colour");
  const items = [{ id: DEFAULT, label: t("documents.tags.colourDefault") }, ...TAG_COLOURS.map((c) => ({ id: c, label: t(`documents.tags.colours.${c}`) }))];
  const choose = async (key: string) => {
    try {
      await save.mutateAsync({ body: { tag, colour: key === DEFAULT ? null : (key as TagColour) } });
      showToast({ title: t("documents.tags.colourSaved", { tag }), tone: "success" });
    } catch (error) {
      showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.tags });
    }
  };
  return (
    <Select
      label={t("documents.tags.colour")}
      items={items}
      value={chosen ?? DEFAULT}
      isDisabled={save.isPending}
      onChange={(key) => key !== null && String(key) !== (chosen ?? DEFAULT) && void choose(String(key))}
      className="ms-auto w-48"
    />
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

/**
 * Bulk actions on the selected documents: each one moved to the trash or restored, with one toast of the outcome; out
 * of the trash also moved to a folder or tagged (the bulk dialog, `bulk-dialog.tsx`).
 */
export function BulkBar({ selected, trash, onDone }: BulkBarProps) {
  const { t } = useTranslation();
  const actions = useTrashActions({ quiet: true });
  const [pending, setPending] = useState(false);
  const [mode, setMode] = useState<BulkMode>(null);
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
      {!trash && (
        <>
          <Button size="sm" variant="secondary" isDisabled={editable.length === 0} onPress={() => setMode("move")}>
            {t("documents.bulkChange.move")}
          </Button>
          <Button size="sm" variant="secondary" isDisabled={editable.length === 0} onPress={() => setMode("tag")}>
            {t("documents.bulkChange.tagButton")}
          </Button>
          <BulkChangeDialog mode={mode} documents={selected} onClose={() => setMode(null)} onDone={onDone} />
        </>
      )}
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
