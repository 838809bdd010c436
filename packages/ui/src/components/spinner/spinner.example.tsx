import { Spinner } from "@eoffice/ui";

export function Loading() {
  return <Spinner />;
}
