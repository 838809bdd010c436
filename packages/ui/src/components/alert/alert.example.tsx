import { Alert } from "@eoffice/ui";

export function MaintenanceNotice() {
  return (
    <Alert tone="warning" title="ระบบจะปิดปรับปรุงชั่วคราว">
      วันเสาร์ที่ 5 ธันวาคม 2569 เวลา 22.00 - 24.00 น.
    </Alert>
  );
}
