// Barrel of the material layout.
export { MaterialLayout } from "./material-layout";
