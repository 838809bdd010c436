/**
 * Declaration-build shim (see tsdown.config.ts): the type of every `lucide-react/icons/<glyph>` deep import,
 * named through lucide-react's public `LucideIcon` so the emitted declarations never point into lucide-react's
 * private `dist/` files (TypeScript error TS4023 "cannot be named").
 */
import type { LucideIcon } from "lucide-react";

declare const icon: LucideIcon;
export default icon;
