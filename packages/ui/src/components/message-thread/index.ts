export { MessageThread } from "./message-thread";
export type { MessageThreadProps, MessageTone, ThreadMessage } from "./message-thread";
export { messageThreadVariants, messageVariants } from "./message-thread.variants";
export type { MessageVariants } from "./message-thread.variants";
