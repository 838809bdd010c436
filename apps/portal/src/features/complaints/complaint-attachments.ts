/**
 * Attachments of a submission (issue 11 item 4): the files the user chose in the ui `FileUpload`, each uploaded at
 * once with `uploadFile` (`POST /v1/ESFile`, multipart, with a progress bar) and named later in the submission's
 * `fileIds`. Removing a file that is still uploading aborts its upload; a failed upload can be tried again.
 * An uploaded file that the submission never names stays pending on the server (which discards it). Photos are
 * made smaller on the device first; without a network a file waits (`queued`) until the network returns (tracker
 * issue 40 item 4).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FileUploadItem } from "@eoffice/ui";
import { uploadFile } from "../../api/upload";
import { resizeImage } from "../../lib/resize-image";

/** Where the attachments of a submission stand (see {@link attachmentSummary}). */
export interface AttachmentSummary {
  /** Ids of the uploaded files, in the list's order (the submission's `fileIds`). */
  fileIds: string[];
  /** Files still waiting or uploading: the submission must wait for them. */
  uploading: number;
  /** Files whose upload failed (not those refused by the browser's checks, which are never uploaded). */
  failed: number;
}

/**
 * Sums up the attachments: the uploaded ids and how many files are still on their way or failed.
 * @param items - The files of the `FileUpload`.
 * @param storedIds - The server's file id of each uploaded item, by item id.
 */
export function attachmentSummary(items: readonly FileUploadItem[], storedIds: Readonly<Record<string, string>>): AttachmentSummary {
  const fileIds: string[] = [];
  let uploading = 0;
  let failed = 0;
  for (const item of items) {
    if (item.isRejected) continue;
    if (item.status === "queued" || item.status === "uploading") uploading += 1;
    else if (item.status === "error") failed += 1;
    else {
      const id = storedIds[item.id];
      if (id) fileIds.push(id);
      else uploading += 1;
    }
  }
  return { fileIds, uploading, failed };
}

/** Translation keys of why a submission must wait for its attachments. */
export type UploadsBlocking = "attachments.waitForUploads" | "attachments.failedUploads";

/**
 * Why a submission cannot be sent yet: files still uploading, or failed uploads to try again or remove; `null` when
 * every file is uploaded. The one check of the filing form, the e-form and the notes composer.
 */
export function uploadsBlocking(summary: AttachmentSummary): UploadsBlocking | null {
  if (summary.uploading > 0) return "attachments.waitForUploads";
  if (summary.failed > 0) return "attachments.failedUploads";
  return null;
}

/**
 * The message of a failed upload: the server's `message` when it sent one (413 too large, 415 not an accepted
 * type), otherwise `fallback`.
 * @param error - What `uploadFile` rejected with.
 * @param fallback - The translated generic message.
 */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return fallback;
}

/** What {@link useAttachments} gives to the `FileUpload` and to the form. */
export interface Attachments extends AttachmentSummary {
  /** The files (the `FileUpload`'s controlled `files`). */
  items: FileUploadItem[];
  /** The `FileUpload`'s `onFilesChange`. */
  onFilesChange: (items: FileUploadItem[]) => void;
  /** The `FileUpload`'s `onAdd`: starts the uploads. */
  onAdd: (items: FileUploadItem[]) => void;
  /** The `FileUpload`'s `onRemove`: aborts an upload still running. */
  onRemove: (item: FileUploadItem) => void;
  /** The `FileUpload`'s `onRetry`. */
  onRetry: (item: FileUploadItem) => void;
  /** Empties the list (after the submission was sent). */
  reset: () => void;
  /**
   * Adds files kept on the device (a draft's photos, tracker issue 40 item 4) as if chosen again: each uploads, or
   * waits for the network.
   */
  restore: (files: readonly File[]) => void;
}

/**
 * The attachments of one form: uploads start as soon as files are added; uploads still running are aborted when
 * the form goes away.
 * @param failedText - The message of a failed upload when the server sent none (translated).
 */
export function useAttachments(failedText: string): Attachments {
  const [items, setItems] = useState<FileUploadItem[]>([]);
  const [storedIds, setStoredIds] = useState<Record<string, string>>({});
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((id: string, patch: Partial<FileUploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (item: FileUploadItem) => {
      if (!item.file) return;
      controllers.current.get(item.id)?.abort();
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      // Offline: the file waits (`queued`) and starts when the network returns, or goes with the submission kept on
      // the device (tracker issue 40 item 4).
      if (!navigator.onLine) {
        update(item.id, { status: "queued", progress: 0, error: undefined });
        return;
      }
      update(item.id, { status: "uploading", progress: 0, error: undefined });
      // A photo is made at most 2048 px on its long side first (`lib/resize-image.ts`).
      resizeImage(item.file)
        .then((file) => uploadFile(file, { signal: controller.signal, onProgress: (percent) => update(item.id, { progress: percent }) }))
        .then((stored) => {
          if (controller.signal.aborted) return;
          setStoredIds((current) => ({ ...current, [item.id]: stored.id }));
          update(item.id, { status: "done", progress: 100 });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(item.id, { status: "error", error: uploadErrorMessage(error, failedText) });
        })
        .finally(() => {
          if (controllers.current.get(item.id) === controller) controllers.current.delete(item.id);
        });
    },
    [failedText, update],
  );

  // When the network returns, the files that waited for it are uploaded.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => {
    const resume = () => {
      for (const item of itemsRef.current) if (item.status === "queued" && !item.isRejected) start(item);
    };
    window.addEventListener("online", resume);
    return () => window.removeEventListener("online", resume);
  }, [start]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const summary = useMemo(() => attachmentSummary(items, storedIds), [items, storedIds]);

  return {
    ...summary,
    items,
    onFilesChange: setItems,
    onAdd: (added) => {
      for (const item of added) start(item);
    },
    onRemove: (item) => {
      controllers.current.get(item.id)?.abort();
      controllers.current.delete(item.id);
      setStoredIds(({ [item.id]: _removed, ...rest }) => rest);
    },
    onRetry: start,
    reset: () => {
      setItems([]);
      setStoredIds({});
    },
    restore: (files) => {
      const added = files.map((file): FileUploadItem => ({ id: crypto.randomUUID(), name: file.name, size: file.size, type: file.type, file, status: "queued" }));
      setItems((current) => [...current, ...added]);
      for (const item of added) start(item);
    },
  };
}
