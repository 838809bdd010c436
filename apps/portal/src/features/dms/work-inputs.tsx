/**
 * The assignment of a document in "Edit details" (tracker issue 39 item 1; contract `DmsDocumentUpdate.work`): the
 * officer in charge (searched by name), the unit whose staff take it while no one is named, the day it is due (picked
 * in the Buddhist era in Thai) and whether the work is done. The officer or unit finds the document under "Waiting for
 * you" on the staff overview until it is marked done.
 *
 * Accessible names for tests: group "Assignment" with the fields "Officer in charge", "Unit", "Due" and the checkbox
 * "Done".
 */
import { useTranslation } from "../../i18n/use-translation";
import { Checkbox, DatePicker, Select } from "@eoffice/ui";
import { api } from "../../api/query";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import type { DmsDocument } from "./dms-queries";
import { StaffMemberPicker } from "./staff-member-picker";

/** The unit select's "no unit" option. */
const NONE = "none";

/** The assignment as edited (the officer with their name, for the picker). */
export interface WorkValue {
  assignee: { id: number; name: string } | null;
  unitId: number | null;
  dueOn: string | null;
  done: boolean;
}

/** The edited assignment of a stored document (the assignee's name from its `fieldRefs`). */
export function workValueOf(doc: DmsDocument, unknownName: (id: number) => string): WorkValue {
  const id = doc.work.assigneeId;
  const name = id === null ? "" : (doc.fieldRefs?.staff.find((p) => p.id === id)?.name ?? unknownName(id));
  return { assignee: id === null ? null : { id, name }, unitId: doc.work.unitId, dueOn: doc.work.dueOn, done: doc.work.doneAt !== null };
}

/** Props of {@link WorkInputs}. */
export interface WorkInputsProps {
  value: WorkValue;
  onChange(value: WorkValue): void;
}

/** The assignment's inputs. */
export function WorkInputs({ value, onChange }: WorkInputsProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const units = api.useQuery("get", "/v1/OrgUnit/listAll", { params: { query: {} } });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{t("documents.edit.work.heading")}</legend>
      <p className="text-sm text-muted">{t("documents.edit.work.hint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <StaffMemberPicker
          label={t("documents.edit.work.assignee")}
          value={value.assignee ? { ...value.assignee, unitId: null } : null}
          onChange={(user) => onChange({ ...value, assignee: user ? { id: user.id, name: user.name } : null })}
          units={units.data?.data}
        />
        <Select
          name="work.unitId"
          label={t("documents.edit.work.unit")}
          items={[{ id: NONE, label: t("staff.home.none") }, ...(units.data?.data ?? []).map((u) => ({ id: String(u.id), label: localName(u, language) }))]}
          value={value.unitId === null ? NONE : String(value.unitId)}
          onChange={(key) => onChange({ ...value, unitId: key === null || key === NONE ? null : Number(key) })}
        />
        <DatePicker name="work.dueOn" label={t("documents.edit.work.dueOn")} value={value.dueOn} onChange={(dueOn) => onChange({ ...value, dueOn: dueOn ?? null })} />
        <Checkbox isSelected={value.done} onChange={(done) => onChange({ ...value, done })} className="self-end">
          {t("documents.edit.work.done")}
        </Checkbox>
      </div>
    </fieldset>
  );
}
