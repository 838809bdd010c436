/**
 * The draft of a request while the resident fills it in (issue 12 item 2: "a draft is kept while the resident fills
 * it in"), one per service code and signed-in person, cleared after the submission.
 *
 * Kept in **sessionStorage**, not localStorage: the answers hold personal data (national ID, address, a child's
 * name and birth date) and residents often use shared computers (the municipality's service counter, internet
 * shops). sessionStorage survives what the resident does while filling in (a reload, another page and back, the
 * "Check your answers" step and its Change links, a sign-in again after the token expired: the 401 reloads the same
 * tab) and goes when the tab or browser is closed, so the next person at the computer never finds it. The key names
 * the person, so a second account signed in in the same tab never sees the first one's draft.
 *
 * Uploaded files are kept by their ids (with name, type and size to list them again); they stay pending on the
 * server until the request names them.
 */
import type { ServiceFormFile, ServiceFormValue } from "@eoffice/ui";
import type { BookingRequest } from "./eservice-rules";

/** What the draft keeps. */
export interface RequestDraft {
  /** The answers so far, keyed by field name (the form's `data`). */
  data: ServiceFormValue;
  /** The chosen booking, when the service books a thing and a slot is chosen. */
  booking?: BookingRequest;
  /** Files uploaded so far for `file` fields, to list them again by name. */
  files?: ServiceFormFile[];
  /** When the draft was last written (ms since the epoch). */
  savedAt: number;
}

/** Prefix of the draft keys in sessionStorage. */
export const DRAFT_KEY_PREFIX = "eservice-draft";

/**
 * The storage key of one draft.
 * @param personId - The signed-in person.
 * @param code - The service code.
 */
export function draftKey(personId: number, code: string): string {
  return `${DRAFT_KEY_PREFIX}:${personId}:${code}`;
}

/** How long a draft is offered again, in ms (a day: a tab kept open longer starts afresh). */
export const DRAFT_MAX_AGE_MS = 24 * 3_600_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a draft; `null` when there is none, it is older than {@link DRAFT_MAX_AGE_MS}, or it cannot be read (a
 * damaged entry is removed).
 * @param storage - sessionStorage (a fake in tests).
 * @param key - {@link draftKey}.
 * @param now - Current time in ms. @default Date.now()
 */
export function readDraft(storage: Storage, key: string, now = Date.now()): RequestDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !isRecord(parsed.data) || typeof parsed.savedAt !== "number") throw new Error("not a draft");
    if (now - parsed.savedAt > DRAFT_MAX_AGE_MS) {
      storage.removeItem(key);
      return null;
    }
    return parsed as unknown as RequestDraft;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/**
 * Writes a draft (a full storage is ignored: the form still works, only the draft is lost).
 * @param storage - sessionStorage.
 * @param key - {@link draftKey}.
 * @param draft - What to keep, without `savedAt`.
 * @param now - Current time in ms. @default Date.now()
 */
export function writeDraft(storage: Storage, key: string, draft: Omit<RequestDraft, "savedAt">, now = Date.now()): void {
  try {
    storage.setItem(key, JSON.stringify({ ...draft, savedAt: now } satisfies RequestDraft));
  } catch {
    // Quota exceeded or storage disabled: keep going without a draft.
  }
}

/**
 * Removes a draft (after the submission, or when the resident starts again).
 * @param storage - sessionStorage.
 * @param key - {@link draftKey}.
 */
export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
