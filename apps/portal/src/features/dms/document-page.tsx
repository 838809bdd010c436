/**
 * The document view (`/dms/main/document;docId=..;folderId=..;docType=..`; issue 14 item 2; docs/spec/portal-spec.md section
 * 2 "Screens and routes"): the preview (PDF drawn with PDF.js, loaded only here; images as they are), the metadata,
 * the versions (upload a new one, restore an old one, download any), the activity (the document's audit entries)
 * and its permissions. A document that does not exist, or that the user may not view, shows a clear page saying
 * so, never a blank one (the server answers both with 404 so that no one learns which documents exist).
 *
 * Its editors also edit its details, move it to the trash and restore it from there (tracker issue 39 item 4); each
 * version says whether its text is searchable, waiting for text recognition (a scan), or has none (item 5).
 *
 * Accessible names for tests: heading level 1 = the document's title; regions "Preview", "Details", "Versions",
 * "Activity"; buttons "Download", "Upload new version", "Restore version <n>", "Move", "Copy link", "Permissions",
 * "Edit details", "Move to trash", "Restore from trash"; the not-found page's heading "Document not available".
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Dialog, FileUpload, Link, Modal, PageHeader, Spinner, showToast } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localName } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { useAttachments } from "../complaints";
import { documentHref, documentParamsOf } from "./document-link";
import { DMS_KEYS, useDmsTypes, type DmsDocument } from "./dms-queries";
import { useCopyLink } from "./copy-link";
import { useTrashActions } from "./trash-actions";
import { documentRefText, typeFieldText } from "./type-field-inputs";
import { EditDetailsDialog } from "./edit-details-dialog";
import { MoveDialog, type MoveTarget } from "./move-dialog";
import { PermissionsDialog, type PermissionTarget } from "./permissions-dialog";

const PdfPreview = lazy(() => import("./pdf-preview").then((m) => ({ default: m.PdfPreview })));

/** The document page (route module). */
export default function DocumentPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const params = documentParamsOf(location) ?? { docId: "", folderId: "", docType: "" };
  const id = /^\d{1,10}$/.test(params.docId) ? Number(params.docId) : null;
  const doc = api.useQuery("get", "/v1/DmsDocument/{id}", { params: { path: { id: id ?? 0 } } }, { enabled: id !== null && id > 0, retry: false });
  usePageTitle(doc.data?.data.title ?? t("documents.view.title"));
  if (id === null || id < 1 || (doc.error && (doc.error as { success?: boolean }).success === false)) {
    return <Unavailable message={doc.error ? errorMessage(doc.error, "") : t("documents.view.badLink")} />;
  }
  if (doc.error) return <Unavailable message={t("common.unknownError")} />;
  if (!doc.data) {
    return (
      <div className="flex justify-center p-10" role="status">
        <Spinner aria-label={t("documents.loading")} />
      </div>
    );
  }
  return <DocumentView doc={doc.data.data} />;
}

/** The clear page of a missing or forbidden document. */
function Unavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-start gap-4 p-6 sm:p-10">
      <h1 className="text-2xl font-bold tracking-tight">{t("documents.view.unavailable")}</h1>
      <p className="text-muted">{t("documents.view.unavailableText")}</p>
      {message && <Alert tone="info">{message}</Alert>}
      <Link href="/dms/main" variant="standalone">
        {t("documents.view.back")}
      </Link>
    </section>
  );
}

function DocumentView({ doc }: { doc: DmsDocument }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const types = useDmsTypes(true);
  const type = types.data?.data.find((x) => x.id === doc.typeId);
  const units = api.useQuery("get", "/v1/OrgUnit/listAll", { params: { query: {} } }, { enabled: type?.fields.some((f) => f.kind === "unit") ?? false });
  const unitName = (id: number) => {
    const unit = units.data?.data.find((u) => u.id === id);
    return unit ? localName(unit, language) : undefined;
  };
  const [chosenVersion, setVersionNo] = useState<number | null>(null);
  const versionNo = chosenVersion ?? doc.currentVersion;
  const [uploading, setUploading] = useState(false);
  const [permissions, setPermissions] = useState<PermissionTarget | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const link = useCopyLink();
  const restore = api.useMutation("post", "/v1/DmsDocument/{id}/versions/{versionNo}/restore");
  const trash = useTrashActions();
  const canEdit = doc.level === "edit" || doc.level === "manage";
  const version = doc.versions?.find((v) => v.versionNo === versionNo);
  const file = useQuery({
    queryKey: ["dms-content", doc.id, versionNo],
    queryFn: async () => {
      const { data, error } = await pxClient.GET("/v1/DmsDocument/{id}/content", { params: { path: { id: doc.id }, query: { versionNo } }, parseAs: "blob" });
      if (error || !data) throw error ?? new Error("no content");
      return data as unknown as Blob;
    },
    staleTime: 5 * 60_000,
  });
  const imageUrl = useMemo(() => (file.data && version?.mimeType.startsWith("image/") ? URL.createObjectURL(file.data) : null), [file.data, version]);
  useEffect(() => () => void (imageUrl && URL.revokeObjectURL(imageUrl)), [imageUrl]);

  const download = async (v: number, name: string) => {
    const { data } = await pxClient.GET("/v1/DmsDocument/{id}/content", { params: { path: { id: doc.id }, query: { versionNo: v, download: true } }, parseAs: "blob" });
    if (!data) return;
    const url = URL.createObjectURL(data as unknown as Blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const restoreVersion = async (v: number) => {
    try {
      await restore.mutateAsync({ params: { path: { id: doc.id, versionNo: v } } });
      setVersionNo(null);
      showToast({ title: t("documents.view.restored", { version: v }), tone: "success" });
    } catch (error) {
      showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
    } finally {
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.document });
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.activity });
    }
  };

  // A field naming another document links to it (tracker issue 39 item 4), by title and number.
  const fieldView = (f: NonNullable<typeof type>["fields"][number]): ReactNode => {
    const ref = f.kind === "document" ? doc.fieldRefs?.documents.find((d) => d.id === doc.fields[f.name]) : undefined;
    if (!ref) return typeFieldText(f, doc.fields[f.name], language, t, unitName, doc.fieldRefs);
    return <Link href={documentHref({ id: ref.id, documentFolderId: ref.folderId, documentTypeId: ref.typeId })}>{documentRefText(ref)}</Link>;
  };
  const details: [string, ReactNode][] = [
    [t("documents.fields.type"), type ? localName(type, language) : ""],
    [t("documents.fields.docNumber"), doc.docNumber ?? ""],
    [t("documents.fields.docDate"), doc.docDate ? formatDateTime(`${doc.docDate}T00:00:00Z`, language, "UTC", false) : ""],
    [t("documents.fields.sender"), doc.sender ?? ""],
    [t("documents.fields.recipient"), doc.recipient ?? ""],
    [t("documents.fields.tags"), doc.tags.join(", ")],
    [t("documents.fields.folder"), doc.folderPath],
    ...(type?.fields ?? []).map((f): [string, ReactNode] => [language === "th" ? f.labelTh : f.labelEn, fieldView(f)]),
    // The assignment (tracker issue 39 item 1).
    [t("documents.edit.work.assignee"), doc.work.assigneeId === null ? "" : (doc.fieldRefs?.staff.find((p) => p.id === doc.work.assigneeId)?.name ?? "")],
    [t("documents.edit.work.unit"), doc.work.unitId === null ? "" : (unitName(doc.work.unitId) ?? "")],
    [t("documents.edit.work.dueOn"), doc.work.dueOn ? formatDateTime(`${doc.work.dueOn}T00:00:00Z`, language, "UTC", false) : ""],
    [t("documents.edit.work.done"), doc.work.doneAt ? formatDateTime(doc.work.doneAt, language) : ""],
    [t("documents.fields.retention"), type ? (type.retentionYears ? t("documents.types.years", { count: type.retentionYears }) : t("documents.types.permanent")) : ""],
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={doc.title}
        description={doc.deletedAt ? t("documents.view.inTrash") : `${doc.fileName} · ${t("documents.view.version", { version: doc.currentVersion })}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => void download(doc.currentVersion, doc.fileName)}>
              {t("documents.view.download")}
            </Button>
            {canEdit && !doc.deletedAt && <Button onPress={() => setUploading(true)}>{t("documents.view.newVersion")}</Button>}
            {canEdit && !doc.deletedAt && (
              <Button variant="secondary" onPress={() => setEditing(true)}>
                {t("documents.edit.button")}
              </Button>
            )}
            {!doc.deletedAt && (
              <Button variant="secondary" onPress={() => setMoving({ kind: "document", doc })}>
                {t("documents.move.button")}
              </Button>
            )}
            {canEdit && !doc.deletedAt && (
              <Button variant="secondary" onPress={() => void trash.toTrash(doc)} isPending={trash.pending}>
                {t("documents.trash.moveTo")}
              </Button>
            )}
            {canEdit && doc.deletedAt && (
              <Button onPress={() => void trash.restore(doc)} isPending={trash.pending}>
                {t("documents.trash.restoreFrom")}
              </Button>
            )}
            <Button variant="secondary" onPress={() => void link.copy(doc)}>
              {t("documents.link.copy")}
            </Button>
            <Button variant="secondary" onPress={() => setPermissions({ documentId: doc.id, name: doc.title })}>
              {t("documents.view.permissions")}
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="preview-heading" className="text-lg font-semibold">
            {t("documents.view.preview")}
            {versionNo !== doc.currentVersion && ` (${t("documents.view.version", { version: versionNo })})`}
          </h2>
          {file.error && <Alert tone="error">{errorMessage(file.error, t("documents.view.previewFailed"))}</Alert>}
          {!file.data && !file.error && <Spinner aria-label={t("documents.loading")} />}
          {file.data && version?.mimeType === "application/pdf" && (
            <Suspense fallback={<Spinner aria-label={t("documents.loading")} />}>
              <PdfPreview data={file.data} title={doc.title} />
            </Suspense>
          )}
          {imageUrl && <img src={imageUrl} alt={t("documents.view.imageAlt", { title: doc.title })} className="max-w-full rounded border border-border" />}
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="details-heading" className="flex flex-col gap-2">
            <h2 id="details-heading" className="text-lg font-semibold">
              {t("documents.view.details")}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-border bg-surface p-4 text-sm">
              {details
                .filter(([, value]) => value !== "")
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium">{label}</dt>
                    <dd className="break-words text-muted">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          <section aria-labelledby="versions-heading" className="flex flex-col gap-2">
            <h2 id="versions-heading" className="text-lg font-semibold">
              {t("documents.view.versions")}
            </h2>
            <ol className="flex flex-col gap-2">
              {(doc.versions ?? []).map((v) => (
                <li key={v.versionNo} className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm">
                  <span className="font-medium">
                    {t("documents.view.version", { version: v.versionNo })}
                    {v.versionNo === doc.currentVersion && ` · ${t("documents.view.current")}`}
                  </span>
                  <span className="text-muted">
                    {v.fileName} · {formatDateTime(v.createdAt, language)}
                    {v.createdBy && ` · ${v.createdBy}`}
                  </span>
                  <span className="text-muted">{t(`documents.view.textStatus.${v.textStatus}`)}</span>
                  <span className="flex flex-wrap gap-1">
                    <Button size="sm" variant="quiet" onPress={() => setVersionNo(v.versionNo)} aria-label={t("documents.view.showVersion", { version: v.versionNo })}>
                      {t("documents.view.show")}
                    </Button>
                    <Button size="sm" variant="quiet" onPress={() => void download(v.versionNo, v.fileName)} aria-label={t("documents.view.downloadVersion", { version: v.versionNo })}>
                      {t("documents.view.download")}
                    </Button>
                    {canEdit && v.versionNo !== doc.currentVersion && !doc.deletedAt && (
                      <Button size="sm" variant="secondary" onPress={() => void restoreVersion(v.versionNo)} aria-label={t("documents.view.restoreVersion", { version: v.versionNo })}>
                        {t("documents.view.restore")}
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <Activity id={doc.id} />
        </div>
      </div>
      <VersionDialog doc={uploading ? doc : null} onClose={() => setUploading(false)} />
      <EditDetailsDialog doc={editing ? doc : null} onClose={() => setEditing(false)} />
      <PermissionsDialog target={permissions} onClose={() => setPermissions(null)} />
      <MoveDialog target={moving} onClose={() => setMoving(null)} />
      {link.dialog}
    </div>
  );
}

/** The document's audit entries. */
function Activity({ id }: { id: number }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const activity = api.useQuery("get", "/v1/DmsDocument/{id}/activity", { params: { path: { id } } });
  const entries: Schemas["AuditEntry"][] = activity.data?.data ?? [];
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-2">
      <h2 id="activity-heading" className="text-lg font-semibold">
        {t("documents.view.activity")}
      </h2>
      {activity.error && <Alert tone="error">{errorMessage(activity.error, t("common.unknownError"))}</Alert>}
      <ol className="flex max-h-96 flex-col gap-1 overflow-y-auto text-sm">
        {entries.slice(0, 50).map((e) => (
          <li key={e.id} className="flex justify-between gap-2 border-b border-border py-1">
            <span>
              {t(`documents.actions.${e.action}`, { defaultValue: e.action })} · {e.personName ?? ""}
            </span>
            <time dateTime={e.at} className="text-muted">
              {formatDateTime(e.at, language)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Upload a new version. */
function VersionDialog({ doc, onClose }: { doc: DmsDocument | null; onClose(): void }) {
  const { t } = useTranslation();
  const uploadLimits = useUploadLimits();
  const queryClient = useQueryClient();
  const attachments = useAttachments(t("documents.upload.failed"));
  const add = api.useMutation("post", "/v1/DmsDocument/{id}/versions");
  const [message, setMessage] = useState<string | null>(null);
  const submit = async () => {
    if (!doc) return;
    setMessage(null);
    const [fileId] = attachments.fileIds;
    if (attachments.uploading > 0) return setMessage(t("attachments.waitForUploads"));
    if (!fileId) return setMessage(t("documents.upload.needFiles"));
    try {
      const answer = await add.mutateAsync({ params: { path: { id: doc.id } }, body: { fileId } });
      showToast({ title: t("documents.view.versionAdded", { version: answer.data.currentVersion }), tone: "success" });
      attachments.reset();
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, t("common.unknownError")));
    } finally {
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.document });
      await queryClient.invalidateQueries({ queryKey: DMS_KEYS.activity });
    }
  };
  return (
    <Modal isOpen={doc !== null} onOpenChange={(open) => !open && onClose()} className="max-w-xl">
      <Dialog
        title={t("documents.view.newVersion")}
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t("common.cancel")}
            </Button>
            <Button onPress={() => void submit()} isPending={add.isPending}>
              {t("documents.view.saveVersion")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          {message && <Alert tone="error">{message}</Alert>}
          <FileUpload
            label={t("documents.view.versionFile")}
            files={attachments.items}
            onFilesChange={attachments.onFilesChange}
            onAdd={attachments.onAdd}
            onRemove={attachments.onRemove}
            onRetry={attachments.onRetry}
            acceptedTypes={uploadLimits.types}
            maxSize={uploadLimits.maxBytes}
            maxFiles={1}
          />
        </div>
      </Dialog>
    </Modal>
  );
}
