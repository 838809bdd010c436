/**
 * Strings of the classy layout: the shared layout strings (`layouts/common/layout-labels.ts`, English and
 * Thai); this type names the ones classy uses.
 */
import type { LayoutLabels } from "../../common/layout-labels";

/** The layout strings the classy layout shows (skip link, hamburger, toolbar). */
export type ClassyLayoutLabels = Pick<LayoutLabels, "skipToContent" | "toggleNavigation" | "toolbar">;
