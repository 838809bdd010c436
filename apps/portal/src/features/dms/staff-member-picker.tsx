/**
 * The staff-member picker of Document Authority (issue 14 item 5): the ui `ComboBox` searching staff members by name
 * or user name on the server (`searchDmsUsers`, 300 ms after typing stops), each option with its unit.
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { keepPreviousData } from "@tanstack/react-query";
import { ComboBox } from "@eoffice/ui";
import { api } from "../../api/query";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import type { Schemas } from "@eoffice/api-client";

/** A staff member as a permission names them. */
export type DmsUser = Schemas["DmsUser"];

/** Props of {@link StaffMemberPicker}. */
export interface StaffMemberPickerProps {
  /** Visible label. */
  label: string;
  /** The chosen staff member, or `null`. */
  value: DmsUser | null;
  /** Called with the chosen staff member, or `null` when the choice is cleared. */
  onChange(user: DmsUser | null): void;
  /** Units by id, for the second line of each option. */
  units?: readonly Schemas["OrgUnit"][];
  className?: string;
}

/** Searches staff members and picks one. */
export function StaffMemberPicker({ label, value, onChange, units = [], className }: StaffMemberPickerProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  // A member chosen before (a stored field or assignment, tracker issue 39 item 4) shows by name; no search until edited.
  const [text, setText] = useState(value?.name ?? "");
  const q = useDebouncedValue(text === value?.name ? "" : text.trim(), 300);
  const found = api.useQuery("get", "/v1/DmsPermission/users", { params: { query: { q, limit: 20 } } }, { enabled: q.length > 0, placeholderData: keepPreviousData });
  const users = q.length > 0 ? (found.data?.data ?? []) : [];
  const unitName = (id: number | null) => {
    const unit = units.find((u) => u.id === id);
    return unit ? localName(unit, language) : undefined;
  };
  // The chosen member stays an option while a new search runs, so that the field keeps showing them.
  const options = [...(value && !users.some((u) => u.id === value.id) ? [value] : []), ...users].map((u) => ({ id: String(u.id), label: u.name, description: unitName(u.unitId) }));
  return (
    <ComboBox
      label={label}
      description={t("documents.permissions.userHint")}
      className={className}
      items={options}
      isServerFiltered
      isLoading={found.isFetching}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== value.name) onChange(null);
      }}
      selectedKey={value ? String(value.id) : null}
      onSelectionChange={(key) => {
        const user = [...users, ...(value ? [value] : [])].find((u) => String(u.id) === key) ?? null;
        onChange(user);
        if (user) setText(user.name);
      }}
      emptyText={q ? t("documents.permissions.userNone") : t("documents.permissions.userTypeMore")}
    />
  );
}
