/**
 * The attachments of a case (issue 11 item 4; contract `listCaseFiles`, `getWatermarkedFile`): photos as thumbnails,
 * PDFs as tiles that open the file in a new tab, a photo at full size in the ui Gallery's lightbox.
 *
 * Every byte shown comes watermarked from `GET /v1/ESFilepublic/watermark/{id}` (thumbnails with `?width=320`, the
 * full size only when the lightbox shows it). The call needs the `px-auth-token` header, so an `<img src>` pointing
 * at it cannot work: the bytes are fetched through the typed client as a `Blob` (`parseAs: "blob"`, cached by
 * TanStack Query) and handed to the Gallery, which makes and revokes the object URLs. A PDF is fetched when its
 * tile is pressed; the new tab is opened at once (within the press, so that pop-up blockers allow it) and sent to
 * the PDF's object URL when the bytes arrive.
 *
 * Accessible names for tests: section heading "Attachments"; list "Attachments"; tiles "View <name> full size" and
 * "Open <name>".
 */
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { Gallery, formatFileSize, showToast, type GalleryItem } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { fileBlobQuery, THUMBNAIL_WIDTH, useCaseFiles, type StoredFile } from "../complaints";

/** How long the object URL of an opened PDF lives (the new tab has loaded it long before), in ms. */
const PDF_URL_LIFETIME_MS = 60_000;

/** Whether a stored file is a photo (thumbnail and lightbox) rather than a PDF. */
export function isImageFile(file: Pick<StoredFile, "mimeType">): boolean {
  return file.mimeType.startsWith("image/");
}

/** Props of {@link CaseFileGallery}. */
export interface CaseFileGalleryProps {
  /** The files to show, in order. */
  files: readonly StoredFile[];
  /** Accessible name of the list. @default "Attachments" */
  "aria-label"?: string;
  /** The list is loading. @default false */
  isLoading?: boolean;
  /** The list failed to load: the message shown. */
  error?: ReactNode;
  /** Loads the list again. */
  onRetry?: () => void;
  /** Shown when there are no files. @default the Gallery's "No attachments" */
  emptyState?: ReactNode;
}

/** Stored files as a ui Gallery with watermarked thumbnails and full-size images (see the module comment). */
export function CaseFileGallery({ files, isLoading, error, onRetry, emptyState, ...props }: CaseFileGalleryProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const images = files.filter(isImageFile);
  const thumbnails = useQueries({ queries: images.map((file) => fileBlobQuery(file.id, THUMBNAIL_WIDTH)) });
  // Full sizes are asked only for the images the lightbox has shown.
  const [shownIds, setShownIds] = useState<readonly string[]>([]);
  const fullSizes = useQueries({ queries: shownIds.map((id) => fileBlobQuery(id)) });
  const [openingPdf, setOpeningPdf] = useState<string | null>(null);

  const thumbnailOf = new Map(images.map((file, index) => [file.id, thumbnails[index]!]));
  const fullSizeOf = new Map(shownIds.map((id, index) => [id, fullSizes[index]!]));

  const items: GalleryItem[] = files.map((file) => {
    const description = `${formatFileSize(file.size, language)} · ${formatDateTime(file.createdAt, language)}`;
    if (!isImageFile(file)) {
      return { id: file.id, kind: "document", name: file.name, description, isOpening: openingPdf === file.id };
    }
    const thumbnail = thumbnailOf.get(file.id);
    const full = fullSizeOf.get(file.id);
    return {
      id: file.id,
      kind: "image",
      name: file.name,
      description,
      thumbnailSrc: thumbnail?.data,
      isLoading: thumbnail?.isPending ?? true,
      error: thumbnail?.isError || full?.isError ? t("case.files.imageError") : undefined,
      src: full?.data,
    };
  });

  const openPdf = async (file: StoredFile) => {
    // Opened now, inside the key press or click, so that the browser does not block it as a pop-up.
    const tab = window.open("", "_blank");
    setOpeningPdf(file.id);
    try {
      const blob = await queryClient.fetchQuery(fileBlobQuery(file.id));
      const url = URL.createObjectURL(blob);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
      window.setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
    } catch (failure) {
      tab?.close();
      showToast({ title: errorMessage(failure, t("case.files.openError", { name: file.name })), tone: "error" });
    } finally {
      setOpeningPdf(null);
    }
  };

  const onOpen = (item: GalleryItem) => {
    const file = files.find((candidate) => candidate.id === item.id);
    if (!file) return;
    if (isImageFile(file)) setShownIds((ids) => (ids.includes(file.id) ? ids : [...ids, file.id]));
    else void openPdf(file);
  };

  return (
    <Gallery
      items={items}
      aria-label={props["aria-label"] ?? t("case.files.title")}
      onOpen={onOpen}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyState={emptyState}
    />
  );
}

/** Props of {@link CaseFiles}. */
export interface CaseFilesProps {
  /** The case. */
  complaintId: number;
}

/** The case's attachments section: every file of the case the viewer may see, oldest first. */
export function CaseFiles({ complaintId }: CaseFilesProps) {
  const { t } = useTranslation();
  const files = useCaseFiles(complaintId);
  const count = files.data?.length ?? 0;
  return (
    <section aria-labelledby="case-files-heading" className="flex flex-col gap-3">
      <h2 id="case-files-heading" className="text-lg font-semibold">
        {t("case.files.title")}
        {count > 0 && <span className="ms-2 text-sm font-normal text-muted">({count})</span>}
      </h2>
      <CaseFileGallery
        files={files.data ?? []}
        isLoading={files.isPending}
        error={files.error ? errorMessage(files.error, t("case.files.loadError")) : undefined}
        onRetry={() => void files.refetch()}
        emptyState={<p className="text-sm text-muted">{t("case.files.empty")}</p>}
      />
    </section>
  );
}
