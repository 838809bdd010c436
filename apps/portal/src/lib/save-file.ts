/**
 * Saving a file the browser already holds (a CSV export: the audit log, the satisfaction figures) under its name.
 */

/**
 * Saves a blob under a name, through a temporary object URL.
 * @param blob - The file's content.
 * @param fileName - The name to save it under.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The file name of a `Content-Disposition` answer, or `fallback`.
 * @param disposition - The header's value, or `null`.
 * @param fallback - The name when the header gives none.
 */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}
