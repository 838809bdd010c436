/**
 * The 500 page (docs/spec/portal-spec.md section 2 group 4, section 8 "Pages").
 */
import { ErrorPage } from "./error-page";

/** The 500 page (route module). */
export default function ServerErrorPage() {
  return <ErrorPage page="serverError" />;
}
