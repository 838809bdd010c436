/**
 * Parts the administration dialogs share (unit, position, menu item, staff user; issue 10): the Thai and English
 * name fields every bilingual record has, and the Cancel / submit footer of a dialog whose form lives in its body.
 */
import { useTranslation } from "../../i18n/use-translation";
import { Button, TextField } from "@eoffice/ui";

/** Props of {@link BilingualNameFields}. */
export interface BilingualNameFieldsProps {
  /** Form field names, as the contract names them (400 errors name them), for example `["nameTh", "nameEn"]`. */
  names: readonly [th: string, en: string];
  /** Visible labels, Thai field first. */
  labels: readonly [th: string, en: string];
  /** Current values, Thai first. */
  values: readonly [th: string, en: string];
  /** Called with the field's language and its new value. */
  onChange(language: "th" | "en", value: string): void;
  /** Clears the field's server error (`useFieldErrors().clear`). */
  clearError(name: string): void;
}

/** The required Thai and English names of a record (contract `BilingualName` and the menu's titles). */
export function BilingualNameFields({ names, labels, values, onChange, clearError }: BilingualNameFieldsProps) {
  return (
    <>
      {(["th", "en"] as const).map((language, index) => (
        <TextField
          key={language}
          name={names[index]}
          label={labels[index]}
          isRequired
          value={values[index]}
          onChange={(value) => {
            onChange(language, value);
            clearError(names[index]!);
          }}
        />
      ))}
    </>
  );
}

/** Props of {@link FormDialogFooter}. */
export interface FormDialogFooterProps {
  /** Id of the form the submit button submits. */
  form: string;
  /** Label of the submit button. @default the generic "Save" */
  submitLabel?: string;
  /** Whether the request is under way (the submit button shows it). */
  isPending: boolean;
  onCancel(): void;
}

/** Cancel and submit buttons of a dialog whose form is in its body. */
export function FormDialogFooter({ form, submitLabel, isPending, onCancel }: FormDialogFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" form={form} isPending={isPending}>
        {submitLabel ?? t("common.save")}
      </Button>
    </>
  );
}
