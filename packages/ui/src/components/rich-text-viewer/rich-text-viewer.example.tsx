import { RichTextViewer } from "@eoffice/ui";

export function NewsArticle({ body }: { body: string }) {
  return <RichTextViewer html={body} lang="th" />;
}
