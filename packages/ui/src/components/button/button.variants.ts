/**
 * Recipe of {@link Button} (`button.tsx`): react-aria render props (`isHovered`, `isPressed`, `isDisabled`,
 * `isPending`, `isFocusVisible`) flow into the variants; the shared focus ring comes in through `extend`.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `buttonVariants`: call it with the variant props (and `className` to merge). */
export const buttonVariants = tv({
  extend: focusRing,
  base: [
    "relative inline-flex cursor-default items-center justify-center gap-2 rounded-lg border font-medium",
    "whitespace-nowrap transition-colors duration-150 select-none",
    "forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText]",
  ],
  variants: {
    variant: {
      primary: "border-transparent bg-primary text-on-primary",
      secondary: "border-border bg-surface text-foreground",
      quiet: "border-transparent bg-transparent text-foreground",
      danger: "border-transparent bg-warn text-on-warn",
    },
    size: {
      sm: "h-8 px-3 text-sm",
      md: "h-10 px-4 text-sm",
    },
    isHovered: { true: "" },
    isPressed: { true: "" },
    isPending: { true: "cursor-progress" },
    isDisabled: {
      true: "cursor-not-allowed opacity-50 forced-colors:border-[GrayText] forced-colors:text-[GrayText]",
    },
  },
  compoundVariants: [
    { variant: "primary", isHovered: true, isDisabled: false, className: "bg-primary-700 dark:bg-primary-300" },
    { variant: "primary", isPressed: true, className: "bg-primary-800 dark:bg-primary-200" },
    { variant: ["secondary", "quiet"], isHovered: true, isDisabled: false, className: "bg-hover" },
    { variant: ["secondary", "quiet"], isPressed: true, className: "bg-hover" },
    { variant: "danger", isHovered: true, isDisabled: false, className: "brightness-110" },
    { variant: "danger", isPressed: true, className: "brightness-95" },
  ],
  defaultVariants: { variant: "primary", size: "md" },
});

/** Variant props of the recipe above. */
export type ButtonVariants = VariantProps<typeof buttonVariants>;
