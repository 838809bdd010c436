/**
 * Recipe of {@link QrCode} (`qr-code.tsx`). The symbol itself is always dark modules on a white quiet zone
 * (scanners need the contrast, in the dark scheme and in forced colours too); the caption follows the theme.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `qrCodeVariants`: slots of the figure, the symbol, the caption and the copy button. */
export const qrCodeVariants = tv({
  slots: {
    root: "inline-flex max-w-full flex-col items-center gap-2 text-foreground",
    symbol: "block max-w-full rounded-md bg-white forced-color-adjust-none",
    placeholder: [
      "flex max-w-full items-center justify-center rounded-md border border-dashed border-hint bg-surface p-4",
      "text-center text-sm text-muted",
    ],
    caption: "flex max-w-full items-start gap-2 text-sm",
    text: "min-w-0 select-all font-mono text-xs leading-5 break-all text-foreground",
    textLabel: "block font-sans text-xs font-medium text-muted",
    error: "flex items-start gap-1 text-xs font-medium text-warn forced-colors:text-[Mark]",
  },
});

/** The copy button beside the text alternative (32 px high). */
export const qrCopyButtonVariants = tv({
  extend: focusRing,
  base: [
    "inline-flex h-8 shrink-0 cursor-default items-center gap-1 rounded-md border border-border bg-surface px-2",
    "text-xs font-medium text-foreground transition-colors duration-150",
    "forced-colors:border-[ButtonBorder] forced-colors:text-[ButtonText]",
  ],
  variants: {
    isHovered: { true: "bg-hover" },
    isPressed: { true: "bg-hover" },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
  },
});
