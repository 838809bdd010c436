/**
 * Recipe of the horizontal layouts' frame (docs/spec/shell-behaviour.md section 4 "centered", "enterprise", "material",
 * "modern"): one structure, four looks. Content and header rows are at most 1440 px wide where the template
 * boxes them; heights 64 px, 80 px from 600 px.
 */
import { tv } from "../../../lib/tv";

/** Side padding that centres a 1440 px wide row in a full-width band (at least 16 px, 24 px from 960 px). */
const centredRow = "px-[max(1rem,calc((100%-1440px)/2))] md:px-[max(1.5rem,calc((100%-1440px)/2))]";

/** Slots of {@link HorizontalLayoutFrame}. */
export const horizontalLayoutFrameVariants = tv({
  slots: {
    root: "relative flex min-h-dvh w-full flex-col bg-background text-foreground",
    decoration: "hidden",
    container: "relative flex w-full flex-auto flex-col",
    header: "relative z-[49] w-full shrink-0 print:hidden",
    firstRow: "h-16 sm:h-20",
    secondRow: "hidden",
    logo: "flex h-8 items-center [&_img]:h-8 [&_svg]:h-8 max-lg:[&_[data-slot=logo-text]]:hidden",
    main: "flex w-full flex-auto flex-col outline-none",
    content: "flex flex-auto flex-col",
    footer: "h-14 sm:h-20",
  },
  variants: {
    layout: {
      /** One card at most 1440 px wide, 16 px (32 px from 960 px) from the page's edges. */
      centered: {
        root: "p-4 md:p-8 dark:bg-surface",
        container: "mx-auto max-w-[1440px] overflow-hidden bg-surface sm:rounded-xl sm:shadow-2xl",
        firstRow: "border-b border-border",
        footer: "h-16 border-border sm:h-20",
      },
      /** A dark top band (logo or hamburger, widgets) and from 960 px a card band with the navigation. */
      enterprise: {
        firstRow: `dark bg-nav text-nav-foreground ${centredRow}`,
        secondRow: `md:flex h-16 items-center bg-surface text-foreground shadow-sm ${centredRow}`,
        main: "mx-auto max-w-[1440px] sm:p-6 md:p-8",
        content: "bg-surface sm:rounded-lg sm:shadow-md",
        footer: centredRow,
      },
      /** A primary band behind a header card (two rows) at most 1440 px wide; content and footer below it. */
      material: {
        decoration: "absolute inset-x-0 top-0 block h-72 bg-primary-700 print:hidden",
        container: "mx-auto max-w-[1440px] px-0 pt-8 sm:px-8 md:pt-12",
        header: "overflow-hidden rounded-t-xl bg-surface shadow-xl",
        secondRow: "md:flex h-16 items-center border-t border-border px-6",
        content: "bg-surface shadow-md",
        footer: "shadow-md",
      },
      /** One full-width header row: logo and navigation at the start, widgets at the end. */
      modern: {
        header: "bg-appbar shadow-sm dark:border-b dark:border-border dark:shadow-none",
      },
    },
  },
});
