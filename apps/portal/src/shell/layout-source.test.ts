import { describe, expect, it } from "vitest";
import { LAYOUTS } from "@eoffice/ui";
import { addressWithoutLayoutParam, layoutAt, routeLayoutsOf } from "./layout-source";


describe("layoutAt (docs/spec/portal-spec.md section 2: configuration, then ?layout=, then the route)", () => {
  it("uses the defaults when nothing is configured: classy", () => {
    expect(layoutAt("/e-service/main", "", undefined)).toBe("classy");
  });

  it("uses the configured layout", () => {
    expect(layoutAt("/e-service/main", "", "modern")).toBe("modern");
  });

  it("lets every one of the eleven names in the query parameter override the configuration", () => {
    for (const name of LAYOUTS) {
      expect(layoutAt("/e-service/main/complaints", `?status=2&layout=${name}`, "thin")).toBe(name);
    }
  });

  it("ignores an unknown query value and an unknown configured value", () => {
    expect(layoutAt("/e-service/main", "?layout=fancy", "dense")).toBe("dense");
    expect(layoutAt("/e-service/main", "layout=fancy", "fancy")).toBe("classy");
  });

  it("forces empty on the auth, error and maintenance pages, even over the query parameter", () => {
    for (const path of ["/sign-in", "/sign-up", "/sign-out", "/reset-password", "/pages/error/404", "/pages/error/500", "/pages/maintenance"]) {
      expect(layoutAt(path, "?layout=dense", "modern")).toBe("empty");
    }
    expect(layoutAt("/sign-in/", "", "modern")).toBe("empty");
  });

  it("keeps shell pages free of a route value, the document view included", () => {
    expect(routeLayoutsOf("/e-service/main")).toEqual([]);
    expect(routeLayoutsOf("/dms/main/document;docId=1;folderId=2;docType=3")).toEqual([]);
    expect(routeLayoutsOf("/sign-in")).toEqual(["empty"]);
  });
});

describe("addressWithoutLayoutParam (settings drawer: the query parameter is removed first)", () => {
  it("removes only the layout parameter and keeps the others in order", () => {
    expect(addressWithoutLayoutParam("/e-service/main/complaints", "?status=2&layout=dense&page=3")).toBe(
      "/e-service/main/complaints?status=2&page=3",
    );
  });

  it("drops the question mark when nothing else is left", () => {
    expect(addressWithoutLayoutParam("/e-service/main", "layout=dense")).toBe("/e-service/main");
    expect(addressWithoutLayoutParam("/e-service/main", "")).toBe("/e-service/main");
  });

  it("keeps matrix parameters of the path", () => {
    expect(addressWithoutLayoutParam("/dms/main/document;docId=1", "?layout=modern")).toBe("/dms/main/document;docId=1");
  });
});
