export { Timeline, defaultTimelineDateFormatter } from "./timeline";
export type { TimelineDateFormatter, TimelineEvent, TimelineProps, TimelineTone } from "./timeline";
export { timelineVariants } from "./timeline.variants";
