export { Checkbox } from "./checkbox";
export type { CheckboxProps } from "./checkbox";
export { checkboxVariants, checkboxBoxVariants, checkboxFieldVariants } from "./checkbox.variants";
