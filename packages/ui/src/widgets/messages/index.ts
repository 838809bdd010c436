// Barrel of the messages widget (its item type and helpers live in the shared `widgets/inbox`).
export { MessagesPanel } from "./messages-panel";
export type { MessagesPanelProps } from "./messages-panel";
