/** Recipe of {@link Form}: fields stacked 16 px apart. */
import { tv } from "../../lib/tv";

export const formVariants = tv({ base: "flex flex-col gap-4" });
