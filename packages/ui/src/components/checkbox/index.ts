export { Checkbox } from "./checkbox";
export type { CheckboxProps } from "./checkbox";
export { checkboxVariants, checkboxBoxVariants } from "./checkbox.variants";
