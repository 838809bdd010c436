import { Gallery, type GalleryItem } from "@eoffice/ui";

const items: GalleryItem[] = [
  { id: 1, name: "ไฟถนนดับ หน้าตลาดสด", kind: "image", src: "/files/1.jpg" },
  { id: 2, name: "หนังสือแจ้งซ่อม", kind: "document", src: "/files/2.pdf" },
];

export function CaseFiles() {
  return <Gallery items={items} />;
}
