export { ComboBox } from "./combo-box";
export type { ComboBoxProps, ComboBoxOption } from "./combo-box";
export { comboBoxButtonVariants, comboBoxOptionTextVariants } from "./combo-box.variants";
