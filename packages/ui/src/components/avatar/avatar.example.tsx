import { Avatar } from "@eoffice/ui";

export function Author() {
  return <Avatar name="สมชาย ใจดี" />;
}
