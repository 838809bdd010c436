/**
 * Seed data of the document store (issue 14): the document types as reference data (inserted when missing, an
 * edited type is kept), and the demo folders, unit permissions and documents (demo data, once). Folders, titles and
 * file names are Thai, as the municipality's staff file them; the demo documents are small PDFs made here with
 * `pdf-lib` (their text in English, in a standard font), filed through the files mechanism.
 */
import type { Tx } from "../db/database";
import { dmsDocumentTypes, dmsDocumentVersions, dmsDocuments, dmsFolders, dmsGrants, type DmsTypeField } from "../db/schema";
import { storeDocumentFile } from "../files/storage";
import { searchTextOf } from "../dms/text";
import { loadPdfLib } from "../lib/heavy-modules";

/** A seeded document type. */
export interface SeedDocumentType {
  nameTh: string;
  nameEn: string;
  fields: DmsTypeField[];
  /** Years; null = kept permanently. */
  retentionYears: number | null;
}

const refField: DmsTypeField = { name: "referenceTo", labelTh: "อ้างถึง", labelEn: "Reference", kind: "text", required: false };

/**
 * The kinds of official documents of the Regulation on Correspondence (ระเบียบงานสารบรรณ), as document types;
 * retention follows its default of 10 years, orders and minutes are kept permanently.
 */
export const SEED_DOCUMENT_TYPES: SeedDocumentType[] = [
  { nameTh: "หนังสือภายนอก", nameEn: "Official letter (external)", fields: [refField, { name: "enclosures", labelTh: "สิ่งที่ส่งมาด้วย", labelEn: "Enclosures", kind: "text", required: false }], retentionYears: 10 },
  { nameTh: "หนังสือภายใน (บันทึกข้อความ)", nameEn: "Internal memo", fields: [refField], retentionYears: 10 },
  { nameTh: "คำสั่ง", nameEn: "Order", fields: [{ name: "effectiveDate", labelTh: "วันที่มีผล", labelEn: "Effective date", kind: "date", required: false }], retentionYears: null },
  { nameTh: "ประกาศ", nameEn: "Announcement", fields: [], retentionYears: 10 },
  { nameTh: "หนังสือเวียน", nameEn: "Circular", fields: [refField], retentionYears: 10 },
  { nameTh: "รายงานการประชุม", nameEn: "Meeting minutes", fields: [{ name: "meetingNo", labelTh: "ครั้งที่", labelEn: "Meeting no.", kind: "number", required: false }], retentionYears: null },
  { nameTh: "เอกสารงบประมาณ", nameEn: "Budget document", fields: [{ name: "fiscalYear", labelTh: "ปีงบประมาณ", labelEn: "Fiscal year", kind: "number", required: true }], retentionYears: 10 },
];

/** Inserts the document types that are missing (by Thai name). */
export async function seedDocumentTypes(tx: Tx): Promise<void> {
  await tx.insert(dmsDocumentTypes).values(SEED_DOCUMENT_TYPES).onConflictDoNothing();
}

interface DemoFolder {
  name: string;
  /** Code of the unit given `view` (and the folder's unit). */
  unitCode?: string;
  children?: DemoFolder[];
  documents?: { title: string; fileName: string; type: string; docNumber?: string; text: string; fields?: Record<string, string | number> }[];
}

/** The demo folder tree and its documents. */
export const DEMO_DMS_FOLDERS: DemoFolder[] = [
  {
    name: "สำนักปลัดเทศบาล",
    unitCode: "deputy",
    children: [
      {
        name: "คำสั่ง",
        documents: [
          { title: "คำสั่งแต่งตั้งคณะกรรมการ", fileName: "คำสั่งแต่งตั้งคณะกรรมการ.pdf", type: "คำสั่ง", docNumber: "ทน 101/2569", text: "Order appointing the committee" },
          { title: "คำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุ", fileName: "คำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุ.pdf", type: "คำสั่ง", docNumber: "ทน 102/2569", text: "Order appointing the inspection committee" },
        ],
      },
      { name: "ประกาศ", documents: [{ title: "ประกาศรับสมัครพนักงานจ้าง", fileName: "ประกาศรับสมัครพนักงานจ้าง.pdf", type: "ประกาศ", text: "Announcement: recruitment of contract staff" }] },
    ],
  },
  {
    name: "กองคลัง",
    unitCode: "finance",
    documents: [{ title: "เทศบัญญัติงบประมาณรายจ่ายประจำปี 2569", fileName: "เทศบัญญัติงบประมาณรายจ่ายประจำปี 2569.pdf", type: "เอกสารงบประมาณ", text: "Municipal budget act 2026", fields: { fiscalYear: 2569 } }],
  },
  {
    name: "สภาเทศบาล",
    unitCode: "deputy",
    children: [
      {
        name: "รายงานการประชุม",
        documents: [
          {
            title: "รายงานการประชุมสภาเทศบาล ครั้งที่ 9/2569",
            fileName: "รายงานการประชุมสภาเทศบาล ครั้งที่ 9-2569.pdf",
            type: "รายงานการประชุม",
            text: "Minutes of the council meeting, September 2026",
            fields: { meetingNo: 9 },
          },
          {
            title: "รายงานการประชุมสภาเทศบาล ครั้งที่ 10/2569",
            fileName: "รายงานการประชุมสภาเทศบาล ครั้งที่ 10-2569.pdf",
            type: "รายงานการประชุม",
            text: "Minutes of the council meeting, October 2026",
            fields: { meetingNo: 10 },
          },
        ],
      },
    ],
  },
];

/** A one-page PDF with `text` in Helvetica (demo documents; ASCII only). */
async function demoPdf(text: string): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(text, { x: 56, y: 760, size: 14, font });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * Seeds the demo folders (each top folder readable by its unit) and documents, inside the demo data's transaction.
 *
 * @param units unit code -> id; `uploaderId` the document controller's person id (or null).
 */
export async function seedDemoDocuments(tx: Tx, units: ReadonlyMap<string, number>, uploaderId: number | null, now: number): Promise<void> {
  const types = new Map((await tx.select({ id: dmsDocumentTypes.id, nameTh: dmsDocumentTypes.nameTh }).from(dmsDocumentTypes)).map((t) => [t.nameTh, t.id]));
  const add = async (folder: DemoFolder, parentId: number | null): Promise<void> => {
    const unitId = folder.unitCode ? (units.get(folder.unitCode) ?? null) : null;
    const [row] = await tx.insert(dmsFolders).values({ parentId, name: folder.name, unitId, createdById: uploaderId, createdAt: new Date(now), updatedAt: new Date(now) }).returning({ id: dmsFolders.id });
    const folderId = row!.id;
    if (unitId !== null) await tx.insert(dmsGrants).values({ folderId, subjectKind: "unit", subjectId: unitId, level: "view" });
    for (const d of folder.documents ?? []) {
      const typeId = types.get(d.type);
      if (typeId === undefined) throw new Error(`demo document type ${d.type} is not seeded`);
      const content = await demoPdf(d.text);
      const meta = { title: d.title, fileName: d.fileName, docNumber: d.docNumber ?? null, sender: null, recipient: null, tags: [] as string[], fields: d.fields ?? {} };
      const [doc] = await tx
        .insert(dmsDocuments)
        .values({ ...meta, folderId, typeId, searchText: searchTextOf({ ...meta, text: d.text }), createdById: uploaderId, createdAt: new Date(now), updatedAt: new Date(now) })
        .returning({ id: dmsDocuments.id });
      const file = await storeDocumentFile(tx, { name: d.fileName, file: { mimeType: "application/pdf", content }, uploaderId, documentId: doc!.id, now });
      await tx.insert(dmsDocumentVersions).values({ documentId: doc!.id, versionNo: 1, fileId: file.id, fileName: file.name, mimeType: file.mimeType, size: file.size, text: d.text, createdById: uploaderId, createdAt: new Date(now) });
    }
    for (const child of folder.children ?? []) await add(child, folderId);
  };
  for (const folder of DEMO_DMS_FOLDERS) await add(folder, null);
}
