/**
 * The garbage fee's seed (issue 13): reference data (rate categories and the bilingual receipt e-mail) written at
 * every start when it changed, never overwriting what finance officers set; and the demo accounts with two unpaid
 * months each, one of them linkable by the demo resident `somchai` (README's demo table).
 */
import { bangkokMonth } from "@eoffice/thai";
import type { Tx } from "../db/database";
import { emailTemplates, garbageAccounts, garbageBills, garbageRates } from "../db/schema";
import type { SeedEmailTemplate } from "./seed-data";

/** Rate categories and their monthly fee in satang (finance officers change the fee; the seed never does). */
export const SEED_GARBAGE_RATES = [
  { code: "household", nameTh: "บ้านพักอาศัย", nameEn: "Household", monthlySatang: 2000 },
  { code: "shop", nameTh: "ร้านค้า / สำนักงาน", nameEn: "Shop or office", monthlySatang: 6000 },
  { code: "restaurant", nameTh: "ร้านอาหาร / ตลาด", nameEn: "Restaurant or market stall", monthlySatang: 15000 },
  { code: "business", nameTh: "สถานประกอบการขนาดใหญ่", nameEn: "Large business", monthlySatang: 50000 },
] as const;

/** The receipt e-mail, in Thai and English (Mustache, plain text). */
export const SEED_GARBAGE_EMAIL_TEMPLATES: SeedEmailTemplate[] = [
  {
    code: "garbage-receipt",
    language: "th",
    subject: "ใบเสร็จรับเงินอิเล็กทรอนิกส์ ค่าธรรมเนียมเก็บขนขยะมูลฝอย เลขที่ {{receiptNo}}",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

เทศบาลได้รับชำระค่าธรรมเนียมเก็บขนขยะมูลฝอยของบัญชีผู้ชำระเลขที่ {{accountNo}} แล้ว

เลขที่ใบเสร็จรับเงิน: {{receiptNo}}
เลขที่รายการชำระเงิน: {{paymentNo}}
จำนวนเงิน: {{amount}} บาท ({{amountWords}})

ดาวน์โหลดใบเสร็จรับเงิน (PDF) หรือพิมพ์ใบเสร็จรับเงินได้ที่: {{link}}

ขอแสดงความนับถือ
กองคลัง {{municipality}}`,
  },
  {
    code: "garbage-receipt",
    language: "en",
    subject: "Receipt {{receiptNo}} for your garbage collection fee",
    body: `Dear {{firstname}} {{lastname}},

The municipality has received your garbage collection fee for account {{accountNo}}.

Receipt number: {{receiptNo}}
Payment number: {{paymentNo}}
Amount: {{amount}} THB ({{amountWords}})

Download the receipt (PDF) or print it at: {{link}}

Yours sincerely,
Finance Division, {{municipalityEn}}`,
  },
];

/** Writes the rate categories that are missing and the receipt e-mail templates that are missing. */
export async function seedGarbageReference(tx: Tx): Promise<void> {
  await tx
    .insert(garbageRates)
    .values(SEED_GARBAGE_RATES.map((r, i) => ({ ...r, orderNo: i + 1 })))
    .onConflictDoNothing();
  await tx.insert(emailTemplates).values(SEED_GARBAGE_EMAIL_TEMPLATES).onConflictDoNothing();
}

/**
 * Demo accounts (README "Demo accounts"): `1001000123` house `12/3` is somchai's household, not yet linked, so
 * that linking can be tried; the others are neighbours. Each gets bills for the two months before the seeding.
 */
export const DEMO_GARBAGE_ACCOUNTS = [
  { accountNo: "1001000123", houseNo: "12/3", holderName: "นายสมชาย ใจดี", address: "12/3 หมู่ 2 ตำบลตัวอย่าง อำเภอเมือง จังหวัดตัวอย่าง 10000", rateCode: "household" },
  { accountNo: "1001000456", houseNo: "45", holderName: "นางมาลี ศรีสุข", address: "45 หมู่ 2 ตำบลตัวอย่าง อำเภอเมือง จังหวัดตัวอย่าง 10000", rateCode: "household" },
  { accountNo: "1001000789", houseNo: "88/1", holderName: "ร้านสมชายพาณิชย์", address: "88/1 ถนนเทศบาล 3 ตำบลตัวอย่าง อำเภอเมือง จังหวัดตัวอย่าง 10000", rateCode: "shop" },
  { accountNo: "1001001010", houseNo: "101", holderName: "ร้านอาหารครัวคุณแม่", address: "101 ถนนเทศบาล 1 ตำบลตัวอย่าง อำเภอเมือง จังหวัดตัวอย่าง 10000", rateCode: "restaurant" },
  { accountNo: "1001002020", houseNo: "7", holderName: "นายประสิทธิ์ มั่นคง", address: "7 หมู่ 4 ตำบลตัวอย่าง อำเภอเมือง จังหวัดตัวอย่าง 10000", rateCode: "household" },
] as const;

/** `YYYY-MM` of the month `monthsAgo` months before the one holding `now` (Bangkok time). */
export function monthOf(now: number, monthsAgo = 0): string {
  return bangkokMonth(now, -monthsAgo);
}

/** Seeds the demo accounts and their two unpaid months (the two months before `now`). */
export async function seedGarbageDemo(tx: Tx, now: number): Promise<void> {
  const rates = new Map(SEED_GARBAGE_RATES.map((r) => [r.code, r.monthlySatang]));
  const accounts = await tx
    .insert(garbageAccounts)
    .values(DEMO_GARBAGE_ACCOUNTS.map((a) => ({ ...a, createdAt: new Date(now) })))
    .onConflictDoNothing()
    .returning({ id: garbageAccounts.id, rateCode: garbageAccounts.rateCode });
  const bills = accounts.flatMap((a) =>
    [2, 1].map((ago) => ({ accountId: a.id, month: monthOf(now, ago), amountSatang: rates.get(a.rateCode as never) ?? 0, createdAt: new Date(now) })),
  );
  if (bills.length > 0) await tx.insert(garbageBills).values(bills).onConflictDoNothing();
}
