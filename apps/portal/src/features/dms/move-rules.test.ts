import { describe, expect, it } from "vitest";
import { TOP, folderPaths, isWithin, moveRefusal, type MoveFolder } from "./move-rules";

/** สารบรรณ (manage) > รับ (edit) > 2569 (edit); คลัง (view only); a folder whose parent is hidden. */
const folders: MoveFolder[] = [
  { id: 1, parentId: null, name: "สารบรรณ", level: "manage" },
  { id: 2, parentId: 1, name: "หนังสือรับ", level: "edit" },
  { id: 3, parentId: 2, name: "2569", level: "edit" },
  { id: 4, parentId: null, name: "คลัง", level: "view" },
  { id: 5, parentId: 99, name: "ลอย", level: "edit" },
];

describe("move rules (issue 14: move a document or folder)", () => {
  it("names each folder by its path through the folders the user sees", () => {
    const paths = folderPaths(folders);
    expect(paths.get(3)).toBe("/สารบรรณ/หนังสือรับ/2569");
    expect(paths.get(5)).toBe("/ลอย");
  });

  it("knows a folder's subfolders", () => {
    expect(isWithin(folders, 3, 1)).toBe(true);
    expect(isWithin(folders, 2, 2)).toBe(true);
    expect(isWithin(folders, 1, 3)).toBe(false);
  });

  it("lets a document move into a folder the user may edit", () => {
    expect(moveRefusal(folders, { kind: "document", folderId: 2, level: "edit" }, 3)).toBeNull();
    expect(moveRefusal(folders, { kind: "document", folderId: 2, level: "edit" }, 5)).toBeNull();
  });

  it("refuses without edit rights on what moves or on the destination, and a move to where it is", () => {
    expect(moveRefusal(folders, { kind: "document", folderId: 4, level: "view" }, 2)).toBe("sourceReadOnly");
    expect(moveRefusal(folders, { kind: "document", folderId: 2, level: "edit" }, 4)).toBe("noEdit");
    expect(moveRefusal(folders, { kind: "document", folderId: 2, level: "edit" }, 42)).toBe("noEdit");
    expect(moveRefusal(folders, { kind: "document", folderId: 2, level: "edit" }, 2)).toBe("same");
  });

  it("refuses a folder into itself or its subfolders, and the top unless allowed", () => {
    const folder = { kind: "folder", id: 2, parentId: 1, level: "edit" } as const;
    expect(moveRefusal(folders, folder, 2)).toBe("underItself");
    expect(moveRefusal(folders, folder, 3)).toBe("underItself");
    expect(moveRefusal(folders, folder, 1)).toBe("same");
    expect(moveRefusal(folders, folder, 5)).toBeNull();
    expect(moveRefusal(folders, folder, TOP)).toBe("topOnly");
    expect(moveRefusal(folders, folder, TOP, true)).toBeNull();
    expect(moveRefusal(folders, { kind: "folder", id: 1, parentId: null, level: "manage" }, TOP, true)).toBe("same");
    expect(moveRefusal(folders, { kind: "document", folderId: 2, level: "edit" }, TOP, true)).toBe("topOnly");
  });
});
