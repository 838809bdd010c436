export { Tree } from "./tree";
export type { TreeItemData, TreeKey, TreeProps, TreeRowState } from "./tree";
export { TREE_INDENT_PX, treeChevronVariants, treeRowVariants, treeSlotVariants, treeVariants } from "./tree.variants";
export type { TreeRowVariants } from "./tree.variants";
