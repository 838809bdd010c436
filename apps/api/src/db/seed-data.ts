/**
 * Reference data of a Thai municipality's complaint service (เรื่องร้องเรียน/ร้องทุกข์), in Thai and English.
 * Codes are stable keys: seeding upserts by code, so names can be corrected in a later release.
 */

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
  kinds: SeedKind[];
}

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
    nameTh: "ทุจริตและประพฤติมิชอบ",
    nameEn: "Corruption and misconduct",
    kinds: [
      { code: "corruption.bribery", nameTh: "การเรียกรับสินบนหรือทุจริต", nameEn: "Bribery or corruption", icon: "shield-alert" },
      { code: "corruption.conduct", nameTh: "พฤติกรรมไม่เหมาะสมของเจ้าหน้าที่", nameEn: "Misconduct by an official", icon: "user-x" },
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
  code: "received" | "in_progress" | "completed" | "rejected" | "cancelled";
  nameTh: string;
  nameEn: string;
  isFinal: boolean;
}

/** Complaint statuses in life-cycle order. */
export const SEED_COMPLAINT_STATUSES: SeedStatus[] = [
  { code: "received", nameTh: "รับเรื่องแล้ว", nameEn: "Received", isFinal: false },
  { code: "in_progress", nameTh: "กำลังดำเนินการ", nameEn: "In progress", isFinal: false },
  { code: "completed", nameTh: "ดำเนินการเสร็จสิ้น", nameEn: "Completed", isFinal: true },
  { code: "rejected", nameTh: "ไม่รับเรื่อง", nameEn: "Rejected", isFinal: true },
  { code: "cancelled", nameTh: "ยกเลิก", nameEn: "Cancelled", isFinal: true },
];

/** A demo account (embedded demo database only). */
export interface DemoAccount {
  realm: "staff" | "person";
  name: string;
  password: string;
  email: string;
  citizenId?: string;
  profile: { title: string; firstname: string; lastname: string; phone?: string };
}

/** Demo accounts: a resident and a staff member. Never seeded into a production database by default. */
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
    daysAgo: 7,
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

/** A demo message or notification of the top bar; `minutesAgo` is its age at seeding time. */
export interface DemoInboxItem {
  title: string;
  description: string;
  icon: string | null;
  link: string | null;
  useRouter: boolean;
  minutesAgo: number;
  read: boolean;
}

/** A demo shortcut of the top bar. */
export interface DemoShortcut {
  label: string;
  description: string | null;
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

/** The three shortcuts every demo account starts with (in list order). */
const DEMO_SHORTCUTS: DemoShortcut[] = [
  {
    label: "เรื่องร้องเรียนของฉัน (My complaints)",
    description: "ติดตามเรื่องร้องเรียนที่ยื่นไว้",
    icon: "megaphone",
    link: "/e-service/main/complaints",
    useRouter: true,
  },
  {
    label: "ยื่นเรื่องร้องเรียน (File a complaint)",
    description: "แจ้งปัญหาถนน ไฟฟ้า ท่อระบายน้ำ และอื่น ๆ",
    icon: "file-text",
    link: "/e-service/main",
    useRouter: true,
  },
  {
    label: "ชำระค่าธรรมเนียมเก็บขยะ (Pay the garbage fee)",
    description: null,
    icon: "wallet",
    link: "/e-service/main/paygarbage",
    useRouter: true,
  },
];

/** Top-bar demo rows by demo account name (portal-spec.md section 2 "Top-bar widgets"). */
export const DEMO_WIDGETS: Record<string, DemoWidgets> = {
  somchai: {
    messages: [
      {
        title: "งานสาธารณสุข เทศบาล",
        description: "ได้รับเรื่องไฟฟ้าส่องสว่างหน้าซอย 5 ดับแล้ว เจ้าหน้าที่จะเข้าตรวจสอบภายใน 3 วันทำการ",
        icon: "message-circle",
        link: "/e-service/main/complaints",
        useRouter: true,
        minutesAgo: 25,
        read: false,
      },
      {
        title: "Municipal Engineering Division",
        description: "Repair of the pothole on the market road has started. Thank you for your report.",
        icon: "construction",
        link: "/e-service/main/complaints",
        useRouter: true,
        minutesAgo: 60 * 26,
        read: false,
      },
      {
        title: "กองคลัง",
        description: "ใบแจ้งค่าธรรมเนียมเก็บขยะประจำเดือนพร้อมให้ชำระผ่านระบบแล้ว",
        icon: "wallet",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 24 * 4,
        read: true,
      },
    ],
    notifications: [
      {
        title: "เรื่องร้องเรียนเปลี่ยนสถานะ",
        description: "เรื่องถนนหน้าตลาดสดเป็นหลุมลึก: กำลังดำเนินการ",
        icon: "bell",
        link: "/e-service/main/complaints",
        useRouter: true,
        minutesAgo: 40,
        read: false,
      },
      {
        title: "Water supply interruption",
        description: "Tap water will be off in Moo 4 on Saturday from 09:00 to 15:00 for pipe maintenance.",
        icon: "droplet",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 30,
        read: false,
      },
      {
        title: "ประชาสัมพันธ์ ฉีดวัคซีนป้องกันโรคพิษสุนัขบ้า",
        description: "ฟรี ณ ศาลาประชาคม วันอาทิตย์นี้ เวลา 08.30 - 12.00 น.",
        icon: "megaphone",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 24 * 6,
        read: true,
      },
    ],
    shortcuts: DEMO_SHORTCUTS,
  },
  admin: {
    messages: [
      {
        title: "ปลัดเทศบาล",
        description: "ขอให้ตรวจสอบคำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุก่อนเสนอลงนาม",
        icon: "mail",
        link: null,
        useRouter: false,
        minutesAgo: 15,
        read: false,
      },
      {
        title: "IT support",
        description: "The document server will restart tonight at 22:00 for updates.",
        icon: "settings",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 20,
        read: true,
      },
    ],
    notifications: [
      {
        title: "เรื่องร้องเรียนใหม่ 2 เรื่อง",
        description: "มีเรื่องร้องเรียนใหม่รอรับเรื่อง",
        icon: "bell",
        link: "/e-service/main/complaints",
        useRouter: true,
        minutesAgo: 10,
        read: false,
      },
      {
        title: "Document signed",
        description: "คำสั่งแต่งตั้งคณะกรรมการ.pdf was signed by the mayor.",
        icon: "file-check",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 5,
        read: false,
      },
      {
        title: "หนังสือเวียนจังหวัด",
        description: "มีหนังสือเวียนจากสำนักงานส่งเสริมการปกครองท้องถิ่นจังหวัด 1 ฉบับ",
        icon: "inbox",
        link: null,
        useRouter: false,
        minutesAgo: 60 * 24 * 3,
        read: true,
      },
    ],
    shortcuts: DEMO_SHORTCUTS,
  },
};

/** A document of the demo document store (for the top-bar document search). */
export interface DemoDocument {
  fullPathName: string;
  documentFolderId: number;
  documentTypeId: number;
}

/** Demo documents; the name is the last part of the path. Folder and type ids are illustrative. */
export const DEMO_DOCUMENTS: DemoDocument[] = [
  { fullPathName: "/สำนักปลัด/คำสั่ง/2569/คำสั่งแต่งตั้งคณะกรรมการ.pdf", documentFolderId: 11, documentTypeId: 1 },
  { fullPathName: "/สำนักปลัด/คำสั่ง/2569/คำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุ.pdf", documentFolderId: 11, documentTypeId: 1 },
  { fullPathName: "/สำนักปลัด/ประกาศ/2569/ประกาศรับสมัครพนักงานจ้าง.pdf", documentFolderId: 12, documentTypeId: 2 },
  { fullPathName: "/สำนักปลัด/หนังสือเวียน/2569/หนังสือเวียน สถ. ด่วนที่สุด.pdf", documentFolderId: 13, documentTypeId: 3 },
  { fullPathName: "/กองคลัง/งบประมาณ/2569/เทศบัญญัติงบประมาณรายจ่ายประจำปี 2569.pdf", documentFolderId: 21, documentTypeId: 4 },
  { fullPathName: "/กองคลัง/ภาษี/2569/ประกาศอัตราภาษีที่ดินและสิ่งปลูกสร้าง.pdf", documentFolderId: 22, documentTypeId: 2 },
  { fullPathName: "/กองช่าง/โครงการ/2569/โครงการซ่อมแซมถนนหน้าตลาดสด.docx", documentFolderId: 31, documentTypeId: 5 },
  { fullPathName: "/กองช่าง/แบบแปลน/Drainage plan Moo 4.pdf", documentFolderId: 32, documentTypeId: 6 },
  { fullPathName: "/กองสาธารณสุข/รายงาน/Waste collection report 2026-10.xlsx", documentFolderId: 41, documentTypeId: 7 },
  { fullPathName: "/กองสาธารณสุข/คำสั่ง/2569/คำสั่งจัดเวรเก็บขยะ.pdf", documentFolderId: 42, documentTypeId: 1 },
  { fullPathName: "/Council/Minutes/Council meeting minutes 2026-09.pdf", documentFolderId: 51, documentTypeId: 8 },
  { fullPathName: "/Council/Minutes/Council meeting minutes 2026-10.pdf", documentFolderId: 51, documentTypeId: 8 },
];
