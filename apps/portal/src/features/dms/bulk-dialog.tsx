/**
 * Bulk changes of the selected documents beyond the trash (tracker issue 39 item 3; contract `bulkChangeDmsDocuments`):
 * move them to a folder, or add or remove a tag on each. The server changes each document by its own rights and
 * answers which failed and why; the dialog then stays open with those documents listed by title and reason, while the
 * list already shows the others changed.
 *
 * Accessible names for tests: dialogs "Move <n> documents" and "Tag <n> documents"; select "Destination folder";
 * field "Tag"; select "Add or remove"; buttons "Move here", "Apply"; the failures' list "Not changed".
 */
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Dialog, Modal, Select, TextField, showToast } from "@eoffice/ui";
import type { Schemas } from "@eoffice/api-client";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { DMS_KEYS, useDmsFolders, type DmsDocument } from "./dms-queries";
import { folderPaths } from "./move-rules";

/** What the bulk dialog does: move the selection, or add or remove a tag; null closes it. */
export type BulkMode = "move" | "tag" | null;

/** Props of {@link BulkChangeDialog}. */
export interface BulkChangeDialogProps {
  mode: BulkMode;
  /** The selected documents. */
  documents: readonly DmsDocument[];
  onClose(): void;
  /** Called after a change where every document was changed (to clear the selection). */
  onDone(): void;
}

/** The bulk move and tag dialog. */
export function BulkChangeDialog({ mode, documents, onClose, onDone }: BulkChangeDialogProps) {
  return (
    <Modal isOpen={mode !== null} onOpenChange={(open) => !open && onClose()} className="max-w-xl">
      {mode && <BulkForm mode={mode} documents={documents} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function BulkForm({ mode, documents, onClose, onDone }: { mode: "move" | "tag"; documents: readonly DmsDocument[]; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const folders = useDmsFolders();
  const change = api.useMutation("post", "/v1/DmsDocument/bulk");
  const [folderId, setFolderId] = useState<string | null>(null);
  const [tag, setTag] = useState("");
  const [action, setAction] = useState<"addTag" | "removeTag">("addTag");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState<Schemas["DmsBulkFailure"][]>([]);
  const options = useMemo(() => {
    const list = folders.data?.data ?? [];
    const paths = folderPaths(list);
    return list
      .filter((f) => f.level !== "view")
      .map((f) => ({ id: String(f.id), label: paths.get(f.id) ?? f.name }))
      .sort((a, b) => a.label.localeCompare(b.label, "th"));
  }, [folders.data]);
  const titleOf = new Map(documents.map((d) => [d.id, d.title]));
  const count = documents.length;

  const submit = async () => {
    setMessage(null);
    setFailed([]);
    if (mode === "move" && folderId === null) return setFieldError(t("documents.move.choose"));
    if (mode === "tag" && tag.trim() === "") return setFieldError(t("documents.bulkChange.tagRequired"));
    setFieldError(null);
    try {
      const ids = documents.map((d) => d.id);
      const body = mode === "move" ? { ids, action: "move" as const, folderId: Number(folderId) } : { ids, action, tag: tag.trim() };
      const answer = await change.mutateAsync({ body });
      await Promise.all([DMS_KEYS.documents, DMS_KEYS.document, DMS_KEYS.activity].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const done = answer.data.done.length;
      showToast({ title: t("documents.bulkChange.done", { count: done }), tone: answer.data.failed.length === 0 ? "success" : "warning" });
      if (answer.data.failed.length === 0) {
        onDone();
        onClose();
      } else setFailed(answer.data.failed);
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <Dialog
      title={t(mode === "move" ? "documents.bulkChange.moveTitle" : "documents.bulkChange.tagTitle", { count })}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t(failed.length > 0 ? "common.close" : "common.cancel")}
          </Button>
          <Button onPress={() => void submit()} isPending={change.isPending}>
            {t(mode === "move" ? "documents.move.submit" : "documents.bulkChange.apply")}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {message && <Alert tone="error">{message}</Alert>}
        {failed.length > 0 && (
          <Alert tone="warning" title={t("documents.bulkChange.failedTitle", { count: failed.length })}>
            <ul aria-label={t("documents.bulkChange.failedList")} className="list-disc ps-5">
              {failed.map((f) => (
                <li key={f.id}>
                  {t("documents.bulkChange.failedItem", { title: titleOf.get(f.id) ?? `#${f.id}`, reason: f.message })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {mode === "move" ? (
          <Select
            label={t("documents.move.destination")}
            description={t("documents.move.documentHint")}
            items={options}
            value={folderId}
            onChange={(key) => {
              setFolderId(key === null ? null : String(key));
              setFieldError(null);
            }}
            isRequired
            isInvalid={fieldError !== null}
            errorMessage={fieldError ?? undefined}
          />
        ) : (
          <>
            <TextField
              label={t("documents.bulkChange.tag")}
              value={tag}
              onChange={(value) => {
                setTag(value);
                setFieldError(null);
              }}
              maxLength={50}
              isRequired
              isInvalid={fieldError !== null}
              errorMessage={fieldError ?? undefined}
            />
            <Select
              label={t("documents.bulkChange.action")}
              items={[
                { id: "addTag", label: t("documents.bulkChange.addTag") },
                { id: "removeTag", label: t("documents.bulkChange.removeTag") },
              ]}
              value={action}
              onChange={(key) => key !== null && setAction(key === "removeTag" ? "removeTag" : "addTag")}
            />
          </>
        )}
      </form>
    </Dialog>
  );
}
