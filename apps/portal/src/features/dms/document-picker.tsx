/**
 * Finds a document the user may view (title, number, words inside; at least 3 characters) and picks it: the
 * document linked to a letter of the correspondence register, and a document type's "another document" field
 * (tracker issue 39 item 4). A ui `ComboBox` over `listDmsDocuments`, filtered by the server.
 */
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { keepPreviousData } from "@tanstack/react-query";
import { ComboBox } from "@eoffice/ui";
import { api } from "../../api/query";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** Props of {@link DocumentPicker}. */
export interface DocumentPickerProps {
  /** Visible label. @default "Document" of the correspondence register */
  label?: string;
  /** Help under the field. @default the register's hint */
  description?: string;
  /** The form field's name (server errors shown next to it). */
  name?: string;
  /** The id of the document picked; null = none. */
  value: number | null;
  /** What the field shows for `value` before anything is searched ("Edit details" of a stored reference). */
  initialLabel?: string;
  onChange(id: number | null): void;
  /** An error shown under the field. */
  errorMessage?: string;
}

/** A combo box of the documents the user may view. */
export function DocumentPicker({ label, description, name, value, initialLabel, onChange, errorMessage: error }: DocumentPickerProps) {
  const { t } = useTranslation();
  const initial = value !== null && initialLabel ? { id: String(value), label: initialLabel } : null;
  const [text, setText] = useState(initial?.label ?? "");
  const query = useDebouncedValue(text.trim(), 300);
  const searching = [...query].length >= 3;
  const found = api.useQuery("get", "/v1/DmsDocument/search", { params: { query: { query: query.slice(0, 100), limit: 20 } } }, { enabled: searching, placeholderData: keepPreviousData });
  const [chosen, setChosen] = useState<{ id: string; label: string; description?: string } | null>(initial);
  const options = useMemo(() => {
    const list = searching ? (found.data?.data ?? []).map((d) => ({ id: String(d.id), label: d.title, description: [d.docNumber, d.folderPath].filter(Boolean).join(" · ") })) : [];
    return chosen && !list.some((o) => o.id === chosen.id) ? [chosen, ...list] : list;
  }, [found.data, searching, chosen]);
  return (
    <ComboBox
      label={label ?? t("documents.register.fields.document")}
      description={description ?? t("documents.register.documentHint")}
      name={name}
      items={options}
      isServerFiltered
      isLoading={found.isFetching}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (chosen && next !== chosen.label) {
          setChosen(null);
          onChange(null);
        }
      }}
      selectedKey={value === null ? null : String(value)}
      onSelectionChange={(key) => {
        const option = options.find((o) => o.id === key) ?? null;
        setChosen(option);
        onChange(option ? Number(option.id) : null);
        if (option) setText(option.label);
      }}
      emptyText={searching ? t("documents.search.none") : t("documents.register.documentTypeMore")}
      isInvalid={!!error}
      errorMessage={error}
    />
  );
}
