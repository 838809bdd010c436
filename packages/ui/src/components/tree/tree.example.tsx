import { Tree } from "@eoffice/ui";

interface Unit {
  id: string;
  name: string;
  children?: Unit[];
}

const units: Unit[] = [
  { id: "office", name: "สำนักปลัดเทศบาล", children: [{ id: "admin", name: "ฝ่ายบริหารงานทั่วไป" }] },
  { id: "works", name: "กองช่าง" },
];

export function Units() {
  return <Tree aria-label="โครงสร้างหน่วยงาน" items={units} renderItem={(unit) => unit.name} getTextValue={(unit) => unit.name} />;
}
