/** Recipe of {@link InboxPanel} (`inbox-panel.tsx`): the rows and the header button. */
import { tv, type VariantProps } from "../../lib/tv";

/** Slots of the list, a row and its parts; `isRead` sets the title weight and the read dot (filled when unread). */
export const inboxPanelVariants = tv({
  slots: {
    list: "divide-y divide-border",
    row: "group relative flex items-start gap-3 py-5 ps-6 pe-3 hover:bg-hover",
    avatar: "flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-hover text-muted",
    image: "size-full object-cover",
    content: "flex min-w-0 flex-1 flex-col",
    /** The row's link stretches over the whole row (`after:`), buttons sit above it. */
    link: [
      "flex flex-col outline-none after:absolute after:inset-0 after:content-['']",
      "focus-visible:after:outline-solid focus-visible:after:outline-2 focus-visible:after:-outline-offset-2",
      "focus-visible:after:outline-primary",
      "forced-colors:focus-visible:after:outline-[Highlight]",
    ],
    title: "line-clamp-1 break-words",
    description: "mt-0.5 line-clamp-2 break-words text-sm text-muted",
    time: "mt-1 block text-xs text-hint",
    actions: "relative z-10 flex shrink-0 flex-col items-center gap-1",
    actionButton: "size-8 rounded-full px-0",
    dot: "",
    headerButton: "size-10 rounded-full px-0 text-on-primary",
  },
  variants: {
    isRead: {
      false: { title: "font-semibold", dot: "fill-current text-primary" },
      true: { title: "font-normal", dot: "fill-none text-hint" },
    },
  },
});

export type InboxPanelVariants = VariantProps<typeof inboxPanelVariants>;
