import { MessageThread, type ThreadMessage } from "@eoffice/ui";

const messages: ThreadMessage[] = [
  { id: 1, at: "2026-11-20T03:00:00Z", author: "สมชาย ใจดี", body: "ไฟถนนหน้าบ้านดับมาสามวันแล้ว" },
  { id: 2, at: "2026-11-20T05:30:00Z", author: "กองช่าง", body: "รับเรื่องแล้ว จะเข้าซ่อมภายในวันพรุ่งนี้", align: "end" },
];

export function CaseMessages() {
  return <MessageThread messages={messages} />;
}
