/**
 * Where a document or folder may move (issue 14 item 1 "move"; the server's rules of `moveDmsDocument` and
 * `updateDmsFolder`, checked first in the move dialog so that a refusal is explained at once): the user needs edit
 * rights on what moves and on the destination; a folder cannot go into itself or a folder below it; only
 * administrators and document controllers put a folder at the top. Pure functions, unit-tested.
 */

/** A folder as these rules need it (contract `DmsFolder`). */
export interface MoveFolder {
  id: number;
  parentId: number | null;
  name: string;
  level: "view" | "edit" | "manage";
}

/** What moves: a document in `folderId`, or a folder. */
export type MoveSource =
  | { kind: "document"; folderId: number; level: MoveFolder["level"] }
  | { kind: "folder"; id: number; parentId: number | null; level: MoveFolder["level"] };

/** Why a move is refused (the keys of `documents.move.*` strings), or `null` when it may go ahead. */
export type MoveRefusal = "sourceReadOnly" | "same" | "noEdit" | "underItself" | "topOnly" | null;

/** The destination of a folder at the top. */
export const TOP = "top";

const canEdit = (level: MoveFolder["level"] | undefined) => level === "edit" || level === "manage";

/**
 * The path of each folder from the top ("/สำนักปลัด/คำสั่ง"), through the folders the user sees (a folder whose
 * parent the user cannot see starts its own path).
 */
export function folderPaths(folders: readonly MoveFolder[]): Map<number, string> {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const paths = new Map<number, string>();
  for (const folder of folders) {
    const names: string[] = [];
    for (let f: MoveFolder | undefined = folder, depth = 0; f && depth < 100; f = f.parentId === null ? undefined : byId.get(f.parentId), depth++) names.unshift(f.name);
    paths.set(folder.id, `/${names.join("/")}`);
  }
  return paths;
}

/** Whether `folderId` is `ancestorId` or lies below it. */
export function isWithin(folders: readonly MoveFolder[], folderId: number, ancestorId: number): boolean {
  const byId = new Map(folders.map((f) => [f.id, f]));
  for (let f = byId.get(folderId), depth = 0; f && depth < 100; f = f.parentId === null ? undefined : byId.get(f.parentId), depth++) {
    if (f.id === ancestorId) return true;
  }
  return false;
}

/**
 * Why moving `source` to `destination` is refused, or `null`.
 * @param folders - The folders the user sees, with the user's level.
 * @param source - What moves.
 * @param destination - A folder id, or {@link TOP} for the top (folders only).
 * @param mayUseTop - Whether the user may put a folder at the top (administrators and document controllers).
 */
export function moveRefusal(folders: readonly MoveFolder[], source: MoveSource, destination: number | typeof TOP, mayUseTop = false): MoveRefusal {
  if (!canEdit(source.level)) return "sourceReadOnly";
  const current = source.kind === "document" ? source.folderId : (source.parentId ?? TOP);
  if (destination === current) return "same";
  if (destination === TOP) return source.kind === "folder" && mayUseTop ? null : "topOnly";
  if (source.kind === "folder" && isWithin(folders, destination, source.id)) return "underItself";
  if (!canEdit(folders.find((f) => f.id === destination)?.level)) return "noEdit";
  return null;
}
