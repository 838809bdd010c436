/**
 * The one `tv` of the design system: tailwind-variants' `lite` build (its recipes without tailwind-merge), each
 * class list it answers merged by the ui's own {@link mergeClasses} (`class-merge.ts`), which knows the custom token
 * names of `theme/tokens.css` (`bg-surface`, `text-muted`) as colours. Every recipe (`<name>.variants.ts`) imports `tv`
 * from this file, never from the library. tailwind-merge was 10 kB (brotli) of the portal's entry, and building its
 * class map cost about 40 ms before the first render (tracker issue 40 item 1).
 */
import { tv as liteTv, type TVLite, type VariantProps } from "tailwind-variants/lite";
import { mergeClasses } from "./class-merge";

type Recipe = ReturnType<TVLite>;

/** A class list merged, anything else (undefined, a recipe's slots) as it is. */
function merged(value: unknown): unknown {
  if (typeof value === "string") return mergeClasses(value) || undefined;
  if (value && typeof value === "object") {
    // A recipe with slots answers one function per slot, each answering a class list.
    return Object.fromEntries(
      Object.entries(value).map(([slot, resolve]) => [slot, typeof resolve === "function" ? (props?: object) => merged(resolve(props)) : resolve]),
    );
  }
  return value;
}

/**
 * `tv()` of tailwind-variants (same options, same recipe), with later classes overriding earlier ones of the same
 * group: a variant's classes override the base's, a `className` passed to the recipe overrides both.
 */
export const tv: TVLite = ((options: Parameters<TVLite>[0]) => {
  const recipe = liteTv(options) as Recipe & Record<string, unknown>;
  // The recipe's own fields (variants, slots, base...) stay readable: other recipes `extend` it.
  return Object.assign((props?: object) => merged(recipe(props as never)), recipe);
}) as TVLite;

export type { VariantProps };
