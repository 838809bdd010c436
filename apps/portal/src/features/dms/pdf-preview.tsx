/**
 * A PDF drawn in the browser with PDF.js (`pdfjs-dist`, Mozilla's renderer; issue 14 item 1: "PDF rendering with a
 * well-kept library, loaded only on the document view"). This module is imported only by the document view, and
 * PDF.js itself (with its worker) only when a PDF is shown, so neither is in any other route's bytes. Each page is
 * a canvas with an accessible name ("Page 1 of 3"); a PDF that cannot be drawn shows an alert.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert } from "@eoffice/ui";

/** Most pages drawn (a long document: the rest is downloaded). */
const MAX_PAGES = 20;

/** Props of {@link PdfPreview}. */
export interface PdfPreviewProps {
  /** The PDF's bytes. */
  data: Blob;
  /** Name of the document, for the pages' names. */
  title: string;
}

/** Draws the pages of a PDF, one canvas each, at the container's width (at most 900 px). */
export function PdfPreview({ data, title }: PdfPreviewProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; drawn: number; error?: boolean }>({ pages: 0, drawn: 0 });

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    if (!target) return;
    target.replaceChildren();
    void (async () => {
      try {
        const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        const task = pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()) });
        const doc = await task.promise;
        if (cancelled) return;
        const count = Math.min(doc.numPages, MAX_PAGES);
        setState({ pages: doc.numPages, drawn: 0 });
        for (let n = 1; n <= count && !cancelled; n++) {
          const page = await doc.getPage(n);
          const width = Math.min(target.clientWidth || 800, 900);
          const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
          const canvas = document.createElement("canvas");
          const ratio = window.devicePixelRatio || 1;
          canvas.width = Math.floor(viewport.width * ratio);
          canvas.height = Math.floor(viewport.height * ratio);
          canvas.style.width = `${Math.floor(viewport.width)}px`;
          canvas.setAttribute("role", "img");
          canvas.setAttribute("aria-label", t("documents.view.pageOf", { title, page: n, pages: doc.numPages }));
          canvas.className = "rounded border border-border bg-white shadow-sm";
          target.append(canvas);
          await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
          if (!cancelled) setState((s) => ({ ...s, drawn: n }));
        }
        await task.destroy();
      } catch {
        if (!cancelled) setState({ pages: 0, drawn: 0, error: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [data, title, t]);

  return (
    <div className="flex flex-col gap-3">
      {state.error && <Alert tone="error">{t("documents.view.previewFailed")}</Alert>}
      <div ref={container} data-testid="pdf-preview" data-pages-drawn={state.drawn} className="flex flex-col items-center gap-4 overflow-x-auto" />
      {state.pages > MAX_PAGES && <p className="text-sm text-muted">{t("documents.view.morePages", { count: state.pages - MAX_PAGES })}</p>}
    </div>
  );
}
