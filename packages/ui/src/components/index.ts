// Barrel of the components area; each module adds its own export line here.
export * from "./spinner";
export * from "./progress-bar";
export * from "./button";
export * from "./icon";
export * from "./field";
export * from "./text-field";
export * from "./popover";
export * from "./select";
export * from "./checkbox";
export * from "./form";
export * from "./link";
export * from "./alert";
export * from "./badge";
export * from "./dialog";
export * from "./toast";
export * from "./menu";
export * from "./avatar";
export * from "./switch";
// Product components (set A)
export * from "./data-table";
export * from "./timeline";
export * from "./file-upload";
export * from "./star-rating";
export * from "./empty-state";
export * from "./page-header";
export * from "./page-container";
// Product components (set B)
export * from "./date-picker";
export * from "./qr-code";
export * from "./rich-text-viewer";
export * from "./thai-address-picker";
// Organisation structure (issue 10)
export * from "./tree";
// Cases (issue 11)
export * from "./gallery";
export * from "./message-thread";
// Requests (issue 12)
export * from "./radio-group";
export * from "./form-renderer";
// News (issue 15): the rich-text editor is the entry point `@eoffice/ui/rich-text-editor` (src/rich-text-editor.ts),
// so that TipTap stays an optional peer dependency.
// Document management (issue 14)
export * from "./combo-box";
