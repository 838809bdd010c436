export { Switch } from "./switch";
export type { SwitchProps } from "./switch";
export { switchVariants, switchTrackVariants, switchThumbVariants } from "./switch.variants";
