/**
 * The inputs of a document type's own fields (issue 14 item 4), shared by the upload dialog and the "Edit details"
 * dialog, for every kind of field (tracker issue 39 item 4): text, number, a date picked in the Buddhist era in Thai
 * (ui `DatePicker`), a choice list (`Select`), a checkbox, money in THB (typed in baht, sent in satang), another
 * document (`DocumentPicker`), a staff member (`StaffMemberPicker`) and a unit (`Select` of the units). Values are
 * kept as strings while edited; {@link typeFieldValues} turns them into what the contract takes, and
 * {@link typeFieldText} into what the document view shows. A staff member and another document are shown by name and
 * by title (with its number), from the document's `fieldRefs` (tracker issue 39 item 4), in the view and in the
 * pickers of "Edit details"; only an id the server did not resolve (a document the user may not view) stays a number.
 */
import { Checkbox, DatePicker, Select, TextField } from "@eoffice/ui";
import { useTranslation } from "../../i18n/use-translation";
import type { TFunction } from "../../i18n/translator";
import { api } from "../../api/query";
import { useLanguage } from "../../i18n/use-language";
import type { Language } from "../../i18n/languages";
import { localName } from "../../lib/local-name";
import { DocumentPicker } from "./document-picker";
import type { DmsDocument, DmsDocumentType } from "./dms-queries";
import { StaffMemberPicker } from "./staff-member-picker";

/** One field of a document type. */
type TypeField = DmsDocumentType["fields"][number];

/** A stored value of a field (money in satang, references as ids). */
type FieldValue = string | number | boolean;

/** What a document's reference fields name (contract `DmsDocument.fieldRefs`). */
export type FieldRefs = NonNullable<DmsDocument["fieldRefs"]>;

/** A referenced document as a line of text: its title and, when it has one, its number. */
export function documentRefText(d: FieldRefs["documents"][number]): string {
  return d.docNumber ? `${d.title} (${d.docNumber})` : d.title;
}

/** Props of {@link TypeFieldInputs}. */
export interface TypeFieldInputsProps {
  /** The type's fields; none renders nothing. */
  fields: readonly TypeField[];
  /** The edited values by field name, as strings (a date `YYYY-MM-DD`, money in baht, a checkbox `"true"`, an id). */
  values: Record<string, string>;
  /** Called with the field's name and its new value. */
  onChange(name: string, value: string): void;
  /** The names and titles of the stored references (the document being edited). @default none */
  refs?: FieldRefs;
}

/** The edited strings of stored values (for "Edit details"): money from satang to baht. */
export function typeFieldStrings(fields: readonly TypeField[], values: Record<string, FieldValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (v === undefined) continue;
    out[f.name] = f.kind === "money" && typeof v === "number" ? (v / 100).toFixed(2) : String(v);
  }
  return out;
}

/** The inputs of a document type's fields, each labelled in the interface's language. */
export function TypeFieldInputs({ fields, values, onChange, refs }: TypeFieldInputsProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const needsUnits = fields.some((f) => f.kind === "unit");
  const units = api.useQuery("get", "/v1/OrgUnit/listAll", { params: { query: {} } }, { enabled: needsUnits });
  return (
    <>
      {fields.map((f) => {
        const label = language === "th" ? f.labelTh : f.labelEn;
        const name = `fields.${f.name}`;
        const value = values[f.name] ?? "";
        const set = (next: string) => onChange(f.name, next);
        switch (f.kind) {
          case "date":
            return <DatePicker key={f.name} name={name} label={label} isRequired={f.required} value={value || null} onChange={(v) => set(v ?? "")} />;
          case "choice":
            return <Select key={f.name} name={name} label={label} isRequired={f.required} items={(f.choices ?? []).map((c) => ({ id: c, label: c }))} value={value || null} onChange={(k) => set(k === null ? "" : String(k))} />;
          case "checkbox":
            return (
              <Checkbox key={f.name} name={name} isSelected={value === "true"} onChange={(on) => set(on ? "true" : "false")} className="self-end">
                {label}
              </Checkbox>
            );
          case "money":
            return <TextField key={f.name} name={name} label={label} description={t("documents.fieldKinds.moneyHint")} isRequired={f.required} inputMode="decimal" value={value} onChange={set} />;
          case "document":
            return (
              <DocumentPicker
                key={f.name}
                name={name}
                label={label}
                description={t("documents.fieldKinds.documentHint")}
                value={value ? Number(value) : null}
                initialLabel={refDocumentText(refs, value, t)}
                onChange={(id) => set(id === null ? "" : String(id))}
              />
            );
          case "staff":
            return (
              <StaffMemberPicker
                key={f.name}
                label={label}
                value={value ? { id: Number(value), name: refs?.staff.find((p) => String(p.id) === value)?.name ?? t("documents.fieldKinds.staffNumber", { id: value }), unitId: null } : null}
                onChange={(user) => set(user ? String(user.id) : "")}
                units={units.data?.data}
              />
            );
          case "unit":
            return (
              <Select
                key={f.name}
                name={name}
                label={label}
                isRequired={f.required}
                items={(units.data?.data ?? []).map((u) => ({ id: String(u.id), label: localName(u, language) }))}
                value={value || null}
                onChange={(k) => set(k === null ? "" : String(k))}
              />
            );
          default:
            return <TextField key={f.name} name={name} label={label} isRequired={f.required} inputMode={f.kind === "number" ? "decimal" : undefined} value={value} onChange={set} />;
        }
      })}
    </>
  );
}

/**
 * The values the contract takes: blanks left out, numbers and references as numbers, money in satang, a checkbox
 * as true or false.
 * @param fields - The type's fields.
 * @param values - The edited strings by field name.
 */
export function typeFieldValues(fields: readonly TypeField[], values: Record<string, string>): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const f of fields) {
    const v = values[f.name]?.trim();
    if (f.kind === "checkbox") {
      if (v !== undefined && v !== "") out[f.name] = v === "true";
      continue;
    }
    if (!v) continue;
    const n = Number(v.replace(/,/g, ""));
    if (f.kind === "money") out[f.name] = Number.isFinite(n) ? Math.round(n * 100) : v;
    else if (f.kind === "number" || f.kind === "document" || f.kind === "staff" || f.kind === "unit") out[f.name] = Number.isFinite(n) ? n : v;
    else out[f.name] = v;
  }
  return out;
}

/** The label of a referenced document: its title and number when the server resolved it, else its number. */
function refDocumentText(refs: FieldRefs | undefined, value: string, t: TFunction): string | undefined {
  if (!value) return undefined;
  const d = refs?.documents.find((x) => String(x.id) === value);
  return d ? documentRefText(d) : t("documents.fieldKinds.documentNumber", { id: value });
}

/**
 * A stored value as the document view shows it: money in baht, a checkbox as yes or no, a unit by its name, a staff
 * member by name and a document by its title and number (from `refs`; by number when not resolved).
 */
export function typeFieldText(
  f: TypeField,
  value: FieldValue | undefined,
  language: Language,
  t: TFunction,
  unitName: (id: number) => string | undefined,
  refs?: FieldRefs,
): string {
  if (value === undefined || value === "") return "";
  switch (f.kind) {
    case "money":
      return typeof value === "number" ? t("documents.fieldKinds.baht", { amount: (value / 100).toLocaleString(language === "th" ? "th-TH" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }) : String(value);
    case "checkbox":
      return t(value === true ? "documents.fieldKinds.yes" : "documents.fieldKinds.no");
    case "unit":
      return (typeof value === "number" && unitName(value)) || String(value);
    case "document":
      return refDocumentText(refs, String(value), t) ?? "";
    case "staff":
      return refs?.staff.find((p) => p.id === value)?.name ?? t("documents.fieldKinds.staffNumber", { id: value });
    default:
      return String(value);
  }
}
