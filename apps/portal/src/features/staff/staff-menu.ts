/**
 * The staff navigation menu's query (contract tag `menu`; issue 10 item 6), in a module of its own: only the
 * signed-in shell asks it, so that it stays out of the entry, which loads the other staff queries for the route
 * guards (`RolesOnly`, `features/staff/routes.tsx`).
 */
import { api } from "../../api/query";
import { useLanguage } from "../../i18n/use-language";
import { MENU_QUERY } from "./menu-query";

/**
 * The staff navigation menu (spec section 7 "Menu call": offset 0, limit 100, sort orderNo, dir asc), titled by the
 * server in the user's language: the language is part of the query key, so a change of language fetches again.
 * @param enabled - Whether to ask (only for the staff realm). @default true
 */
export function useStaffMenu(enabled = true) {
  const [language] = useLanguage();
  return api.useQuery(
    "get",
    "/v1/Menu/listAll",
    { params: { query: { ...MENU_QUERY } }, headers: { "Accept-Language": language } },
    { enabled },
  );
}
