export { Form } from "./form";
export type { FormProps } from "./form";
export { formVariants } from "./form.variants";
