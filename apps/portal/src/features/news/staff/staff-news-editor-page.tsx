/**
 * The news editor (`/mwp/news/new`, `/mwp/news/{id}`; issue 15 item 1): category, Thai and English title, summary
 * and rich-text body, cover image (uploaded with `POST /v1/ESFile`, previewed at once), attachments, pin; then save
 * (a draft stays a draft), publish now, schedule (date with the Buddhist calendar in Thai, time in Bangkok) or
 * unpublish. Every change is audited on the server. Staff page, desktop first.
 *
 * Accessible names for tests: heading "New news item" / "Edit news"; fields by their labels ("Title (Thai)", "Body
 * (Thai)" ...); file input "Cover image"; buttons "Save", "Publish now", "Schedule", "Unpublish"; the state in a
 * status line "State: Draft".
 */
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { bangkokInstant } from "@eoffice/thai";
import { useTranslation } from "../../../i18n/use-translation";
import { useLocation, useParams } from "wouter";
import { useQuery } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, DatePicker, FileUpload, Link, PageHeader, Select, Spinner, Switch, TextField, TimeField, formatFileSize, showToast, type FileUploadItem } from "@eoffice/ui";
import { api } from "../../../api/query";
import { errorMessage, fieldErrors } from "../../../api/errors";
import { uploadFile } from "../../../api/upload";
import { useLanguage } from "../../../i18n/use-language";
import { formatDateTime } from "../../../lib/format-date";
import { usePageTitle } from "../../../lib/use-page-title";
import { useUploadLimits } from "../../../lib/use-upload-limits";
import { uploadErrorMessage, uploadsBlocking, useAttachments, fileBlobQuery } from "../../complaints";
import { articlePath, STAFF_NEWS_PATH } from "../news-paths";
import { useInvalidateNews, useNewsCategories, useStaffNewsItem } from "../news-queries";

const NewsBodyEditor = lazy(() => import("./news-body-editor"));

type Item = Schemas["NewsItem"];

/** Image types of a cover. */

/** Width in px of the cover preview asked from the server. */
const PREVIEW_WIDTH = 640;

interface Values {
  categoryId: number | null;
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  bodyTh: string;
  bodyEn: string;
  pinned: boolean;
}

const EMPTY: Values = { categoryId: null, titleTh: "", titleEn: "", summaryTh: "", summaryEn: "", bodyTh: "", bodyEn: "", pinned: false };

/** The cover: a stored file id, and a local preview while it is new. */
interface Cover {
  fileId: string;
  localUrl?: string;
}

function CoverPreview({ cover, alt }: { cover: Cover; alt: string }) {
  const stored = useQuery({ ...fileBlobQuery(cover.fileId, PREVIEW_WIDTH), enabled: cover.localUrl === undefined });
  const storedUrl = useMemo(() => (stored.data instanceof Blob ? URL.createObjectURL(stored.data) : undefined), [stored.data]);
  useEffect(() => () => (storedUrl ? URL.revokeObjectURL(storedUrl) : undefined), [storedUrl]);
  const url = cover.localUrl ?? storedUrl;
  return url ? <img src={url} alt={alt} className="max-h-64 w-full max-w-md rounded-lg border border-border object-cover" /> : <Spinner />;
}

/** The form values of a stored item. */
function valuesOf(stored: Item): Values {
  return {
    categoryId: stored.categoryId,
    titleTh: stored.titleTh,
    titleEn: stored.titleEn,
    summaryTh: stored.summaryTh,
    summaryEn: stored.summaryEn,
    bodyTh: stored.bodyTh,
    bodyEn: stored.bodyEn,
    pinned: stored.pinned,
  };
}

/** The news editor (route module): loads the item, then the form. */
export default function StaffNewsEditorPage() {
  const { t } = useTranslation();
  const params = useParams<{ id?: string }>();
  const id = params.id ? Number(params.id) : null;
  const loaded = useStaffNewsItem(id);
  if (id !== null && loaded.isPending) return <Spinner />;
  if (id !== null && loaded.isError) {
    return (
      <div className="p-6 sm:p-10">
        <Alert tone="error" onRetry={() => void loaded.refetch()}>
          {errorMessage(loaded.error, t("news.loadError"))}
        </Alert>
      </div>
    );
  }
  return <NewsEditor key={id ?? "new"} initial={id === null ? null : (loaded.data ?? null)} />;
}

function NewsEditor({ initial }: { initial: Item | null }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const uploadLimits = useUploadLimits();
  const maxFileSize = formatFileSize(uploadLimits.maxBytes, language);
  const [, navigate] = useLocation();
  const categories = useNewsCategories();
  const invalidate = useInvalidateNews();
  const create = api.useMutation("post", "/v1/News");
  const update = api.useMutation("put", "/v1/News/{id}");
  const publish = api.useMutation("post", "/v1/News/{id}/publish");
  const unpublish = api.useMutation("post", "/v1/News/{id}/unpublish");
  const attachments = useAttachments(t("news.staff.uploadError"));

  const [values, setValues] = useState<Values>(initial ? valuesOf(initial) : EMPTY);
  const [cover, setCover] = useState<Cover | null>(initial?.coverFileId ? { fileId: initial.coverFileId } : null);
  const [coverItems, setCoverItems] = useState<FileUploadItem[]>([]);
  const [kept, setKept] = useState<Schemas["StoredFile"][]>(initial ? initial.files.filter((f) => f.id !== initial.coverFileId) : []);
  const [item, setItem] = useState<Item | null>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [scheduleDate, setScheduleDate] = useState<string | null>(null);
  const [scheduleTime, setScheduleTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const title = item === null ? t("news.staff.create") : t("news.staff.edit");
  usePageTitle(title);

  /** Shows a stored item in the form. */
  const show = (stored: Item) => {
    setItem(stored);
    setValues(valuesOf(stored));
    setCover(stored.coverFileId ? { fileId: stored.coverFileId } : null);
    setKept(stored.files.filter((f) => f.id !== stored.coverFileId));
  };

  // The first category is the default of a new item.
  const categoryId = values.categoryId ?? categories.data?.[0]?.id ?? null;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const categoryItems = useMemo(
    () => (categories.data ?? []).map((c) => ({ id: String(c.id), label: language === "th" ? c.nameTh : c.nameEn })),
    [categories.data, language],
  );

  const addCover = (added: FileUploadItem[]) => {
    const first = added.find((f) => !f.isRejected && f.file);
    if (!first?.file) return;
    const file = first.file;
    setCoverItems([{ ...first, status: "uploading", progress: 0 }]);
    uploadFile(file, { onProgress: (progress) => setCoverItems((items) => items.map((each) => ({ ...each, progress }))) })
      .then((stored) => {
        setCover({ fileId: stored.id, localUrl: URL.createObjectURL(file) });
        setCoverItems([]);
        setErrors(({ coverFileId: _dropped, ...rest }) => rest);
      })
      .catch((error: unknown) => {
        setCoverItems((items) => items.map((each) => ({ ...each, status: "error", error: uploadErrorMessage(error, t("news.staff.uploadError")) })));
      });
  };

  /** Saves the form; returns the stored item, or null when it was refused (errors shown). */
  const save = async (): Promise<Item | null> => {
    setMessage(null);
    if (!values.titleTh.trim()) {
      setErrors({ titleTh: t("news.staff.titleRequired") });
      return null;
    }
    const blocking = uploadsBlocking(attachments);
    if (blocking) {
      setMessage(t(blocking));
      return null;
    }
    const fileIds = [...(cover ? [cover.fileId] : []), ...kept.map((f) => f.id), ...attachments.fileIds];
    const body: Schemas["NewsInput"] = {
      categoryId: categoryId ?? 1,
      titleTh: values.titleTh,
      titleEn: values.titleEn,
      summaryTh: values.summaryTh,
      summaryEn: values.summaryEn,
      bodyTh: values.bodyTh,
      bodyEn: values.bodyEn,
      pinned: values.pinned,
      coverFileId: cover?.fileId ?? null,
      fileIds,
    };
    try {
      const answer = item === null ? await create.mutateAsync({ body }) : await update.mutateAsync({ params: { path: { id: item.id } }, body });
      attachments.reset();
      show(answer.data);
      return answer.data;
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("news.staff.saveError")));
      return null;
    }
  };

  const run = async (action: "save" | "publish" | "schedule" | "unpublish") => {
    if (action === "schedule" && (!scheduleDate || !scheduleTime)) {
      setErrors((e) => ({ ...e, schedule: t("news.staff.scheduleRequired") }));
      return;
    }
    setBusy(true);
    try {
      const saved = action === "unpublish" ? item : await save();
      if (!saved) return;
      let result = saved;
      if (action === "publish" || action === "schedule") {
        const publishAt = action === "schedule" && scheduleDate && scheduleTime ? bangkokInstant(scheduleDate, scheduleTime) : undefined;
        result = (await publish.mutateAsync({ params: { path: { id: saved.id } }, body: publishAt ? { publishAt } : {} })).data;
      } else if (action === "unpublish") {
        result = (await unpublish.mutateAsync({ params: { path: { id: saved.id } } })).data;
      }
      show(result);
      await invalidate();
      const toast =
        result.state === "scheduled" && result.publishAt
          ? t("news.staff.scheduled", { date: formatDateTime(result.publishAt, language) })
          : action === "save"
            ? t("news.staff.saved")
            : t(`news.staff.${result.state === "unpublished" ? "unpublished" : "published"}`);
      showToast({ title: toast, tone: "success" });
      // A new item gets its own address (the form is shown again from the stored item).
      if (initial === null) navigate(`${STAFF_NEWS_PATH}/${result.id}`, { replace: true });
    } catch (error) {
      setMessage(errorMessage(error, t("news.staff.saveError")));
    } finally {
      setBusy(false);
    }
  };

  const state = item?.state ?? "draft";
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t("news.staff.title"), href: STAFF_NEWS_PATH }, { label: title }]}
        actions={
          item?.state === "published" ? (
            <Link href={articlePath(item.id)} target="_blank">
              {t("news.staff.open")}
            </Link>
          ) : undefined
        }
      />
      <p role="status" className="text-sm font-medium">
        {t("news.staff.state", { state: t(`news.staff.states.${state}`) })}
        {item?.publishAt && state !== "draft" ? ` · ${formatDateTime(item.publishAt, language)}` : ""}
      </p>
      {message && <Alert tone="error">{message}</Alert>}
      <form
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void run("save");
        }}
      >
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("news.staff.text")}</legend>
          <Select
            label={t("news.staff.category")}
            className="max-w-sm"
            items={categoryItems}
            value={categoryId === null ? null : String(categoryId)}
            onChange={(key) => key !== null && set("categoryId", Number(key))}
            errorMessage={errors.categoryId}
            isInvalid={Boolean(errors.categoryId)}
          />
          <TextField label={t("news.staff.titleTh")} value={values.titleTh} onChange={(v) => set("titleTh", v)} isRequired maxLength={300} errorMessage={errors.titleTh} isInvalid={Boolean(errors.titleTh)} lang="th" />
          <TextField label={t("news.staff.summaryTh")} value={values.summaryTh} onChange={(v) => set("summaryTh", v)} multiline rows={2} maxLength={1000} lang="th" />
          <Suspense fallback={<Spinner label={t("news.staff.loading")} />}>
            <NewsBodyEditor label={t("news.staff.bodyTh")} value={values.bodyTh} onChange={(v) => set("bodyTh", v)} lang="th" errorMessage={errors.bodyTh} />
          </Suspense>
          <p className="text-sm text-muted">{t("news.staff.englishHint")}</p>
          <TextField label={t("news.staff.titleEn")} value={values.titleEn} onChange={(v) => set("titleEn", v)} maxLength={300} lang="en" />
          <TextField label={t("news.staff.summaryEn")} value={values.summaryEn} onChange={(v) => set("summaryEn", v)} multiline rows={2} maxLength={1000} lang="en" />
          <Suspense fallback={<Spinner label={t("news.staff.loading")} />}>
            <NewsBodyEditor label={t("news.staff.bodyEn")} value={values.bodyEn} onChange={(v) => set("bodyEn", v)} lang="en" errorMessage={errors.bodyEn} />
          </Suspense>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("news.staff.cover")}</legend>
          {cover && (
            <div className="flex flex-col items-start gap-2">
              <CoverPreview cover={cover} alt={t("news.staff.coverAlt")} />
              <Button variant="secondary" size="sm" onPress={() => setCover(null)}>
                {t("news.staff.removeCover")}
              </Button>
            </div>
          )}
          <FileUpload
            label={t("news.staff.cover")}
            description={t("news.staff.coverHint", { size: maxFileSize })}
            files={coverItems}
            onFilesChange={setCoverItems}
            onAdd={addCover}
            acceptedTypes={uploadLimits.imageTypes}
            maxSize={uploadLimits.maxBytes}
            maxFiles={1}
            allowsMultiple={false}
          />
          {errors.coverFileId && <p className="text-sm text-error">{errors.coverFileId}</p>}
          <h3 className="font-semibold">{t("news.staff.attachments")}</h3>
          {kept.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm">
              {kept.map((file) => (
                <li key={file.id} className="flex items-center gap-3">
                  <span>{file.name}</span>
                  <Button variant="quiet" size="sm" aria-label={`${t("common.delete")} ${file.name}`} onPress={() => setKept((files) => files.filter((f) => f.id !== file.id))}>
                    {t("common.delete")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <FileUpload
            label={t("news.staff.attachments")}
            description={t("news.staff.attachmentsHint", { size: maxFileSize })}
            files={attachments.items}
            onFilesChange={attachments.onFilesChange}
            onAdd={attachments.onAdd}
            onRemove={attachments.onRemove}
            onRetry={attachments.onRetry}
            acceptedTypes={uploadLimits.types}
            maxSize={uploadLimits.maxBytes}
            maxFiles={19}
          />
          {errors.fileIds && <p className="text-sm text-error">{errors.fileIds}</p>}
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("news.staff.publishing")}</legend>
          <Switch isSelected={values.pinned} onChange={(v) => set("pinned", v)}>
            {t("news.staff.pinned")}
          </Switch>
          <div className="flex flex-wrap items-end gap-3">
            <Button type="submit" variant="secondary" isDisabled={busy}>
              {t("news.staff.saveDraft")}
            </Button>
            <Button onPress={() => void run("publish")} isDisabled={busy}>
              {t("news.staff.publishNow")}
            </Button>
            {(state === "published" || state === "scheduled") && (
              <Button variant="secondary" onPress={() => void run("unpublish")} isDisabled={busy}>
                {t("news.staff.unpublish")}
              </Button>
            )}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <DatePicker label={t("news.staff.scheduleDate")} value={scheduleDate} onChange={setScheduleDate} errorMessage={errors.schedule} />
            <TimeField label={t("news.staff.scheduleTime")} value={scheduleTime} onChange={setScheduleTime} />
            <Button variant="secondary" onPress={() => void run("schedule")} isDisabled={busy}>
              {t("news.staff.schedule")}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
