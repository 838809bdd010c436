/**
 * Reference data of a Thai municipality's complaint service (เรื่องร้องเรียน/ร้องทุกข์), in Thai and English.
 * Codes are stable keys: seeding upserts by code, so names can be corrected in a later release. Also the
 * staff menu and the e-mail templates (reference data, inserted when missing), and the demo data of the
 * embedded demo: accounts, organisation units, positions, complaints and top-bar rows.
 */
import type { EmailTemplateCode } from "../mail/outbox";
import { OPERATION_ROLES, ROLE_GROUPS, type RoleRuledOperation } from "@eoffice/api-client/rights";
import type { CaseStatus, StaffRole } from "../db/schema";

/** One complaint kind of a type. */
export interface SeedKind {
  code: string;
  nameTh: string;
  nameEn: string;
  /** Icon name for the citizen menu; kinds with an icon are offered in the menu. */
  icon?: string;
}

/** One complaint type with its kinds. */
export interface SeedType {
  code: string;
  nameTh: string;
  nameEn: string;
  /** Whistleblowing (corruption, misconduct): confidential cases for integrity officers only. @default false */
  confidential?: boolean;
  kinds: SeedKind[];
}

/**
 * The unit (code of {@link DEMO_ORG_UNITS}) responsible for each complaint type in the demo municipality; a real
 * municipality sets its own (a type without a unit goes to the complaints centre).
 */
export const DEMO_TYPE_UNITS: Record<string, string> = {
  road: "technical-engineering",
  lighting: "technical-lighting",
  drain: "technical-utilities",
  water: "technical-utilities",
  tree: "technical-utilities",
  waste: "health-cleansing",
  nuisance: "health-sanitation",
  corruption: "complaints-integrity",
  other: "complaints-intake",
};

/** Complaint types and kinds, in menu order. */
export const SEED_COMPLAINT_TYPES: SeedType[] = [
  {
    code: "road",
    nameTh: "ถนนและทางเท้า",
    nameEn: "Roads and footpaths",
    kinds: [
      { code: "road.pothole", nameTh: "ถนนชำรุด เป็นหลุมบ่อ", nameEn: "Damaged road or pothole", icon: "road" },
      { code: "road.footpath", nameTh: "ทางเท้าชำรุด", nameEn: "Damaged footpath", icon: "footprints" },
      { code: "road.obstruction", nameTh: "สิ่งกีดขวางบนถนนหรือทางเท้า", nameEn: "Obstruction on the road or footpath", icon: "construction" },
      { code: "road.sign", nameTh: "ป้ายจราจรหรือเครื่องหมายจราจรชำรุด", nameEn: "Damaged traffic sign or road marking" },
    ],
  },
  {
    code: "lighting",
    nameTh: "ไฟฟ้าส่องสว่าง",
    nameEn: "Street lighting",
    kinds: [
      { code: "lighting.out", nameTh: "ไฟฟ้าส่องสว่างดับ", nameEn: "Street light out", icon: "lightbulb-off" },
      { code: "lighting.flicker", nameTh: "ไฟฟ้าส่องสว่างกะพริบหรือติดกลางวัน", nameEn: "Street light flickering or on in daytime" },
      { code: "lighting.new", nameTh: "ขอติดตั้งไฟฟ้าส่องสว่างเพิ่ม", nameEn: "Request for a new street light", icon: "lamp" },
    ],
  },
  {
    code: "drain",
    nameTh: "ท่อระบายน้ำ",
    nameEn: "Drains and flooding",
    kinds: [
      { code: "drain.blocked", nameTh: "ท่อระบายน้ำอุดตัน", nameEn: "Blocked drain", icon: "waves" },
      { code: "drain.flood", nameTh: "น้ำท่วมขัง", nameEn: "Standing floodwater", icon: "cloud-rain" },
      { code: "drain.cover", nameTh: "ฝาท่อระบายน้ำชำรุดหรือสูญหาย", nameEn: "Broken or missing drain cover" },
    ],
  },
  {
    code: "waste",
    nameTh: "ขยะและความสะอาด",
    nameEn: "Waste and cleanliness",
    kinds: [
      { code: "waste.uncollected", nameTh: "ขยะไม่ได้รับการจัดเก็บ", nameEn: "Rubbish not collected", icon: "trash-2" },
      { code: "waste.dumping", nameTh: "การทิ้งขยะในที่สาธารณะ", nameEn: "Illegal dumping in a public place", icon: "trash" },
      { code: "waste.bin", nameTh: "ขอถังขยะหรือถังขยะชำรุด", nameEn: "Request for a bin or damaged bin" },
    ],
  },
  {
    code: "nuisance",
    nameTh: "เหตุรำคาญ",
    nameEn: "Nuisance (noise, smell, smoke)",
    kinds: [
      { code: "nuisance.noise", nameTh: "เสียงดังรบกวน", nameEn: "Noise", icon: "volume-2" },
      { code: "nuisance.smell", nameTh: "กลิ่นเหม็น", nameEn: "Bad smell", icon: "wind" },
      { code: "nuisance.smoke", nameTh: "ควัน ฝุ่นละออง หรือการเผาในที่โล่ง", nameEn: "Smoke, dust or open burning", icon: "flame" },
      { code: "nuisance.animal", nameTh: "สัตว์จรจัดหรือสัตว์เลี้ยงสร้างความเดือดร้อน", nameEn: "Stray or nuisance animals" },
    ],
  },
  {
    code: "tree",
    nameTh: "ต้นไม้",
    nameEn: "Trees",
    kinds: [
      { code: "tree.prune", nameTh: "ขอตัดแต่งกิ่งไม้", nameEn: "Request to prune a tree", icon: "scissors" },
      { code: "tree.fallen", nameTh: "ต้นไม้หักโค่นหรือเสี่ยงล้ม", nameEn: "Fallen or unsafe tree", icon: "tree-pine" },
    ],
  },
  {
    code: "water",
    nameTh: "น้ำประปา",
    nameEn: "Water supply",
    kinds: [
      { code: "water.none", nameTh: "น้ำประปาไม่ไหลหรือไหลอ่อน", nameEn: "No water or low pressure", icon: "droplet" },
      { code: "water.leak", nameTh: "ท่อประปาแตกรั่ว", nameEn: "Burst or leaking water pipe", icon: "droplets" },
      { code: "water.quality", nameTh: "น้ำประปาขุ่นหรือมีกลิ่น", nameEn: "Cloudy or smelly tap water" },
    ],
  },
  {
    code: "corruption",
    confidential: true,
    nameTh: "ทุจริตและประพฤติมิชอบ",
    nameEn: "Corruption and misconduct",
    kinds: [
      { code: "corruption.bribery", nameTh: "การเรียกรับสินบนหรือทุจริต", nameEn: "Bribery or corruption" },
      { code: "corruption.conduct", nameTh: "พฤติกรรมไม่เหมาะสมของเจ้าหน้าที่", nameEn: "Misconduct by an official" },
    ],
  },
  {
    code: "other",
    nameTh: "อื่น ๆ",
    nameEn: "Other",
    kinds: [{ code: "other.general", nameTh: "เรื่องร้องเรียนทั่วไป", nameEn: "General complaint", icon: "message-circle" }],
  },
];

/** A complaint status. */
export interface SeedStatus {
  code: CaseStatus;
  nameTh: string;
  nameEn: string;
  isFinal: boolean;
}

/**
 * Complaint statuses in life-cycle order: the one list of status names (docs/thai-glossary.md section 3), upserted
 * at every start; pages read it (`lookup`), e-mails and notifications too (`statusName` of `cases/lifecycle.ts`), and
 * `scripts/thai-wording.test.ts` fails when a locale file or the server's sources name a status otherwise.
 * "received" is a case nobody has taken yet (รอรับเรื่อง); a reject may come after acceptance (ยุติเรื่อง).
 */
export const SEED_COMPLAINT_STATUSES: SeedStatus[] = [
  { code: "received", nameTh: "รอรับเรื่อง", nameEn: "Received", isFinal: false },
  { code: "accepted", nameTh: "รับเรื่องแล้ว", nameEn: "Accepted", isFinal: false },
  { code: "in_progress", nameTh: "อยู่ระหว่างดำเนินการ", nameEn: "In progress", isFinal: false },
  { code: "completed", nameTh: "ดำเนินการแล้วเสร็จ", nameEn: "Completed", isFinal: true },
  { code: "rejected", nameTh: "ยุติเรื่อง", nameEn: "Rejected", isFinal: true },
  { code: "cancelled", nameTh: "ยกเลิกแล้ว", nameEn: "Cancelled", isFinal: true },
];

/** Where a demo staff account works and what it may do (its `staff_members` row). */
export interface DemoStaff {
  /** Code of its unit in {@link DEMO_ORG_UNITS}. */
  unitCode: string;
  /** English name of its position in {@link DEMO_POSITIONS}. */
  position: string;
  roles: StaffRole[];
}

/** A demo account (embedded demo database only). */
export interface DemoAccount {
  realm: "staff" | "person";
  name: string;
  password: string;
  email: string;
  citizenId?: string;
  /** Language of the account's e-mails. @default "th" */
  language?: "th" | "en";
  profile: { title: string; firstname: string; lastname: string; phone?: string };
  /** Staff accounts only: unit, position and roles. */
  staff?: DemoStaff;
}

/** The one password of the demo staff accounts other than `admin` (documented in the README). */
export const DEMO_STAFF_PASSWORD = "staff-demo-2026";

/** A demo staff account with {@link DEMO_STAFF_PASSWORD}. */
function demoStaff(
  name: string,
  profile: DemoAccount["profile"],
  staff: DemoStaff,
  language: "th" | "en" = "th",
): DemoAccount {
  return { realm: "staff", name, password: DEMO_STAFF_PASSWORD, email: `${name}@example.org`, language, profile, staff };
}

/**
 * Demo accounts: a resident, the administrator and a dozen staff members in different units and roles. Never
 * seeded into a production database by default.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    realm: "person",
    name: "somchai",
    password: "somchai-demo-2026",
    email: "somchai@example.org",
    citizenId: "1101700230708",
    profile: { title: "นาย", firstname: "สมชาย", lastname: "ใจดี", phone: "081-234-5678" },
  },
  {
    realm: "staff",
    name: "admin",
    password: "admin-demo-2026",
    email: "admin@example.org",
    profile: { title: "นางสาว", firstname: "วิไล", lastname: "ศรีสุข", phone: "02-123-4567" },
    staff: { unitCode: "deputy", position: "Computer Technical Officer", roles: ["admin"] },
  },
  demoStaff("prasert", { title: "นาย", firstname: "ประเสริฐ", lastname: "วงศ์ใหญ่" }, {
    unitCode: "technical",
    position: "Division Director",
    roles: ["division_head"],
  }),
  demoStaff("somsak", { title: "นาย", firstname: "สมศักดิ์", lastname: "แก้วมณี" }, {
    unitCode: "technical-engineering",
    position: "Civil Engineer",
    roles: ["officer"],
  }),
  demoStaff("manop", { title: "นาย", firstname: "มานพ", lastname: "ศรีสว่าง" }, {
    unitCode: "technical-lighting",
    position: "Civil Works Technician",
    roles: ["officer"],
  }),
  demoStaff("suda", { title: "นาง", firstname: "สุดา", lastname: "พรหมมา" }, {
    unitCode: "health",
    position: "Division Director",
    roles: ["division_head"],
  }),
  demoStaff("kannika", { title: "นางสาว", firstname: "กรรณิกา", lastname: "ทองดี" }, {
    unitCode: "health-cleansing",
    position: "Public Health Technical Officer",
    roles: ["officer"],
  }),
  demoStaff("niran", { title: "นาย", firstname: "นิรันดร์", lastname: "ยุติธรรม" }, {
    unitCode: "complaints-integrity",
    position: "Legal Officer",
    roles: ["integrity_officer", "officer"],
  }),
  demoStaff("anong", { title: "นางสาว", firstname: "อนงค์", lastname: "ดีเสมอ" }, {
    unitCode: "complaints-intake",
    position: "General Administration Officer",
    roles: ["officer"],
  }),
  demoStaff("pranee", { title: "นาง", firstname: "ปราณี", lastname: "บุญมา" }, {
    unitCode: "deputy-admin",
    position: "Administrative Clerk",
    roles: ["document_controller"],
  }),
  demoStaff("nattaya", { title: "นางสาว", firstname: "ณัฐธิดา", lastname: "ใจงาม" }, {
    unitCode: "strategy-pr",
    position: "Public Relations Officer",
    roles: ["news_editor"],
  }),
  demoStaff("wichai", { title: "นาย", firstname: "วิชัย", lastname: "รุ่งเรือง" }, {
    unitCode: "finance-accounts",
    position: "Finance and Accounting Officer",
    roles: ["finance_officer"],
  }),
  demoStaff("malee", { title: "นาง", firstname: "มาลี", lastname: "สุขใจ" }, {
    unitCode: "welfare-community",
    position: "Community Development Officer",
    roles: ["officer"],
  }),
  // A division-level officer of each division that takes e-service requests (issue 12) and had none: requests enter
  // the division's queue, which staff of a section do not see.
  demoStaff("kittipong", { title: "นาย", firstname: "กิตติพงษ์", lastname: "มั่นคง" }, {
    unitCode: "deputy",
    position: "General Administration Officer",
    roles: ["officer"],
  }),
  demoStaff("ratana", { title: "นางสาว", firstname: "รัตนา", lastname: "เอื้ออารี" }, {
    unitCode: "welfare",
    position: "Community Development Officer",
    roles: ["officer"],
  }),
  demoStaff("sompong", { title: "นาย", firstname: "สมปอง", lastname: "ใฝ่เรียน" }, {
    unitCode: "education",
    position: "Education Officer",
    roles: ["officer"],
  }),
  demoStaff("supaporn", { title: "นาง", firstname: "สุภาพร", lastname: "รักษ์ทรัพย์" }, {
    unitCode: "finance",
    position: "Finance and Accounting Officer",
    roles: ["officer"],
  }),
  demoStaff("thanawat", { title: "นาย", firstname: "ธนวัฒน์", lastname: "วางแผน" }, {
    unitCode: "strategy",
    position: "General Administration Officer",
    roles: ["officer"],
  }),
  demoStaff(
    "james",
    { title: "Mr", firstname: "James", lastname: "Wilson" },
    { unitCode: "education-admin", position: "Education Officer", roles: ["officer"] },
    "en",
  ),
];

/** A unit of the demo organisation: a division with its sections. */
export interface DemoOrgUnit {
  code: string;
  nameTh: string;
  nameEn: string;
  sections: { code: string; nameTh: string; nameEn: string }[];
}

/**
 * The demo municipality's divisions (the eight the e-service menu routes requests to; their codes are the
 * e-service menu's request groups) and two or three sections of each, in order.
 */
export const DEMO_ORG_UNITS: DemoOrgUnit[] = [
  {
    code: "deputy",
    nameTh: "สำนักปลัดเทศบาล",
    nameEn: "Office of the Municipal Clerk",
    sections: [
      { code: "deputy-admin", nameTh: "งานธุรการ", nameEn: "General Administration" },
      { code: "deputy-personnel", nameTh: "งานการเจ้าหน้าที่", nameEn: "Personnel" },
      { code: "deputy-disaster", nameTh: "งานป้องกันและบรรเทาสาธารณภัย", nameEn: "Disaster Prevention and Relief" },
    ],
  },
  {
    code: "technical",
    nameTh: "กองช่าง",
    nameEn: "Public Works Division",
    sections: [
      { code: "technical-engineering", nameTh: "งานวิศวกรรม", nameEn: "Engineering" },
      { code: "technical-utilities", nameTh: "งานสาธารณูปโภค", nameEn: "Public Utilities" },
      { code: "technical-lighting", nameTh: "งานไฟฟ้าสาธารณะ", nameEn: "Public Lighting" },
    ],
  },
  {
    code: "health",
    nameTh: "กองสาธารณสุขและสิ่งแวดล้อม",
    nameEn: "Public Health and Environment Division",
    sections: [
      { code: "health-cleansing", nameTh: "งานรักษาความสะอาด", nameEn: "Cleansing" },
      { code: "health-sanitation", nameTh: "งานสุขาภิบาลและอนามัยสิ่งแวดล้อม", nameEn: "Sanitation and Environmental Health" },
      { code: "health-promotion", nameTh: "งานส่งเสริมสุขภาพ", nameEn: "Health Promotion" },
    ],
  },
  {
    code: "welfare",
    nameTh: "กองสวัสดิการสังคม",
    nameEn: "Social Welfare Division",
    sections: [
      { code: "welfare-assistance", nameTh: "งานสังคมสงเคราะห์", nameEn: "Social Assistance" },
      { code: "welfare-community", nameTh: "งานพัฒนาชุมชน", nameEn: "Community Development" },
    ],
  },
  {
    code: "education",
    nameTh: "กองการศึกษา",
    nameEn: "Education Division",
    sections: [
      { code: "education-admin", nameTh: "งานบริหารการศึกษา", nameEn: "Education Administration" },
      { code: "education-childcare", nameTh: "งานศูนย์พัฒนาเด็กเล็ก", nameEn: "Child Development Centres" },
      { code: "education-sports", nameTh: "งานกีฬาและนันทนาการ", nameEn: "Sports and Recreation" },
    ],
  },
  {
    code: "finance",
    nameTh: "กองคลัง",
    nameEn: "Finance Division",
    sections: [
      { code: "finance-accounts", nameTh: "งานการเงินและบัญชี", nameEn: "Finance and Accounts" },
      { code: "finance-revenue", nameTh: "งานพัฒนาและจัดเก็บรายได้", nameEn: "Revenue Collection" },
      { code: "finance-supplies", nameTh: "งานพัสดุและทรัพย์สิน", nameEn: "Procurement and Assets" },
    ],
  },
  {
    code: "strategy",
    nameTh: "กองยุทธศาสตร์และงบประมาณ",
    nameEn: "Strategy and Budget Division",
    sections: [
      { code: "strategy-planning", nameTh: "งานวิเคราะห์นโยบายและแผน", nameEn: "Policy and Planning" },
      { code: "strategy-budget", nameTh: "งานงบประมาณ", nameEn: "Budget" },
      { code: "strategy-pr", nameTh: "งานประชาสัมพันธ์", nameEn: "Public Relations" },
    ],
  },
  {
    code: "complaints",
    nameTh: "ศูนย์รับเรื่องราวร้องทุกข์",
    nameEn: "Complaints Centre",
    sections: [
      { code: "complaints-intake", nameTh: "งานรับเรื่องราวร้องทุกข์", nameEn: "Complaints Intake" },
      { code: "complaints-integrity", nameTh: "งานตรวจสอบและต่อต้านการทุจริต", nameEn: "Integrity and Anti-corruption" },
    ],
  },
];

/** Positions of the demo municipality (Thai local civil-service titles). */
export const DEMO_POSITIONS: { nameTh: string; nameEn: string }[] = [
  { nameTh: "ปลัดเทศบาล", nameEn: "Municipal Clerk" },
  { nameTh: "ผู้อำนวยการกอง", nameEn: "Division Director" },
  { nameTh: "หัวหน้าฝ่าย", nameEn: "Section Head" },
  { nameTh: "นักวิชาการคอมพิวเตอร์", nameEn: "Computer Technical Officer" },
  { nameTh: "นักจัดการงานทั่วไป", nameEn: "General Administration Officer" },
  { nameTh: "เจ้าพนักงานธุรการ", nameEn: "Administrative Clerk" },
  { nameTh: "วิศวกรโยธา", nameEn: "Civil Engineer" },
  { nameTh: "นายช่างโยธา", nameEn: "Civil Works Technician" },
  { nameTh: "นักวิชาการสาธารณสุข", nameEn: "Public Health Technical Officer" },
  { nameTh: "นักพัฒนาชุมชน", nameEn: "Community Development Officer" },
  { nameTh: "นักวิชาการศึกษา", nameEn: "Education Officer" },
  { nameTh: "นักวิชาการเงินและบัญชี", nameEn: "Finance and Accounting Officer" },
  { nameTh: "นักประชาสัมพันธ์", nameEn: "Public Relations Officer" },
  { nameTh: "นิติกร", nameEn: "Legal Officer" },
];

/** A stored e-mail template (reference data; Mustache placeholders, plain text). */
export interface SeedEmailTemplate {
  code: EmailTemplateCode;
  language: "th" | "en";
  subject: string;
  body: string;
}

/**
 * The e-mail templates the server sends, in Thai and English. Placeholders: `{{title}}`, `{{firstname}}`,
 * `{{lastname}}`, `{{name}}` (user name), `{{signInUrl}}`; for cases `{{complaintNo}}`, `{{status}}`, `{{text}}`,
 * `{{caseUrl}}` (`case-*` for complaints, `request-*` for e-service requests: คำร้อง, issue 12). Inserted when
 * missing (an edited template is kept).
 */
export const SEED_EMAIL_TEMPLATES: SeedEmailTemplate[] = [
  {
    code: "case-status-changed",
    language: "th",
    subject: "เรื่องร้องเรียนเลขที่ {{complaintNo}}: {{status}}",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

เรื่องร้องเรียนเลขที่ {{complaintNo}} ของท่านมีความคืบหน้า สถานะปัจจุบัน: {{status}}
{{#text}}

{{text}}
{{/text}}

ดูรายละเอียดและติดตามเรื่องได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
ศูนย์รับเรื่องราวร้องทุกข์ {{municipality}}
`,
  },
  {
    code: "case-status-changed",
    language: "en",
    subject: "Complaint {{complaintNo}}: {{status}}",
    body: `Dear {{firstname}} {{lastname}},

Your complaint {{complaintNo}} has moved on. Its status is now: {{status}}
{{#text}}

{{text}}
{{/text}}

See the details and follow it at: {{caseUrl}}

Kind regards,
Complaints centre, {{municipalityEn}}
`,
  },
  {
    code: "staff-case-notice",
    language: "th",
    subject: "{{event}}",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

{{event}}

ดูเรื่องและดำเนินการได้ที่: {{caseUrl}}

ท่านได้รับอีเมลนี้เพราะเลือกรับอีเมลแจ้งงานไว้ในหน้าภาพรวมงานเจ้าหน้าที่ ยกเลิกได้ที่หน้าเดียวกัน

{{municipality}}
`,
  },
  {
    code: "staff-case-notice",
    language: "en",
    subject: "{{event}}",
    body: `Dear {{firstname}} {{lastname}},

{{event}}

See the case and act on it at: {{caseUrl}}

You receive this e-mail because you chose work notices by e-mail on the staff overview; you can turn them off there.

{{municipalityEn}}
`,
  },
  {
    code: "case-reply",
    language: "th",
    subject: "เจ้าหน้าที่ตอบเรื่องร้องเรียนเลขที่ {{complaintNo}}",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

เจ้าหน้าที่ได้ตอบเรื่องร้องเรียนเลขที่ {{complaintNo}} ของท่าน:

{{text}}

ท่านสามารถตอบกลับและแนบรูปภาพได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
ศูนย์รับเรื่องราวร้องทุกข์ {{municipality}}
`,
  },
  {
    code: "case-reply",
    language: "en",
    subject: "A reply on your complaint {{complaintNo}}",
    body: `Dear {{firstname}} {{lastname}},

Staff have replied on your complaint {{complaintNo}}:

{{text}}

You can answer and attach photos at: {{caseUrl}}

Kind regards,
Complaints centre, {{municipalityEn}}
`,
  },
  {
    code: "request-status-changed",
    language: "th",
    subject: "คำร้องเลขที่ {{complaintNo}}: {{status}}",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

คำร้องเลขที่ {{complaintNo}} ของท่านมีความคืบหน้า สถานะปัจจุบัน: {{status}}
{{#text}}

{{text}}
{{/text}}

ดูรายละเอียดและติดตามคำร้องได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
สำนักปลัดเทศบาล {{municipality}}
`,
  },
  {
    code: "request-status-changed",
    language: "en",
    subject: "Request {{complaintNo}}: {{status}}",
    body: `Dear {{firstname}} {{lastname}},

Your request {{complaintNo}} has moved on. Its status is now: {{status}}
{{#text}}

{{text}}
{{/text}}

See the details and follow it at: {{caseUrl}}

Kind regards,
Office of the Municipal Clerk, {{municipalityEn}}
`,
  },
  {
    code: "request-reply",
    language: "th",
    subject: "เจ้าหน้าที่ตอบคำร้องเลขที่ {{complaintNo}}",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

เจ้าหน้าที่ได้ตอบคำร้องเลขที่ {{complaintNo}} ของท่าน:

{{text}}

ท่านสามารถตอบกลับและแนบเอกสารได้ที่: {{caseUrl}}

ขอแสดงความนับถือ
สำนักปลัดเทศบาล {{municipality}}
`,
  },
  {
    code: "request-reply",
    language: "en",
    subject: "A reply on your request {{complaintNo}}",
    body: `Dear {{firstname}} {{lastname}},

Staff have replied on your request {{complaintNo}}:

{{text}}

You can answer and attach documents at: {{caseUrl}}

Kind regards,
Office of the Municipal Clerk, {{municipalityEn}}
`,
  },
  {
    code: "staff-account-created",
    language: "th",
    subject: "บัญชีผู้ใช้งานระบบสำนักงานอิเล็กทรอนิกส์ของท่านพร้อมใช้งานแล้ว",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

ผู้ดูแลระบบได้สร้างบัญชีผู้ใช้งานระบบสำนักงานอิเล็กทรอนิกส์ (e-Office) ของ{{municipality}}ให้ท่านเรียบร้อยแล้ว

ชื่อผู้ใช้: {{name}}
เข้าสู่ระบบได้ที่: {{signInUrl}} (เลือก "เจ้าหน้าที่")

รหัสผ่านชั่วคราวท่านจะได้รับจากผู้ดูแลระบบโดยตรง และระบบจะให้ท่านตั้งรหัสผ่านใหม่เมื่อเข้าสู่ระบบครั้งแรก
หากท่านไม่ได้ขอใช้บัญชีนี้ กรุณาแจ้งผู้ดูแลระบบ

ขอแสดงความนับถือ
ผู้ดูแลระบบ {{municipality}}
`,
  },
  {
    code: "staff-account-created",
    language: "en",
    subject: "Your e-Office staff account is ready",
    body: `Dear {{firstname}} {{lastname}},

An administrator has created your account for the e-Office system of {{municipalityEn}}.

User name: {{name}}
Sign in at: {{signInUrl}} (choose "Staff")

The administrator gives you a one-time password in person; you will set your own password at the first sign-in.
If you did not ask for this account, please tell the administrator.

Kind regards,
The administrator, {{municipalityEn}}
`,
  },
  {
    code: "staff-password-reset",
    language: "th",
    subject: "ผู้ดูแลระบบออกรหัสผ่านชั่วคราวใหม่ให้บัญชีผู้ใช้ของท่าน",
    body: `เรียน {{title}}{{firstname}} {{lastname}}

ผู้ดูแลระบบได้ออกรหัสผ่านชั่วคราวใหม่ให้บัญชีผู้ใช้ {{name}} ในระบบสำนักงานอิเล็กทรอนิกส์ (e-Office) และระบบได้นำบัญชีของท่านออกจากระบบในทุกอุปกรณ์แล้ว

กรุณารับรหัสผ่านชั่วคราวจากผู้ดูแลระบบ แล้วเข้าสู่ระบบที่ {{signInUrl}} ระบบจะให้ท่านตั้งรหัสผ่านใหม่ทันที
หากท่านไม่ได้ขอรหัสผ่านใหม่ กรุณาแจ้งผู้ดูแลระบบโดยด่วน

ขอแสดงความนับถือ
ผู้ดูแลระบบ {{municipality}}
`,
  },
  {
    code: "staff-password-reset",
    language: "en",
    subject: "Your e-Office password was reset by an administrator",
    body: `Dear {{firstname}} {{lastname}},

An administrator has reset the password of your e-Office account {{name}} and signed you out on every device.

Get your one-time password from the administrator and sign in at {{signInUrl}}; you will set a new password straight away.
If you did not ask for this, please tell the administrator at once.

Kind regards,
The administrator, {{municipalityEn}}
`,
  },
];

/** A seeded item of the staff menu (reference data; contract `MenuItemRecord`). */
export interface SeedMenuItem {
  /** Stable key: an item is inserted when no item has its key (administrators' edits are kept). */
  seedKey: string;
  /** Key of the top-level group it belongs to; absent = top level. */
  parentKey?: string;
  type: "basic" | "group";
  titleTh: string;
  titleEn: string;
  /**
   * Thai titles an earlier release seeded: an item still carrying one of them gets {@link SeedMenuItem.titleTh} (an
   * administrator's own title is kept).
   */
  formerTitlesTh?: string[];
  link?: string;
  externalLink?: boolean;
  target?: "_self" | "_blank";
  /** A name of the ui icon set (`packages/ui/src/components/icon`). */
  icon: string;
  /** Roles that see it; empty = every staff member. */
  roles: StaffRole[];
}

/** The roles of a menu item: those allowed to call the operation of its page (the contract's `x-roles`). */
const rolesOf = (operationId: RoleRuledOperation): StaffRole[] => [...OPERATION_ROLES[operationId]];

/** Staff who work on complaint cases: those who may move a case (`transitionComplaint`). */
const CASE_ROLES = rolesOf("transitionComplaint");

/**
 * The staff menu (docs/spec/portal-spec.md section 2 "Staff menu"; issue 10 item 3), in order: the staff home, document
 * management (its pages come with the document-management issue), administration, and the online tax payment
 * that opens in a new tab. Groups come before their items.
 */
export const SEED_MENU_ITEMS: SeedMenuItem[] = [
  { seedKey: "staff-home", type: "basic", titleTh: "หน้าหลักเจ้าหน้าที่", titleEn: "Staff home", link: "/mwp", icon: "home", roles: [] },
  { seedKey: "complaints", type: "group", titleTh: "เรื่องร้องเรียน", titleEn: "Complaints", icon: "complaints", roles: CASE_ROLES },
  {
    seedKey: "complaints-queue",
    parentKey: "complaints",
    type: "basic",
    titleTh: "เรื่องที่ต้องดำเนินการ",
    titleEn: "Work queue",
    formerTitlesTh: ["งานที่ต้องดำเนินการ"],
    link: "/mwp/complaints",
    icon: "inbox",
    roles: CASE_ROLES,
  },
  {
    seedKey: "complaints-eform",
    parentKey: "complaints",
    type: "basic",
    titleTh: "บันทึกเรื่องร้องเรียน",
    titleEn: "Record a complaint (e-form)",
    formerTitlesTh: ["บันทึกเรื่องร้องเรียน (e-Form)"],
    link: "/mwp/complaints/new",
    icon: "pencil",
    roles: rolesOf("createComplaintEForm"),
  },
  {
    seedKey: "dashboards-analytics",
    parentKey: "complaints",
    type: "basic",
    titleTh: "สถิติเรื่องร้องเรียนและคำร้อง",
    titleEn: "Analytics",
    formerTitlesTh: ["สถิติเรื่องร้องเรียน"],
    link: "/dashboards/analytics",
    icon: "chart",
    roles: rolesOf("getComplaintStats"),
  },
  // Last of its group, so that a server upgraded from an earlier release, which adds it with the next order number,
  // shows it where a new one does (tracker issue 39 item 6).
  {
    seedKey: "complaints-canned-replies",
    parentKey: "complaints",
    type: "basic",
    titleTh: "ข้อความตอบกลับสำเร็จรูป",
    titleEn: "Canned replies",
    link: "/mwp/complaints/canned-replies",
    icon: "list",
    roles: rolesOf("listCannedReplies"),
  },
  {
    seedKey: "news",
    type: "basic",
    titleTh: "ข่าวประชาสัมพันธ์",
    titleEn: "News",
    link: "/mwp/news",
    icon: "megaphone",
    roles: rolesOf("listNews"),
  },
  // The group is for every staff member: each sees it with the items their roles allow (a group without a visible
  // item is left out); officers see the correspondence register of their unit only.
  { seedKey: "dms", type: "group", titleTh: "ระบบจัดการเอกสาร", titleEn: "Document management", icon: "folder-tree", roles: [] },
  { seedKey: "dms-main", parentKey: "dms", type: "basic", titleTh: "เอกสาร", titleEn: "Dms", link: "/dms/main", icon: "folder", roles: [...ROLE_GROUPS.documentStore] },
  {
    seedKey: "dms-correspondence",
    parentKey: "dms",
    type: "basic",
    titleTh: "ทะเบียนหนังสือรับ-ส่ง",
    titleEn: "Correspondence register",
    link: "/dms/correspondence",
    icon: "book-open",
    roles: [],
  },
  {
    seedKey: "dms-document-type",
    parentKey: "dms",
    type: "basic",
    titleTh: "ประเภทเอกสาร",
    titleEn: "Document Type",
    link: "/dms/document-type",
    icon: "file-cog",
    roles: rolesOf("createDmsDocumentType"),
  },
  {
    seedKey: "dms-document-authority",
    parentKey: "dms",
    type: "basic",
    titleTh: "สิทธิ์การเข้าถึงเอกสาร",
    titleEn: "Document Authority",
    link: "/dms/document-authority",
    icon: "shield-check",
    roles: [...ROLE_GROUPS.documentStore],
  },
  { seedKey: "admin", type: "group", titleTh: "ผู้ดูแลระบบ", titleEn: "Administration", icon: "settings", roles: ["admin"] },
  {
    seedKey: "admin-structure",
    parentKey: "admin",
    type: "basic",
    titleTh: "โครงสร้างและผู้ใช้งาน",
    titleEn: "Structure and User",
    link: "/admin/structure",
    icon: "users",
    roles: rolesOf("listStaffUsers"),
  },
  { seedKey: "admin-logs", parentKey: "admin", type: "basic", titleTh: "บันทึกการใช้งาน", titleEn: "Logs", link: "/admin/logs", icon: "logs", roles: [...ROLE_GROUPS.generalAuditLog] },
  {
    seedKey: "admin-email-template",
    parentKey: "admin",
    type: "basic",
    titleTh: "แม่แบบอีเมล",
    titleEn: "Email Template",
    link: "/admin/email-template",
    icon: "mail",
    roles: rolesOf("listEmailTemplates"),
  },
  {
    seedKey: "admin-outbox",
    parentKey: "admin",
    type: "basic",
    titleTh: "กล่องข้อความขาออก",
    titleEn: "Outbox",
    link: "/admin/outbox",
    icon: "inbox",
    roles: rolesOf("listEmailOutbox"),
  },
  // Tracker issue 41 item 3: signed webhooks to other systems.
  {
    seedKey: "admin-webhooks",
    parentKey: "admin",
    type: "basic",
    titleTh: "เว็บฮุก",
    titleEn: "Webhooks",
    link: "/admin/webhooks",
    icon: "external-link",
    roles: rolesOf("listWebhookEndpoints"),
  },
  { seedKey: "admin-menu", parentKey: "admin", type: "basic", titleTh: "จัดการเมนู", titleEn: "Menu", link: "/admin/menu", icon: "menu", roles: rolesOf("listMenuItems") },
  // Tracker issue 38 item 1: the municipality's names, logo, colours, contact details, tax ID, biller ID and e-mail sender.
  {
    seedKey: "admin-municipality",
    parentKey: "admin",
    type: "basic",
    titleTh: "ข้อมูลเทศบาล",
    titleEn: "Municipality identity",
    link: "/admin/municipality",
    icon: "landmark",
    roles: rolesOf("updateMunicipality"),
  },
  {
    seedKey: "admin-eservice",
    parentKey: "admin",
    type: "basic",
    titleTh: "จัดการบริการออนไลน์",
    titleEn: "E-services",
    formerTitlesTh: ["จัดการบริการ e-Service"],
    link: "/admin/e-service",
    icon: "file-cog",
    roles: rolesOf("listEServicesAdmin"),
  },
  {
    seedKey: "admin-import",
    parentKey: "admin",
    type: "basic",
    titleTh: "นำเข้าข้อมูล",
    titleEn: "Import data",
    link: "/admin/import",
    icon: "upload",
    roles: rolesOf("createImportJob"),
  },
  // Tracker issue 41 item 2: the API keys of the systems that file requests through Open311 GeoReport v2.
  {
    seedKey: "admin-open311",
    parentKey: "admin",
    type: "basic",
    titleTh: "ระบบภายนอกที่เชื่อมต่อ Open311",
    titleEn: "Open311 clients",
    link: "/admin/open311",
    icon: "globe",
    roles: rolesOf("listOpen311Clients"),
  },
  {
    seedKey: "admin-account-closure",
    parentKey: "admin",
    type: "basic",
    titleTh: "คำขอปิดบัญชี",
    titleEn: "Account closures",
    link: "/admin/account-closure",
    icon: "id-card",
    roles: rolesOf("listAccountClosures"),
  },
  {
    seedKey: "garbage-fee",
    type: "basic",
    titleTh: "ค่าธรรมเนียมเก็บขนขยะมูลฝอย",
    titleEn: "Garbage collection fee",
    formerTitlesTh: ["ค่าธรรมเนียมเก็บขยะ"],
    link: "/mwp/garbage",
    icon: "garbage",
    roles: rolesOf("searchGarbageAccounts"),
  },
  {
    seedKey: "pay-tax",
    type: "basic",
    titleTh: "ชำระภาษีออนไลน์",
    titleEn: "Pay tax online",
    link: "https://efiling.rd.go.th",
    externalLink: true,
    target: "_blank",
    icon: "receipt",
    roles: [],
  },
];

/** Demo complaints of the demo resident, in different statuses. */
export const DEMO_COMPLAINTS: {
  kindCode: string;
  status: SeedStatus["code"];
  detail: string;
  location: string;
  phone: string;
  /** Age of the complaint, in days before the seeding time. */
  daysAgo: number;
  /** The demo officer it is assigned to (tracker issue 39 item 1: past 80 % of its 15 days, its officer is told). */
  assignee?: string;
}[] = [
  {
    kindCode: "lighting.out",
    status: "received",
    detail: "ไฟฟ้าส่องสว่างหน้าซอย 5 ดับมา 3 คืนแล้ว ตอนกลางคืนมืดมาก",
    location: "ปากซอยเทศบาล 5 ถนนสุขาภิบาล",
    phone: "081-234-5678",
    daysAgo: 1,
  },
  {
    kindCode: "road.pothole",
    status: "in_progress",
    detail: "ถนนหน้าตลาดสดเป็นหลุมลึก รถจักรยานยนต์ล้มไปแล้ว 2 คัน",
    location: "ถนนหน้าตลาดสดเทศบาล",
    phone: "081-234-5678",
    daysAgo: 13,
    assignee: "somsak",
  },
  {
    kindCode: "waste.uncollected",
    status: "completed",
    detail: "ขยะหน้าบ้านไม่ได้รับการจัดเก็บมาหนึ่งสัปดาห์ ส่งกลิ่นเหม็น",
    location: "บ้านเลขที่ 12/3 หมู่ 4",
    phone: "081-234-5678",
    daysAgo: 30,
  },
];

/** A text of the demo data in Thai and English: each demo account gets it in its language (`persons.language`). */
export interface DemoText {
  th: string;
  en: string;
}

/** A demo message or notification of the top bar; `minutesAgo` is its age at seeding time. */
export interface DemoInboxItem {
  title: DemoText;
  description: DemoText;
  icon: string | null;
  link: string | null;
  useRouter: boolean;
  minutesAgo: number;
  read: boolean;
}

/** A demo shortcut of the top bar. */
export interface DemoShortcut {
  label: DemoText;
  description: DemoText | null;
  icon: string;
  link: string;
  useRouter: boolean;
}

/** Top-bar demo rows of one demo account (by user name), shown newest first. */
export interface DemoWidgets {
  messages: DemoInboxItem[];
  notifications: DemoInboxItem[];
  shortcuts: DemoShortcut[];
}

/** The resident's three shortcuts (in list order): the pages of the resident's menu they open, by the same names. */
const RESIDENT_SHORTCUTS: DemoShortcut[] = [
  {
    label: { th: "คำร้องและเรื่องร้องเรียนของฉัน", en: "My complaints and requests" },
    description: { th: "ติดตามเรื่องที่ยื่นไว้", en: "Follow what you have filed" },
    icon: "megaphone",
    link: "/e-service/main/complaints",
    useRouter: true,
  },
  {
    label: { th: "ยื่นเรื่องร้องเรียน", en: "File a complaint" },
    description: { th: "แจ้งปัญหาถนน ไฟฟ้า ท่อระบายน้ำ และอื่น ๆ", en: "Report a problem with a road, a light, a drain and more" },
    icon: "file-text",
    link: "/e-service/main/complaints/new",
    useRouter: true,
  },
  {
    label: { th: "ชำระค่าธรรมเนียมเก็บขยะ", en: "Pay the garbage fee" },
    description: null,
    icon: "wallet",
    link: "/e-service/main/paygarbage",
    useRouter: true,
  },
];

/** The administrator's three shortcuts (in list order): staff pages, by the names of the staff menu. */
const STAFF_SHORTCUTS: DemoShortcut[] = [
  {
    label: { th: "เรื่องที่ต้องดำเนินการ", en: "Work queue" },
    description: { th: "เรื่องร้องเรียนและคำร้องที่รอดำเนินการ", en: "Complaints and requests waiting for action" },
    icon: "inbox",
    link: "/mwp/complaints",
    useRouter: true,
  },
  {
    label: { th: "ระบบจัดการเอกสาร", en: "Document management" },
    description: null,
    icon: "folder",
    link: "/dms/main",
    useRouter: true,
  },
  {
    label: { th: "บันทึกการใช้งาน", en: "Logs" },
    description: null,
    icon: "logs",
    link: "/admin/logs",
    useRouter: true,
  },
];

/** Top-bar demo rows by demo account name (docs/spec/portal-spec.md section 2 "Top-bar widgets"). */
export const DEMO_WIDGETS: Record<string, DemoWidgets> = {
  somchai: {
    messages: [
      {
        title: { th: "งานไฟฟ้าสาธารณะ กองช่าง", en: "Public Lighting, Public Works Division" },
        description: {
          th: "เทศบาลได้รับเรื่องไฟฟ้าส่องสว่างหน้าซอย 5 ดับแล้ว เจ้าหน้าที่จะเข้าตรวจสอบภายใน 3 วันทำการ",
          en: "The municipality has received your report of the street light out at Soi 5. Staff will inspect it within 3 working days.",
        },
        icon: "message-circle",
        link: "/e-service/main/complaints",
        useRouter: true,
        minutesAgo: 25,
        read: false,
      },
      {
        title: { th: "งานวิศวกรรม กองช่าง", en: "Engineering, Public Works Division" },
        description: {
          th: "เทศบาลเริ่มซ่อมถนนหน้าตลาดสดที่เป็นหลุมแล้ว ขอบคุณที่แจ้งเรื่อง",
          en: "Repair of the pothole on the market road has started. Thank you for your report.",
        },
        icon: "construction",
        link: "/e-service/main/complaints",
        useRouter: true,
        minutesAgo: 60 * 26,
        read: false,
      },
      {
        title: { th: "กองคลัง", en: "Finance Division" },
        description: {
          th: "ใบแจ้งหนี้ค่าธรรมเนียมเก็บขนขยะมูลฝอยประจำเดือนพร้อมให้ชำระผ่านระบบแล้ว",
          en: "This month's garbage collection fee bill is ready to pay online.",
        },
        icon: "wallet",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 24 * 4,
        read: true,
      },
    ],
    notifications: [
      {
        title: { th: "เรื่องร้องเรียนเปลี่ยนสถานะ", en: "Complaint status changed" },
        description: { th: "เรื่องถนนหน้าตลาดสดเป็นหลุมลึก: อยู่ระหว่างดำเนินการ", en: "Deep pothole on the market road: in progress" },
        icon: "bell",
        link: "/e-service/main/complaints",
        useRouter: true,
        minutesAgo: 40,
        read: false,
      },
      {
        title: { th: "งดจ่ายน้ำประปาชั่วคราว", en: "Water supply interruption" },
        description: {
          th: "งดจ่ายน้ำประปาในหมู่ 4 วันเสาร์ เวลา 09.00 - 15.00 น. เพื่อซ่อมบำรุงท่อประปา",
          en: "Tap water will be off in Moo 4 on Saturday from 09:00 to 15:00 for pipe maintenance.",
        },
        icon: "droplet",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 30,
        read: false,
      },
      {
        title: { th: "ประชาสัมพันธ์ ฉีดวัคซีนป้องกันโรคพิษสุนัขบ้า", en: "Rabies vaccination for pets" },
        description: {
          th: "ไม่มีค่าใช้จ่าย ณ ศาลาประชาคม วันอาทิตย์นี้ เวลา 08.30 - 12.00 น.",
          en: "Free of charge at the community hall this Sunday, 08:30 to 12:00.",
        },
        icon: "megaphone",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 24 * 6,
        read: true,
      },
    ],
    shortcuts: RESIDENT_SHORTCUTS,
  },
  admin: {
    messages: [
      {
        title: { th: "ปลัดเทศบาล", en: "Municipal Clerk" },
        description: {
          th: "ขอให้ตรวจสอบคำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุก่อนเสนอลงนาม",
          en: "Please check the order appointing the procurement inspection committee before it goes for signature.",
        },
        icon: "mail",
        link: null,
        useRouter: false,
        minutesAgo: 15,
        read: false,
      },
      {
        title: { th: "งานเทคโนโลยีสารสนเทศ", en: "IT support" },
        description: {
          th: "เครื่องแม่ข่ายระบบจัดการเอกสารจะเริ่มทำงานใหม่คืนนี้ เวลา 22.00 น. เพื่อปรับปรุงระบบ",
          en: "The document server will restart tonight at 22:00 for updates.",
        },
        icon: "settings",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 20,
        read: true,
      },
    ],
    notifications: [
      {
        title: { th: "เรื่องร้องเรียนใหม่ 2 เรื่อง", en: "2 new complaints" },
        description: { th: "มีเรื่องร้องเรียนใหม่รอรับเรื่อง", en: "New complaints are waiting to be accepted." },
        icon: "bell",
        link: "/mwp/complaints",
        useRouter: true,
        minutesAgo: 10,
        read: false,
      },
      {
        title: { th: "ลงนามเอกสารแล้ว", en: "Document signed" },
        description: {
          th: "นายกเทศมนตรีลงนามในคำสั่งแต่งตั้งคณะกรรมการแล้ว",
          en: "The mayor has signed the order appointing the committee.",
        },
        icon: "file-check",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 5,
        read: false,
      },
      {
        title: { th: "หนังสือเวียนจังหวัด", en: "Provincial circular" },
        description: {
          th: "มีหนังสือเวียนจากสำนักงานส่งเสริมการปกครองท้องถิ่นจังหวัด 1 ฉบับ",
          en: "A circular has arrived from the Provincial Office of Local Administration.",
        },
        icon: "inbox",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 24 * 3,
        read: true,
      },
    ],
    shortcuts: STAFF_SHORTCUTS,
  },
};
