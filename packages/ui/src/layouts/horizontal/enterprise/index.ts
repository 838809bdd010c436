// Barrel of the enterprise layout.
export { EnterpriseLayout } from "./enterprise-layout";
