/**
 * A path under the e-service area that has no page of its own (route module): the coming-soon page for an item of the
 * default menu whose page is not built yet, else the embedded not-found page (docs/spec/portal-spec.md section 2: menu items
 * never lead to a broken link). A route module of its own, so that the default menu it looks the path up in is not
 * part of the first page's script (tracker issue 8).
 */
import { useLocation } from "wouter";
import { ErrorPage } from "../errors";
import ComingSoonPage from "./coming-soon-page";
import { findMenuItemByPath } from "./e-service-menu";

/** The coming-soon page of the menu item at the current path, or the embedded not-found page. */
export default function EServiceFallback() {
  const [location] = useLocation();
  const item = findMenuItemByPath(location);
  return item ? <ComingSoonPage item={item} /> : <ErrorPage page="notFound" embedded />;
}
