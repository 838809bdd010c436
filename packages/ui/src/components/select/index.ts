export { Select } from "./select";
export type { SelectProps, SelectOption } from "./select";
export { selectTriggerVariants, listBoxVariants, listBoxItemVariants } from "./select.variants";
