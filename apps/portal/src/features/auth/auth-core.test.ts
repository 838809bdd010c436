import { describe, expect, it, vi } from "vitest";
import { createPxClient } from "@eoffice/api-client";
import { ALREADY_LOGGED_IN, createAuthService } from "./auth-core";
import { createSessionStore } from "../../session/session-store";
import { fakeJwt, MemoryStorage, profile } from "../../test/fakes";

const token = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 });

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input.clone());
    return handler(input);
  });
  const client = createPxClient({ baseUrl: "http://api.test/pxapi_eoffice/api", fetch });
  const storage = new MemoryStorage();
  const store = createSessionStore(storage, null);
  const onSignedOut = vi.fn();
  return { service: createAuthService({ client, store, onSignedOut }), store, storage, requests, onSignedOut };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { "content-type": "application/json", ...init.headers } });

/** A server that signs in `somchai` and answers the profile. */
const server: Handler = async (request) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/login")) {
    const body = (await request.json()) as { name: string; password: string };
    if (body.password !== "right") return json({ success: false, message: "Invalid user name or password." });
    return json({ success: true, message: "" }, { headers: { "px-auth-token": token } });
  }
  if (url.pathname.endsWith("/v1/personProfile/-1")) {
    return request.headers.get("px-auth-token") === token
      ? json({ success: true, message: "", data: profile })
      : json({ success: false, message: "Not signed in." }, { status: 401 });
  }
  if (url.pathname.endsWith("/v1/person/logout")) return json({ success: true, message: "" });
  return json({ success: false, message: "not found" }, { status: 404 });
};

describe("sign-in (spec sections 4, 5 and 7)", () => {
  it("posts name and password with version=1.0 (remember-me only when ticked), and stores the header token and profile", async () => {
    const { service, store, storage, requests } = setup(server);
    const result = await service.signIn("person", { name: "somchai", password: "right", rememberMe: true });
    expect(result).toEqual({ ok: true, profile });

    const login = requests[0]!;
    expect(login.method).toBe("POST");
    expect(new URL(login.url).pathname).toBe("/pxapi_eoffice/api/v1/person/login");
    expect(new URL(login.url).searchParams.get("version")).toBe("1.0");
    expect(await login.json()).toEqual({ name: "somchai", password: "right", rememberMe: true });

    expect(storage.getItem("personAccessToken")).toBe(token);
    expect(JSON.parse(storage.getItem("person") ?? "null")).toEqual(profile);
    expect(store.isAuthenticated()).toBe(true);
  });

  it("uses POST /login and the staff key for the staff realm", async () => {
    const { service, storage, requests } = setup(server);
    await service.signIn("staff", { name: "admin", password: "right" });
    expect(new URL(requests[0]!.url).pathname).toBe("/pxapi_eoffice/api/login");
    expect(storage.getItem("accessToken")).toBe(token);
    expect(storage.getItem("personAccessToken")).toBeNull();
  });

  it("marks a pending password change when the staff sign-in answers mustChangePassword (issue 10)", async () => {
    const { service, store, storage } = setup(async (request) =>
      new URL(request.url).pathname.endsWith("/login")
        ? json(
            { success: true, message: "", data: { realm: "staff", personId: 9, expiresAt: "2026-01-01T00:00:00Z", mustChangePassword: true } },
            { headers: { "px-auth-token": token } },
          )
        : server(request),
    );
    const result = await service.signIn("staff", { name: "officer.a", password: "right" });
    expect(result).toEqual({ ok: true, profile, mustChangePassword: true });
    expect(store.getSnapshot()).toMatchObject({ realm: "staff", passwordChange: "officer.a" });
    await service.signOut();
    expect(storage.getItem("passwordChangeRequired")).toBeNull();
  });

  it("marks nothing when the sign-in answers mustChangePassword false", async () => {
    const { service, store } = setup(server);
    await service.signIn("staff", { name: "admin", password: "right" });
    expect(store.getSnapshot().passwordChange).toBeNull();
  });

  it("reports the server's message when it refuses, and stores nothing", async () => {
    const { service, storage } = setup(server);
    const result = await service.signIn("person", { name: "somchai", password: "wrong" });
    expect(result).toEqual({ ok: false, reason: "refused", message: "Invalid user name or password." });
    expect(storage.getItem("personAccessToken")).toBeNull();
  });

  it("refuses locally when a user is already signed in", async () => {
    const { service, requests } = setup(server);
    await service.signIn("person", { name: "somchai", password: "right" });
    const count = requests.length;
    expect(await service.signIn("person", { name: "somchai", password: "right" })).toEqual({
      ok: false,
      reason: "already-signed-in",
      message: ALREADY_LOGGED_IN,
    });
    expect(requests.length).toBe(count);
  });

  it("is not signed in when the profile answer is not a success", async () => {
    const { service, storage } = setup(async (request) =>
      new URL(request.url).pathname.endsWith("/personProfile/-1")
        ? json({ success: false, message: "No profile." })
        : server(request),
    );
    const result = await service.signIn("person", { name: "somchai", password: "right" });
    expect(result).toEqual({ ok: false, reason: "profile", message: "No profile." });
    expect(storage.getItem("personAccessToken")).toBeNull();
    expect(storage.getItem("person")).toBe("null");
  });

  it("fails when the success answer carries no token header", async () => {
    const { service } = setup(async (request) =>
      new URL(request.url).pathname.endsWith("/login") ? json({ success: true, message: "" }) : server(request),
    );
    expect(await service.signIn("person", { name: "somchai", password: "right" })).toMatchObject({ ok: false, reason: "no-token" });
  });
});

describe("sign-out (spec section 4)", () => {
  it("calls logout once, then clears token and profile", async () => {
    const { service, storage, requests, onSignedOut } = setup(server);
    await service.signIn("person", { name: "somchai", password: "right" });
    await Promise.all([service.signOut(), service.signOut()]);
    expect(requests.filter((r) => new URL(r.url).pathname.endsWith("/v1/person/logout"))).toHaveLength(1);
    expect(storage.getItem("personAccessToken")).toBeNull();
    expect(storage.getItem("person")).toBe("null");
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it("clears the local session before the server answers, and revokes the token it held", async () => {
    const { service, storage, requests } = setup(server);
    await service.signIn("person", { name: "somchai", password: "right" });
    const token = storage.getItem("personAccessToken");
    const pending = service.signOut();
    expect(storage.getItem("personAccessToken")).toBeNull();
    await pending;
    const logout = requests.find((r) => new URL(r.url).pathname.endsWith("/v1/person/logout"));
    expect(logout?.headers.get("px-auth-token")).toBe(token);
  });
});
