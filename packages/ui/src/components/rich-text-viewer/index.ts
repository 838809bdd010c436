export {
  RichTextViewer,
  sanitizeRichText,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
} from "./rich-text-viewer";
export type { RichTextViewerProps, SanitizeRichTextOptions } from "./rich-text-viewer";
export { richTextViewerVariants } from "./rich-text-viewer.variants";
