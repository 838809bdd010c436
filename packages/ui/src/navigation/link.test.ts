import { describe, expect, it } from "vitest";
import { isLinkActive, opensNewContext, resolveItemLink } from "./link";

describe("isLinkActive (spec section 2: subset by default, exact with exactMatch)", () => {
  it("subset: the link's path is a prefix of the current path", () => {
    expect(isLinkActive("/e-service/main", "/e-service/main/paygarbage")).toBe(true);
    expect(isLinkActive("/e-service/main/form", "/e-service/main/paygarbage")).toBe(false);
    expect(isLinkActive("/e-service/mai", "/e-service/main")).toBe(false);
  });

  it("subset: the link's query parameters must be present with the same values", () => {
    expect(isLinkActive("/e-service/main/form?type=water", "/e-service/main/form?type=water&step=2")).toBe(true);
    expect(isLinkActive("/e-service/main/form?type=water", "/e-service/main/form?type=road")).toBe(false);
  });

  it("exact: same path and same query only", () => {
    expect(isLinkActive("/e-service/main", "/e-service/main/paygarbage", true)).toBe(false);
    expect(isLinkActive("/e-service/main", "/e-service/main/", true)).toBe(true);
    expect(isLinkActive("/e-service/main/form?type=water", "/e-service/main/form?type=water&step=2", true)).toBe(false);
    expect(isLinkActive("/a?x=1&y=2", "/a?y=2&x=1", true)).toBe(true);
  });

  it("ignores fragments and matrix parameters", () => {
    expect(isLinkActive("/dms/main/document", "/dms/main/document;docId=4;folderId=2#top", true)).toBe(true);
  });
});

describe("resolveItemLink (spec section 2: route parameter id filled from code)", () => {
  it("fills :id and {id} from the code, URL-encoded", () => {
    expect(resolveItemLink({ link: "/e-service/main/form/:id", code: "D 01" })).toBe("/e-service/main/form/D%2001");
    expect(resolveItemLink({ link: "/e-service/main/form/{id}?x=1", code: 7 })).toBe("/e-service/main/form/7?x=1");
    expect(resolveItemLink({ link: "/e-service/main/:identity", code: 7 })).toBe("/e-service/main/:identity");
  });

  it("leaves links without code unchanged and returns undefined without a link", () => {
    expect(resolveItemLink({ link: "/e-service/main" })).toBe("/e-service/main");
    expect(resolveItemLink({ code: "x" })).toBeUndefined();
  });
});

describe("opensNewContext", () => {
  it("is true only for targets other than the same, parent or top window", () => {
    expect(opensNewContext("_blank")).toBe(true);
    expect(opensNewContext("_self")).toBe(false);
    expect(opensNewContext(undefined)).toBe(false);
  });
});
