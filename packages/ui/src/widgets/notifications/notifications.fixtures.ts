/** Example notifications for stories and tests, in English and Thai (docs/spec/portal-spec.md section 3). */
import { makeInboxItems } from "../inbox/inbox.fixtures";
import type { InboxItem } from "../inbox/inbox-types";

/** A few English notifications. */
export const notificationsEn: InboxItem[] = [
  {
    id: "n1",
    title: "Complaint received",
    description: "Complaint #2569-0042 about street lighting has been received.",
    icon: "megaphone",
    link: "/e-service/complaints/42",
    useRouter: true,
    time: "2026-11-21T02:05:00Z",
    read: false,
  },
  {
    id: "n2",
    title: "Payment confirmed",
    description: "Your waste collection fee of 240.00 THB has been paid.",
    icon: "receipt",
    time: "2026-11-20T11:20:00Z",
    read: true,
  },
];

/** The same in Thai, with long Thai text. */
export const notificationsTh: InboxItem[] = [
  {
    id: "n1",
    title: "ได้รับเรื่องร้องเรียนแล้ว",
    description:
      "เรื่องร้องเรียนเลขที่ 2569-0042 กรณีไฟฟ้าส่องสว่างสาธารณะชำรุดบริเวณซอยเทศบาล ๕ ได้รับการบันทึกเข้าระบบและส่งต่อให้กองช่างดำเนินการตรวจสอบแล้ว",
    icon: "megaphone",
    link: "/e-service/complaints/42",
    useRouter: true,
    time: "2026-11-21T02:05:00Z",
    read: false,
  },
  {
    id: "n2",
    title: "ชำระเงินเรียบร้อยแล้ว",
    description: "ท่านได้ชำระค่าธรรมเนียมเก็บขนขยะมูลฝอย จำนวน 240.00 บาท เรียบร้อยแล้ว",
    icon: "receipt",
    time: "2026-11-20T11:20:00Z",
    read: true,
  },
];

/** Thirty notifications (every third unread), for scrolling. */
export const manyNotifications: InboxItem[] = makeInboxItems(30, (index) => ({
  title: `Notification ${index + 1}`,
  description: "The status of your request has changed.",
  icon: "bell",
}));
