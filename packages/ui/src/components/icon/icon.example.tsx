import { Icon } from "@eoffice/ui";

export function HomeLabel() {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon name="home" /> หน้าหลัก
    </span>
  );
}
