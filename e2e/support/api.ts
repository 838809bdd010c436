/**
 * The reference server's API as the end-to-end tests call it to set a precondition or read what a page cannot show
 * (the outbox, a search as another officer): its base path, and a sign-in that answers the token.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import type { Account } from "./session";

/** The API's base path on the portal's origin (the server serves both). */
export const API = "/pxapi_eoffice/api";

/**
 * Signs in through the API as `account` (`POST /login` for staff, `/v1/person/login` for a resident) and answers
 * the token for the `px-auth-token` header; the test fails when the sign-in is refused.
 * @param request - Playwright's request context of the test (the project's base URL).
 */
export async function apiToken(request: APIRequestContext, account: Pick<Account, "realm" | "name" | "password">): Promise<string> {
  const answer = await request.post(account.realm === "staff" ? `${API}/login?version=1.0` : `${API}/v1/person/login`, {
    data: { name: account.name, password: account.password },
  });
  const token = answer.headers()["px-auth-token"];
  expect(token, `${account.name} signs in through the API`).toBeTruthy();
  return token!;
}
