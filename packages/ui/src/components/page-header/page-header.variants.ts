/**
 * Recipe of {@link PageHeader}: breadcrumbs above, then the title row (title and description on the start side,
 * actions on the end side, wrapping below the title on narrow screens).
 */
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `pageHeaderVariants`: call it (and `className` to merge). */
export const pageHeaderVariants = tv({
  slots: {
    base: "flex w-full min-w-0 flex-col gap-2 text-foreground",
    breadcrumbs: "m-0 flex list-none flex-wrap items-center gap-1 p-0 text-sm text-muted",
    crumb: "inline-flex min-w-0 items-center gap-1",
    current: "font-medium text-foreground no-underline",
    separator: "shrink-0 text-hint rtl:rotate-180",
    row: "flex flex-wrap items-start justify-between gap-x-6 gap-y-3",
    text: "flex min-w-0 flex-[1_1_20rem] flex-col gap-1",
    title: "text-2xl leading-tight font-semibold tracking-tight break-words text-balance",
    description: "max-w-prose text-sm text-muted",
    actions: "flex shrink-0 flex-wrap items-center gap-2",
  },
});
