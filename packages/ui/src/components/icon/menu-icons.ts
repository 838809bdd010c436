/**
 * The menu set of curated icons: the glyphs that only menus, shortcuts and notifications name (services such as
 * `garbage`, `water`, `bridge`; spec section 2 "Default e-service menu", "Staff menu"), and those of the signed-in
 * shell (top-bar widgets, user menu, settings, search, lists). Loaded on demand by
 * `loadMenuIcons()` as a chunk of its own, so that a page without a menu (the sign-in page) does not carry them.
 * One deep import per glyph (`lucide-react/icons/<glyph>`), so only these glyphs are bundled.
 */
import type { LucideIcon } from "lucide-react";
import BadgeCheck from "lucide-react/icons/badge-check";
import Book from "lucide-react/icons/book";
import BookOpen from "lucide-react/icons/book-open";
import Bridge from "lucide-react/icons/bridge";
import ChartBar from "lucide-react/icons/chart-bar";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Construction from "lucide-react/icons/construction";
import Droplet from "lucide-react/icons/droplet";
import Dumbbell from "lucide-react/icons/dumbbell";
import EyeOff from "lucide-react/icons/eye-off";
import FileCog from "lucide-react/icons/file-cog";
import FileText from "lucide-react/icons/file-text";
import Folder from "lucide-react/icons/folder";
import FolderTree from "lucide-react/icons/folder-tree";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HardHat from "lucide-react/icons/hard-hat";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import IdCard from "lucide-react/icons/id-card";
import Landmark from "lucide-react/icons/landmark";
import Lightbulb from "lucide-react/icons/lightbulb";
import Megaphone from "lucide-react/icons/megaphone";
import Package from "lucide-react/icons/package";
import Receipt from "lucide-react/icons/receipt";
import Recycle from "lucide-react/icons/recycle";
import Shield from "lucide-react/icons/shield";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smile from "lucide-react/icons/smile";
import Stethoscope from "lucide-react/icons/stethoscope";
import TrafficCone from "lucide-react/icons/traffic-cone";
import Trash2 from "lucide-react/icons/trash-2";
import TreePine from "lucide-react/icons/tree-pine";
import Wallet from "lucide-react/icons/wallet";
import Warehouse from "lucide-react/icons/warehouse";
import Waves from "lucide-react/icons/waves";
import Bell from "lucide-react/icons/bell";
import Bookmark from "lucide-react/icons/bookmark";
import History from "lucide-react/icons/history";
import Inbox from "lucide-react/icons/inbox";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import List from "lucide-react/icons/list";
import LogOut from "lucide-react/icons/log-out";
import Mail from "lucide-react/icons/mail";
import MailOpen from "lucide-react/icons/mail-open";
import Maximize from "lucide-react/icons/maximize";
import Minimize from "lucide-react/icons/minimize";
import Moon from "lucide-react/icons/moon";
import Search from "lucide-react/icons/search";
import Settings from "lucide-react/icons/settings";
import Sun from "lucide-react/icons/sun";
import Users from "lucide-react/icons/users";

/** Menu name → glyph. Keys are kebab-case; aliases point at the same glyph. */
export const menuIcons = {
  bell: Bell,
  bookmark: Bookmark,
  inbox: Inbox,
  dashboard: LayoutDashboard,
  "log-out": LogOut,
  mail: Mail,
  "mail-open": MailOpen,
  maximize: Maximize,
  minimize: Minimize,
  moon: Moon,
  sun: Sun,
  settings: Settings,
  users: Users,
  history: History,
  logs: History,
  list: List,
  search: Search,
  trash: Trash2,
  garbage: Trash2,
  receipt: Receipt,
  payment: Receipt,
  wallet: Wallet,
  shield: Shield,
  disaster: Shield,
  droplet: Droplet,
  water: Droplet,
  package: Package,
  equipment: Package,
  "file-text": FileText,
  petition: FileText,
  lightbulb: Lightbulb,
  lighting: Lightbulb,
  road: TrafficCone,
  construction: Construction,
  "hard-hat": HardHat,
  waves: Waves,
  drain: Waves,
  landmark: Landmark,
  bridge: Bridge,
  stethoscope: Stethoscope,
  disease: Stethoscope,
  recycle: Recycle,
  waste: Recycle,
  tree: TreePine,
  badge: BadgeCheck,
  licence: IdCard,
  "id-card": IdCard,
  "heart-handshake": HeartHandshake,
  welfare: HeartHandshake,
  "graduation-cap": GraduationCap,
  education: GraduationCap,
  dumbbell: Dumbbell,
  book: Book,
  "book-open": BookOpen,
  warehouse: Warehouse,
  storage: Warehouse,
  chart: ChartBar,
  strategy: ChartBar,
  megaphone: Megaphone,
  complaints: Megaphone,
  whistleblowing: EyeOff,
  "clipboard-check": ClipboardCheck,
  "check-results": ClipboardCheck,
  smile: Smile,
  satisfaction: Smile,
  folder: Folder,
  "folder-tree": FolderTree,
  "file-cog": FileCog,
  "shield-check": ShieldCheck,
  authority: ShieldCheck,
} as const satisfies Record<string, LucideIcon>;
