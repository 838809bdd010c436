import { PageContainer, PageHeader } from "@eoffice/ui";

export function RequestsPage() {
  return (
    <PageContainer aria-labelledby="requests-title">
      <PageHeader title={<span id="requests-title">คำร้องของฉัน</span>} />
    </PageContainer>
  );
}
