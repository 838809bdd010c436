import { describe, expect, it } from "vitest";
import {
  afterSignInPath,
  CHANGE_PASSWORD_PATH,
  guardRedirect,
  homePathOf,
  isAdminPath,
  realmDecision,
  realmOfPath,
  signInPath,
  SIGNED_IN_REDIRECT_PATH,
} from "./guards";

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

describe("realm-aware routes (issue 10, item 3)", () => {
  it("leads each realm to its own home from / and after sign-in", () => {
    expect(homePathOf("person")).toBe("/e-service/main");
    expect(homePathOf("staff")).toBe("/mwp");
    expect(homePathOf(null)).toBe("/e-service/main");
  });

  it("knows which realm a page belongs to", () => {
    for (const path of ["/mwp", "/mwp/complaints", "/mwp/complaints/new", "/mwp/complaints/42", "/admin/structure", "/admin/logs", "/dms/main", "/dms/main/document;docId=1;folderId=2;docType=3", "/dms/document-type", "/dashboards/analytics"]) {
      expect(realmOfPath(path), path).toBe("staff");
    }
    for (const path of ["/e-service/main", "/e-service/main/complaints", "/e-service/main/complaints/new", "/e-service/main/form/x"]) {
      expect(realmOfPath(path), path).toBe("person");
    }
    expect(realmOfPath("/pages/error/404")).toBeNull();
    expect(realmOfPath("/mwpx")).toBeNull();
    expect(realmOfPath("/dashboardsx")).toBeNull();
    expect(realmOfPath("/e-service/mainly")).toBeNull();
    expect(isAdminPath("/admin/logs")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
    expect(isAdminPath("/mwp")).toBe(false);
  });

  it("gives a resident the 404 page on a staff page, and sends staff from a resident page to /mwp", () => {
    expect(realmDecision("/admin/logs", "person")).toEqual({ notFound: true });
    expect(realmDecision("/mwp", "person")).toEqual({ notFound: true });
    expect(realmDecision("/dashboards/analytics", "person")).toEqual({ notFound: true });
    expect(realmDecision("/dashboards/analytics", "staff")).toBeNull();
    expect(realmDecision("/e-service/main/complaints", "staff")).toEqual({ redirect: "/mwp" });
    expect(realmDecision("/e-service/main", "person")).toBeNull();
    expect(realmDecision("/admin/logs", "staff")).toBeNull();
  });

  it("lets a staff member with a one-time password reach only the change-password page", () => {
    expect(realmDecision("/mwp", "staff", true)).toEqual({ redirect: CHANGE_PASSWORD_PATH });
    expect(realmDecision("/admin/structure", "staff", true)).toEqual({ redirect: CHANGE_PASSWORD_PATH });
  });
});
