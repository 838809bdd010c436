/**
 * The changed fields of an audit entry, readably: "field: before → after" per line (issue 10, item 4), the field by
 * its name in the user's language (`audit.fields`), or as its code when it has none; a status, state or role value by
 * its name (`valueLabelKey`); an id of a record (assignee, unit, position...) by the record's name the server sent
 * (`beforeLabel` / `afterLabel`), the id marked "(deleted)" when the record is gone (tracker issue 39). Used by the
 * logs page and the staff overview's recent activity.
 */
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { fieldLabelKey, readableChanges, valueLabelKey, type AuditEntity } from "./audit-format";

/** Props of {@link AuditChanges}. */
export interface AuditChangesProps {
  /** The entry's `changes`. */
  changes: readonly Schemas["AuditChange"][];
  /** The entry's entity kind: a status, state or role is shown by its name (see `valueLabelKey`). */
  entity: AuditEntity;
}

/** The changes of an audit entry as a list; "No changed fields" when there are none. */
export function AuditChanges({ changes, entity }: AuditChangesProps) {
  const { t, i18n } = useTranslation();
  if (changes.length === 0) return <span className="text-muted">{t("audit.noChanges")}</span>;
  const nameOf = (field: string, value: string) => {
    const key = valueLabelKey(entity, field, value);
    return key && i18n.exists(key) ? t(key) : undefined;
  };
  const words = { empty: t("audit.empty"), yes: t("common.yes"), no: t("common.no"), deleted: (id: string) => t("audit.deletedRecord", { id }) };
  const rows = readableChanges(changes, words, nameOf);
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {rows.map((row) => (
        <li key={row.field} className="break-words">
          {i18n.exists(fieldLabelKey(row.field)) ? (
            <span className="font-semibold">{t(fieldLabelKey(row.field))}</span>
          ) : (
            <code className="font-semibold">{row.field}</code>
          )}
          : <span className="text-muted">{row.before}</span>{" "}
          <span aria-label={t("audit.changedTo")}>→</span> <span>{row.after}</span>
        </li>
      ))}
    </ul>
  );
}
