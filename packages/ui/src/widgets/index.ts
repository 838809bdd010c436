// Barrel of the widgets area; each module adds its own export line here.
export {};
export * from "./fullscreen";
export * from "./inbox";
export * from "./messages";
export * from "./notifications";
export * from "./search";
export * from "./shortcuts";
export * from "./languages";
export * from "./user-menu";
export * from "./placeholders";
