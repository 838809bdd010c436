/**
 * The calls of the import page (tracker issue 38 item 2; contract tag `import`): the template download, the upload
 * with its dry run (over `xhrFetch`, for the upload's progress, as `api/upload.ts` does for attachments), the job
 * polled while a confirmation writes it, its rows page by page, and the confirmation.
 */
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { unwrap } from "../../api/errors";
import { UploadError, isAbortError, xhrFetch } from "../../api/upload";
import { attachmentName, saveBlob } from "../../lib/save-file";

/** A kind of import. */
export type ImportKind = Schemas["ImportKind"];
/** An import job (its dry run, or what was applied). */
export type ImportJob = Schemas["ImportJob"];
/** A row's result. */
export type ImportRowResult = Schemas["ImportRowResult"];
/** A confirmed job with the new staff users' one-time passwords. */
export type ImportConfirmation = Schemas["ImportConfirmation"];

/** The kinds, in the order a municipality imports them (units before staff, categories before accounts). */
export const IMPORT_KINDS: readonly ImportKind[] = ["units", "positions", "staff", "garbage-rates", "garbage-accounts", "garbage-links"];

/** How often the job is read while a confirmation writes it, in ms. */
const PROGRESS_POLL_MS = 500;

/** Downloads a kind's template. @returns True when saved. */
export async function downloadTemplate(kind: ImportKind, format: "csv" | "xlsx"): Promise<boolean> {
  try {
    const { data, response } = await pxClient.GET("/v1/ImportTemplate/{kind}", { params: { path: { kind }, query: { format } }, parseAs: "blob" });
    if (!(data instanceof Blob)) return false;
    saveBlob(data, attachmentName(response.headers.get("content-disposition"), `import-${kind}.${format}`));
    return true;
  } catch {
    return false;
  }
}

/**
 * Uploads a file for a dry run.
 * @param onProgress - The share of the file sent, in percent.
 * @throws {@link UploadError} when the server refuses the file (400 naming the column, 413, 415) or no answer comes.
 */
export async function uploadImport(kind: ImportKind, file: File, onProgress: (percent: number) => void): Promise<ImportJob> {
  let answer;
  try {
    answer = await pxClient.POST("/v1/ImportJob", {
      params: { query: { kind } },
      // The contract leaves the part untyped (raw bytes); the serializer sends the File itself.
      body: { file: file.name },
      bodySerializer: () => {
        const form = new FormData();
        form.append("file", file, file.name);
        return form;
      },
      fetch: xhrFetch(onProgress),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new UploadError(0);
  }
  const { data, error, response } = answer;
  if (error !== undefined || data === undefined) throw new UploadError(response.status, error);
  return data.data;
}

/** Confirms a job; answers what was applied. */
export async function confirmImport(id: number): Promise<ImportConfirmation> {
  return (await unwrap(pxClient.POST("/v1/ImportJob/{id}/confirm", { params: { path: { id } } }))).data;
}

/** The job, read every {@link PROGRESS_POLL_MS} while `polling` (a confirmation is writing it). */
export function useImportJob(id: number | null, polling: boolean) {
  return api.useQuery(
    "get",
    "/v1/ImportJob/{id}",
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null && polling, refetchInterval: polling ? PROGRESS_POLL_MS : false, select: (answer) => answer.data },
  );
}

/** One page of a job's rows, only those with `result` when given. */
export function useImportRows(id: number, result: ImportRowResult | undefined, offset: number, limit: number) {
  return api.useQuery("get", "/v1/ImportJob/{id}/rows", { params: { path: { id }, query: { offset, limit, ...(result ? { result } : {}) } } });
}
