/**
 * The inputs of a document type's own fields (issue 14 item 4), shared by the upload dialog and the "Edit details"
 * dialog (tracker issue 39 item 4): a text, a number, or a date picked in the Buddhist era in Thai (ui `DatePicker`).
 * Values are kept as strings while typed; {@link typeFieldValues} turns them into what the contract takes.
 */
import { DatePicker, TextField } from "@eoffice/ui";
import { useLanguage } from "../../i18n/use-language";
import type { DmsDocumentType } from "./dms-queries";

/** One field of a document type. */
type TypeField = DmsDocumentType["fields"][number];

/** Props of {@link TypeFieldInputs}. */
export interface TypeFieldInputsProps {
  /** The type's fields; none renders nothing. */
  fields: readonly TypeField[];
  /** The typed values by field name (a date as `YYYY-MM-DD`). */
  values: Record<string, string>;
  /** Called with the field's name and its new value. */
  onChange(name: string, value: string): void;
}

/** The inputs of a document type's fields, each labelled in the interface's language. */
export function TypeFieldInputs({ fields, values, onChange }: TypeFieldInputsProps) {
  const [language] = useLanguage();
  return (
    <>
      {fields.map((f) => {
        const label = language === "th" ? f.labelTh : f.labelEn;
        if (f.kind === "date") {
          return <DatePicker key={f.name} name={`fields.${f.name}`} label={label} isRequired={f.required} value={values[f.name] || null} onChange={(v) => onChange(f.name, v ?? "")} />;
        }
        return (
          <TextField
            key={f.name}
            name={`fields.${f.name}`}
            label={label}
            isRequired={f.required}
            inputMode={f.kind === "number" ? "decimal" : undefined}
            value={values[f.name] ?? ""}
            onChange={(value) => onChange(f.name, value)}
          />
        );
      })}
    </>
  );
}

/**
 * The values the contract takes: blanks left out, numbers as numbers.
 * @param fields - The type's fields.
 * @param values - The typed values by field name.
 */
export function typeFieldValues(fields: readonly TypeField[], values: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const f of fields) {
    const v = values[f.name]?.trim();
    if (v) out[f.name] = f.kind === "number" && Number.isFinite(Number(v)) ? Number(v) : v;
  }
  return out;
}
