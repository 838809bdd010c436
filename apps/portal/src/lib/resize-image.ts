/**
 * Photos made smaller on the device before they are uploaded (tracker issue 40 item 4): a phone's camera writes
 * 12-megapixel files of 3 to 6 MB, which a weak mobile network takes minutes to send, while a case needs far less.
 * Drawn with the browser's own decoder (`createImageBitmap`, which also applies the photo's EXIF orientation) onto a
 * canvas of at most {@link MAX_IMAGE_SIDE} px on the long side and encoded again: a JPEG as JPEG, a PNG or WebP as
 * WebP (which keeps transparency). No library: the browser's canvas does it in a few lines.
 */

/** Longest side of a photo after resizing, in pixels. */
export const MAX_IMAGE_SIDE = 2048;

/** Encoder quality of the resized photo (0 to 1). */
export const IMAGE_QUALITY = 0.85;

/** Size above which a photo is encoded again even when it is small enough in pixels: 1 MB, in bytes. */
export const REENCODE_ABOVE_BYTES = 1_000_000;

/** The types that are resized; any other file (a PDF) is sent as it is. */
const RESIZED_TYPES: Readonly<Record<string, string>> = { "image/jpeg": "image/jpeg", "image/png": "image/webp", "image/webp": "image/webp" };

/**
 * The size of a picture of `width` × `height` fitted within `maxSide` on its long side (never enlarged).
 * @param maxSide - In pixels. @default MAX_IMAGE_SIDE
 */
export function fittedSize(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file's name with the extension of `type`. */
function renamed(name: string, type: string): string {
  const extension = type === "image/jpeg" ? ".jpg" : ".webp";
  return `${name.replace(/\.[^./]*$/, "") || "photo"}${extension}`;
}

/**
 * A photo at most {@link MAX_IMAGE_SIDE} px on its long side, JPEG or WebP; the file itself when it is no photo,
 * already small enough (in pixels and bytes), when the browser cannot decode it, or when the result would be larger.
 * @param file - The chosen file.
 * @returns The file to upload (never throws: a failure sends the original, which the server checks).
 */
export async function resizeImage(file: File): Promise<File> {
  const type = RESIZED_TYPES[file.type];
  if (!type || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = fittedSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height && file.size <= REENCODE_ABOVE_BYTES) return file;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, IMAGE_QUALITY));
    if (!blob || blob.type !== type || (blob.size >= file.size && size.width === bitmap.width)) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
