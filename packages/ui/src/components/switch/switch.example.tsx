import { Switch } from "@eoffice/ui";

export function EmailNotices() {
  return <Switch defaultSelected>รับการแจ้งเตือนทางอีเมล</Switch>;
}
