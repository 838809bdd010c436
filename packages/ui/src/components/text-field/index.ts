export { TextField } from "./text-field";
export type { TextFieldProps } from "./text-field";
export { textFieldVariants } from "./text-field.variants";
