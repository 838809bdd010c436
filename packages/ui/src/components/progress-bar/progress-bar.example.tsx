import { ProgressBar } from "@eoffice/ui";

export function UploadProgress({ percent }: { percent: number }) {
  return <ProgressBar label="กำลังอัปโหลดไฟล์" value={percent} />;
}
