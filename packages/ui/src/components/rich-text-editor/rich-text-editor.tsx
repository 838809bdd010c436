/**
 * RichTextEditor: writes the HTML that {@link RichTextViewer} shows (news bodies, announcements), with TipTap
 * (ProseMirror) and a toolbar of the formats the viewer keeps: bold, italic, heading, subheading, bulleted and
 * numbered lists, quote, link, undo and redo.
 *
 * Accessibility (WAI-ARIA toolbar pattern): the toolbar is a `toolbar` named "Formatting" whose buttons say whether
 * their format is on (`aria-pressed`); the editing area is a multi-line `textbox` named by the label. Keyboard: Tab
 * moves between the toolbar and the text; Ctrl/Cmd+B, +I, +Z and Shift+Ctrl/Cmd+Z work in the text.
 *
 * Heavy (TipTap and ProseMirror, about 100 KB compressed): import it only from the pages that edit, so that it loads
 * with them.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { tv } from "../../lib/tv";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import type { LucideIcon } from "lucide-react";
import Bold from "lucide-react/icons/bold";
import Heading2 from "lucide-react/icons/heading-2";
import Heading3 from "lucide-react/icons/heading-3";
import Italic from "lucide-react/icons/italic";
import Link2 from "lucide-react/icons/link-2";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Quote from "lucide-react/icons/quote";
import Redo2 from "lucide-react/icons/redo-2";
import Undo2 from "lucide-react/icons/undo-2";

const editorVariants = tv({
  slots: {
    root: "flex flex-col gap-1.5",
    label: "text-sm font-medium text-foreground",
    frame: "rounded-lg border border-border bg-surface focus-within:ring-2 focus-within:ring-primary",
    toolbar: "flex flex-wrap gap-1 border-b border-border p-1",
    button:
      "inline-flex size-8 items-center justify-center rounded-md text-foreground hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary aria-pressed:bg-primary-50 aria-pressed:text-primary-700 dark:aria-pressed:bg-primary-900 dark:aria-pressed:text-primary-100",
    content:
      "min-h-48 px-3 py-2 leading-[1.8] outline-none [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_a]:text-primary [&_a]:underline",
    description: "text-sm text-muted",
    error: "text-sm text-error",
  },
});

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The visible label; also the accessible name of the editing area. */
  label: ReactNode;
  /** The HTML (controlled). Changing it from outside replaces the text. */
  value: string;
  /** Called with the new HTML after each change ("" when the text is empty). */
  onChange: (html: string) => void;
  /** Help under the editor. */
  description?: ReactNode;
  /** An error shown under the editor (and the area marked invalid). */
  errorMessage?: string;
  /** Language of the text (`lang` of the editing area), e.g. "th". */
  lang?: string;
  /** Read only. @default false */
  isDisabled?: boolean;
  className?: string;
}

type Command = { icon: LucideIcon; label: "editorBold" | "editorItalic" | "editorHeading" | "editorSubheading" | "editorBulletList" | "editorOrderedList" | "editorQuote" | "editorLink" | "editorUndo" | "editorRedo" };

const COMMANDS: Command[] = [
  { icon: Bold, label: "editorBold" },
  { icon: Italic, label: "editorItalic" },
  { icon: Heading2, label: "editorHeading" },
  { icon: Heading3, label: "editorSubheading" },
  { icon: List, label: "editorBulletList" },
  { icon: ListOrdered, label: "editorOrderedList" },
  { icon: Quote, label: "editorQuote" },
  { icon: Link2, label: "editorLink" },
  { icon: Undo2, label: "editorUndo" },
  { icon: Redo2, label: "editorRedo" },
];

/** A rich-text editor whose HTML the rich-text viewer shows (see the module comment). */
export function RichTextEditor({ label, value, onChange, description, errorMessage, lang, isDisabled = false, className }: RichTextEditorProps) {
  const strings = useUiStrings();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const slots = editorVariants();
  // The HTML this editor reported lately: a `value` among them is the editor's own change coming back (perhaps a few
  // keystrokes late, when renders are batched), not a new text.
  const emitted = useRef<string[]>([value]);
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(" ");
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ["mailto", "tel"] }, code: false, codeBlock: false })],
    content: value,
    editable: !isDisabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(errorMessage ? { "aria-invalid": "true" } : {}),
        ...(lang ? { lang } : {}),
        class: slots.content(),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      emitted.current = [...emitted.current.slice(-31), html];
      onChange(html);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      editorBold: e.isActive("bold"),
      editorItalic: e.isActive("italic"),
      editorHeading: e.isActive("heading", { level: 2 }),
      editorSubheading: e.isActive("heading", { level: 3 }),
      editorBulletList: e.isActive("bulletList"),
      editorOrderedList: e.isActive("orderedList"),
      editorQuote: e.isActive("blockquote"),
      editorLink: e.isActive("link"),
    }),
  });

  // A value set from outside (a loaded item) replaces the text; the editor's own changes come back equal.
  useEffect(() => {
    if (editor.isDestroyed || emitted.current.includes(value)) return;
    emitted.current = [value];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const run = (command: Command["label"]) => {
    const chain = editor.chain().focus();
    switch (command) {
      case "editorBold":
        return chain.toggleBold().run();
      case "editorItalic":
        return chain.toggleItalic().run();
      case "editorHeading":
        return chain.toggleHeading({ level: 2 }).run();
      case "editorSubheading":
        return chain.toggleHeading({ level: 3 }).run();
      case "editorBulletList":
        return chain.toggleBulletList().run();
      case "editorOrderedList":
        return chain.toggleOrderedList().run();
      case "editorQuote":
        return chain.toggleBlockquote().run();
      case "editorUndo":
        return chain.undo().run();
      case "editorRedo":
        return chain.redo().run();
      case "editorLink": {
        const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
        const href = window.prompt(strings.editorLinkPrompt, previous);
        if (href === null) return false;
        return href.trim() === "" ? chain.extendMarkRange("link").unsetLink().run() : chain.extendMarkRange("link").setLink({ href: href.trim() }).run();
      }
    }
  };

  return (
    <div className={slots.root({ className })} data-slot="rich-text-editor">
      <span id={labelId} className={slots.label()}>
        {label}
      </span>
      <div className={slots.frame()}>
        <div role="toolbar" aria-label={strings.editorToolbar} className={slots.toolbar()}>
          {COMMANDS.map((command) => {
            const Glyph = command.icon;
            const pressed = command.label in (active ?? {}) ? (active as Record<string, boolean>)[command.label] : undefined;
            return (
              <button
                key={command.label}
                type="button"
                className={slots.button()}
                aria-label={strings[command.label]}
                title={strings[command.label]}
                aria-pressed={pressed}
                disabled={isDisabled}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command.label)}
              >
                <Glyph size={16} aria-hidden="true" />
              </button>
            );
          })}
        </div>
        <EditorContent editor={editor} />
      </div>
      {description && (
        <p id={descriptionId} className={slots.description()}>
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={errorId} className={slots.error()}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
