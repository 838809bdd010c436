import { PageHeader } from "@eoffice/ui";

export function ComplaintsHeader() {
  return (
    <PageHeader
      title="เรื่องร้องเรียน"
      breadcrumbs={[{ label: "หน้าหลัก", href: "/" }, { label: "เรื่องร้องเรียน" }]}
    />
  );
}
