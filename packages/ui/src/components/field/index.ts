export { Label, Description, FieldError, validationMessage } from "./field";
export type { LabelProps, FieldErrorProps, ErrorMessage } from "./field";
export { fieldVariants, labelVariants, descriptionVariants, fieldErrorVariants, inputVariants } from "./field.variants";
