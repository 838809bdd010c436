/**
 * What the portal keeps on the device between visits (tracker issue 40 item 4): the drafts of forms and the
 * submissions waiting for the network (`outbox.ts`), in IndexedDB through idb-keyval (one database, `eoffice-device`,
 * one object store). They hold personal data (a complaint's details, a telephone number, photos), so every entry
 * names its person, and sign-out deletes the database (`clearDevice` of `session/device-data.ts`, called by the auth
 * service's `onSignedOut`): the next person at a shared phone or counter computer finds nothing. The connection here
 * closes itself when that deletion asks (`versionchange`) and opens again on next use. Drafts older than {@link DEVICE_DRAFT_MAX_AGE_MS}
 * are not offered again.
 */
import { del, entries, get, promisifyRequest, set, type UseStore } from "idb-keyval";
import { DEVICE_DATABASE } from "../session/device-data";

/** The object store's name in {@link DEVICE_DATABASE}. */
const STORE_NAME = "items";

let connection: Promise<IDBDatabase> | null = null;

/** Opens the database (creating its store), closing the connection when another tab or sign-out deletes it. */
function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DEVICE_DATABASE);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
  const opened = promisifyRequest(request).then((db) => {
    db.onversionchange = () => {
      db.close();
      if (connection === opened) connection = null;
    };
    return db;
  });
  connection = opened;
  opened.catch(() => {
    if (connection === opened) connection = null;
  });
  return opened;
}

/** The object store for idb-keyval (the database is opened on first use; IndexedDB is not touched before). */
export const deviceStore = (): UseStore => (mode, callback) =>
  (connection ?? open()).then((db) => callback(db.transaction(STORE_NAME, mode).objectStore(STORE_NAME)));

/** How long a draft is offered again: a week, in ms. */
export const DEVICE_DRAFT_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** A draft as kept: its values and when they were written. */
export interface DeviceDraft<T> {
  values: T;
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
}

/**
 * The key of a form's draft.
 * @param form - The form (`complaint`, `request:<service code>`).
 * @param personId - The signed-in person.
 */
export function draftKey(form: string, personId: number): string {
  return `draft:${personId}:${form}`;
}

/**
 * Reads a draft; `null` when there is none, it is too old (then removed), or IndexedDB cannot be used (private mode,
 * a full disk): the form still works, without a draft.
 * @param now - Current time in ms. @default Date.now()
 */
export async function readDeviceDraft<T>(key: string, now = Date.now()): Promise<DeviceDraft<T> | null> {
  try {
    const draft = await get<DeviceDraft<T>>(key, deviceStore());
    if (!draft || typeof draft.savedAt !== "number") return null;
    if (now - draft.savedAt > DEVICE_DRAFT_MAX_AGE_MS) {
      await del(key, deviceStore());
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Writes a draft (a failure is ignored: only the draft is lost). */
export async function writeDeviceDraft<T>(key: string, values: T, now = Date.now()): Promise<void> {
  try {
    await set(key, { values, savedAt: now } satisfies DeviceDraft<T>, deviceStore());
  } catch {
    // IndexedDB unavailable or full: keep going without a draft.
  }
}

/** Removes a draft (after the submission, or when the resident starts again). */
export async function clearDeviceDraft(key: string): Promise<void> {
  try {
    await del(key, deviceStore());
  } catch {
    // Nothing was kept.
  }
}

/** Every entry whose key starts with `prefix`. */
export async function deviceEntries<T>(prefix: string): Promise<T[]> {
  try {
    const all = await entries<IDBValidKey, T>(deviceStore());
    return all.filter(([key]) => typeof key === "string" && key.startsWith(prefix)).map(([, value]) => value);
  } catch {
    return [];
  }
}

/** Reads one entry; `undefined` when there is none. */
export function readDeviceEntry<T>(key: string): Promise<T | undefined> {
  return get<T>(key, deviceStore());
}

/** Writes one entry. */
export function putDeviceEntry<T>(key: string, value: T): Promise<void> {
  return set(key, value, deviceStore());
}

/** Removes one entry. */
export function deleteDeviceEntry(key: string): Promise<void> {
  return del(key, deviceStore());
}
