import { useState } from "react";
import type { FileUploadItem } from "@eoffice/ui";

/**
 * What {@link useSingleFileUpload} sends: the chosen file, and a way to report the upload's progress (percent, 0 to
 * 100). Resolves with `undefined` once the server took the file, or with the message to show under it.
 */
export type SendOneFile = (file: File, name: string, onProgress: (percent: number) => void) => Promise<string | undefined>;

/**
 * A `FileUpload` field that takes one file and sends it at once: the profile photo, the municipality's logo, an import
 * file. The file shows as uploading (with its progress when `send` reports one), leaves the field when the server took
 * it, and stays with the message `send` gave when it did not, with Retry and Remove.
 *
 * @returns The props to spread on the ui's `FileUpload` (one file, no multiple choice).
 */
export function useSingleFileUpload(send: SendOneFile) {
  const [files, setFiles] = useState<FileUploadItem[]>([]);
  const upload = async (item: FileUploadItem) => {
    if (!item.file) return;
    setFiles([{ ...item, status: "uploading" }]);
    const failure = await send(item.file, item.name, (percent) => setFiles([{ ...item, status: "uploading", progress: percent >= 100 ? undefined : percent }]));
    setFiles(failure === undefined ? [] : [{ ...item, status: "error", error: failure }]);
  };
  return {
    files,
    onFilesChange: setFiles,
    onAdd: (added: FileUploadItem[]) => {
      const first = added[0];
      if (first) void upload(first);
    },
    onRetry: (item: FileUploadItem) => void upload(item),
    onRemove: () => setFiles([]),
    maxFiles: 1,
    allowsMultiple: false,
  };
}
