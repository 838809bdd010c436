// Barrel of the modern layout.
export { ModernLayout } from "./modern-layout";
