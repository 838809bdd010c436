/**
 * Recipe of the vertical layouts' frame (docs/spec/shell-behaviour.md section 4: header 64 px, card background with a
 * shadow, in dark a transparent background with a bottom border, hamburger first; logos per layout).
 */
import { tv } from "../../../lib/tv";

/** Slots of {@link VerticalLayoutFrame}. */
export const verticalLayoutFrameVariants = tv({
  slots: {
    root: "flex min-h-dvh w-full bg-background text-foreground",
    column: "flex min-w-0 flex-1 flex-col",
    header: [
      "sticky top-0 z-[49] w-full shrink-0 bg-appbar shadow-sm",
      "dark:border-b dark:border-border dark:bg-transparent dark:shadow-none print:hidden",
    ],
    main: "flex flex-auto flex-col outline-none",
    navigation: "",
    logo: "flex items-center [&_img]:max-h-full [&_svg]:max-h-full",
    userBlock: "flex items-center gap-4 border-t border-nav-foreground/15 px-6 py-8",
    userText: "flex min-w-0 flex-col",
    userName: "truncate text-sm leading-normal font-medium text-nav-foreground",
    userEmail: "truncate text-[13px] leading-normal font-medium text-nav-foreground/75",
  },
  variants: {
    logo: {
      /** classic: a text logo up to 120 px wide at the start of an 80 px block, 24 px padding but none below. */
      start: { logo: "h-20 px-6 pt-6 [&_img]:max-w-30" },
      /** compact: a 40 px logo centred in an 80 px block, 12 px above and 16 px below. */
      center: { logo: "mt-3 mb-4 h-20 justify-center [&_img]:h-10 [&_svg]:h-10 [&_[data-slot=logo-text]]:hidden" },
      /** dense and thin: a 32 px logo centred in an 80 px block. */
      small: { logo: "h-20 justify-center [&_img]:h-8 [&_svg]:h-8 [&_[data-slot=logo-text]]:hidden" },
      /** futuristic: a text logo up to 120 px wide in the fixed header. */
      header: { logo: "h-20 px-8 pt-2 [&_img]:max-w-30" },
    },
    /** futuristic: the navigation on the theme's primary-900, white text (primary-800 as in the template is below AA with some themes). */
    primaryNavigation: {
      true: { navigation: "[&_[data-slot=panel]]:[--scheme-nav:var(--theme-primary-900)]" },
    },
  },
});
