/**
 * Seed of news (issue 15 item 1): the categories of what a Thai municipality publishes (reference data), and a few
 * published demo items written by the demo news editor `nattaya` (demo data only).
 *
 * Categories are upserted by code (names and order follow this file); demo items are inserted with the demo accounts.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { news, newsCategories } from "../db/schema";

/** A seeded news category. */
export interface SeedNewsCategory {
  code: string;
  nameTh: string;
  nameEn: string;
}

/** The news categories, in order (the order of a municipality's website). */
export const SEED_NEWS_CATEGORIES: readonly SeedNewsCategory[] = [
  { code: "announcement", nameTh: "ประกาศ", nameEn: "Announcements" },
  { code: "pr", nameTh: "ข่าวประชาสัมพันธ์", nameEn: "Public relations" },
  { code: "activity", nameTh: "กิจกรรม", nameEn: "Activities" },
  { code: "procurement", nameTh: "จัดซื้อจัดจ้าง", nameEn: "Procurement" },
  { code: "procurement-result", nameTh: "ผลการจัดซื้อจัดจ้าง", nameEn: "Procurement results" },
  { code: "job", nameTh: "รับสมัครงาน", nameEn: "Jobs" },
  { code: "tax", nameTh: "ภาษีและค่าธรรมเนียม", nameEn: "Taxes and fees" },
  { code: "ita", nameTh: "การเปิดเผยข้อมูลสาธารณะ (ITA)", nameEn: "Open data (ITA)" },
];

/** Inserts the missing categories and brings names and order of the others up to date. */
export async function seedNewsCategories(tx: Tx): Promise<void> {
  await tx
    .insert(newsCategories)
    .values(SEED_NEWS_CATEGORIES.map((c, i) => ({ ...c, orderNo: i + 1 })))
    .onConflictDoUpdate({
      target: newsCategories.code,
      set: { nameTh: sql`excluded.name_th`, nameEn: sql`excluded.name_en`, orderNo: sql`excluded.order_no` },
    });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo items: category code, texts, days before the seeding time. */
const DEMO_NEWS = [
  {
    category: "announcement",
    titleTh: "ประกาศเทศบาล เรื่อง การชำระภาษีที่ดินและสิ่งปลูกสร้าง ประจำปี 2569",
    titleEn: "Land and building tax payment for 2026",
    summaryTh: "ขอเชิญผู้มีหน้าที่เสียภาษีชำระภาษีที่ดินและสิ่งปลูกสร้างภายในเดือนเมษายน 2569 ที่กองคลัง หรือชำระออนไลน์",
    summaryEn: "Taxpayers are invited to pay the land and building tax by April 2026 at the Finance Division or online.",
    bodyTh: "<p>เทศบาลขอเชิญผู้มีหน้าที่เสียภาษีที่ดินและสิ่งปลูกสร้าง ชำระภาษีภายในเดือนเมษายน 2569</p><ul><li>ชำระที่กองคลัง สำนักงานเทศบาล ในวันและเวลาราชการ</li><li>ชำระออนไลน์ผ่านระบบบริการออนไลน์ของเทศบาล</li></ul>",
    bodyEn: "<p>Taxpayers are invited to pay the land and building tax by April 2026.</p><ul><li>At the Finance Division, on working days</li><li>Online, through the municipality's e-service</li></ul>",
    daysAgo: 2,
  },
  {
    category: "activity",
    titleTh: "โครงการปลูกต้นไม้เฉลิมพระเกียรติ ณ สวนสาธารณะเทศบาล",
    titleEn: "Tree planting at the municipal park",
    summaryTh: "เทศบาลร่วมกับชุมชนปลูกต้นไม้ 500 ต้น เพื่อเพิ่มพื้นที่สีเขียวในเขตเทศบาล",
    summaryEn: "The municipality and its communities planted 500 trees to add green space.",
    bodyTh: "<p>เทศบาลร่วมกับชุมชนทั้ง 12 ชุมชน ปลูกต้นไม้ 500 ต้น ณ สวนสาธารณะเทศบาล</p>",
    bodyEn: "<p>The municipality and its 12 communities planted 500 trees at the municipal park.</p>",
    daysAgo: 5,
  },
  {
    category: "job",
    titleTh: "รับสมัครบุคคลเพื่อสรรหาและเลือกสรรเป็นพนักงานจ้างตามภารกิจ ตำแหน่งผู้ช่วยนักวิชาการคอมพิวเตอร์",
    titleEn: "Recruitment: assistant computer technical officer (contract staff)",
    summaryTh: "รับสมัครตั้งแต่วันที่ 1 - 15 ธันวาคม 2569 ณ สำนักปลัดเทศบาล",
    summaryEn: "Applications from 1 to 15 December 2026 at the Office of the Municipal Clerk.",
    bodyTh: "<p>คุณสมบัติ: วุฒิการศึกษาไม่ต่ำกว่าประกาศนียบัตรวิชาชีพชั้นสูง สาขาคอมพิวเตอร์</p>",
    bodyEn: "<p>Requirements: a higher vocational certificate in computing or above.</p>",
    daysAgo: 8,
  },
] as const;

/** Inserts the demo news items (published), written by `editorId`. */
export async function seedDemoNews(tx: Db | Tx, editorId: number | undefined, now: number): Promise<void> {
  const categories = await tx.select({ id: newsCategories.id, code: newsCategories.code }).from(newsCategories);
  const idOf = new Map(categories.map((c) => [c.code, c.id]));
  const rows = DEMO_NEWS.flatMap(({ category, daysAgo, ...text }) => {
    const categoryId = idOf.get(category);
    if (categoryId === undefined) return [];
    const at = new Date(now - daysAgo * DAY_MS);
    return [{ ...text, categoryId, status: "published" as const, publishAt: at, createdById: editorId ?? null, updatedById: editorId ?? null, createdAt: at, updatedAt: at }];
  });
  if (rows.length > 0) await tx.insert(news).values(rows);
}
