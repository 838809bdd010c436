/**
 * The maintenance page (docs/spec/portal-spec.md section 2 group 4, section 8 "Pages").
 */
import { ErrorPage } from "./error-page";

/** The maintenance page (route module). */
export default function MaintenancePage() {
  return <ErrorPage page="maintenance" />;
}
