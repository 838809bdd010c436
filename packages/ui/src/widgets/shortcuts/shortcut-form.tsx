/**
 * The add / edit form of the shortcuts panel (docs/spec/portal-spec.md section 3 "Shortcut", section 5 "Shortcut form:
 * label, icon, link, useRouter required; save disabled while invalid"). Internal to {@link ShortcutsPanel}.
 *
 * Better than the template: the router toggle always has a value (a new shortcut starts with it on), so Save is
 * enabled as soon as label, icon and link are filled; an empty required field says "Required" once left; the
 * disabled Save explains why; Delete asks for confirmation.
 */
import { useId, useState, type ReactNode } from "react";
import { Button } from "../../components/button/button";
import { Checkbox } from "../../components/checkbox/checkbox";
import { ConfirmationDialog } from "../../components/dialog/confirmation-dialog";
import { Form } from "../../components/form/form";
import { Icon } from "../../components/icon/icon";
import { Spinner } from "../../components/spinner/spinner";
import { TextField } from "../../components/text-field/text-field";
import { formatMessage } from "../../i18n/messages";
import { missingShortcutFields, type ShortcutField, type ShortcutInput } from "./shortcut-types";
import type { ShortcutsLabels } from "./shortcuts-labels";
import { shortcutsPanelVariants } from "./shortcuts-panel.variants";

/** Props of {@link ShortcutForm}. */
export interface ShortcutFormProps {
  /** `add` (empty form, "Add") or `edit` (prefilled, "Update" and "Delete"). */
  mode: "add" | "edit";
  /** Starting values. */
  initial: ShortcutInput;
  /** Strings. */
  text: ShortcutsLabels;
  /** Which action is running. */
  pending: "save" | "delete" | null;
  /** Message of the last failed action. */
  error?: string;
  /** Save pressed with a valid form. */
  onSave: (input: ShortcutInput) => void;
  /** Delete confirmed (edit only). */
  onDelete: () => void;
  /** Cancel pressed. */
  onCancel: () => void;
}

/** A help text with the values to type exactly between backquotes, those shown as code (`home` -> <code>home</code>). */
function withCode(text: string): ReactNode {
  return text.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** The shortcut form (see the module comment). While an action runs, the buttons are disabled and a spinner says so. */
export function ShortcutForm({ mode, initial, text, pending, error, onSave, onDelete, onCancel }: ShortcutFormProps) {
  const slots = shortcutsPanelVariants();
  const hintId = useId();
  const [values, setValues] = useState<ShortcutInput>(initial);
  const [touched, setTouched] = useState<Partial<Record<ShortcutField, boolean>>>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const missing = missingShortcutFields(values);
  const isValid = missing.length === 0;
  const isBusy = pending !== null;

  const field = (name: ShortcutField) => ({
    name,
    value: values[name],
    isRequired: true,
    isInvalid: Boolean(touched[name]) && missing.includes(name),
    errorMessage: text.required,
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  return (
    <Form
      className={slots.form()}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid && !isBusy) onSave(values);
      }}
    >
      <TextField label={text.fieldLabel} autoFocus {...field("label")} />
      <TextField
        label={text.fieldDescription}
        name="description"
        value={values.description ?? ""}
        onChange={(description) => setValues((current) => ({ ...current, description }))}
      />
      <div className={slots.iconField()}>
        <TextField label={text.fieldIcon} description={withCode(text.fieldIconHelp)} className="flex-1" {...field("icon")} />
        <span className={slots.iconPreview()} data-slot="icon-preview">
          <Icon name={values.icon.trim() || "circle"} size={20} />
        </span>
      </div>
      <TextField label={text.fieldLink} description={withCode(text.fieldLinkHelp)} {...field("link")} />
      <Checkbox
        name="useRouter"
        isSelected={values.useRouter}
        onChange={(useRouter) => setValues((current) => ({ ...current, useRouter }))}
        description={text.fieldUseRouterHelp}
      >
        {text.fieldUseRouter}
      </Checkbox>
      {error && (
        <p role="alert" className={slots.error()}>
          {error}
        </p>
      )}
      {!isValid && (
        <p id={hintId} className={slots.hint()}>
          {text.saveDisabledHint}
        </p>
      )}
      <div className={slots.actions()}>
        {/* Pending is shown with a separate spinner, not the Button's `isPending`: react-aria's pending
            announcement would point at the button after the form is gone. */}
        <Button type="submit" isDisabled={!isValid || isBusy} aria-describedby={isValid ? undefined : hintId}>
          {mode === "add" ? text.create : text.update}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isBusy}>
          {text.cancel}
        </Button>
        {mode === "edit" && (
          <Button
            variant="danger"
            className="ms-auto"
            onPress={() => setConfirmingDelete(true)}
            isDisabled={isBusy}
          >
            {text.delete}
          </Button>
        )}
        {isBusy && <Spinner size="sm" label={pending === "delete" ? text.deleting : text.saving} />}
      </div>
      {mode === "edit" && (
        <ConfirmationDialog
          isOpen={confirmingDelete}
          title={text.deleteTitle}
          message={formatMessage(text.deleteMessage, { label: initial.label })}
          confirmLabel={text.delete}
          cancelLabel={text.cancel}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            onDelete();
          }}
        />
      )}
    </Form>
  );
}
