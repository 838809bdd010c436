/** Recipe of {@link Form}: fields stacked 16 px apart. */
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `formVariants`: call it with the variant props (and `className` to merge). */
export const formVariants = tv({ base: "flex flex-col gap-4" });
