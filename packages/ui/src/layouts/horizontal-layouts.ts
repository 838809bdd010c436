/**
 * The four horizontal layouts in one module, loaded by {@link Layout} only when one is shown (or at idle after the
 * first render, so that picking one in the settings drawer is instant): their horizontal navigation opens its
 * groups in popovers, whose code a page in a vertical layout (the default) does not need first (tracker issue 8).
 */
export { CenteredLayout } from "./horizontal/centered/centered-layout";
export { EnterpriseLayout } from "./horizontal/enterprise/enterprise-layout";
export { MaterialLayout } from "./horizontal/material/material-layout";
export { ModernLayout } from "./horizontal/modern/modern-layout";
