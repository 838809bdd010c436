import { Timeline, type TimelineEvent } from "@eoffice/ui";

const events: TimelineEvent[] = [
  { id: 1, at: "2026-11-20T03:00:00Z", actor: "สมชาย ใจดี", toStatus: "รับเรื่อง" },
  { id: 2, at: "2026-11-21T02:00:00Z", actor: "กองช่าง", fromStatus: "รับเรื่อง", toStatus: "อยู่ระหว่างดำเนินการ" },
];

export function CaseHistory() {
  return <Timeline events={events} />;
}
