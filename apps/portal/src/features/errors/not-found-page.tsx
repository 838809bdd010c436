/**
 * The 404 page (docs/spec/portal-spec.md section 2 group 4, section 8 "Pages"; also shown for forgot-password and for
 * unknown paths).
 */
import { ErrorPage } from "./error-page";

/**
 * The 404 page (route module).
 * @param props.embedded - Render inside the signed-in shell instead of the empty layout. @default false
 */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  return <ErrorPage page="notFound" embedded={embedded} />;
}
