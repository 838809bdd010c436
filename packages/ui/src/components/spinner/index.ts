export { Spinner } from "./spinner";
export type { SpinnerProps } from "./spinner";
export { spinnerVariants } from "./spinner.variants";
