/**
 * The draft of a request while the resident fills it in (issue 12 item 2: "a draft is kept while the resident fills
 * it in"), one per service code and signed-in person, cleared after the submission.
 *
 * Kept on the device in IndexedDB (`lib/device-store.ts`; tracker issue 40 item 4), so that it survives a reload, a
 * closed browser and a lost network, and deleted at sign-out: the answers hold personal data (national ID, address, a
 * child's name and birth date) and residents often use shared computers (the municipality's service counter, internet
 * shops), so the next person at the computer never finds it. The key names the person, so a second account signed in
 * on the same browser never sees the first one's draft.
 *
 * Uploaded files are kept by their ids (with name, type and size to list them again); they stay pending on the
 * server until the request names them. A file attached without a network is kept itself, made smaller
 * (`lib/resize-image.ts`), with the draft (its `blob`, under an id made on the device, which the answers name until
 * it is uploaded: when the request is submitted, or by the outbox, `lib/outbox.ts`): it is shown again with the draft
 * and deleted with it, and at sign-out (tracker issue 40, e-service files offline).
 */
import type { ServiceFormFile, ServiceFormValue } from "@eoffice/ui";
import { clearDeviceDraft, draftKey, readDeviceDraft, writeDeviceDraft } from "../../lib/device-store";
import type { BookingRequest } from "./eservice-rules";

/** What the draft keeps. */
export interface RequestDraft {
  /** The answers so far, keyed by field name (the form's `data`). */
  data: ServiceFormValue;
  /** The chosen booking, when the service books a thing and a slot is chosen. */
  booking?: BookingRequest;
  /** Files attached so far for `file` fields, to list them again by name (with those kept on the device). */
  files?: KeptFile[];
}

/** A file of a `file` field: uploaded (its stored id), or kept on the device until it can be (`blob`, a device id). */
export interface KeptFile extends ServiceFormFile {
  /** The file itself, while it waits for the network; absent once it is uploaded. */
  blob?: Blob;
}

/** The files kept on the device that the answers still name (a removed file is not sent). */
export function keptFilesNamed(data: Readonly<Record<string, unknown>>, files: readonly KeptFile[]): (KeptFile & { blob: Blob })[] {
  const named = new Set<unknown>(Object.values(data).flatMap((answer) => (Array.isArray(answer) ? (answer as unknown[]) : [])));
  return files.filter((file): file is KeptFile & { blob: Blob } => file.blob instanceof Blob && named.has(file.id));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The storage key of one draft.
 * @param personId - The signed-in person.
 * @param code - The service code.
 */
export function requestDraftKey(personId: number, code: string): string {
  return draftKey(`request:${code}`, personId);
}

/** A kept value as a draft, or `null` when it is not one (a damaged or older entry). */
export function requestDraftFrom(value: unknown): RequestDraft | null {
  if (!isRecord(value) || !isRecord(value.data)) return null;
  if (value.files !== undefined && !Array.isArray(value.files)) return null;
  if (value.booking !== undefined && !isRecord(value.booking)) return null;
  return value as unknown as RequestDraft;
}

/** Reads a draft; `null` when there is none, it is too old or damaged, or the device keeps nothing. */
export async function readRequestDraft(personId: number, code: string): Promise<RequestDraft | null> {
  const kept = await readDeviceDraft<unknown>(requestDraftKey(personId, code));
  return kept ? requestDraftFrom(kept.values) : null;
}

/** Writes a draft (a failure is ignored: the form still works, only the draft is lost). */
export function writeRequestDraft(personId: number, code: string, draft: RequestDraft): Promise<void> {
  return writeDeviceDraft(requestDraftKey(personId, code), draft);
}

/** Removes a draft (after the submission, or when the resident starts again). */
export function clearRequestDraft(personId: number, code: string): Promise<void> {
  return clearDeviceDraft(requestDraftKey(personId, code));
}
