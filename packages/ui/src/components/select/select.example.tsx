import { Select } from "@eoffice/ui";

const types = [
  { id: "water", label: "ขอใช้น้ำประปา" },
  { id: "waste", label: "ค่าธรรมเนียมเก็บขยะ" },
];

export function RequestType() {
  return <Select label="ประเภทคำร้อง" items={types} />;
}
