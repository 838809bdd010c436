export { ProgressBar } from "./progress-bar";
export type { ProgressBarProps } from "./progress-bar";
export { progressBarVariants } from "./progress-bar.variants";
