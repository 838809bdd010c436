import { Badge } from "@eoffice/ui";

export function UnreadCount() {
  return <Badge count={3} />;
}
