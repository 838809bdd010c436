/**
 * `multipart/form-data` bodies for API tests (the file upload, issue 11 item 4), built by hand so that tests can
 * also send malformed ones.
 */
export const BOUNDARY = "----eofficeFilesTestBoundary7MA4YWxkTrZu0gW";

/** One part of a multipart body: a file when `filename` is given, else a text field. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A `multipart/form-data` payload and its content type. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? "application/octet-stream"}` : "";
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}

