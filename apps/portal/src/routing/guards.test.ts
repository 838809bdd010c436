import { describe, expect, it } from "vitest";
import { afterSignInPath, guardRedirect, signInPath, SIGNED_IN_REDIRECT_PATH } from "./guards";

describe("route guards (spec sections 2 and 4)", () => {
  it("sends an unauthenticated user of a guarded page to sign-in with the page to return to", () => {
    expect(guardRedirect("signed-in", false, "/e-service/main/complaints?status=received")).toBe(
      "/sign-in?redirectURL=%2Fe-service%2Fmain%2Fcomplaints%3Fstatus%3Dreceived",
    );
    expect(signInPath("/e-service/main")).toBe("/sign-in?redirectURL=%2Fe-service%2Fmain");
  });

  it("shows guarded pages to a signed-in user", () => {
    expect(guardRedirect("signed-in", true, "/e-service/main")).toBeNull();
  });

  it("sends a signed-in user away from the auth pages to the root path", () => {
    expect(guardRedirect("guest", true, "/sign-in")).toBe("/");
    expect(guardRedirect("guest", false, "/sign-in")).toBeNull();
  });

  it("never guards the error pages", () => {
    expect(guardRedirect("public", false, "/pages/error/404")).toBeNull();
    expect(guardRedirect("public", true, "/pages/error/404")).toBeNull();
  });

  it("returns after sign-in to the requested same-site page, else to the post-sign-in path", () => {
    expect(afterSignInPath("/e-service/main/complaints")).toBe("/e-service/main/complaints");
    expect(afterSignInPath(null)).toBe(SIGNED_IN_REDIRECT_PATH);
    expect(afterSignInPath("")).toBe(SIGNED_IN_REDIRECT_PATH);
    expect(afterSignInPath("https://evil.example")).toBe(SIGNED_IN_REDIRECT_PATH);
    expect(afterSignInPath("//evil.example")).toBe(SIGNED_IN_REDIRECT_PATH);
    expect(afterSignInPath("/\\evil.example")).toBe(SIGNED_IN_REDIRECT_PATH);
    expect(afterSignInPath("/sign-in?redirectURL=%2F")).toBe(SIGNED_IN_REDIRECT_PATH);
  });
});
