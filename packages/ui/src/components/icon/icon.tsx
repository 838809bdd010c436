/**
 * `Icon`: one glyph of the curated set (`icon-map.ts`), backed by lucide-react. Decorative by default
 * (`aria-hidden`); pass `label` for a meaningful icon, which then gets `role="img"` and that name.
 * An unknown name renders a neutral fallback (a dashed circle) and never throws, because navigation menus
 * come from the server (spec section 2, "Staff menu") and may name icons the set does not have.
 * A name of the menu set renders an empty box of the same size until that set has loaded (nothing moves).
 */
import { createElement, useEffect, useSyncExternalStore, type SVGProps } from "react";
import CircleDashed from "lucide-react/icons/circle-dashed";
import { isIconPending, loadMenuIcons, menuIconsLoaded, resolveIcon, subscribeToIcons } from "./icon-map";

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref" | "name"> {
  /** Curated icon name (see `iconNames`); unknown names render the fallback glyph. */
  name: string;
  /** Width and height in px. @default 24 */
  size?: number;
  /** Accessible name; when absent the icon is decorative (`aria-hidden`). @default undefined */
  label?: string;
  /** Stroke width in px of the 24 px grid. @default 2 */
  strokeWidth?: number;
}

/** A curated icon (see {@link IconProps}). */
export function Icon({ name, size = 24, label, strokeWidth = 2, className, ...rest }: IconProps) {
  useSyncExternalStore(subscribeToIcons, menuIconsLoaded, menuIconsLoaded);
  const pending = isIconPending(name);
  useEffect(() => {
    if (pending) void loadMenuIcons();
  }, [pending]);
  const Glyph = resolveIcon(name);
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  const props: Record<string, unknown> = {
    ...rest,
    ...a11y,
    "data-slot": "icon",
    "data-icon": Glyph ? name : pending ? "pending" : "fallback",
    width: size,
    height: size,
    strokeWidth,
    focusable: "false",
    className,
  };
  if (pending) return createElement("svg", { ...props, viewBox: "0 0 24 24", fill: "none" });
  return createElement(Glyph ?? CircleDashed, props);
}
