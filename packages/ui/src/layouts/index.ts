// Barrel of the layouts area; each module adds its own export line here.
export { BREAKPOINTS, useMediaQuery, useBreakpoint } from "./use-media-query";
export type { Breakpoint } from "./use-media-query";
export { formatUserName } from "./user-name";
export type { LayoutUser } from "./user-name";
export * from "./vertical/classy";
