/**
 * Move a document or a folder to another folder (issue 14 item 1 "move"; `moveDmsDocument`, `updateDmsFolder` with
 * `parentId`; audited by the server as `move`). The destination is a select of the folders the user sees, by path;
 * a destination the rules refuse (`move-rules.ts`: no edit rights there, the folder itself or one below it, where it
 * already is) is explained under the field at once, and the server's own refusal is shown in the dialog. A user
 * who may only view what they try to move is told so instead of being offered destinations.
 *
 * Accessible names for tests: dialog "Move <name>"; select "Destination folder"; button "Move here".
 */
import { inRoleGroup } from "@eoffice/api-client/rights";
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Dialog, Modal, Select, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useStaffRoles } from "../staff";
import { DMS_KEYS, useDmsFolders, type DmsDocument, type DmsFolder } from "./dms-queries";
import { TOP, folderPaths, moveRefusal, type MoveSource } from "./move-rules";

/** What the dialog moves; `null` closes it. */
export type MoveTarget = { kind: "document"; doc: DmsDocument } | { kind: "folder"; folder: DmsFolder };

/** Props of {@link MoveDialog}. */
export interface MoveDialogProps {
  target: MoveTarget | null;
  onClose(): void;
}

/** The move dialog. */
export function MoveDialog({ target, onClose }: MoveDialogProps) {
  return (
    <Modal isOpen={target !== null} onOpenChange={(open) => !open && onClose()} className="max-w-xl">
      {target && <MoveForm key={target.kind === "document" ? `d${target.doc.id}` : `f${target.folder.id}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

function MoveForm({ target, onClose }: { target: MoveTarget; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const folders = useDmsFolders();
  const { roles } = useStaffRoles();
  const moveDocument = api.useMutation("post", "/v1/DmsDocument/{id}/move");
  const moveFolder = api.useMutation("put", "/v1/DmsFolder/{id}");
  const [destination, setDestination] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useMemo(() => folders.data?.data ?? [], [folders.data]);
  const paths = useMemo(() => folderPaths(list), [list]);
  const mayUseTop = inRoleGroup(roles, "documentStore");
  const name = target.kind === "document" ? target.doc.title : target.folder.name;
  const source: MoveSource =
    target.kind === "document"
      ? { kind: "document", folderId: target.doc.folderId, level: target.doc.level }
      : { kind: "folder", id: target.folder.id, parentId: target.folder.parentId, level: target.folder.level };
  const chosen = destination === null ? null : destination === TOP ? TOP : Number(destination);
  const refusal = chosen === null ? null : moveRefusal(list, source, chosen, mayUseTop);
  const pathOf = (id: typeof chosen) => (id === TOP ? t("documents.move.top") : id === null ? "" : (paths.get(id) ?? ""));
  const options = [
    ...(target.kind === "folder" && mayUseTop ? [{ id: TOP, label: t("documents.move.top") }] : []),
    ...[...paths].sort(([, a], [, b]) => a.localeCompare(b, "th")).map(([id, path]) => ({ id: String(id), label: path })),
  ];
  const pending = moveDocument.isPending || moveFolder.isPending;

  const submit = async () => {
    setMessage(null);
    if (chosen === null) return setMessage(t("documents.move.choose"));
    if (refusal) return;
    try {
      if (target.kind === "document") {
        await moveDocument.mutateAsync({ params: { path: { id: target.doc.id } }, body: { folderId: chosen as number } });
        await queryClient.invalidateQueries({ queryKey: DMS_KEYS.documents });
        await queryClient.invalidateQueries({ queryKey: DMS_KEYS.document });
        await queryClient.invalidateQueries({ queryKey: DMS_KEYS.activity });
      } else {
        await moveFolder.mutateAsync({ params: { path: { id: target.folder.id } }, body: { parentId: chosen === TOP ? null : chosen } });
        await queryClient.invalidateQueries({ queryKey: DMS_KEYS.folders });
        await queryClient.invalidateQueries({ queryKey: DMS_KEYS.documents });
      }
      showToast({ title: t("documents.move.moved", { name, path: pathOf(chosen) }), tone: "success" });
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  if (source.level === "view") {
    // Nothing to choose: say why at once.
    return (
      <Dialog
        title={t("documents.move.title", { name })}
        footer={
          <Button variant="secondary" onPress={onClose}>
            {t("common.close")}
          </Button>
        }
      >
        <Alert tone="info">{t("documents.move.sourceReadOnly", { name })}</Alert>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t("documents.move.title", { name })}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onPress={() => void submit()} isPending={pending} isDisabled={refusal !== null}>
            {t("documents.move.submit")}
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
        {folders.error && <Alert tone="error">{errorMessage(folders.error, t("common.unknownError"))}</Alert>}
        <p className="text-sm text-muted">
          {t("documents.move.from", { path: target.kind === "document" ? target.doc.folderPath : (paths.get(target.folder.id) ?? "") })}
        </p>
        <Select
          label={t("documents.move.destination")}
          description={t(target.kind === "document" ? "documents.move.documentHint" : "documents.move.folderHint")}
          items={options}
          value={destination}
          onChange={(key) => {
            setDestination(key === null ? null : String(key));
            setMessage(null);
          }}
          isRequired
          isInvalid={refusal !== null}
          errorMessage={refusal ? t(`documents.move.${refusal}`, { name, path: pathOf(chosen) }) : undefined}
        />
      </form>
    </Dialog>
  );
}
