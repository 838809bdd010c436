import { FileUpload } from "@eoffice/ui";

export function Photos() {
  return (
    <FileUpload
      label="รูปถ่ายประกอบ"
      acceptedTypes={["image/jpeg", "image/png", "application/pdf"]}
      maxSize={10 * 1024 * 1024}
      maxFiles={5}
      allowsMultiple
    />
  );
}
