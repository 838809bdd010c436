/**
 * Sign-out's part of the device's store (tracker issue 40 item 4): the drafts and waiting submissions that
 * `lib/device-store.ts` keeps in IndexedDB hold personal data, so sign-out deletes their database. Written with the
 * browser's own `indexedDB.deleteDatabase`, so that the signed-in shell (which signs out) loads neither idb-keyval nor
 * the store's module.
 */

/** Name of the IndexedDB database of `lib/device-store.ts`. */
export const DEVICE_DATABASE = "eoffice-device";

/**
 * Deletes every draft and waiting submission on this device (all persons'). Never throws: a browser without IndexedDB
 * kept nothing. The deletion waits for open connections of other tabs to close, which the store's module does at once
 * when told (`versionchange`, idb-keyval's connection).
 */
export function clearDevice(): void {
  try {
    indexedDB.deleteDatabase(DEVICE_DATABASE);
  } catch {
    // No IndexedDB: nothing was kept.
  }
}
