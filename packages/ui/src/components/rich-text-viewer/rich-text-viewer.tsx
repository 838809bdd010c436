/**
 * RichTextViewer (tracker issue 9, item 3d): shows HTML written elsewhere (news, announcements, e-service
 * instructions) after sanitising it with DOMPurify, with typography suited to Thai.
 *
 * Kept: headings, paragraphs, line breaks, lists, block quotes, links (http, https, mailto, tel, relative),
 * emphasis, code, tables, images whose `src` is https or relative. Removed: scripts and their content, event
 * handler attributes (`onerror`...), `javascript:` and `data:` URLs, iframes, objects, forms, `<style>` and
 * `style` attributes, classes and ids. Links to another origin open in a new tab with
 * `rel="noopener noreferrer"` and say so to screen readers ("(opens in a new tab)" / "(เปิดในแท็บใหม่)").
 */
import { useMemo, type ReactNode } from "react";
import DOMPurify from "dompurify";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Spinner } from "../spinner/spinner";
import { richTextViewerVariants } from "./rich-text-viewer.variants";

/** The elements the viewer keeps. */
export const RICH_TEXT_ALLOWED_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
  "ul", "ol", "li", "a", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark", "span", "div",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "img", "figure", "figcaption",
] as const;

/** The attributes the viewer keeps (URLs are checked separately). */
export const RICH_TEXT_ALLOWED_ATTRIBUTES = [
  "href", "src", "alt", "title", "width", "height", "colspan", "rowspan", "scope", "headers", "lang", "dir",
  "start", "reversed", "type",
] as const;

/** URLs allowed in `href`: http(s), mailto, tel, or relative. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Options of {@link sanitizeRichText}. */
export interface SanitizeRichTextOptions {
  /** The origin links are compared with; other origins open in a new tab. @default `window.location.origin` */
  origin?: string;
  /** Text appended (visually hidden) to links that open in a new tab. @default "" (none) */
  newTabText?: string;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** Whether an image `src` is https or relative (not empty, `http:`, `data:`, `javascript:` or protocol-relative). */
function isAllowedImageSrc(src: string): boolean {
  const trimmed = src.trim();
  if (!trimmed) return false;
  if (/^https:/i.test(trimmed)) return true;
  if (trimmed.startsWith("//")) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
}

/**
 * Sanitises an HTML string for {@link RichTextViewer} (browser only: it needs a DOM). Returns the safe HTML.
 * Its own DOMPurify instance is used, so the app's DOMPurify settings and hooks are untouched.
 */
export function sanitizeRichText(html: string, options: SanitizeRichTextOptions = {}): string {
  if (!html.trim()) return "";
  purifier ??= DOMPurify(window);
  const body = purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ["style", "script", "iframe", "object", "embed", "form", "svg", "math"],
    FORBID_ATTR: ["style", "class", "id"],
    RETURN_DOM: true,
  }) as HTMLElement; // RETURN_DOM gives the <body> holding the sanitised nodes.
  const origin = options.origin ?? window.location.origin;
  const doc = body.ownerDocument;
  for (const img of Array.from(body.querySelectorAll("img"))) {
    if (!isAllowedImageSrc(img.getAttribute("src") ?? "")) img.remove();
    else if (!img.hasAttribute("alt")) img.setAttribute("alt", "");
  }
  for (const link of Array.from(body.querySelectorAll("a"))) {
    const href = link.getAttribute("href");
    if (!href) continue;
    let external: boolean;
    try {
      const url = new URL(href, origin);
      external = /^https?:$/.test(url.protocol) && url.origin !== new URL(origin).origin;
    } catch {
      link.removeAttribute("href");
      continue;
    }
    if (!external) continue;
    link.setAttribute("target", "_blank");
    link.setAttribute("rel", "noopener noreferrer");
    if (options.newTabText) {
      const note = doc.createElement("span");
      note.className = "sr-only";
      note.textContent = ` ${options.newTabText}`;
      link.append(note);
    }
  }
  for (const table of Array.from(body.querySelectorAll("table"))) {
    // A wide table scrolls sideways inside a focusable box, so keyboard users can scroll it too.
    const scroll = doc.createElement("div");
    scroll.setAttribute("data-slot", "table-scroll");
    scroll.setAttribute("tabindex", "0");
    const caption = table.querySelector("caption")?.textContent?.trim();
    if (caption) {
      scroll.setAttribute("role", "region");
      scroll.setAttribute("aria-label", caption);
    }
    table.replaceWith(scroll);
    scroll.append(table);
  }
  return body.innerHTML;
}

/** Props of {@link RichTextViewer}. */
export interface RichTextViewerProps {
  /** The HTML to show; it is sanitised before rendering (see the module comment for what is kept). */
  html: string;
  /** The origin links are compared with; links elsewhere open in a new tab. @default `window.location.origin` */
  origin?: string;
  /** The language of the content when it differs from the page's, for example `"th"`. @default inherited */
  lang?: string;
  /** Shows a spinner instead of the content. @default false */
  isLoading?: boolean;
  /** Shown when the sanitised HTML is empty. @default nothing */
  emptyContent?: ReactNode;
  /** Extra classes merged over the root's (for example `max-w-none`). */
  className?: string;
}

/**
 * Sanitised HTML with Thai-friendly typography. Links inside stay in the page's Tab order; a wide table
 * becomes a focusable, sideways-scrolling box.
 */
export function RichTextViewer({ html, origin, lang, isLoading = false, emptyContent, className }: RichTextViewerProps) {
  const strings = useUiStrings();
  const slots = richTextViewerVariants();
  const safe = useMemo(
    () => (isLoading ? "" : sanitizeRichText(html, { origin, newTabText: strings.opensInNewTab })),
    [html, origin, isLoading, strings.opensInNewTab],
  );
  if (isLoading) {
    return (
      <div data-slot="rich-text-viewer" data-state="loading" className={slots.placeholder({ className })}>
        <Spinner size="sm" />
      </div>
    );
  }
  if (!safe) {
    return emptyContent ? (
      <div data-slot="rich-text-viewer" data-state="empty" className={slots.placeholder({ className })}>
        {emptyContent}
      </div>
    ) : null;
  }
  return (
    <div
      data-slot="rich-text-viewer"
      data-state="ready"
      lang={lang}
      className={slots.root({ className })}
      // The string is DOMPurify's output with the allow-list above, never the caller's raw HTML.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
