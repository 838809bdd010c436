/**
 * Document Authority / สิทธิ์เอกสาร (`/dms/document-authority`; issue 14 item 5; docs/spec/portal-spec.md section 2 "Document
 * Authority"): the folder tree and, for the chosen folder, who may view, edit or manage it (units, with their
 * sections, roles, and single staff members found by name); subfolders and documents inherit these unless a document has its own permissions (set on
 * the document view). Changes are saved with `setDmsPermissions` and audited by the server.
 *
 * Accessible names for tests: heading "Document authority"; tree "Folders"; button "Save permissions".
 */
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Button, EmptyState, PageHeader, Tree } from "@eoffice/ui";
import { usePageTitle } from "../../lib/use-page-title";
import { folderTree, useDmsFolders, type FolderNode } from "./dms-queries";
import { PermissionsEditor } from "./permissions-dialog";

/** The Document Authority page (route module). */
export default function DocumentAuthorityPage() {
  const { t } = useTranslation();
  usePageTitle(t("documents.authority.title"));
  const folders = useDmsFolders();
  const tree = useMemo(() => folderTree(folders.data?.data ?? []), [folders.data]);
  const [selected, setSelected] = useState<number | null>(null);
  const folder = folders.data?.data.find((f) => f.id === selected);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("documents.authority.title")} description={t("documents.authority.intro")} />
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <Tree<FolderNode>
          aria-label={t("documents.folders.label")}
          items={tree}
          getTextValue={(f) => f.name}
          selectionMode="single"
          selectionBehavior="replace"
          defaultExpandedKeys={(folders.data?.data ?? []).map((f) => f.id)}
          selectedKeys={selected === null ? [] : [selected]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            setSelected(key === undefined ? null : Number(key));
          }}
          renderItem={(f) => <span className="truncate">{f.name}</span>}
        />
        <section aria-labelledby="authority-heading" className="flex flex-col gap-4">
          <h2 id="authority-heading" className="text-lg font-semibold">
            {folder ? t("documents.permissions.title", { name: folder.name }) : t("documents.folders.choose")}
          </h2>
          {folder ? (
            <PermissionsEditor
              key={folder.id}
              target={{ folderId: folder.id, name: folder.name }}
              footer={(save, pending) => (
                <div>
                  <Button onPress={save} isPending={pending}>
                    {t("documents.authority.save")}
                  </Button>
                </div>
              )}
            />
          ) : (
            <EmptyState title={t("documents.folders.choose")} description={t("documents.authority.hint")} />
          )}
        </section>
      </div>
    </div>
  );
}
