import { describe, expect, it, vi } from "vitest";
import {
  createPortalMiddleware,
  isPasswordChangeRequired,
  sendsAuthToken,
  type PortalMiddlewareDeps,
} from "./middleware";

type OnRequest = NonNullable<ReturnType<typeof createPortalMiddleware>["onRequest"]>;
type OnResponse = NonNullable<ReturnType<typeof createPortalMiddleware>["onResponse"]>;
type RequestArgs = Parameters<OnRequest>[0];
type ResponseArgs = Parameters<OnResponse>[0];

function deps(token: string | null = "the-token") {
  const clearSession = vi.fn<() => void>();
  const reload = vi.fn<() => void>();
  const d: PortalMiddlewareDeps = { getToken: () => token, getLanguage: () => "th", clearSession, location: { reload } };
  return Object.assign(d, { clearSession, location: { reload } });
}

async function send(d: PortalMiddlewareDeps, schemaPath: string, headers: HeadersInit = {}): Promise<Request> {
  const middleware = createPortalMiddleware(d);
  const request = new Request(`http://localhost/pxapi_eoffice/api${schemaPath}`, { headers });
  const result = await middleware.onRequest?.({ request, schemaPath } as RequestArgs);
  return result instanceof Request ? result : request;
}

async function receive(d: PortalMiddlewareDeps, status: number, code?: string): Promise<void> {
  const middleware = createPortalMiddleware(d);
  const response = new Response(JSON.stringify({ success: false, message: "x", code }), { status });
  await middleware.onResponse?.({ response, request: new Request("http://localhost/x"), schemaPath: "/x" } as ResponseArgs);
}

describe("portal middleware (spec sections 7 and 8)", () => {
  it("adds px-auth-token with the stored token and Accept-Language", async () => {
    const request = await send(deps(), "/v1/personProfile/{id}");
    expect(request.headers.get("px-auth-token")).toBe("the-token");
    expect(request.headers.get("Accept-Language")).toBe("th");
  });

  it("adds the token to complaint calls too", async () => {
    expect((await send(deps(), "/v1/Complaint/search")).headers.get("px-auth-token")).toBe("the-token");
  });

  it("sends no token on sign-in and sign-up calls", async () => {
    for (const path of [
      "/login",
      "/v1/person/login",
      "/v1/person/checkPersonDup",
      "/v1/person/createPublicPerson",
      "/v1/personProfile/createPublicpersonProfile/{personId}",
    ]) {
      expect(sendsAuthToken(path)).toBe(false);
      const request = await send(deps(), path);
      expect(request.headers.get("px-auth-token")).toBeNull();
      expect(request.headers.get("Accept-Language")).toBe("th");
    }
  });

  it("keeps a token the caller set explicitly", async () => {
    const request = await send(deps("stored"), "/v1/personProfile/{id}", { "px-auth-token": "fresh" });
    expect(request.headers.get("px-auth-token")).toBe("fresh");
  });

  it("strips a token from sign-in calls even when the caller set one", async () => {
    const request = await send(deps(), "/v1/person/login", { "px-auth-token": "stale" });
    expect(request.headers.get("px-auth-token")).toBeNull();
  });

  it("sends no token when none is stored", async () => {
    expect((await send(deps(null), "/v1/person/logout")).headers.get("px-auth-token")).toBeNull();
  });

  it("clears the session and reloads the page on a 401", async () => {
    const d = deps();
    await receive(d, 401);
    expect(d.clearSession).toHaveBeenCalledTimes(1);
    expect(d.location.reload).toHaveBeenCalledTimes(1);
  });

  it("leaves other answers alone", async () => {
    const d = deps();
    for (const status of [200, 400, 403, 404, 409, 500]) await receive(d, status);
    expect(d.clearSession).not.toHaveBeenCalled();
    expect(d.location.reload).not.toHaveBeenCalled();
  });

  it("marks a pending password change on a 403 whose code asks for it (issue 10)", async () => {
    const pending = vi.fn<() => void>();
    await receive({ ...deps(), onPasswordChangeRequired: pending }, 403, "passwordChangeRequired");
    expect(pending).toHaveBeenCalledTimes(1);
    const other = vi.fn<() => void>();
    await receive({ ...deps(), onPasswordChangeRequired: other }, 403, "roleRequired");
    await receive({ ...deps(), onPasswordChangeRequired: other }, 403);
    await receive({ ...deps(), onPasswordChangeRequired: other }, 400, "passwordChangeRequired");
    expect(other).not.toHaveBeenCalled();
    expect(isPasswordChangeRequired(null)).toBe(false);
    expect(isPasswordChangeRequired({ code: 3 })).toBe(false);
  });
});
