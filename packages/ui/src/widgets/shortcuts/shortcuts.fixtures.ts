/** Example shortcuts for stories and tests, in English and Thai (docs/spec/portal-spec.md section 3 "Shortcut"). */
import type { Shortcut } from "./shortcut-types";

/** English shortcuts: router links and a full-page link. */
export const shortcutsEn: Shortcut[] = [
  { id: "s1", label: "Home", description: "Portal home page", icon: "home", link: "/", useRouter: true },
  { id: "s2", label: "Complaints", description: "Submit or follow a complaint", icon: "megaphone", link: "/e-service/complaints", useRouter: true },
  { id: "s3", label: "Documents", icon: "folder", link: "/dms/main", useRouter: true },
  { id: "s4", label: "Municipality website", description: "Opens the public website", icon: "globe", link: "https://example.org/", useRouter: false },
];

/** Thai shortcuts with long labels and descriptions. */
export const shortcutsTh: Shortcut[] = [
  { id: "s1", label: "หน้าหลัก", description: "หน้าแรกของระบบบริการอิเล็กทรอนิกส์", icon: "home", link: "/", useRouter: true },
  {
    id: "s2",
    label: "ยื่นเรื่องร้องเรียนร้องทุกข์และติดตามผลการดำเนินงาน",
    description: "แจ้งปัญหาไฟฟ้าส่องสว่าง ถนนชำรุด ท่อระบายน้ำอุดตัน และเรื่องอื่น ๆ ต่อเทศบาล",
    icon: "megaphone",
    link: "/e-service/complaints",
    useRouter: true,
  },
  { id: "s3", label: "ระบบสารบรรณอิเล็กทรอนิกส์", description: "หนังสือรับ หนังสือส่ง", icon: "folder", link: "/dms/main", useRouter: true },
];

/** Thirty shortcuts, for scrolling. */
export const manyShortcuts: Shortcut[] = Array.from({ length: 30 }, (_, index) => ({
  id: `m${index + 1}`,
  label: `Shortcut ${index + 1}`,
  description: index % 2 === 0 ? "A page of the portal" : undefined,
  icon: ["home", "mail", "folder", "file-text", "users", "settings"][index % 6] ?? "home",
  link: `/page/${index + 1}`,
  useRouter: true,
}));
