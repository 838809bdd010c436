/** Recipes of {@link Avatar} and {@link StatusDot}. */
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `avatarVariants`: call it with the variant props (and `className` to merge). */
export const avatarVariants = tv({
  slots: {
    base: "relative inline-flex shrink-0",
    image: "rounded-full object-cover",
    initials: [
      "flex items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-900 select-none",
      "dark:bg-primary-800 dark:text-primary-50 forced-colors:border forced-colors:border-[CanvasText]",
    ],
  },
  variants: {
    size: {
      sm: { image: "size-7", initials: "size-7 text-[11px]" },
      md: { image: "size-10", initials: "size-10 text-sm" },
      lg: { image: "size-24", initials: "size-24 text-3xl" },
    },
  },
  defaultVariants: { size: "sm" },
});

/** tailwind-variants recipe `statusDotVariants`: call it with the variant props (and `className` to merge). */
export const statusDotVariants = tv({
  base: "inline-block size-2 shrink-0 rounded-full ring-2 ring-surface forced-colors:bg-[CanvasText]",
  variants: {
    status: {
      online: "bg-success",
      away: "bg-caution",
      busy: "bg-warn",
      "not-visible": "bg-disabled",
    },
    placement: { inline: "", corner: "absolute end-0 bottom-0" },
  },
  defaultVariants: { placement: "inline" },
});
