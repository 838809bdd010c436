/**
 * Recipes of the vertical navigation (docs/spec/shell-behaviour.md section 1, "Geometry & motion" and "All items").
 * State comes from data attributes on the root (`data-appearance`, `data-mode`, `data-position`,
 * `data-state`, `data-animations`, `data-tone`, `data-expanded`), so the recipes stay small and CSS drives
 * the motion. Durations come from the motion tokens, which prefers-reduced-motion zeroes.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv, type VariantProps } from "../../lib/tv";

/** Slots of the navigation frame. */
export const verticalNavigationVariants = tv({
  slots: {
    root: [
      "group/nav top-0 z-[200] h-dvh w-(--nav-reserved-width) shrink-0 data-[position=right]:order-last print:hidden",
      "data-[mode=side]:sticky data-[mode=over]:fixed",
      "data-[mode=over]:data-[position=left]:left-0 data-[mode=over]:data-[position=right]:right-0",
      // Closed: side mode gives its width back to the content, over mode slides out; nothing stays focusable.
      "data-[state=closed]:invisible data-[state=closed]:[content-visibility:hidden]",
      "data-[mode=side]:data-[state=closed]:data-[position=left]:-ml-(--nav-reserved-width)",
      "data-[mode=side]:data-[state=closed]:data-[position=right]:-mr-(--nav-reserved-width)",
      "data-[mode=over]:data-[state=closed]:data-[position=left]:-translate-x-full",
      "data-[mode=over]:data-[state=closed]:data-[position=right]:translate-x-full",
      // Visibility transitions only while closing (hidden at the end); opening shows the content at once.
      "data-[animations=on]:transition-[margin,translate,width]",
      "data-[animations=on]:data-[state=closed]:transition-[margin,translate,width,visibility,content-visibility]",
      "data-[animations=on]:transition-discrete",
      "data-[animations=on]:duration-(--duration-complex)",
      "data-[animations=on]:ease-[cubic-bezier(0.25,0.8,0.25,1)]",
    ],
    panel: [
      "absolute inset-y-0 flex w-(--nav-width) flex-col overflow-hidden",
      "group-data-[position=left]/nav:left-0 group-data-[position=right]/nav:right-0",
      "group-data-[position=left]/nav:shadow-[inset_-1px_0_0_var(--color-border)]",
      "group-data-[position=right]/nav:shadow-[inset_1px_0_0_var(--color-border)]",
      "group-data-[tone=dark]/nav:bg-nav group-data-[tone=dark]/nav:text-nav-foreground",
      "group-data-[tone=dark]/nav:shadow-[inset_-1px_0_0_rgb(255_255_255/0.08)]",
      "group-data-[tone=surface]/nav:bg-surface group-data-[tone=surface]/nav:text-foreground",
      "group-data-[mode=over]/nav:shadow-2xl",
      "group-data-[expanded=true]/nav:w-[280px] group-data-[expanded=true]/nav:shadow-2xl",
      "group-data-[animations=on]/nav:transition-[width] group-data-[animations=on]/nav:duration-(--duration-complex)",
    ],
    header: "shrink-0",
    content: [
      "relative min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain",
      "[scrollbar-width:thin] data-[native-scroll=true]:[scrollbar-width:auto]",
      // Edge shadows tell that there is more to scroll.
      "data-[overflow=start]:shadow-[inset_0_12px_12px_-12px_rgb(0_0_0/0.5)]",
      "data-[overflow=end]:shadow-[inset_0_-12px_12px_-12px_rgb(0_0_0/0.5)]",
      "data-[overflow=both]:shadow-[inset_0_12px_12px_-12px_rgb(0_0_0/0.5),inset_0_-12px_12px_-12px_rgb(0_0_0/0.5)]",
    ],
    footer: "shrink-0",
    list: "flex flex-col py-3",
    overlay: [
      "fixed inset-0 z-[170] bg-black/60 transition-[opacity,visibility] duration-(--duration-overlay)",
      "data-[state=closed]:invisible data-[state=closed]:opacity-0 print:hidden",
    ],
    asideOverlay: "fixed inset-0 z-[169] bg-black/30 data-[transparent=true]:bg-transparent print:hidden",
    aside: [
      "absolute inset-y-0 z-[1] flex w-[280px] flex-col overflow-y-auto overscroll-contain py-6 shadow-2xl",
      "group-data-[position=left]/nav:left-(--nav-width) group-data-[position=right]/nav:right-(--nav-width)",
      "group-data-[expanded=true]/nav:group-data-[position=left]/nav:left-[280px]",
      "group-data-[expanded=true]/nav:group-data-[position=right]/nav:right-[280px]",
      "group-data-[tone=dark]/nav:bg-nav group-data-[tone=dark]/nav:text-nav-foreground",
      "group-data-[tone=surface]/nav:bg-surface group-data-[tone=surface]/nav:text-foreground",
      "transition-[opacity,translate] duration-(--duration-entering) ease-(--ease-decelerate)",
      "starting:opacity-0 group-data-[position=left]/nav:starting:-translate-x-4",
      "group-data-[position=right]/nav:starting:translate-x-4",
    ],
    asideHeader: "mx-3 mb-2 flex items-center justify-between gap-2 px-4",
    asideTitle: "text-xs font-semibold tracking-wider uppercase opacity-80",
  },
});

/** Recipe of one row (link, button or static), for every appearance. */
export const navigationRowVariants = tv({
  extend: focusRing,
  base: [
    "group/row relative mx-3 mb-1 flex min-h-10 cursor-pointer items-center gap-4 rounded-md px-4 py-2.5 text-left",
    "text-[13px] leading-5 font-medium no-underline outline-offset-[-2px] select-none",
    "group-data-[tone=dark]/nav:hover:bg-nav-foreground/8 group-data-[tone=surface]/nav:hover:bg-hover",
    "data-[active=true]:group-data-[tone=dark]/nav:bg-nav-foreground/12",
    "data-[active=true]:group-data-[tone=surface]/nav:bg-primary/10",
    "data-[disabled]:cursor-default data-[disabled]:opacity-40 data-[disabled]:hover:bg-transparent",
    "data-[static=true]:cursor-default data-[static=true]:hover:bg-transparent",
  ],
  variants: {
    layout: {
      /** Icon left, title and subtitle right (default appearance, nested rows, dense). */
      inline: "",
      /** Icon above a short title (compact top level). */
      stacked: "mx-2 mt-1 flex-col justify-center gap-2 px-3 py-3 text-center text-xs leading-4",
      /** Icon only (thin top level); the title is visually hidden. */
      icon: "mx-2 h-16 justify-center px-3",
    },
  },
  defaultVariants: { layout: "inline" },
});

/** Slots of a row's content. */
export const navigationRowPartsVariants = tv({
  slots: {
    icon: "shrink-0 opacity-60 group-hover/row:opacity-100 group-data-[active=true]/row:opacity-100",
    text: "flex min-w-0 flex-1 flex-col",
    title: "group-data-[tone=dark]/nav:text-nav-foreground/85 group-data-[active=true]/row:text-current",
    subtitle: "text-[11px] leading-4 group-data-[tone=dark]/nav:text-nav-foreground/65 group-data-[tone=surface]/nav:text-muted",
    badge: "ms-auto inline-flex h-5 shrink-0 items-center rounded-full px-2 text-[10px] font-semibold whitespace-nowrap",
    chevron: "shrink-0 opacity-60 transition-transform duration-(--duration-entering) data-[open=true]:rotate-90",
    groupTitle: [
      "mx-3 mt-6 mb-1 px-4 text-xs font-semibold tracking-wider uppercase first:mt-2",
      "group-data-[tone=dark]/nav:text-primary-300 group-data-[tone=surface]/nav:text-primary-700",
      "dark:group-data-[tone=surface]/nav:text-primary-300",
    ],
    groupSubtitle: "mx-3 -mt-1 mb-1 px-4 text-[11px] group-data-[tone=dark]/nav:text-nav-foreground/65 group-data-[tone=surface]/nav:text-muted",
    divider: "mx-3 my-3 border-0 border-t border-current opacity-20",
    spacer: "h-3",
    // Children mount when opened and grow from 0 to their height (225 ms, decelerate) where the browser can
    // interpolate `auto` heights; elsewhere they fade in.
    children: [
      "flex flex-col overflow-hidden [interpolate-size:allow-keywords]",
      "transition-[height,opacity] duration-(--duration-entering) ease-(--ease-decelerate) starting:h-0 starting:opacity-0",
    ],
    tooltip: "z-[300] max-w-64 rounded-md bg-accent px-2 py-1 text-xs text-on-accent shadow-md",
  },
});

/** Variant props of a row. */
export type NavigationRowVariants = VariantProps<typeof navigationRowVariants>;
