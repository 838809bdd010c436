/**
 * Positions (issue 10 item 1; contract `listPositions`, `createPosition`, `updatePosition`, `deletePosition`), in
 * a dialog of the structure page: the list with the number of holders, a form that adds a position or renames the
 * one chosen, and delete (a position somebody holds answers 409, whose message shows in the dialog).
 *
 * Accessible names for tests: dialog "Positions"; list "Positions"; per row buttons "Rename <name>" and "Delete
 * <name>"; fields "Name in Thai", "Name in English"; buttons "Add position" / "Save name", "Close".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Dialog, Form, Modal, Spinner, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { useFieldErrors } from "../../lib/use-field-errors";
import { localName } from "../../lib/local-name";
import { ADMIN_KEYS, usePositions } from "./admin-queries";
import { BilingualNameFields } from "./form-dialog-parts";

type Position = Schemas["Position"];

/** Props of {@link PositionsDialog}. */
export interface PositionsDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called to close it. */
  onClose: () => void;
}

/** The positions dialog. */
export function PositionsDialog({ isOpen, onClose }: PositionsDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} className="max-w-2xl">
      {isOpen && <PositionsBody onClose={onClose} />}
    </Modal>
  );
}

function PositionsBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const positions = usePositions();
  const create = api.useMutation("post", "/v1/Position");
  const update = api.useMutation("put", "/v1/Position/{id}");
  const remove = api.useMutation("delete", "/v1/Position/{id}");
  const [editing, setEditing] = useState<Position | null>(null);
  const [nameTh, setNameTh] = useState("");
  const [nameEn, setNameEn] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.positions });

  const startRename = (position: Position) => {
    setEditing(position);
    setNameTh(position.nameTh);
    setNameEn(position.nameEn);
    setErrors({});
    setMessage(null);
  };
  const reset = () => {
    setEditing(null);
    setNameTh("");
    setNameEn("");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid: Record<string, string> = {};
    if (!nameTh.trim()) invalid.nameTh = t("validation.required");
    if (!nameEn.trim()) invalid.nameEn = t("validation.required");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const body = { nameTh: nameTh.trim(), nameEn: nameEn.trim() };
      if (editing) await update.mutateAsync({ params: { path: { id: editing.id } }, body });
      else await create.mutateAsync({ body });
      showToast({ title: t("positions.saved", { name: language === "th" ? body.nameTh : body.nameEn }), tone: "success" });
      reset();
      await refresh();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  const deletePosition = async (position: Position) => {
    setMessage(null);
    try {
      await remove.mutateAsync({ params: { path: { id: position.id } } });
      showToast({ title: t("positions.deleted", { name: localName(position, language) }), tone: "success" });
      if (editing?.id === position.id) reset();
      await refresh();
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <Dialog title={t("positions.title")} footer={<Button variant="secondary" onPress={onClose}>{t("common.close")}</Button>}>
      <div className="flex flex-col gap-4">
        {message && <Alert tone="error">{message}</Alert>}
        {positions.error ? (
          <Alert tone="error" onRetry={() => void positions.refetch()}>
            {t("positions.loadError")}
          </Alert>
        ) : positions.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner size="lg" />
          </div>
        ) : (
          <ul aria-label={t("positions.title")} className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-xl border border-border" tabIndex={0}>
            {positions.data.data.map((position) => {
              const name = localName(position, language);
              return (
                <li key={position.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="flex flex-col">
                    <span className="font-medium text-foreground">{name}</span>
                    <span className="text-xs text-muted">{t("positions.holders", { count: position.holderCount })}</span>
                  </span>
                  <span className="flex gap-1">
                    <Button size="sm" variant="quiet" aria-label={t("positions.renameLabel", { name })} onPress={() => startRename(position)}>
                      {t("positions.rename")}
                    </Button>
                    <Button
                      size="sm"
                      variant="quiet"
                      className="text-warn"
                      aria-label={t("positions.deleteLabel", { name })}
                      onPress={() => void deletePosition(position)}
                    >
                      {t("common.delete")}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <Form validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <h3 className="font-semibold text-foreground">{editing ? t("positions.renameTitle", { name: localName(editing, language) }) : t("positions.addTitle")}</h3>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <BilingualNameFields
              names={["nameTh", "nameEn"]}
              labels={[t("structure.unit.nameTh"), t("structure.unit.nameEn")]}
              values={[nameTh, nameEn]}
              onChange={(language, value) => (language === "th" ? setNameTh(value) : setNameEn(value))}
              clearError={clear}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" isPending={create.isPending || update.isPending}>
              {editing ? t("positions.saveName") : t("positions.add")}
            </Button>
            {editing && (
              <Button variant="secondary" onPress={reset}>
                {t("common.cancel")}
              </Button>
            )}
          </div>
        </Form>
      </div>
    </Dialog>
  );
}
