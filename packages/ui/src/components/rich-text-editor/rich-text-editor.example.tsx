import { useState } from "react";
import { RichTextEditor } from "@eoffice/ui/rich-text-editor";

export function NewsBody() {
  const [html, setHtml] = useState("");
  return <RichTextEditor label="เนื้อหาข่าว" value={html} onChange={setHtml} />;
}
