import { describe, expect, it } from "vitest";
import { documentHref, documentParamsOf, matrixParams } from "./document-link";

describe("documentHref (docs/spec/portal-spec.md section 2: the document view takes matrix parameters)", () => {
  it("builds /dms/main/document;docId=..;folderId=..;docType=.. from a search result", () => {
    expect(documentHref({ id: 7, documentFolderId: 11, documentTypeId: 1 })).toBe("/dms/main/document;docId=7;folderId=11;docType=1");
  });

  it("encodes values so that they cannot break the parameters", () => {
    const href = documentHref({ id: "a;b=c", documentFolderId: "ก", documentTypeId: 2 });
    expect(href).toBe("/dms/main/document;docId=a%3Bb%3Dc;folderId=%E0%B8%81;docType=2");
    expect(documentParamsOf(href)).toEqual({ docId: "a;b=c", folderId: "ก", docType: "2" });
  });
});

describe("documentParamsOf / matrixParams", () => {
  it("reads the parameters back", () => {
    expect(documentParamsOf("/dms/main/document;docId=7;folderId=11;docType=1")).toEqual({ docId: "7", folderId: "11", docType: "1" });
  });

  it("gives empty values for missing parameters and null for other paths", () => {
    expect(documentParamsOf("/dms/main/document")).toEqual({ docId: "", folderId: "", docType: "" });
    expect(documentParamsOf("/dms/main/documents;docId=1")).toBeNull();
    expect(documentParamsOf("/e-service/main")).toBeNull();
  });

  it("keeps the first of repeated names, names without a value, and badly encoded values as written", () => {
    expect(matrixParams("/x;a=1;a=2;flag;b=%E0%")).toEqual({ a: "1", flag: "", b: "%E0%" });
  });
});
