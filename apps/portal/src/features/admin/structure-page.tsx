/**
 * "Structure and User" / "โครงสร้างและผู้ใช้งาน" (`/admin/structure`; docs/spec/portal-spec.md section 2 "Staff menu"; issue 10
 * items 1 and 2), for administrators:
 *
 * - left, the organisation tree (ui `Tree`): create a division or a section, rename, move (choose a new parent),
 *   reorder (`orderNo`), deactivate or reactivate, delete (a unit with members, sub-units or open work answers 409,
 *   whose message shows in the dialog); deactivated units show muted with a badge when "Show deactivated units" is
 *   on;
 * - right, the staff users of the selected unit (all staff when none is selected): a data table with paging, text
 *   search (`q`) and the active filter; create a user (the one-time password is shown once), edit, deactivate or
 *   reactivate (after confirming; a deactivated user's sessions end at once), reset the password (a new one-time
 *   password, shown once);
 * - "Positions" opens the positions dialog (list, add, rename, delete).
 *
 * Accessible names for tests: heading "Structure and User"; tree "Organisation structure"; switch "Show deactivated
 * units"; buttons "New division", "New section", "Edit unit", "Deactivate unit" / "Reactivate unit", "Delete unit",
 * "Positions", "New user"; table "Staff users"; per row buttons "Edit <user>", "Deactivate <user>" / "Reactivate
 * <user>", "Reset password of <user>".
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import {
  Alert,
  Button,
  ConfirmationDialog,
  DataTable,
  Dialog,
  Modal,
  PageHeader,
  Select,
  Spinner,
  Switch,
  Tree,
  showToast,
  type DataTableColumn,
} from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { LabelBadge } from "../../lib/label-badge";
import { usePageTitle } from "../../lib/use-page-title";
import { localName } from "../../lib/local-name";
import { roleLabelKey } from "../staff";
import { ADMIN_KEYS, useOrgUnits, usePositions, useStaffUsers } from "./admin-queries";
import { OneTimePassword } from "./one-time-password";
import { ancestorIds, buildUnitTree, type OrgUnit, type UnitNode } from "./org-tree";
import { PositionsDialog } from "./positions-dialog";
import { StaffUserDialog, type StaffUserDialogMode } from "./staff-user-dialog";
import { UnitDialog, type UnitDialogMode } from "./unit-dialog";

type StaffUser = Schemas["StaffUser"];

/** Rows per page of the staff users. */
const PAGE_SIZE = 10;
/** Wait after the last keystroke before searching (ms). */
const SEARCH_DEBOUNCE_MS = 300;
/**
 * A title in Latin letters (Mr, Ms.), written with a space before the first name; a Thai title is written without one
 * (docs/thai-glossary.md section 10: นายสมชาย ใจดี).
 */
const LATIN_TITLE = /[A-Za-z.]$/;

type ActiveFilter = "all" | "active" | "inactive";
type UnitAction = { kind: "status" | "delete"; unit: OrgUnit };
type UserAction = { kind: "status" | "reset"; user: StaffUser };

/** Keeps only the units to show: every unit, or the active ones whose parents are active too. */
function visibleUnits(units: readonly OrgUnit[], showInactive: boolean): OrgUnit[] {
  if (showInactive) return [...units];
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const shown = (unit: OrgUnit): boolean => unit.active && (unit.parentId === null || !byId.has(unit.parentId) || shown(byId.get(unit.parentId)!));
  return units.filter(shown);
}

/** The structure page (route module). */
export default function StructurePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("structure.title"));
  const queryClient = useQueryClient();
  const units = useOrgUnits();
  const positions = usePositions();
  const allUnits = useMemo(() => units.data?.data ?? [], [units.data]);
  const [showInactive, setShowInactive] = useState(false);
  const tree = useMemo(() => buildUnitTree(visibleUnits(allUnits, showInactive)), [allUnits, showInactive]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = allUnits.find((unit) => unit.id === selectedId) ?? null;
  const [expanded, setExpanded] = useState<Set<string | number>>(new Set());
  // Divisions open at first, so that their sections show.
  const [expandedOnce, setExpandedOnce] = useState(false);
  if (!expandedOnce && allUnits.length > 0) {
    setExpandedOnce(true);
    setExpanded(new Set(allUnits.filter((unit) => unit.parentId === null).map((unit) => unit.id)));
  }

  const [unitDialog, setUnitDialog] = useState<UnitDialogMode | null>(null);
  const [unitAction, setUnitAction] = useState<UnitAction | null>(null);
  // Open apart from the action: the dialog keeps showing the action it was opened for while it closes.
  const [unitActionOpen, setUnitActionOpen] = useState(false);
  const [unitActionError, setUnitActionError] = useState<string | null>(null);
  const [positionsOpen, setPositionsOpen] = useState(false);
  const updateUnit = api.useMutation("put", "/v1/OrgUnit/{id}");
  const deleteUnit = api.useMutation("delete", "/v1/OrgUnit/{id}");

  // Users of the selected unit.
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [filterText, setFilterText] = useState("");
  const [q, setQ] = useState("");
  const [activeFilter, setActiveFilter] = useState<ActiveFilter>("all");
  useEffect(() => {
    const timer = setTimeout(() => setQ(filterText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filterText]);
  // Back to the first page when the search, the filter or the unit changes (adjusted while rendering).
  const listKey = `${q}|${activeFilter}|${selectedId ?? ""}`;
  const [shownListKey, setShownListKey] = useState(listKey);
  if (shownListKey !== listKey) {
    setShownListKey(listKey);
    setOffset(0);
  }
  const users = useStaffUsers({
    offset,
    limit,
    unitId: selectedId ?? undefined,
    q: q || undefined,
    active: activeFilter === "all" ? undefined : activeFilter === "active",
  });
  const [userDialog, setUserDialog] = useState<StaffUserDialogMode | null>(null);
  const [userAction, setUserAction] = useState<UserAction | null>(null);
  // Open apart from the action: the dialog keeps showing the action it was opened for while it closes.
  const [userActionOpen, setUserActionOpen] = useState(false);
  const [userActionError, setUserActionError] = useState<string | null>(null);
  const [resetResult, setResetResult] = useState<{ name: string; password: string } | null>(null);
  const setStatus = api.useMutation("put", "/v1/StaffUser/{id}/status");
  const resetPassword = api.useMutation("post", "/v1/StaffUser/{id}/resetPassword");

  const unitName = (id: number | null) => {
    const unit = id === null ? undefined : allUnits.find((each) => each.id === id);
    return unit ? localName(unit, language) : t("staff.home.none");
  };
  const positionName = (id: number | null) => {
    const position = id === null ? undefined : positions.data?.data.find((each) => each.id === id);
    return position ? localName(position, language) : "–";
  };

  const confirmUnitAction = async () => {
    if (!unitAction) return;
    const { kind, unit } = unitAction;
    const name = localName(unit, language);
    setUnitActionError(null);
    try {
      if (kind === "status") {
        await updateUnit.mutateAsync({ params: { path: { id: unit.id } }, body: { active: !unit.active } });
        showToast({ title: t(unit.active ? "structure.unit.deactivated" : "structure.unit.reactivated", { name }), tone: "success" });
        // A unit deactivated while deactivated units are hidden leaves the tree: it is no longer the selection.
        if (unit.active && !showInactive && selectedId === unit.id) setSelectedId(null);
      } else {
        await deleteUnit.mutateAsync({ params: { path: { id: unit.id } } });
        showToast({ title: t("structure.unit.deleted", { name }), tone: "success" });
        if (selectedId === unit.id) setSelectedId(null);
      }
      setUnitActionOpen(false);
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.units });
    } catch (error) {
      // The dialog stays open with the server's reason (for example a unit that still has members: 409).
      setUnitActionError(errorMessage(error, t("common.unknownError")));
    }
  };

  const confirmUserAction = async () => {
    if (!userAction) return;
    const { kind, user } = userAction;
    setUserActionError(null);
    try {
      if (kind === "status") {
        await setStatus.mutateAsync({ params: { path: { id: user.id } }, body: { active: !user.active } });
        showToast({ title: t(user.active ? "staffUsers.deactivated" : "staffUsers.reactivated", { name: user.name }), tone: "success" });
      } else {
        const answer = await resetPassword.mutateAsync({ params: { path: { id: user.id } } });
        setResetResult({ name: user.name, password: answer.data.oneTimePassword });
      }
      setUserActionOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.staffUsers }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.units }),
      ]);
    } catch (error) {
      setUserActionError(errorMessage(error, t("common.unknownError")));
    }
  };

  const columns: DataTableColumn<StaffUser>[] = [
    { id: "name", header: t("staffUsers.columns.name"), isRowHeader: true },
    { id: "fullName", header: t("staffUsers.columns.fullName"), value: (user) => `${user.title}${LATIN_TITLE.test(user.title) ? " " : ""}${user.firstname} ${user.lastname}` },
    { id: "email", header: t("staffUsers.columns.email") },
    { id: "unit", header: t("staffUsers.columns.unit"), value: (user) => unitName(user.unitId) },
    { id: "position", header: t("staffUsers.columns.position"), value: (user) => positionName(user.positionId) },
    {
      id: "roles",
      header: t("staffUsers.columns.roles"),
      value: (user) => user.roles.map((role) => t(roleLabelKey(role))).join(", "),
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          {user.roles.map((role) => (
            <LabelBadge key={role} value={role} label={t(roleLabelKey(role))} tone={role === "admin" ? "primary" : "info"} />
          ))}
        </span>
      ),
    },
    {
      id: "status",
      header: t("staffUsers.columns.status"),
      value: (user) => (user.active ? t("staffUsers.active") : t("staffUsers.inactive")),
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          <LabelBadge value={user.active ? "active" : "inactive"} label={user.active ? t("staffUsers.active") : t("staffUsers.inactive")} tone={user.active ? "success" : "neutral"} />
          {user.mustChangePassword && <LabelBadge value="one-time-password" label={t("staffUsers.mustChange")} tone="warn" />}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          <Button size="sm" variant="quiet" aria-label={t("staffUsers.editLabel", { name: user.name })} onPress={() => setUserDialog({ kind: "edit", user })}>
            {t("common.edit")}
          </Button>
          <Button
            size="sm"
            variant="quiet"
            aria-label={t(user.active ? "staffUsers.deactivateLabel" : "staffUsers.reactivateLabel", { name: user.name })}
            onPress={() => {
              setUserActionError(null);
              setUserAction({ kind: "status", user });
              setUserActionOpen(true);
            }}
          >
            {user.active ? t("staffUsers.deactivate") : t("staffUsers.reactivate")}
          </Button>
          <Button
            size="sm"
            variant="quiet"
            aria-label={t("staffUsers.resetLabel", { name: user.name })}
            onPress={() => {
              setUserActionError(null);
              setUserAction({ kind: "reset", user });
              setUserActionOpen(true);
            }}
          >
            {t("staffUsers.reset")}
          </Button>
        </span>
      ),
    },
  ];

  const selectUnit = (id: number | null) => {
    setSelectedId(id);
    if (id !== null) setExpanded((current) => new Set([...current, ...ancestorIds(allUnits, id)]));
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={t("structure.title")}
        description={t("structure.intro")}
        actions={
          <Button variant="secondary" onPress={() => setPositionsOpen(true)}>
            {t("positions.open")}
          </Button>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="structure-units" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="structure-units" className="text-lg font-semibold">
              {t("structure.units")}
            </h2>
            <Button size="sm" onPress={() => setUnitDialog({ kind: "create-division" })}>
              {t("structure.unit.newDivision")}
            </Button>
          </div>
          <Switch isSelected={showInactive} onChange={setShowInactive}>
            {t("structure.showInactive")}
          </Switch>
          {units.error ? (
            <Alert tone="error" onRetry={() => void units.refetch()}>
              {t("structure.loadError")}
            </Alert>
          ) : units.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner size="lg" />
            </div>
          ) : (
            <Tree<UnitNode>
              aria-label={t("structure.treeLabel")}
              items={tree}
              selectionMode="single"
              selectionBehavior="replace"
              selectedKeys={selectedId === null ? [] : [selectedId]}
              onSelectionChange={(keys) => {
                const [first] = [...keys];
                selectUnit(first === undefined ? null : Number(first));
              }}
              expandedKeys={expanded}
              onExpandedChange={setExpanded}
              onAction={(node) => setUnitDialog({ kind: "edit", unit: node.unit })}
              isItemInactive={(node) => !node.unit.active}
              getTextValue={(node) =>
                [localName(node.unit, language), node.unit.active ? "" : t("structure.unit.inactive")].filter(Boolean).join(", ")
              }
              renderItem={(node) => (
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                  <span className="truncate">{localName(node.unit, language)}</span>
                  <span className="text-xs text-muted">{t("structure.unit.members", { count: node.unit.memberCount })}</span>
                  {!node.unit.active && <LabelBadge label={t("structure.unit.inactive")} value="inactive" />}
                </span>
              )}
              renderEmptyState={() => <p className="p-4 text-muted">{t("structure.empty")}</p>}
            />
          )}
          {selected && (
            <div className="flex flex-col gap-3 border-t border-border pt-4" aria-labelledby="structure-selected">
              <h3 id="structure-selected" className="font-semibold">
                {t("structure.selected", { name: localName(selected, language) })}
              </h3>
              <p className="text-sm text-muted">
                {t(selected.kind === "division" ? "structure.unit.kindDivision" : "structure.unit.kindSection")}
                {selected.code ? ` · ${selected.code}` : ""} · {t("structure.unit.orderValue", { order: selected.orderNo })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" isDisabled={!selected.active} onPress={() => setUnitDialog({ kind: "create-section", parent: selected })}>
                  {t("structure.unit.newSection")}
                </Button>
                <Button size="sm" variant="secondary" onPress={() => setUnitDialog({ kind: "edit", unit: selected })}>
                  {t("structure.unit.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => {
                    setUnitActionError(null);
                    setUnitAction({ kind: "status", unit: selected });
                    setUnitActionOpen(true);
                  }}
                >
                  {selected.active ? t("structure.unit.deactivate") : t("structure.unit.reactivate")}
                </Button>
                <Button
                  size="sm"
                  variant="quiet"
                  className="text-warn"
                  onPress={() => {
                    setUnitActionError(null);
                    setUnitAction({ kind: "delete", unit: selected });
                    setUnitActionOpen(true);
                  }}
                >
                  {t("structure.unit.delete")}
                </Button>
                <Button size="sm" variant="quiet" onPress={() => selectUnit(null)}>
                  {t("structure.showAll")}
                </Button>
              </div>
            </div>
          )}
        </section>

        <section aria-labelledby="structure-users" className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
          <h2 id="structure-users" className="text-lg font-semibold">
            {selected ? t("staffUsers.ofUnit", { name: localName(selected, language) }) : t("staffUsers.all")}
          </h2>
          <DataTable<StaffUser>
            aria-label={t("staffUsers.tableLabel")}
            columns={columns}
            rows={users.data?.data ?? []}
            total={users.data?.total ?? 0}
            offset={offset}
            limit={limit}
            onPageChange={(page) => {
              setOffset(page.offset);
              setLimit(page.limit);
            }}
            hasTextFilter
            filterText={filterText}
            onFilterTextChange={setFilterText}
            filters={
              <Select
                label={t("staffUsers.filterActive")}
                className="w-44"
                items={[
                  { id: "all", label: t("staffUsers.filterAll") },
                  { id: "active", label: t("staffUsers.active") },
                  { id: "inactive", label: t("staffUsers.inactive") },
                ]}
                value={activeFilter}
                onChange={(key) => key !== null && setActiveFilter(String(key) as ActiveFilter)}
              />
            }
            actions={
              <Button onPress={() => setUserDialog({ kind: "create", unitId: selected?.active ? selected.id : null })}>
                {t("staffUsers.new")}
              </Button>
            }
            isLoading={users.isFetching}
            error={users.error ? errorMessage(users.error, t("staffUsers.loadError")) : undefined}
            onRetry={() => void users.refetch()}
            cardBreakpoint={720}
          />
        </section>
      </div>

      <UnitDialog mode={unitDialog} units={allUnits} onClose={() => setUnitDialog(null)} onSaved={(unit) => selectUnit(unit.id)} />
      <StaffUserDialog mode={userDialog} units={allUnits} positions={positions.data?.data ?? []} onClose={() => setUserDialog(null)} />
      <PositionsDialog isOpen={positionsOpen} onClose={() => setPositionsOpen(false)} />

      <ConfirmationDialog
        isOpen={unitActionOpen}
        tone={unitAction?.kind === "status" && !unitAction.unit.active ? "primary" : "danger"}
        title={
          unitAction?.kind === "delete"
            ? t("structure.unit.deleteTitle")
            : unitAction?.unit.active
              ? t("structure.unit.deactivateTitle")
              : t("structure.unit.reactivateTitle")
        }
        message={
          unitAction && (
            <>
              {t(
                unitAction.kind === "delete"
                  ? "structure.unit.deleteText"
                  : unitAction.unit.active
                    ? "structure.unit.deactivateText"
                    : "structure.unit.reactivateText",
                { name: localName(unitAction.unit, language) },
              )}
              {unitActionError && (
                <span className="mt-3 block">
                  <Alert tone="error">{unitActionError}</Alert>
                </span>
              )}
            </>
          )
        }
        confirmLabel={
          unitAction?.kind === "delete"
            ? t("structure.unit.delete")
            : unitAction?.unit.active
              ? t("structure.unit.deactivate")
              : t("structure.unit.reactivate")
        }
        isPending={updateUnit.isPending || deleteUnit.isPending}
        onConfirm={() => void confirmUnitAction()}
        onCancel={() => setUnitActionOpen(false)}
      />

      <ConfirmationDialog
        isOpen={userActionOpen}
        tone={userAction?.kind === "status" && !userAction.user.active ? "primary" : "danger"}
        title={
          userAction?.kind === "reset"
            ? t("staffUsers.resetTitle")
            : userAction?.user.active
              ? t("staffUsers.deactivateTitle")
              : t("staffUsers.reactivateTitle")
        }
        message={
          userAction && (
            <>
              {t(
                userAction.kind === "reset"
                  ? "staffUsers.resetText"
                  : userAction.user.active
                    ? "staffUsers.deactivateText"
                    : "staffUsers.reactivateText",
                { name: userAction.user.name },
              )}
              {userActionError && (
                <span className="mt-3 block">
                  <Alert tone="error">{userActionError}</Alert>
                </span>
              )}
            </>
          )
        }
        confirmLabel={
          userAction?.kind === "reset"
            ? t("staffUsers.reset")
            : userAction?.user.active
              ? t("staffUsers.deactivate")
              : t("staffUsers.reactivate")
        }
        isPending={setStatus.isPending || resetPassword.isPending}
        onConfirm={() => void confirmUserAction()}
        onCancel={() => setUserActionOpen(false)}
      />

      <Modal isOpen={resetResult !== null} onOpenChange={(open) => !open && setResetResult(null)} className="max-w-xl">
        {resetResult && (
          <Dialog title={t("staffUsers.resetDoneTitle")} footer={<Button onPress={() => setResetResult(null)}>{t("common.done")}</Button>}>
            <OneTimePassword password={resetResult.password} userName={resetResult.name} />
          </Dialog>
        )}
      </Modal>
    </div>
  );
}
