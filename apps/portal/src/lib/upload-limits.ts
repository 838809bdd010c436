/**
 * The server's upload limit and accepted file types (`GET /v1/ESFilepublic/limits`, issue 14), read by the query hook
 * `useUploadLimits` (`use-upload-limits.ts`): every upload place of
 * the portal (complaint and note attachments, the staff e-form, e-service forms, documents and their versions, news
 * files, the profile picture) checks files against them before sending, and names the server's limit in its
 * messages. The server is configurable (`UPLOAD_MAX_BYTES`), so the portal never keeps a limit of its own: until the
 * answer has arrived (or when it fails) it uses the contract's defaults, and the server checks every upload again
 * (413 naming its limit, 415 for another type).
 */
import type { Schemas } from "@eoffice/api-client";

/** A media type the server stores (contract `FileMimeType`). */
export type UploadMimeType = Schemas["FileMimeType"];

/** What the upload places read. */
export interface UploadLimits {
  /** Largest file, in bytes (the server's `UPLOAD_MAX_BYTES`). */
  maxBytes: number;
  /** Accepted media types, as the server lists them (for `FileUpload` `acceptedTypes`). */
  types: readonly UploadMimeType[];
  /** The image types among {@link UploadLimits.types} (the profile picture, a news cover). */
  imageTypes: readonly UploadMimeType[];
}

/**
 * The contract's default upload limit (`UploadLimits.maxBytes` `default`: a server whose `UPLOAD_MAX_BYTES` is not
 * set), 10 MB = 10,485,760 bytes. Used only until the server's answer has arrived.
 */
export const CONTRACT_DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Every value of the contract's `FileMimeType`, each once (the compiler checks that none is missing or unknown). */
const CONTRACT_FILE_TYPES: Record<UploadMimeType, true> = { "image/jpeg": true, "image/png": true, "image/webp": true, "application/pdf": true };

/** The image types among `types`. */
function imagesOf(types: readonly UploadMimeType[]): UploadMimeType[] {
  return types.filter((type) => type.startsWith("image/"));
}

/** The limits used until the server has answered: the contract's default limit and every type it names. */
export const CONTRACT_DEFAULT_UPLOAD_LIMITS: UploadLimits = (() => {
  const types = Object.keys(CONTRACT_FILE_TYPES) as UploadMimeType[];
  return { maxBytes: CONTRACT_DEFAULT_UPLOAD_MAX_BYTES, types, imageTypes: imagesOf(types) };
})();

/** {@link UploadLimits} from the server's answer. */
export function uploadLimitsFrom(data: Schemas["UploadLimits"] | undefined): UploadLimits {
  if (!data) return CONTRACT_DEFAULT_UPLOAD_LIMITS;
  const types = data.types.map((t) => t.mimeType);
  return { maxBytes: data.maxBytes, types, imageTypes: imagesOf(types) };
}
