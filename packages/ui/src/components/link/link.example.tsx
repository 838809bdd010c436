import { Link } from "@eoffice/ui";

export function MyRequests() {
  return <Link href="/requests">คำร้องของฉัน</Link>;
}
