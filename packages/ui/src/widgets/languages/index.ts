export { LanguageMenu } from "./language-menu";
export type { LanguageMenuProps, LanguageOption } from "./language-menu";
