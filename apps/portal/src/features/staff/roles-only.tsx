/**
 * The decision of the route guard of staff pages that some roles only may open (`RolesOnly` in `src/routes.tsx`;
 * tracker issue 37 item 2): a page passes when the signed-in staff member may call its operation (the contract's
 * `x-roles`) or belongs to its role group (`x-role-groups`), read from the one role map (`@eoffice/api-client/rights`);
 * other staff get the 404 page (the server answers 403 to them anyway). A module of its own, loaded with the first
 * such page, so that the role map and the roles' query (TanStack Query, tracker issue 40 item 1) stay out of the entry.
 */
import type { ReactNode } from "react";
import type { operations } from "@eoffice/api-client";
import { inRoleGroup, mayCall, type RoleGroup, type StaffRole } from "@eoffice/api-client/rights";
import { PageLoading } from "../../routing/page-loading";
import { ErrorPage } from "../errors";
import { useStaffRoles } from "./staff-queries";

/** What a guarded page needs: the right to call its operation, or membership of a role group. */
export type RoleRule = { operation: keyof operations; group?: never } | { group: RoleGroup; operation?: never };

/** Props of {@link RoleDecision}: the rule, the staff member's roles and the page. */
export type RoleDecisionProps = RoleRule & { roles: readonly StaffRole[]; children: ReactNode };

/** Renders `children` when `roles` meet the rule, else the 404 page. */
function RoleDecision({ operation, group, roles, children }: RoleDecisionProps) {
  const allowed = operation ? mayCall(roles, operation) : inRoleGroup(roles, group!);
  return allowed ? <>{children}</> : <ErrorPage page="notFound" embedded />;
}

/** Props of {@link RolesGate}: the rule, the page, and what to show when the roles cannot be read. */
export type RolesGateProps = RoleRule & {
  children: ReactNode;
  /** The error shown when the roles cannot be read, given the function that asks again. */
  renderError: (retry: () => void) => ReactNode;
};

/**
 * The guard itself (`RolesOnly` of `routes.tsx` loads it): the signed-in staff member's roles (a spinner while they
 * load, `renderError` when they cannot be read), then {@link RoleDecision}.
 */
export default function RolesGate({ children, renderError, ...rule }: RolesGateProps) {
  const { roles, isPending, error, refetch } = useStaffRoles();
  if (roles) {
    return (
      <RoleDecision roles={roles} {...rule}>
        {children}
      </RoleDecision>
    );
  }
  if (error) return renderError(() => void refetch());
  return isPending ? <PageLoading /> : <ErrorPage page="notFound" embedded />;
}
