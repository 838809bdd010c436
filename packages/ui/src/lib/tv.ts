/**
 * The one `tv` of the design system: tailwind-variants configured so that tailwind-merge knows the custom
 * token names of `theme/tokens.css` (docs/style.md pitfall: custom token class names confuse tailwind-merge unless
 * declared here). Every recipe (`<name>.variants.ts`) imports `tv` from this file, never from the library.
 */
import { createTV, type VariantProps } from "tailwind-variants";

const colors = [
  "primary", "on-primary", "accent", "on-accent", "warn", "on-warn", "caution", "on-caution", "success", "on-success", "info", "on-info",
  "background", "surface", "appbar", "foreground", "muted", "hint", "disabled", "border", "hover", "nav",
  "nav-foreground",
  ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => `primary-${n}`),
];

/** `tv()` with the project's tailwind-merge configuration. */
export const tv = createTV({
  twMergeConfig: {
    extend: {
      theme: { color: colors },
    },
  },
});

export type { VariantProps };

/**
 * Builds tailwind-merge's class map now, with the configuration of {@link tv}, instead of inside the first render
 * that merges classes. tailwind-merge builds the map (every Tailwind class group with its validators) once, on its
 * first merge, in one piece of about 40 ms on a 2-core machine (4 times that on a mid-range phone), which cannot be
 * split. An app calls this while it waits for the network before its first render (the portal: while its strings and
 * first page load), so that the render is shorter by that much (tracker issue 8). Later calls cost nothing.
 */
export function prepareClassMerging(): void {
  tv({ base: "p-0 p-px" })();
}
