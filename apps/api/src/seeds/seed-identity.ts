/**
 * The identity the server starts with (tracker issue 38 item 1; docs/identity.md): the demo municipality's names,
 * logo, colours and details, written as data when the database has no identity yet. A real municipality replaces
 * all of it on the identity page (`/admin/municipality`); nothing in the code names the municipality.
 */
import type { Tx } from "../db/database";
import { deriveIcons, prepareLogo, type PreparedLogo } from "../files/logo";
import { storeLogo } from "../files/storage";
import { insertIdentityIfMissing, type MunicipalityFields } from "../identity/identity";

/** The demo municipality's identity (the names, address, tax ID and biller ID the demo had in its configuration). */
export const DEMO_IDENTITY: MunicipalityFields = {
  nameTh: "เทศบาลตำบลตัวอย่าง",
  nameEn: "Example Subdistrict Municipality",
  shortNameTh: "ทต.ตัวอย่าง",
  shortNameEn: "Tua-yang",
  theme: "default",
  themeColor: "#4f46e5",
  backgroundColor: "#111827",
  addressTh: "99 หมู่ 1 ตำบลตัวอย่าง อำเภอเมือง จังหวัดตัวอย่าง 10000",
  addressEn: "99 Moo 1, Tambon Tua-yang, Mueang District, Example Province 10000",
  telephone: "0 2000 0000",
  email: "saraban@example.go.th",
  officeHoursTh: "วันจันทร์ถึงวันศุกร์ เวลา 08.30-16.30 น. (เว้นวันหยุดราชการ)",
  officeHoursEn: "Monday to Friday, 8:30 to 16:30 (except public holidays)",
  taxId: "0994000123451",
  billerId: "099400012345601",
  senderName: "เทศบาลตำบลตัวอย่าง",
  senderAddress: "no-reply@eoffice.example.go.th",
};

/** The demo municipality's logo: a town hall on the indigo of the default theme, 64 × 64 (SVG). */
export const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="#4f46e5"/>
  <path d="M32 10 12 22v4h40v-4L32 10Z" fill="#fff"/>
  <rect x="16" y="29" width="5" height="17" rx="1" fill="#fff"/>
  <rect x="26" y="29" width="5" height="17" rx="1" fill="#fff"/>
  <rect x="36" y="29" width="5" height="17" rx="1" fill="#fff"/>
  <rect x="43" y="29" width="5" height="17" rx="1" fill="#fff"/>
  <rect x="12" y="48" width="40" height="5" rx="1.5" fill="#fff"/>
  <circle cx="32" cy="19" r="2.5" fill="#4f46e5"/>
</svg>
`;

/**
 * The demo logo checked like an upload, with its icons: made before the seeding's transaction (sharp draws them in
 * about 50 ms), passed to {@link seedIdentity}.
 */
export async function demoLogoFiles(): Promise<{ logo: PreparedLogo; icons: { size: number; content: Buffer }[] }> {
  const logo = await prepareLogo(Buffer.from(DEMO_LOGO_SVG));
  return { logo, icons: await deriveIcons(logo, DEMO_IDENTITY.backgroundColor) };
}

/** Writes the demo identity and its logo when the database has no identity; an existing one is kept. */
export async function seedIdentity(tx: Tx, files: Awaited<ReturnType<typeof demoLogoFiles>>, now: number): Promise<void> {
  if (await insertIdentityIfMissing(tx, DEMO_IDENTITY, files.logo.mimeType)) {
    await storeLogo(tx, { ...files, uploaderId: null, now });
  }
}
