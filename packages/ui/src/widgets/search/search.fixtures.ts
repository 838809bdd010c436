/**
 * Example documents for the document search stories and tests, in English and Thai (docs/spec/portal-spec.md section 3
 * "Document search result"), a search over them, and the portal's link shape.
 */
import type { DocumentSearchResult } from "./search-bar";

/** English documents. */
export const documentsEn: DocumentSearchResult[] = [
  { id: 101, documentName: "Road repair budget 2026", fullPathName: "/Engineering/Budgets", documentFolderId: 12, documentTypeId: 3 },
  { id: 102, documentName: "Road safety survey", fullPathName: "/Engineering/Surveys", documentFolderId: 14, documentTypeId: 5 },
  { id: 103, documentName: "Broadband tender notice", fullPathName: "/Procurement/Tenders", documentFolderId: 21, documentTypeId: 2 },
  { id: 104, documentName: "Waste collection schedule", fullPathName: "/Public health/Schedules", documentFolderId: 30, documentTypeId: 1 },
];

/** Thai documents with long names and paths. */
export const documentsTh: DocumentSearchResult[] = [
  {
    id: 201,
    documentName: "บันทึกข้อความขออนุมัติงบประมาณโครงการซ่อมแซมถนนคอนกรีตเสริมเหล็กหมู่ที่ ๓ ประจำปีงบประมาณ พ.ศ. ๒๕๖๙",
    fullPathName: "/กองช่าง/งานสาธารณูปโภค/โครงการซ่อมแซมถนน/ปีงบประมาณ ๒๕๖๙",
    documentFolderId: 41,
    documentTypeId: 3,
  },
  {
    id: 202,
    documentName: "ประกาศเทศบาลเรื่องการจัดเก็บขยะมูลฝอย",
    fullPathName: "/กองสาธารณสุขและสิ่งแวดล้อม/ประกาศ",
    documentFolderId: 42,
    documentTypeId: 1,
  },
];

/** Thirty documents whose names all contain "report". */
export const manyDocuments: DocumentSearchResult[] = Array.from({ length: 30 }, (_, index) => ({
  id: 300 + index,
  documentName: `Monthly report ${index + 1}`,
  fullPathName: `/Administration/Reports/${2026 - Math.floor(index / 12)}`,
  documentFolderId: 50 + Math.floor(index / 12),
  documentTypeId: 4,
}));

/** Documents whose name contains `query` (case-insensitive), as a server would answer. */
export function searchDocuments(documents: readonly DocumentSearchResult[], query: string): DocumentSearchResult[] {
  const needle = query.toLocaleLowerCase();
  return documents.filter((document) => document.documentName.toLocaleLowerCase().includes(needle));
}

/** The portal's link of a document (matrix parameters, as the staff menu's document route expects). */
export function documentHref(result: DocumentSearchResult): string {
  return `/dms/main/document;docId=${result.id};folderId=${result.documentFolderId};docType=${result.documentTypeId}`;
}
