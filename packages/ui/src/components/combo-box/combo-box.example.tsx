import { ComboBox } from "@eoffice/ui";

const departments = [
  { id: "public-works", label: "กองช่าง" },
  { id: "health", label: "กองสาธารณสุขและสิ่งแวดล้อม" },
  { id: "finance", label: "กองคลัง" },
];

export function DepartmentField() {
  return <ComboBox label="หน่วยงาน" items={departments} />;
}
