/**
 * The staff overview's route (docs/spec/portal-spec.md section 2, group 2: `/mwp`), composed by `src/routes.tsx`,
 * and {@link RolesOnly}, the guard of the pages of some staff roles that the other features' route lists use through
 * {@link rolesOnly}.
 */
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Alert } from "@eoffice/ui";
import { useTranslation } from "../../i18n/use-translation";
import { withStrings } from "../../i18n/i18n";
import { HOME_PATHS } from "../../routing/guards";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteEntry, RouteList } from "../../routing/route-list";
import { PageLoading } from "../../routing/page-loading";
import type { RoleRule } from "./roles-only";

/** The staff overview (also the first page of a staff member on a home path, `firstPageModules`). */
export const StaffHomePage = lazyPage(withStrings(["staff"], () => import("./staff-home-page")));

/** The staff overview `/mwp`. */
export const staffHomeRoutes: RouteList = [{ path: HOME_PATHS.staff, component: StaffHomePage }];

/**
 * A route entry's page for some staff roles only, as {@link RolesOnly} guards it: `{ path, ...rolesOnly(rule, Page) }`,
 * one call per guarded route instead of the guard written out around each page.
 * @param rule - Who may see the page: those who may call an operation of the contract, or a role group.
 * @param Page - The page (a lazy route component).
 * @returns The entry's `children`.
 */
export function rolesOnly(rule: RoleRule, Page: ComponentType): Pick<RouteEntry, "children"> {
  return { children: <RolesOnly {...rule}>{createElement(Page)}</RolesOnly> };
}

/** The guard of {@link RolesOnly} (`roles-only.tsx`: the roles' query and the decision), loaded with the first guarded page. */
const RolesGate = lazy(() => import("./roles-only"));

/**
 * Pages of some staff roles: the page for staff who may call its operation (the contract's `x-roles`) or belong to its
 * role group (`x-role-groups`), the 404 page for other staff (the server answers 403 to them anyway).
 * @param props.children - The page.
 */
export function RolesOnly({ children, ...rule }: RoleRule & { children: ReactNode }) {
  const { t } = useTranslation();
  // The alert is here, not in the gate's chunk: with it the entry keeps the ui Button and react-aria's press core,
  // which the first render of both the sign-in page and the shell needs; in a chunk of their own they cost 1.6 kB
  // more (brotli) on each (tracker issue 40 item 1).
  const renderError = (retry: () => void) => (
    <div className="p-6 sm:p-10">
      <Alert tone="error" onRetry={retry}>
        {t("staff.rolesError")}
      </Alert>
    </div>
  );
  return (
    <Suspense fallback={<PageLoading />}>
      <RolesGate {...rule} renderError={renderError}>
        {children}
      </RolesGate>
    </Suspense>
  );
}
