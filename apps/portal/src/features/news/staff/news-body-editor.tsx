/**
 * The body field of the news editor: the ui `RichTextEditor` (TipTap), in its own module so that the editor's
 * library loads only with the news editor page, after the form has shown.
 */
import { RichTextEditor, type RichTextEditorProps } from "@eoffice/ui/rich-text-editor";

/** The rich-text body field (lazy module). */
export default function NewsBodyEditor(props: RichTextEditorProps) {
  return <RichTextEditor {...props} />;
}
