/**
 * Queries of the document-management pages (issue 14; contract tag `dms`): the folder tree, documents of a folder
 * or a search, document types, a document with its versions, activity and permissions.
 */
import { useMemo } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { api } from "../../api/query";

/** Query-key prefixes, invalidated after a change. */
export const DMS_KEYS = {
  folders: ["get", "/v1/DmsFolder/listAll"],
  documents: ["get", "/v1/DmsDocument/search"],
  document: ["get", "/v1/DmsDocument/{id}"],
  activity: ["get", "/v1/DmsDocument/{id}/activity"],
  permissions: ["get", "/v1/DmsPermission"],
  types: ["get", "/v1/DmsDocumentType/listAll"],
  tags: ["get", "/v1/DmsTag/listAll"],
} as const;

/** A folder with the caller's level. */
export type DmsFolder = Schemas["DmsFolder"];
/** A document with the caller's level. */
export type DmsDocument = Schemas["DmsDocument"];
/** A document type. */
export type DmsDocumentType = Schemas["DmsDocumentType"];
/** A folder of the tree with its subfolders. */
export interface FolderNode extends DmsFolder {
  children: FolderNode[];
}

/**
 * The folders as a tree: a folder whose parent the caller cannot see is shown at the top.
 * @param folders - The flat list (`listDmsFolders`).
 */
export function folderTree(folders: readonly DmsFolder[]): FolderNode[] {
  const nodes = new Map(folders.map((f) => [f.id, { ...f, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The folders the caller may see. */
export function useDmsFolders() {
  return api.useQuery("get", "/v1/DmsFolder/listAll");
}

/** Documents of a folder, of a search, of the trash, shared with me, or of a tag. */
export function useDmsDocuments(filter: { folderId?: number; query?: string; trash?: boolean; shared?: boolean; tag?: string }, enabled = true) {
  return api.useQuery(
    "get",
    "/v1/DmsDocument/search",
    { params: { query: { ...filter, limit: 100 } } },
    { enabled, placeholderData: keepPreviousData },
  );
}

/** The document types (active ones unless `includeInactive`). */
export function useDmsTypes(includeInactive = false) {
  return api.useQuery("get", "/v1/DmsDocumentType/listAll", { params: { query: { includeInactive } } });
}

/** The colours chosen for tags (tracker issue 39 item 2; `listDmsTags`), by tag; undefined while loading. */
export function useTagColours(): ReadonlyMap<string, Schemas["DmsTagColour"]> | undefined {
  const tags = api.useQuery("get", "/v1/DmsTag/listAll", {}, { staleTime: 60_000 });
  return useMemo(() => (tags.data ? new Map(tags.data.data.map((t) => [t.tag, t.colour])) : undefined), [tags.data]);
}
