// Barrel of the futuristic layout.
export { FuturisticLayout } from "./futuristic-layout";
