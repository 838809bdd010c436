/**
 * Recipe of {@link RichTextViewer} (`rich-text-viewer.tsx`): typography for sanitised HTML. Thai stacks vowel
 * and tone marks above and below the line, so body text gets a 1.8 line-height (headings 1.5) and paragraphs a
 * full line of space; `break-words` keeps long unbroken Thai runs (Thai has no spaces between words) inside.
 */
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `richTextViewerVariants`: the content root and its loading/empty placeholder. */
export const richTextViewerVariants = tv({
  slots: {
    root: [
      "max-w-prose text-base leading-[1.8] break-words text-foreground",
      "[&>*:first-child]:mt-0 [&>*:last-child]:mb-0",
      "[&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:leading-normal [&_h1]:font-semibold",
      "[&_h2]:mt-7 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:leading-normal [&_h2]:font-semibold",
      "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:leading-normal [&_h3]:font-semibold",
      "[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-medium",
      "[&_p]:my-4 [&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4",
      "[&_blockquote]:text-muted",
      "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1",
      "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:decoration-2",
      "[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2",
      "[&_a:focus-visible]:outline-primary forced-colors:[&_a]:text-[LinkText]",
      "[&_strong]:font-semibold [&_b]:font-semibold [&_mark]:bg-caution/30 [&_mark]:text-foreground",
      "[&_code]:rounded [&_code]:bg-hover [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm",
      "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-hover [&_pre]:p-3",
      "[&_hr]:my-6 [&_hr]:border-border",
      "[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
      "[&_[data-slot=table-scroll]]:my-4 [&_[data-slot=table-scroll]]:overflow-x-auto",
      "[&_[data-slot=table-scroll]:focus-visible]:outline-2 [&_[data-slot=table-scroll]:focus-visible]:outline-primary",
      "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_caption]:mb-2 [&_caption]:text-start",
      "[&_caption]:font-medium [&_th]:border [&_th]:border-border [&_th]:bg-hover [&_th]:px-3 [&_th]:py-2",
      "[&_th]:text-start [&_th]:font-semibold [&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2",
      "[&_td]:align-top",
    ],
    placeholder: "flex items-center gap-2 text-sm text-muted",
  },
});
