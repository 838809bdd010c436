/**
 * The document's fullscreen state through the standard Fullscreen API, with the `webkit` prefixed fallbacks
 * of older Safari (docs/spec/shell-behaviour.md section 7 "Fullscreen": standard API first, then prefixed ones).
 * Unlike the template, nothing here throws when the browser lacks the API: callers ask
 * {@link isFullscreenSupported} and show docs/spec/portal-spec.md section 8's message instead.
 */

/** The parts of `Document` this module reads, standard and `webkit`-prefixed (for tests: a plain object). */
export interface FullscreenDocument {
  fullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  exitFullscreen?: () => Promise<void>;
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => void;
  documentElement: Element & {
    requestFullscreen?: () => Promise<void>;
    webkitRequestFullscreen?: () => void;
  };
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Whether the browser lets this document go fullscreen (the API exists and is enabled). */
export function isFullscreenSupported(doc: FullscreenDocument): boolean {
  const root = doc.documentElement;
  if (typeof root.requestFullscreen === "function" && doc.fullscreenEnabled !== false) return true;
  return typeof root.webkitRequestFullscreen === "function" && doc.webkitFullscreenEnabled !== false;
}

/** Whether some element of the document is fullscreen now. */
export function isDocumentFullscreen(doc: FullscreenDocument): boolean {
  return Boolean(doc.fullscreenElement ?? doc.webkitFullscreenElement);
}

/**
 * Enters fullscreen on the whole document when not fullscreen, exits otherwise.
 * @returns a promise that resolves when the browser accepted the change.
 * @throws never synchronously; the promise rejects with an `Error` when the API is missing or the browser
 *   refuses (for example without a user gesture).
 */
export async function toggleDocumentFullscreen(doc: FullscreenDocument): Promise<void> {
  if (!isFullscreenSupported(doc)) throw new Error("Fullscreen API not available");
  if (isDocumentFullscreen(doc)) {
    if (doc.fullscreenElement && typeof doc.exitFullscreen === "function") return doc.exitFullscreen();
    if (typeof doc.webkitExitFullscreen === "function") return doc.webkitExitFullscreen();
    if (typeof doc.exitFullscreen === "function") return doc.exitFullscreen();
    return;
  }
  const root = doc.documentElement;
  if (typeof root.requestFullscreen === "function") return root.requestFullscreen();
  root.webkitRequestFullscreen?.();
}

/**
 * Calls `listener` whenever the document enters or leaves fullscreen (`fullscreenchange` and
 * `webkitfullscreenchange`). @returns the unsubscribe function.
 */
export function subscribeFullscreenChange(doc: FullscreenDocument, listener: () => void): () => void {
  doc.addEventListener("fullscreenchange", listener);
  doc.addEventListener("webkitfullscreenchange", listener);
  return () => {
    doc.removeEventListener("fullscreenchange", listener);
    doc.removeEventListener("webkitfullscreenchange", listener);
  };
}
