/**
 * Dms / เอกสาร (`/dms/main`; issue 14 items 1 and 3; docs/spec/portal-spec.md section 2 "Dms"): the folder tree (ui `Tree`)
 * beside the documents of the chosen folder, a search over every document the user may view (title, number,
 * metadata and the text inside PDFs, Thai included), and the trash. Document controllers and administrators create
 * folders at the top; anyone with edit rights on a folder creates subfolders and uploads documents into it; those
 * who manage a folder set its permissions. A document opens in the document view.
 *
 * A document row has "Move" and "Copy link" actions; a folder the user may edit has "Move folder" (the move dialog
 * explains a refused destination at once).
 *
 * The store is run from here too (tracker issue 39 item 4; `dms-views.tsx`): "Shared with me" lists the documents
 * shared with the user by name; tags show with a colour and filter the list when pressed; documents are selected
 * for bulk actions (move to the trash, restore); "Empty trash" for administrators and document controllers; "Delete
 * folder" for an empty folder the user manages.
 *
 * Accessible names for tests: heading "Documents"; tree "Folders"; buttons "New folder", "New subfolder",
 * "Upload documents", "Folder permissions", "Move folder", "Delete folder", "Shared with me", "Trash", "Empty
 * trash"; per document "Move <title>", "Copy link to <title>"; search field "Search documents"; table "Documents".
 */
import { inRoleGroup } from "@eoffice/api-client/rights";
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, DataTable, Dialog, EmptyState, Link, Modal, PageHeader, TextField, Tree, showToast, type DataTableColumn, type DataTableSelection } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { usePageTitle } from "../../lib/use-page-title";
import { useStaffRoles } from "../staff";
import { documentHref } from "./document-link";
import { useCopyLink } from "./copy-link";
import { DMS_KEYS, folderTree, useDmsDocuments, useDmsFolders, type DmsDocument, type DmsFolder, type FolderNode } from "./dms-queries";
import { BulkBar, DeleteFolderButton, EmptyTrashButton, TagChips, TagFilterBar } from "./dms-views";
import { MoveDialog, type MoveTarget } from "./move-dialog";
import { PermissionsDialog, type PermissionTarget } from "./permissions-dialog";
import { useTrashActions } from "./trash-actions";
import { UploadDialog } from "./upload-dialog";

/** The Dms page (route module). */
export default function DmsPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("documents.title"));
  const folders = useDmsFolders();
  const { roles } = useStaffRoles();
  const [selected, setSelected] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const [trash, setTrash] = useState(false);
  const [shared, setShared] = useState(false);
  const [tag, setTag] = useState<string | null>(null);
  const [selection, setSelection] = useState<DataTableSelection>(new Set());
  const [newFolder, setNewFolder] = useState<{ parent: DmsFolder | null } | null>(null);
  const [uploadInto, setUploadInto] = useState<DmsFolder | null>(null);
  const [permissions, setPermissions] = useState<PermissionTarget | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const link = useCopyLink();
  const trashActions = useTrashActions();
  const tree = useMemo(() => folderTree(folders.data?.data ?? []), [folders.data]);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const expanded = useMemo(() => (folders.data?.data ?? []).map((f) => f.id).filter((id) => !collapsed.has(id)), [folders.data, collapsed]);
  const setExpanded = (keys: Set<string | number>) => setCollapsed(new Set((folders.data?.data ?? []).map((f) => f.id).filter((id) => !keys.has(id))));
  const folder = folders.data?.data.find((f) => f.id === selected) ?? null;
  const query = search.trim();
  const searching = [...query].length >= 3;
  const documents = useDmsDocuments(
    { ...(searching ? { query } : trash ? { trash: true } : shared ? { shared: true } : tag ? {} : { folderId: selected ?? undefined }), ...(tag ? { tag } : {}) },
    searching || trash || shared || tag !== null || selected !== null,
  );
  const rows = documents.data?.data ?? [];
  const chosen = selection === "all" ? rows : rows.filter((d) => selection.has(d.id));
  /** Shows one view of the list (a folder, the trash, shared with me), the search and selection cleared. */
  const show = (view: { folder?: number | null; trash?: boolean; shared?: boolean }) => {
    if (view.folder !== undefined) setSelected(view.folder);
    setTrash(view.trash ?? false);
    setShared(view.shared ?? false);
    setSearch("");
    setSelection(new Set());
  };
  const canTop = inRoleGroup(roles, "documentStore");
  const canEdit = folder?.level === "edit" || folder?.level === "manage";

  const columns: DataTableColumn<DmsDocument>[] = [
    {
      id: "title",
      header: t("documents.fields.title"),
      isRowHeader: true,
      value: (doc) => doc.title,
      cell: (doc) =>
        doc.deletedAt ? (
          <span>{doc.title}</span>
        ) : (
          <Link href={documentHref({ id: doc.id, documentFolderId: doc.folderId, documentTypeId: doc.typeId })}>{doc.title}</Link>
        ),
    },
    { id: "docNumber", header: t("documents.fields.docNumber"), value: (doc) => doc.docNumber ?? "" },
    { id: "tags", header: t("documents.fields.tags"), value: (doc) => doc.tags.join(", "), cell: (doc) => <TagChips tags={doc.tags} onPick={setTag} /> },
    { id: "folderPath", header: t("documents.fields.folder"), value: (doc) => doc.folderPath },
    { id: "fileName", header: t("documents.fields.fileName"), value: (doc) => `${doc.fileName} (v${doc.currentVersion})` },
    {
      id: "updatedAt",
      header: t("documents.fields.updatedAt"),
      value: (doc) => formatDateTime(doc.updatedAt, language),
      cell: (doc) => <time dateTime={doc.updatedAt}>{formatDateTime(doc.updatedAt, language)}</time>,
    },
    ...(!trash
      ? [
          {
            id: "actions",
            header: t("common.actions"),
            value: () => "",
            cell: (doc: DmsDocument) => (
              <span className="flex gap-1">
                <Button size="sm" variant="quiet" aria-label={t("documents.move.buttonLabel", { name: doc.title })} onPress={() => setMoving({ kind: "document", doc })}>
                  {t("documents.move.button")}
                </Button>
                <Button size="sm" variant="quiet" aria-label={t("documents.link.copyLabel", { title: doc.title })} onPress={() => void link.copy(doc)}>
                  {t("documents.link.copy")}
                </Button>
              </span>
            ),
          } satisfies DataTableColumn<DmsDocument>,
        ]
      : []),
    ...(trash
      ? [
          {
            id: "actions",
            header: t("common.actions"),
            value: () => "",
            cell: (doc: DmsDocument) => (
              <Button size="sm" variant="secondary" aria-label={t("documents.trash.restoreLabel", { title: doc.title })} onPress={() => void trashActions.restore(doc)}>
                {t("documents.trash.restore")}
              </Button>
            ),
          } satisfies DataTableColumn<DmsDocument>,
        ]
      : []),
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("documents.title")} description={t("documents.intro")} />
      <TextField type="search" label={t("documents.search.label")} description={t("documents.search.hint")} value={search} onChange={setSearch} className="max-w-xl" />
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <aside className="flex flex-col gap-3" aria-labelledby="folders-heading">
          <div className="flex items-center justify-between gap-2">
            <h2 id="folders-heading" className="text-lg font-semibold">
              {t("documents.folders.heading")}
            </h2>
            {canTop && (
              <Button size="sm" variant="secondary" onPress={() => setNewFolder({ parent: null })}>
                {t("documents.folders.new")}
              </Button>
            )}
          </div>
          {folders.error && <Alert tone="error">{errorMessage(folders.error, t("common.unknownError"))}</Alert>}
          {tree.length === 0 && folders.data ? (
            <p className="text-muted">{t("documents.folders.none")}</p>
          ) : (
            <Tree<FolderNode>
              aria-label={t("documents.folders.label")}
              items={tree}
              getTextValue={(f) => f.name}
              selectionMode="single"
              selectionBehavior="replace"
              expandedKeys={expanded}
              onExpandedChange={setExpanded}
              selectedKeys={selected === null ? [] : [selected]}
              onSelectionChange={(keys) => {
                const [key] = [...keys];
                show({ folder: key === undefined ? null : Number(key) });
              }}
              renderItem={(f) => <span className="truncate">{f.name}</span>}
            />
          )}
          <Button variant={shared ? "primary" : "quiet"} onPress={() => show({ shared: !shared })}>
            {t("documents.shared.button")}
          </Button>
          <Button variant={trash ? "primary" : "quiet"} onPress={() => show({ trash: !trash })}>
            {t("documents.trash.button")}
          </Button>
        </aside>
        <section className="flex min-w-0 flex-col gap-4" aria-labelledby="documents-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="documents-heading" className="text-lg font-semibold">
              {searching ? t("documents.search.results", { query }) : trash ? t("documents.trash.heading") : shared ? t("documents.shared.heading") : tag ? t("documents.tags.heading", { tag }) : (folder?.name ?? t("documents.folders.choose"))}
            </h2>
            {trash && !searching && canTop && <EmptyTrashButton count={documents.data?.total ?? 0} />}
            {folder && !searching && !trash && !shared && !tag && (
              <div className="flex flex-wrap gap-2">
                {canEdit && (
                  <>
                    <Button size="sm" onPress={() => setUploadInto(folder)}>
                      {t("documents.upload.button")}
                    </Button>
                    <Button size="sm" variant="secondary" onPress={() => setNewFolder({ parent: folder })}>
                      {t("documents.folders.newSub")}
                    </Button>
                  </>
                )}
                <Button size="sm" variant="secondary" onPress={() => setPermissions({ folderId: folder.id, name: folder.name })}>
                  {t("documents.permissions.folderButton")}
                </Button>
                {canEdit && (
                  <Button size="sm" variant="secondary" onPress={() => setMoving({ kind: "folder", folder })}>
                    {t("documents.move.folderButton")}
                  </Button>
                )}
                {folder.level === "manage" && rows.length === 0 && documents.data && <DeleteFolderButton folder={folder} onDeleted={() => show({ folder: null })} />}
              </div>
            )}
          </div>
          {documents.error && <Alert tone="error">{errorMessage(documents.error, t("common.unknownError"))}</Alert>}
          {tag && <TagFilterBar tag={tag} onClear={() => setTag(null)} />}
          <BulkBar selected={chosen} trash={trash} onDone={() => setSelection(new Set())} />
          {!searching && !trash && !shared && !tag && selected === null ? (
            <EmptyState title={t("documents.folders.choose")} description={t("documents.folders.chooseHint")} />
          ) : (
            <DataTable<DmsDocument>
              aria-label={t("documents.tableLabel")}
              columns={columns}
              rows={rows}
              total={documents.data?.total ?? 0}
              clientSide
              selectionMode="multiple"
              selectedKeys={selection}
              onSelectionChange={setSelection}
              emptyState={<p className="p-4 text-muted">{searching ? t("documents.search.none") : t("documents.none")}</p>}
            />
          )}
        </section>
      </div>
      <FolderDialog state={newFolder} onClose={() => setNewFolder(null)} onCreated={(f) => setSelected(f.id)} />
      <UploadDialog folder={uploadInto} onClose={() => setUploadInto(null)} />
      <PermissionsDialog target={permissions} onClose={() => setPermissions(null)} />
      <MoveDialog target={moving} onClose={() => setMoving(null)} />
      {link.dialog}
    </div>
  );
}

/** Creates a folder at the top or under `parent`. */
function FolderDialog({ state, onClose, onCreated }: { state: { parent: DmsFolder | null } | null; onClose(): void; onCreated(folder: DmsFolder): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const create = api.useMutation("post", "/v1/DmsFolder");
  const submit = async () => {
    if (!state) return;
    setMessage(null);
    if (!name.trim()) return setMessage(t("validation.required"));
    try {
      const answer = await create.mutateAsync({ body: { name: name.trim(), parentId: state.parent?.id ?? null } });
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.folders });
      showToast({ title: t("documents.folders.created", { name: answer.data.name }), tone: "success" });
      setName("");
      onCreated(answer.data);
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };
  return (
    <Modal isOpen={state !== null} onOpenChange={(open) => !open && onClose()} className="max-w-lg">
      <Dialog
        title={state?.parent ? t("documents.folders.newSubIn", { name: state.parent.name }) : t("documents.folders.new")}
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t("common.cancel")}
            </Button>
            <Button onPress={() => void submit()} isPending={create.isPending}>
              {t("documents.folders.create")}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="flex flex-col gap-4"
        >
          {message && <Alert tone="error">{message}</Alert>}
          <TextField label={t("documents.folders.name")} isRequired value={name} onChange={setName} maxLength={200} autoFocus />
        </form>
      </Dialog>
    </Modal>
  );
}
