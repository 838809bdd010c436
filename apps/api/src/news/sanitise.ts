/**
 * Server-side sanitising of news bodies (issue 15 item 1): the HTML a news editor sends is cleaned with
 * `sanitize-html` against an allowlist before it is stored, so that what the database holds is safe whatever client
 * wrote it (the portal's `RichTextViewer` cleans it once more with DOMPurify when it shows it).
 *
 * Kept: headings, paragraphs, line breaks, lists, block quotes, code, links (http, https, mailto, tel, or relative),
 * emphasis, tables and images whose address is https or relative. Removed: every other element (scripts and styles
 * with their content; iframes, objects, forms, SVG, MathML), every other attribute (event handlers, `style`,
 * `class`, `id`), and any `javascript:`, `vbscript:` or `data:` address. Links to other sites get
 * `rel="noopener noreferrer"`.
 */
import type sanitizeHtml from "sanitize-html";
import { loadSanitizeHtml } from "../lib/heavy-modules";

/** The elements a news body keeps (the same set the portal's rich-text viewer shows). */
export const NEWS_ALLOWED_TAGS: readonly string[] = [
  "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
  "ul", "ol", "li", "a", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark", "span", "div",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "img", "figure", "figcaption",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NEWS_ALLOWED_TAGS],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "reversed", "type"],
    th: ["colspan", "rowspan", "scope", "headers"],
    td: ["colspan", "rowspan", "headers"],
    "*": ["lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  // Removed with their content, not only their tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template", "xmp", "noembed", "noframes", "title"],
  disallowedTagsMode: "discard",
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:/i.test(href.trim());
      const next: Record<string, string> = { ...attribs };
      delete next.target;
      delete next.rel;
      if (external) {
        next.target = "_blank";
        next.rel = "noopener noreferrer";
      }
      return { tagName, attribs: next };
    },
  },
};

/**
 * Cleans the HTML of a news body (see the module comment). Whitespace-only input gives "".
 *
 * @param html - What the editor sent (any string; malformed HTML is fine).
 * @returns HTML with only the allowlisted elements, attributes and addresses.
 */
export async function sanitiseNewsBody(html: string): Promise<string> {
  if (!html.trim()) return "";
  const sanitize = await loadSanitizeHtml();
  return sanitize(html, OPTIONS).trim();
}
