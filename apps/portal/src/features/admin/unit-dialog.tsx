/**
 * The dialog that creates or edits a unit of the organisation (issue 10 item 1; contract `createOrgUnit`,
 * `updateOrgUnit`): Thai and English names, a code (new units), the parent (moving = choosing a new parent; never
 * the unit itself or one of its sub-units) and the order among its siblings (`orderNo`). The server's 400 errors
 * show next to the fields they name; a 409 (for example a taken code or a deactivated parent) shows its message
 * in the dialog.
 *
 * Accessible names for tests: dialog "New division" / "New section" / "Edit unit"; fields "Name in Thai", "Name in
 * English", "Code", "Parent unit", "Order"; buttons "Save" and "Cancel".
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Dialog, Form, Modal, Select, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { useFieldErrors } from "../../lib/use-field-errors";
import { localName } from "../../lib/local-name";
import { ADMIN_KEYS } from "./admin-queries";
import { parentChoices, type OrgUnit } from "./org-tree";
import { BilingualNameFields, FormDialogFooter } from "./form-dialog-parts";

/** What the dialog does: create a division (top level), create a section under a parent, or edit a unit. */
export type UnitDialogMode = { kind: "create-division" } | { kind: "create-section"; parent: OrgUnit } | { kind: "edit"; unit: OrgUnit };

/** Props of {@link UnitDialog}. */
export interface UnitDialogProps {
  /** What to do; `null` closes the dialog. */
  mode: UnitDialogMode | null;
  /** Every unit (for the parent choice). */
  units: readonly OrgUnit[];
  /** Called to close the dialog. */
  onClose: () => void;
  /** Called with the saved unit. */
  onSaved?: (unit: OrgUnit) => void;
}

/** Value of the parent select for "top level". */
const TOP_LEVEL = "top";

/** The unit dialog. */
export function UnitDialog({ mode, units, onClose, onSaved }: UnitDialogProps) {
  return (
    <Modal isOpen={mode !== null} onOpenChange={(open) => !open && onClose()} className="max-w-xl">
      {mode && <UnitForm key={mode.kind === "edit" ? `edit-${mode.unit.id}` : mode.kind} mode={mode} units={units} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function UnitForm({ mode, units, onClose, onSaved }: UnitDialogProps & { mode: UnitDialogMode }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const editing = mode.kind === "edit" ? mode.unit : null;
  const initialParent = mode.kind === "edit" ? mode.unit.parentId : mode.kind === "create-section" ? mode.parent.id : null;
  const [nameTh, setNameTh] = useState(editing?.nameTh ?? "");
  const [nameEn, setNameEn] = useState(editing?.nameEn ?? "");
  const [code, setCode] = useState("");
  const [parent, setParent] = useState<string>(initialParent === null ? TOP_LEVEL : String(initialParent));
  const [orderNo, setOrderNo] = useState(editing ? String(editing.orderNo) : "");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const create = api.useMutation("post", "/v1/OrgUnit");
  const update = api.useMutation("put", "/v1/OrgUnit/{id}");

  const parentOptions = useMemo(
    () => [
      ...(editing?.kind === "division" || mode.kind === "create-division" ? [{ id: TOP_LEVEL, label: t("structure.unit.topLevel") }] : []),
      ...parentChoices(units, editing?.id ?? null).map((unit) => ({ id: String(unit.id), label: localName(unit, language) })),
    ],
    [units, editing, mode.kind, language, t],
  );

  const title =
    mode.kind === "create-division"
      ? t("structure.unit.newDivision")
      : mode.kind === "create-section"
        ? t("structure.unit.newSection")
        : t("structure.unit.edit");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid: Record<string, string> = {};
    if (!nameTh.trim()) invalid.nameTh = t("validation.required");
    if (!nameEn.trim()) invalid.nameEn = t("validation.required");
    if (code && !/^[a-z0-9][a-z0-9-]{1,39}$/.test(code)) invalid.code = t("structure.unit.codeRule");
    if (orderNo && !/^\d{1,6}$/.test(orderNo)) invalid.orderNo = t("structure.unit.orderRule");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const parentId = parent === TOP_LEVEL ? null : Number(parent);
    try {
      let saved: OrgUnit;
      if (editing) {
        const answer = await update.mutateAsync({
          params: { path: { id: editing.id } },
          body: {
            nameTh: nameTh.trim(),
            nameEn: nameEn.trim(),
            ...(parentId !== editing.parentId ? { parentId } : {}),
            ...(orderNo !== "" && Number(orderNo) !== editing.orderNo ? { orderNo: Number(orderNo) } : {}),
          },
        });
        saved = answer.data;
      } else {
        const answer = await create.mutateAsync({
          body: {
            kind: mode.kind === "create-division" && parentId === null ? "division" : "section",
            parentId,
            nameTh: nameTh.trim(),
            nameEn: nameEn.trim(),
            ...(code ? { code } : {}),
            ...(orderNo !== "" ? { orderNo: Number(orderNo) } : {}),
          },
        });
        saved = answer.data;
      }
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.units });
      showToast({ title: t("structure.unit.saved", { name: localName(saved, language) }), tone: "success" });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <Dialog
      title={title}
      footer={<FormDialogFooter form="unit-form" isPending={create.isPending || update.isPending} onCancel={onClose} />}
    >
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form id="unit-form" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <BilingualNameFields
          names={["nameTh", "nameEn"]}
          labels={[t("structure.unit.nameTh"), t("structure.unit.nameEn")]}
          values={[nameTh, nameEn]}
          onChange={(language, value) => (language === "th" ? setNameTh(value) : setNameEn(value))}
          clearError={clear}
        />
        {!editing && (
          <TextField
            name="code"
            label={t("structure.unit.code")}
            description={t("structure.unit.codeHint")}
            value={code}
            onChange={(value) => {
              setCode(value);
              clear("code");
            }}
          />
        )}
        {mode.kind !== "create-division" && (
          <Select
            name="parentId"
            label={t("structure.unit.parent")}
            description={editing ? t("structure.unit.parentHint") : undefined}
            items={parentOptions}
            value={parent}
            onChange={(key) => {
              if (key !== null) setParent(String(key));
              clear("parentId");
            }}
          />
        )}
        <TextField
          name="orderNo"
          label={t("structure.unit.order")}
          description={t("structure.unit.orderHint")}
          inputMode="numeric"
          value={orderNo}
          onChange={(value) => {
            setOrderNo(value);
            clear("orderNo");
          }}
        />
      </Form>
    </Dialog>
  );
}
