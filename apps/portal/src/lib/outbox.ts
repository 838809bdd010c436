/**
 * Submissions waiting for the network (tracker issue 40 item 4): a complaint or an e-service request the resident
 * finished while the phone had no network is kept on the device (`device-store.ts`, IndexedDB) with its photos,
 * already made smaller (`resize-image.ts`), and sent when the network is back (tracker issue 40 item 5: by itself, on
 * the browser's `online` event or the service worker's Background Sync, `OUTBOX_SYNC_TAG`; or when the resident
 * chooses "Send now"; `outbox-panel.tsx`). Each entry is sent with its own `Idempotency-Key` (its id, made when it was
 * kept), which the server honours (`apps/api/src/http/idempotency.ts`): a send whose answer was lost, or a second tab
 * sending the same entry, files nothing twice. The photos are uploaded first (`POST /v1/ESFile`, with progress), and
 * their ids are written into the entry as each one is stored, so a send that stops half-way never uploads a photo
 * twice and its repeat names the same files (the same request, so the same answer). An e-service request's files are
 * named inside its answers (`data.<file field>`): a file attached without a network has an id made on the device
 * (`localId`) there until it is uploaded, and the entry's answers name the stored id from then on
 * ({@link replaceFileIds}; tracker issue 40, e-service files offline).
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../api/client";
import { callError, unwrap, type CallError } from "../api/errors";
import { uploadFile, UploadError } from "../api/upload";
import { deleteDeviceEntry, deviceEntries, putDeviceEntry, readDeviceEntry } from "./device-store";
import { replaceFileIds } from "./replace-file-ids";
import { resizeImage } from "./resize-image";

/** A photo or file kept with a waiting submission, still to upload. */
export interface OutboxPhoto {
  name: string;
  type: string;
  blob: Blob;
  /**
   * The id the device gave the file where the submission names it (a file of an e-service request attached without a
   * network); once uploaded, the stored file's id replaces it there. Without it the stored id goes into `fileIds`.
   */
  localId?: string;
}


/** What a waiting submission files. */
export type OutboxSubmission =
  | { kind: "complaint"; body: Omit<Schemas["ComplaintCreate"], "fileIds"> }
  | { kind: "request"; body: Schemas["EServiceRequestCreate"] };

/** One waiting submission. */
export type OutboxEntry = OutboxSubmission & {
  /** The entry's id, also its `Idempotency-Key` (a UUID). */
  id: string;
  /** The person who wrote it (only they see and send it). */
  personId: number;
  /** What the list shows: the complaint kind's or the service's name, in the language it was written in. */
  title: string;
  /** Ids of the photos uploaded so far. */
  fileIds: string[];
  /** Photos still to upload. */
  photos: OutboxPhoto[];
  /** When it was kept (ms since the epoch). */
  createdAt: number;
  /** Why the server refused it, when it did (it stays until the resident removes it). */
  error?: string;
};

/** The answer of a sent submission: the case filed. */
export type OutboxSent = Schemas["ComplaintEnvelope"]["data"];

const PREFIX = "outbox:";

/**
 * The Background Sync tag of the outbox: registered when a submission is kept, so that a browser with Background Sync
 * wakes the service worker when the network returns, which then asks the open pages to send (`src/sw.ts`).
 */
export const OUTBOX_SYNC_TAG = "outbox";

/** The message the service worker posts to the pages on {@link OUTBOX_SYNC_TAG}'s `sync` event. */
export const OUTBOX_SYNC_MESSAGE = "OUTBOX_SEND";

/** Asks for a Background Sync where the browser has it (Chromium); elsewhere the `online` event does the same. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker, or Background Sync refused: the page's `online` event sends instead.
  }
}
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Subscribes to changes of the outbox (in this tab); returns the unsubscribe function. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting submissions of a person, oldest first. */
export async function outboxOf(personId: number): Promise<OutboxEntry[]> {
  const all = await deviceEntries<OutboxEntry>(PREFIX);
  return all.filter((entry) => entry.personId === personId).sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Keeps a submission to send later; the photos are resized first.
 * @param files - The photos and documents chosen, not yet uploaded.
 * @param fileIds - Files already uploaded (before the network went).
 * @param keptFiles - Files already kept on the device, made smaller when they were attached (a request's files
 *   attached without a network, each with its `localId`).
 * @returns The entry kept.
 * @throws When IndexedDB cannot store it (private mode, a full disk): the caller tells the resident.
 */
export async function keepForLater(
  submission: OutboxSubmission,
  {
    personId,
    title,
    files = [],
    fileIds = [],
    keptFiles = [],
  }: { personId: number; title: string; files?: File[]; fileIds?: string[]; keptFiles?: OutboxPhoto[] },
): Promise<OutboxEntry> {
  const resized = await Promise.all(
    files.map(async (file) => {
      const smaller = await resizeImage(file);
      return { name: smaller.name, type: smaller.type, blob: smaller };
    }),
  );
  const photos = [...resized, ...keptFiles];
  const entry: OutboxEntry = { ...submission, id: crypto.randomUUID(), personId, title, fileIds, photos, createdAt: Date.now() };
  await putDeviceEntry(`${PREFIX}${entry.id}`, entry);
  changed();
  void requestBackgroundSync();
  return entry;
}

/** Removes a waiting submission (the resident gave it up, or it was sent). */
export async function removeFromOutbox(id: string): Promise<void> {
  await deleteDeviceEntry(`${PREFIX}${id}`);
  changed();
}

/** Entries being sent in this tab: a second "Send now" never starts a second send. */
const sending = new Set<string>();

/** Whether a failure means "try again later" (no network, the first send still answering, throttled, server busy). */
function isTemporary(error: CallError): boolean {
  return error.status === 0 || error.status === 409 || error.status === 429 || error.status >= 500;
}

/** Progress of a send: the photo being uploaded (1-based), the photos in all, and the share of that photo sent. */
export interface OutboxProgress {
  photo: number;
  photos: number;
  percent: number;
}

/**
 * Sends one waiting submission: its photos, then the submission with its `Idempotency-Key`.
 * The entry is read again from the device first: an entry another send of this page finished (a stale list) is not
 * sent again.
 * @returns The case filed; `null` when it must wait (no network, or the server asked to wait; the entry then stays) or
 *   when it is no longer waiting.
 * @throws CallError when the server refused it (a 400, 403, 422...): the entry stays with its `error`.
 */
export async function sendFromOutbox(entry: OutboxEntry, onProgress?: (progress: OutboxProgress) => void): Promise<OutboxSent | null> {
  if (sending.has(entry.id)) return null;
  sending.add(entry.id);
  let current = entry;
  let total = 0;
  try {
    const kept = await readDeviceEntry<OutboxEntry>(`${PREFIX}${entry.id}`);
    if (!kept) return null;
    current = { ...kept, fileIds: [...kept.fileIds], photos: [...kept.photos] };
    total = current.photos.length;
    while (current.photos.length > 0) {
      const photo = current.photos[0]!;
      const index = total - current.photos.length + 1;
      const stored = await uploadFile(new File([photo.blob], photo.name, { type: photo.type }), {
        onProgress: (percent) => onProgress?.({ photo: index, photos: total, percent }),
      });
      if (photo.localId && current.kind === "request") {
        current = { ...current, body: { ...current.body, data: replaceFileIds(current.body.data, { [photo.localId]: stored.id }) } };
      } else current.fileIds.push(stored.id);
      current.photos.shift();
      await putDeviceEntry(`${PREFIX}${current.id}`, current);
    }
    const header = { "Idempotency-Key": current.id };
    const answer =
      current.kind === "complaint"
        ? await unwrap(
            pxClient.POST("/v1/complainpeoplereq", {
              params: { query: { version: "1.1" }, header },
              body: current.fileIds.length > 0 ? { ...current.body, fileIds: current.fileIds } : current.body,
            }),
          )
        : await unwrap(pxClient.POST("/v1/EServiceRequest", { params: { header }, body: current.body }));
    await removeFromOutbox(current.id);
    return answer.data;
  } catch (caught) {
    const error = caught instanceof UploadError ? { success: false as const, message: caught.message, status: caught.status, retryAfter: null } : callError(caught);
    if (isTemporary(error)) {
      changed();
      return null;
    }
    await putDeviceEntry(`${PREFIX}${current.id}`, { ...current, error: error.message || String(error.status) });
    changed();
    throw error;
  } finally {
    sending.delete(entry.id);
  }
}

/** Whether the browser says it has a network (`navigator.onLine`), following its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
  );
}

/** The waiting submissions of a person, read again after every change of the outbox in this tab. */
export function useOutbox(personId: number | undefined): { entries: OutboxEntry[] } {
  const [state, setState] = useState<{ personId?: number; entries: OutboxEntry[] }>({ entries: [] });
  const changes = useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    if (personId === undefined) return;
    let live = true;
    void outboxOf(personId).then((entries) => live && setState({ personId, entries }));
    return () => {
      live = false;
    };
  }, [personId, changes]);
  return { entries: state.personId === personId ? state.entries : [] };
}
