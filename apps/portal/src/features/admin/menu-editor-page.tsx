/**
 * Menu editor (`/admin/menu`; issue 10 item 3; contract `listMenuItems`, `createMenuItem`, `updateMenuItem`,
 * `deleteMenuItem`), for administrators: the stored staff menu, top-level items in order with each group's
 * children under it; a dialog creates or edits an item (Thai and English titles, type, parent group, link,
 * external link and where it opens, icon, roles that see it (none = every staff member), active, order); delete
 * asks first (a group with children answers 409, whose message shows in the dialog). The navigation follows at
 * once (the menu query is invalidated).
 *
 * Accessible names for tests: heading "Menu"; button "New menu item"; list "Menu items"; per item buttons "Edit
 * <title>" and "Delete <title>"; dialog "New menu item" / "Edit menu item".
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Checkbox,
  ConfirmationDialog,
  Dialog,
  EmptyState,
  Form,
  Icon,
  Modal,
  PageHeader,
  Select,
  Spinner,
  Switch,
  TextField,
  showToast,
} from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { LabelBadge } from "../../lib/label-badge";
import { useFieldErrors } from "../../lib/use-field-errors";
import { usePageTitle } from "../../lib/use-page-title";
import { roleLabelKey, STAFF_ROLES, type StaffRole } from "../staff";
import { ADMIN_KEYS, useMenuItems } from "./admin-queries";
import { groupMenuRecords, type MenuRecord } from "./menu-records";
import { BilingualNameFields, FormDialogFooter } from "./form-dialog-parts";


function titleOf(record: MenuRecord, language: "en" | "th"): string {
  return language === "th" ? record.titleTh : record.titleEn;
}

/** The menu editor page (route module). */
export default function MenuEditorPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("menuEditor.title"));
  const queryClient = useQueryClient();
  const items = useMenuItems();
  const records = useMemo(() => items.data?.data ?? [], [items.data]);
  const grouped = useMemo(() => groupMenuRecords(records), [records]);
  const [editing, setEditing] = useState<MenuRecord | "new" | null>(null);
  const [deleting, setDeleting] = useState<MenuRecord | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = api.useMutation("delete", "/v1/Menu/{id}");

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.menuItems }),
      queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.menu }),
    ]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ params: { path: { id: deleting.id } } });
      showToast({ title: t("menuEditor.deleted", { title: titleOf(deleting, language) }), tone: "success" });
      setDeleting(null);
      await refresh();
    } catch (error) {
      setDeleteError(errorMessage(error, t("common.unknownError")));
    }
  };

  const row = (record: MenuRecord, nested: boolean) => {
    const title = titleOf(record, language);
    return (
      <div className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${nested ? "ps-10" : ""}`}>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {record.icon && <Icon name={record.icon} size={16} className="text-muted" />}
            {title}
            <LabelBadge label={t(record.type === "group" ? "menuEditor.typeGroup" : "menuEditor.typeBasic")} value={record.type} />
            {!record.active && <LabelBadge label={t("menuEditor.inactive")} value="inactive" />}
            {record.externalLink && record.target === "_blank" && <LabelBadge label={t("menuEditor.newTab")} value="_blank" tone="info" />}
          </span>
          <span className="text-xs break-all text-muted">
            {t("menuEditor.orderValue", { order: record.orderNo })}
            {record.link ? ` · ${record.link}` : ""} ·{" "}
            {record.roles.length === 0 ? t("menuEditor.everyone") : record.roles.map((role) => t(roleLabelKey(role))).join(", ")}
          </span>
        </div>
        <div className="flex gap-1">
          <Button size="sm" variant="quiet" aria-label={t("menuEditor.editLabel", { title })} onPress={() => setEditing(record)}>
            {t("common.edit")}
          </Button>
          <Button
            size="sm"
            variant="quiet"
            className="text-warn"
            aria-label={t("menuEditor.deleteLabel", { title })}
            onPress={() => {
              setDeleteError(null);
              setDeleting(record);
            }}
          >
            {t("common.delete")}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("menuEditor.title")} description={t("menuEditor.intro")} actions={<Button onPress={() => setEditing("new")}>{t("menuEditor.new")}</Button>} />
      {items.error ? (
        <Alert tone="error" onRetry={() => void items.refetch()}>
          {t("menuEditor.loadError")}
        </Alert>
      ) : items.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : grouped.length === 0 ? (
        <EmptyState title={t("menuEditor.empty")} />
      ) : (
        <ul aria-label={t("menuEditor.listLabel")} className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm">
          {grouped.map(({ item, children }) => (
            <li key={item.id}>
              {row(item, false)}
              {children.length > 0 && (
                <ul aria-label={t("menuEditor.childrenOf", { title: titleOf(item, language) })} className="divide-y divide-border border-t border-border">
                  {children.map((child) => (
                    <li key={child.id}>{row(child, true)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)} className="max-w-2xl">
        {editing !== null && (
          <MenuItemForm
            key={editing === "new" ? "new" : editing.id}
            record={editing === "new" ? null : editing}
            groups={records.filter((record) => record.type === "group" && record.parentId === 0)}
            onClose={() => setEditing(null)}
            onSaved={refresh}
          />
        )}
      </Modal>

      <ConfirmationDialog
        isOpen={deleting !== null}
        title={t("menuEditor.deleteTitle")}
        message={
          deleting && (
            <>
              {t("menuEditor.deleteText", { title: titleOf(deleting, language) })}
              {deleteError && (
                <span className="mt-3 block">
                  <Alert tone="error">{deleteError}</Alert>
                </span>
              )}
            </>
          )
        }
        confirmLabel={t("common.delete")}
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

const TOP_LEVEL = "0";

interface MenuFormProps {
  record: MenuRecord | null;
  groups: readonly MenuRecord[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

function MenuItemForm({ record, groups, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [titleTh, setTitleTh] = useState(record?.titleTh ?? "");
  const [titleEn, setTitleEn] = useState(record?.titleEn ?? "");
  const [type, setType] = useState<"basic" | "group">(record?.type ?? "basic");
  const [parent, setParent] = useState(String(record?.parentId ?? 0));
  const [link, setLink] = useState(record?.link ?? "");
  const [externalLink, setExternalLink] = useState(record?.externalLink ?? false);
  const [target, setTarget] = useState<"_self" | "_blank">(record?.target ?? "_self");
  const [icon, setIcon] = useState(record?.icon ?? "");
  const [roles, setRoles] = useState<StaffRole[]>(record?.roles ?? []);
  const [active, setActive] = useState(record?.active ?? true);
  const [orderNo, setOrderNo] = useState(record ? String(record.orderNo) : "");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const create = api.useMutation("post", "/v1/Menu");
  const update = api.useMutation("put", "/v1/Menu/{id}");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid: Record<string, string> = {};
    if (!titleTh.trim()) invalid.titleTh = t("validation.required");
    if (!titleEn.trim()) invalid.titleEn = t("validation.required");
    if (type === "basic" && !link.trim()) invalid.link = t("validation.required");
    else if (link.trim() && !(externalLink ? /^https:\/\/\S+$/ : /^\/\S*$/).test(link.trim())) {
      invalid.link = t(externalLink ? "menuEditor.linkExternalRule" : "menuEditor.linkInternalRule");
    }
    if (icon && !/^[a-z0-9-]{1,60}$/.test(icon)) invalid.icon = t("menuEditor.iconRule");
    if (orderNo && !/^\d{1,6}$/.test(orderNo)) invalid.orderNo = t("structure.unit.orderRule");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const common = {
      titleTh: titleTh.trim(),
      titleEn: titleEn.trim(),
      parentId: type === "group" ? 0 : Number(parent),
      externalLink,
      target,
      roles,
      active,
      ...(orderNo !== "" ? { orderNo: Number(orderNo) } : {}),
    };
    try {
      if (record) {
        await update.mutateAsync({
          params: { path: { id: record.id } },
          body: { ...common, link: link.trim() || null, icon: icon || null },
        });
      } else {
        await create.mutateAsync({
          body: { ...common, type, ...(link.trim() ? { link: link.trim() } : {}), ...(icon ? { icon } : {}) },
        });
      }
      showToast({ title: t("menuEditor.saved", { title: language === "th" ? common.titleTh : common.titleEn }), tone: "success" });
      await onSaved();
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <Dialog
      title={record ? t("menuEditor.editTitle") : t("menuEditor.new")}
      footer={<FormDialogFooter form="menu-item-form" isPending={create.isPending || update.isPending} onCancel={onClose} />}
    >
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form id="menu-item-form" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <BilingualNameFields
          names={["titleTh", "titleEn"]}
          labels={[t("menuEditor.titleTh"), t("menuEditor.titleEn")]}
          values={[titleTh, titleEn]}
          onChange={(language, value) => (language === "th" ? setTitleTh(value) : setTitleEn(value))}
          clearError={clear}
        />
        <Select
          name="type"
          label={t("menuEditor.type")}
          isDisabled={record !== null}
          items={[
            { id: "basic", label: t("menuEditor.typeBasic") },
            { id: "group", label: t("menuEditor.typeGroup") },
          ]}
          value={type}
          onChange={(key) => key !== null && setType(key === "group" ? "group" : "basic")}
        />
        <Select
          name="parentId"
          label={t("menuEditor.parent")}
          isDisabled={type === "group"}
          items={[
            { id: TOP_LEVEL, label: t("menuEditor.topLevel") },
            ...groups.filter((group) => group.id !== record?.id).map((group) => ({ id: String(group.id), label: titleOf(group, language) })),
          ]}
          value={type === "group" ? TOP_LEVEL : parent}
          onChange={(key) => {
            if (key === null) return;
            setParent(String(key));
            clear("parentId");
          }}
        />
        <TextField
          name="link"
          label={t("menuEditor.link")}
          description={t("menuEditor.linkHint")}
          isRequired={type === "basic"}
          value={link}
          onChange={(value) => {
            setLink(value);
            clear("link");
          }}
          className="sm:col-span-2"
        />
        <Checkbox isSelected={externalLink} onChange={setExternalLink}>
          {t("menuEditor.external")}
        </Checkbox>
        <Select
          name="target"
          label={t("menuEditor.target")}
          items={[
            { id: "_self", label: t("menuEditor.targetSelf") },
            { id: "_blank", label: t("menuEditor.targetBlank") },
          ]}
          value={target}
          onChange={(key) => key !== null && setTarget(key === "_blank" ? "_blank" : "_self")}
        />
        <TextField name="icon" label={t("menuEditor.icon")} description={t("menuEditor.iconHint")} value={icon} onChange={(value) => {
            setIcon(value);
            clear("icon");
          }} />
        <TextField
          name="orderNo"
          label={t("structure.unit.order")}
          description={t("structure.unit.orderHint")}
          inputMode="numeric"
          value={orderNo}
          onChange={(value) => {
            setOrderNo(value);
            clear("orderNo");
          }}
        />
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-foreground">{t("menuEditor.roles")}</legend>
          <p className="text-xs text-muted">{t("menuEditor.rolesHint")}</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {STAFF_ROLES.map((role) => (
              <Checkbox
                key={role}
                isSelected={roles.includes(role)}
                onChange={(selected) => setRoles((current) => (selected ? STAFF_ROLES.filter((each) => each === role || current.includes(each)) : current.filter((each) => each !== role)))}
              >
                {t(roleLabelKey(role))}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <Switch isSelected={active} onChange={setActive}>
          {t("menuEditor.active")}
        </Switch>
      </Form>
    </Dialog>
  );
}
