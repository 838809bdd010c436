/**
 * News' routes (issue 15 item 1), composed by `src/routes.tsx`: the public list `/e-service/main/news` and an article
 * `/e-service/main/news/{id}` (open to guests, like the home page's latest news: signed out they render in the guest
 * frame, `OPEN_E_SERVICE_PATHS` in `src/routes.tsx`), and the news editors' list `/mwp/news` and editor
 * `/mwp/news/new`, `/mwp/news/{id}` (the rich-text editor is loaded by the editor page only); other staff get the
 * 404 page (the server answers 403).
 */
import { Route, Switch } from "wouter";
import { withStrings } from "../../i18n/i18n";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";
import { NotFoundPage } from "../errors/routes";
import { RolesOnly } from "../staff/routes";

/** The public news list. */
export const NewsListPage = lazyPage(withStrings(["news"], () => import("./news-list-page")));
/** A public news article. */
export const NewsArticlePage = lazyPage(withStrings(["news"], () => import("./news-article-page")));
const StaffNewsListPage = lazyPage(withStrings(["news", "staff"], () => import("./staff/staff-news-list-page")));
const StaffNewsEditorPage = lazyPage(withStrings(["news", "staff", "complaints"], () => import("./staff/staff-news-editor-page")));

/** The news list and an article (resident, inside the shell). */
export const residentNewsRoutes: RouteList = [
  { path: `${E_SERVICE_HOME}/news`, component: NewsListPage },
  { path: /^\/e-service\/main\/news\/(?<id>\d+)$/, component: NewsArticlePage },
];

/** The news editors' pages (staff, inside the shell). */
export const staffNewsRoutes: RouteList = [
  {
    path: /^\/mwp\/news(?:\/.*)?$/,
    children: (
      <RolesOnly operation="listNews">
        <Switch>
          <Route path="/mwp/news" component={StaffNewsListPage} />
          <Route path="/mwp/news/new" component={StaffNewsEditorPage} />
          <Route path={/^\/mwp\/news\/(?<id>\d+)$/} component={StaffNewsEditorPage} />
          <Route>
            <NotFoundPage embedded />
          </Route>
        </Switch>
      </RolesOnly>
    ),
  },
];
