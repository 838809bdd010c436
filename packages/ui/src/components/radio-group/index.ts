export { RadioGroup } from "./radio-group";
export type { RadioGroupProps, RadioOption } from "./radio-group";
export { radioGroupVariants, radioVariants, radioCircleVariants, radioPillVariants } from "./radio-group.variants";
