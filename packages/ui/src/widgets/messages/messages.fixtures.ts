/** Example messages for stories and tests, in English and Thai (docs/spec/portal-spec.md section 3). */
import { fixtureAvatar, makeInboxItems } from "../inbox/inbox.fixtures";
import type { InboxItem } from "../inbox/inbox-types";

/** A few English messages: with image, with icon, with router link, with full-page link, without link. */
export const messagesEn: InboxItem[] = [
  {
    id: "m1",
    title: "Somchai Kaewmanee",
    description: "Could you check the budget sheet for the road repair project before Friday?",
    image: fixtureAvatar,
    link: "/apps/mailbox/m1",
    useRouter: true,
    time: "2026-11-21T02:05:00Z",
    read: false,
  },
  {
    id: "m2",
    title: "Registry office",
    description: "Your document request has been approved.",
    icon: "file-text",
    link: "https://example.org/registry/requests/2",
    useRouter: false,
    time: "2026-11-20T08:40:00Z",
    read: false,
  },
  {
    id: "m3",
    title: "Weekly staff meeting moved",
    description: "The meeting is now on Thursday at 10:00 in room 2.",
    time: "2026-11-19T03:15:00Z",
    read: true,
  },
];

/** The same in Thai, with long Thai text that must wrap and clamp. */
export const messagesTh: InboxItem[] = [
  {
    id: "m1",
    title: "นายสมชาย แก้วมณี ผู้อำนวยการกองช่าง เทศบาลตำบลบ้านใหม่",
    description:
      "ขอความอนุเคราะห์ตรวจสอบเอกสารประมาณการงบประมาณโครงการซ่อมแซมถนนคอนกรีตเสริมเหล็กหมู่ที่ ๓ ก่อนวันศุกร์นี้ เพื่อเสนอผู้บริหารพิจารณาอนุมัติต่อไป",
    image: fixtureAvatar,
    link: "/apps/mailbox/m1",
    useRouter: true,
    time: "2026-11-21T02:05:00Z",
    read: false,
  },
  {
    id: "m2",
    title: "งานทะเบียนราษฎร",
    description: "คำร้องขอคัดสำเนาทะเบียนบ้านของท่านได้รับการอนุมัติแล้ว",
    icon: "file-text",
    link: "https://example.org/registry/requests/2",
    useRouter: false,
    time: "2026-11-20T08:40:00Z",
    read: false,
  },
  {
    id: "m3",
    title: "เลื่อนการประชุมประจำสัปดาห์",
    description: "การประชุมเลื่อนเป็นวันพฤหัสบดี เวลา 10.00 น. ณ ห้องประชุม 2",
    time: "2026-11-19T03:15:00Z",
    read: true,
  },
];

/** Thirty messages (every third unread), for scrolling. */
export const manyMessages: InboxItem[] = makeInboxItems(30, (index) => ({
  title: `Message ${index + 1}`,
  description: "Please review the attached document and reply.",
  icon: "mail",
  link: `/apps/mailbox/${index + 1}`,
  useRouter: true,
}));
