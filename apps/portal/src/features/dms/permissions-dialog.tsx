/**
 * Document Authority editor (issue 14 item 5; docs/spec/portal-spec.md section 2 "Document Authority"): the grants of a
 * folder or a document for units, roles and single staff members (view, edit, manage), the grants a document
 * inherits from its folders, and, for a document, whether its own grants replace them. Staff members are found with
 * a searchable combo box (`StaffMemberPicker`). Saved with `setDmsPermissions` (audited by the server).
 *
 * Accessible names for tests: dialog "Permissions: <name>"; per grant row a select "Level for <who>" and a button
 * "Remove <who>"; selects "Unit or role to add" and "Level", button "Add"; combo box "Staff member to add", select
 * "Level for the staff member", button "Add staff member"; switch "Own permissions"; "Save".
 */
import { STAFF_ROLES } from "@eoffice/api-client/rights";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Dialog, Modal, Select, Switch, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { DMS_KEYS } from "./dms-queries";
import { StaffMemberPicker, type DmsUser } from "./staff-member-picker";

type Grant = Schemas["DmsGrant"];
type Level = Schemas["DmsLevel"];
const LEVELS: readonly Level[] = ["view", "edit", "manage"];

/** What the dialog edits. */
export type PermissionTarget = { folderId: number; name: string } | { documentId: number; name: string };

/** Props of {@link PermissionsDialog}. */
export interface PermissionsDialogProps {
  /** The folder or document; `null` closes the dialog. */
  target: PermissionTarget | null;
  onClose(): void;
}

/** The permissions dialog. */
export function PermissionsDialog({ target, onClose }: PermissionsDialogProps) {
  return (
    <Modal isOpen={target !== null} onOpenChange={(open) => !open && onClose()} className="max-w-2xl">
      {target && <PermissionsForm key={"folderId" in target ? `f${target.folderId}` : `d${target.documentId}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

/** The permissions of one folder or document, edited in place (also the body of the Document Authority page). */
export function PermissionsEditor({ target, onDone, footer }: { target: PermissionTarget; onDone?: () => void; footer?: (save: () => void, pending: boolean) => React.ReactNode }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const query = "folderId" in target ? { folderId: target.folderId } : { documentId: target.documentId };
  const current = api.useQuery("get", "/v1/DmsPermission", { params: { query } });
  const units = api.useQuery("get", "/v1/OrgUnit/listAll", { params: { query: {} } });
  const save = api.useMutation("put", "/v1/DmsPermission");
  const [draft, setGrants] = useState<Grant[] | null>(null);
  const [ownDraft, setOwn] = useState<boolean | null>(null);
  const grants = draft ?? current.data?.data.grants ?? null;
  const own = ownDraft ?? current.data?.data.ownPermissions ?? false;
  const [subject, setSubject] = useState<string | null>(null);
  const [level, setLevel] = useState<Level>("view");
  const [member, setMember] = useState<DmsUser | null>(null);
  const [memberLevel, setMemberLevel] = useState<Level>("view");
  /** Names of staff members added here (the server names those already saved). */
  const [added, setAdded] = useState<DmsUser[]>([]);
  /** Changes to clear the picker after an add. */
  const [pickerKey, setPickerKey] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const unitName = (id: number | null | undefined) => {
    const unit = units.data?.data.find((u) => u.id === id);
    return unit ? localName(unit, language) : `#${id}`;
  };
  const userName = (id: number | null | undefined) =>
    [...(current.data?.data.users ?? []), ...added].find((u) => u.id === id)?.name ?? t("documents.permissions.user", { id });
  const who = (g: Grant) => (g.subjectKind === "unit" ? unitName(g.subjectId) : g.subjectKind === "role" ? t(`roles.${g.subjectRole}`) : userName(g.subjectId));
  /** Adds a grant, replacing one for the same subject. */
  const addGrant = (grant: Grant) => {
    if (!grants) return;
    setGrants([...grants.filter((g) => !(g.subjectKind === grant.subjectKind && g.subjectId === grant.subjectId && g.subjectRole === grant.subjectRole)), grant]);
  };
  const subjects = [
    ...(units.data?.data ?? []).map((u) => ({ id: `unit:${u.id}`, label: localName(u, language) })),
    ...STAFF_ROLES.map((r) => ({ id: `role:${r}`, label: t("documents.permissions.roleOption", { role: t(`roles.${r}`) }) })),
  ];
  const canManage = current.data?.data.level === "manage";

  const submit = async () => {
    if (!grants) return;
    setMessage(null);
    try {
      await save.mutateAsync({ body: { ...query, ...("documentId" in target ? { ownPermissions: own } : {}), grants } });
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.permissions });
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.folders });
      showToast({ title: t("documents.permissions.saved", { name: target.name }), tone: "success" });
      onDone?.();
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  if (current.error) return <Alert tone="error">{errorMessage(current.error, t("common.unknownError"))}</Alert>;
  if (!grants || !current.data) return <p role="status">{t("documents.loading")}</p>;
  return (
    <div className="flex flex-col gap-4">
      {message && <Alert tone="error">{message}</Alert>}
      {!canManage && <Alert tone="info">{t("documents.permissions.readOnly")}</Alert>}
      {"documentId" in target && (
        <Switch isSelected={own} onChange={setOwn} isDisabled={!canManage}>
          {t("documents.permissions.own")}
        </Switch>
      )}
      <section aria-labelledby="grants-heading" className="flex flex-col gap-2">
        <h3 id="grants-heading" className="font-semibold">
          {t("documents.permissions.grants")}
        </h3>
        {grants.length === 0 && <p className="text-muted">{t("documents.permissions.none")}</p>}
        <ul className="flex flex-col gap-2">
          {grants.map((g, i) => (
            <li key={`${g.subjectKind}:${g.subjectId ?? g.subjectRole}`} className="flex flex-wrap items-end gap-2">
              <span className="min-w-48 flex-1">{who(g)}</span>
              <Select
                aria-label={t("documents.permissions.levelFor", { who: who(g) })}
                className="w-40"
                isDisabled={!canManage}
                items={LEVELS.map((l) => ({ id: l, label: t(`documents.levels.${l}`) }))}
                value={g.level}
                onChange={(key) => key && setGrants(grants.map((x, j) => (j === i ? { ...x, level: key as Level } : x)))}
              />
              <Button variant="quiet" size="sm" isDisabled={!canManage} aria-label={t("documents.permissions.remove", { who: who(g) })} onPress={() => setGrants(grants.filter((_, j) => j !== i))}>
                {t("documents.permissions.removeShort")}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      {canManage && (
        <div className="flex flex-wrap items-end gap-2">
          <Select label={t("documents.permissions.subject")} className="min-w-64 flex-1" items={subjects} value={subject} onChange={(key) => setSubject(key === null ? null : String(key))} />
          <Select label={t("documents.permissions.level")} className="w-40" items={LEVELS.map((l) => ({ id: l, label: t(`documents.levels.${l}`) }))} value={level} onChange={(key) => key && setLevel(key as Level)} />
          <Button
            variant="secondary"
            isDisabled={!subject}
            onPress={() => {
              if (!subject) return;
              const [kind, id] = subject.split(":") as ["unit" | "role", string];
              addGrant(kind === "unit" ? { subjectKind: "unit", subjectId: Number(id), subjectRole: null, level } : { subjectKind: "role", subjectId: null, subjectRole: id as Schemas["StaffRole"], level });
              setSubject(null);
            }}
          >
            {t("documents.permissions.add")}
          </Button>
        </div>
      )}
      {canManage && (
        <div className="flex flex-wrap items-start gap-2">
          <StaffMemberPicker key={pickerKey} label={t("documents.permissions.userSubject")} className="min-w-64 flex-1" value={member} onChange={setMember} units={units.data?.data} />
          <Select
            label={t("documents.permissions.userLevel")}
            className="w-56"
            items={LEVELS.map((l) => ({ id: l, label: t(`documents.levels.${l}`) }))}
            value={memberLevel}
            onChange={(key) => key && setMemberLevel(key as Level)}
          />
          <Button
            variant="secondary"
            className="sm:mt-[1.625rem]"
            isDisabled={!member}
            onPress={() => {
              if (!member) return;
              addGrant({ subjectKind: "user", subjectId: member.id, subjectRole: null, level: memberLevel });
              setAdded([...added.filter((u) => u.id !== member.id), member]);
              setMember(null);
              setPickerKey(pickerKey + 1);
            }}
          >
            {t("documents.permissions.addUser")}
          </Button>
        </div>
      )}
      {current.data.data.inherited.length > 0 && (
        <section aria-labelledby="inherited-heading" className="flex flex-col gap-1">
          <h3 id="inherited-heading" className="font-semibold">
            {t("documents.permissions.inherited")}
          </h3>
          <ul className="list-disc ps-6 text-sm text-muted">
            {current.data.data.inherited.map((g) => (
              <li key={`${g.folderId}:${g.subjectKind}:${g.subjectId ?? g.subjectRole}`}>
                {who(g)}: {t(`documents.levels.${g.level}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {canManage && footer?.(() => void submit(), save.isPending)}
    </div>
  );
}

function PermissionsForm({ target, onClose }: { target: PermissionTarget; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t("documents.permissions.title", { name: target.name })}>
      <PermissionsEditor
        target={target}
        onDone={onClose}
        footer={(save, pending) => (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={onClose}>
              {t("common.cancel")}
            </Button>
            <Button onPress={save} isPending={pending}>
              {t("common.save")}
            </Button>
          </div>
        )}
      />
    </Dialog>
  );
}
