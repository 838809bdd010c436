/**
 * Item lists shared by the navigation stories (not exported from the package): every item type and link kind,
 * badges, hidden and disabled items, and long Thai titles.
 */
import type { NavigationItem } from "./types";

/** Every item type and link kind; `onFunction` receives function items. */
export function showcaseItems(onFunction: (item: NavigationItem) => void): NavigationItem[] {
  return [
    {
      id: "main",
      type: "group",
      title: "Services",
      subtitle: "Requests and payments",
      children: [
        { id: "home", type: "basic", title: "Home", icon: "home", link: "/e-service/main", exactMatch: true },
        {
          id: "pay",
          type: "basic",
          title: "Garbage fee",
          subtitle: "Pay online",
          icon: "garbage",
          link: "/e-service/main/paygarbage",
          badge: { title: "2", classes: "bg-warn text-on-warn" },
        },
        { id: "form", type: "basic", title: "Water support", icon: "water", link: "/e-service/main/form/:id", code: "water-support" },
        { id: "fn", type: "basic", title: "Print this page", icon: "file-text", function: onFunction },
        {
          id: "link-fn",
          type: "basic",
          title: "Check results",
          icon: "check-results",
          link: "/e-service/main/checkresult",
          function: onFunction,
        },
        { id: "ext-same", type: "basic", title: "Municipality website", icon: "globe", link: "https://www.example.go.th/", externalLink: true },
        {
          id: "ext-new",
          type: "basic",
          title: "ชำระภาษีออนไลน์",
          icon: "external-link",
          link: "https://etax.example.go.th/",
          externalLink: true,
          target: "_blank",
        },
        { id: "static", type: "basic", title: "Office hours 08:30-16:30", icon: "help" },
        { id: "disabled", type: "basic", title: "Certificates (closed)", icon: "badge", link: "/e-service/main/form/certificates", disabled: true },
        { id: "hidden", type: "basic", title: "Hidden item", icon: "eye-off", link: "/hidden", hidden: () => true },
      ],
    },
    { id: "divider-1", type: "divider" },
    {
      id: "technical",
      type: "collapsable",
      title: "Technical Works",
      icon: "construction",
      badge: { title: "New", classes: "bg-primary text-on-primary" },
      children: [
        { id: "lighting", type: "basic", title: "Public lighting", icon: "lighting", link: "/e-service/main/form/public-lighting" },
        {
          id: "roads",
          type: "collapsable",
          title: "Roads",
          icon: "road",
          children: [
            { id: "roads-repair", type: "basic", title: "Repair", link: "/e-service/main/form/roads-repair" },
            { id: "roads-new", type: "basic", title: "New road", link: "/e-service/main/form/roads-new" },
          ],
        },
      ],
    },
    {
      id: "health",
      type: "collapsable",
      title: "Public Health",
      icon: "disease",
      children: [
        { id: "waste", type: "basic", title: "Waste", icon: "waste", link: "/e-service/main/form/waste" },
        { id: "trees", type: "basic", title: "Tree cutting", icon: "tree", link: "/e-service/main/form/tree-cutting" },
      ],
    },
    {
      id: "closed-collapsable",
      type: "collapsable",
      title: "Storage (disabled)",
      icon: "storage",
      disabled: true,
      children: [{ id: "storage-general", type: "basic", title: "General", link: "/e-service/main/form/storage-general" }],
    },
    { id: "spacer-1", type: "spacer" },
    {
      id: "documents",
      type: "aside",
      title: "Documents",
      icon: "folder",
      children: [
        { id: "doc-all", type: "basic", title: "All documents", icon: "file", link: "/dms/main/document" },
        { id: "doc-types", type: "basic", title: "Document types", icon: "file", link: "/dms/doc-type" },
      ],
    },
    {
      type: "aside",
      title: "Archive (no id)",
      icon: "warehouse",
      children: [{ id: "archive-2025", type: "basic", title: "2025", link: "/dms/archive/2025" }],
    },
    {
      id: "disabled-aside",
      type: "aside",
      title: "Reports (disabled)",
      icon: "chart",
      disabled: true,
      children: [{ id: "report-1", type: "basic", title: "Monthly", link: "/reports/monthly" }],
    },
  ];
}

/** Items with long Thai titles and subtitles (wrapping, line height of Thai script). */
export const longThaiItems: NavigationItem[] = [
  {
    id: "thai-1",
    type: "basic",
    icon: "petition",
    title: "ขอรับการสนับสนุนน้ำอุปโภคบริโภคสำหรับครัวเรือนที่ได้รับผลกระทบจากภัยแล้ง",
    subtitle: "ยื่นคำร้องออนไลน์ได้ตลอด ๒๔ ชั่วโมง โดยไม่ต้องเดินทางมาที่สำนักงานเทศบาล",
    link: "/e-service/main/form/water-support",
  },
  {
    id: "thai-2",
    type: "collapsable",
    icon: "disease",
    title: "กองสาธารณสุขและสิ่งแวดล้อม งานป้องกันและควบคุมโรคติดต่อ",
    children: [
      {
        id: "thai-2-1",
        type: "basic",
        title: "แจ้งพื้นที่เสี่ยงแหล่งเพาะพันธุ์ยุงลายในชุมชนและขอรับการพ่นหมอกควัน",
        link: "/e-service/main/form/disease-control",
        badge: { title: "ใหม่", classes: "bg-primary text-on-primary" },
      },
    ],
  },
  {
    id: "thai-3",
    type: "group",
    title: "บริการสำหรับประชาชนทั่วไปและผู้ประกอบการในเขตเทศบาล",
    children: [
      { id: "thai-3-1", type: "basic", icon: "licence", title: "ขออนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ", link: "/e-service/main/form/licences" },
    ],
  },
];
