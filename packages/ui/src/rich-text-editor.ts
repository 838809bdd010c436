/**
 * `@eoffice/ui/rich-text-editor`: the rich-text editor (tracker issue 15; its own entry point since tracker issue 42
 * item 3). TipTap and ProseMirror (about 110 KB brotli) are optional peer dependencies: an app that imports only
 * `@eoffice/ui` neither installs nor bundles them. Install `@tiptap/react`, `@tiptap/pm` and `@tiptap/starter-kit`
 * (3.x) before importing this entry.
 */
export { RichTextEditor } from "./components/rich-text-editor";
export type { RichTextEditorProps } from "./components/rich-text-editor";
