/**
 * The core set of curated icons: the glyphs the design system's own components use (close, chevrons, check,
 * alerts, eye, top-bar widgets, date picker, QR copy, upload, timeline). Always bundled with `Icon`; one deep import per glyph
 * (`lucide-react/icons/<glyph>`), so only these glyphs are bundled.
 */
import type { LucideIcon } from "lucide-react";
import Bell from "lucide-react/icons/bell";
import Bookmark from "lucide-react/icons/bookmark";
import Calendar from "lucide-react/icons/calendar";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Circle from "lucide-react/icons/circle";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleHelp from "lucide-react/icons/circle-help";
import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import File from "lucide-react/icons/file";
import Globe from "lucide-react/icons/globe";
import History from "lucide-react/icons/history";
import House from "lucide-react/icons/house";
import Inbox from "lucide-react/icons/inbox";
import Info from "lucide-react/icons/info";
import Languages from "lucide-react/icons/languages";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import List from "lucide-react/icons/list";
import LogOut from "lucide-react/icons/log-out";
import Mail from "lucide-react/icons/mail";
import MailOpen from "lucide-react/icons/mail-open";
import Maximize from "lucide-react/icons/maximize";
import Menu from "lucide-react/icons/menu";
import Minimize from "lucide-react/icons/minimize";
import Moon from "lucide-react/icons/moon";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Search from "lucide-react/icons/search";
import Settings from "lucide-react/icons/settings";
import Sun from "lucide-react/icons/sun";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import User from "lucide-react/icons/user";
import Upload from "lucide-react/icons/upload";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";

/** Core name → glyph. Keys are kebab-case; aliases point at the same glyph. */
export const coreIcons = {
  home: House,
  house: House,
  pencil: Pencil,
  plus: Plus,
  check: Check,
  "mail-open": MailOpen,
  eye: Eye,
  info: Info,
  "circle-check": CircleCheck,
  "triangle-alert": TriangleAlert,
  "circle-alert": CircleAlert,
  "eye-off": EyeOff,
  search: Search,
  users: Users,
  list: List,
  mail: Mail,
  "external-link": ExternalLink,
  menu: Menu,
  x: X,
  close: X,
  "chevron-right": ChevronRight,
  "chevron-left": ChevronLeft,
  "chevron-down": ChevronDown,
  bell: Bell,
  inbox: Inbox,
  bookmark: Bookmark,
  maximize: Maximize,
  minimize: Minimize,
  settings: Settings,
  "log-out": LogOut,
  user: User,
  globe: Globe,
  languages: Languages,
  dashboard: LayoutDashboard,
  sun: Sun,
  moon: Moon,
  help: CircleHelp,
  circle: Circle,
  calendar: Calendar,
  copy: Copy,
  upload: Upload,
  file: File,
  history: History,
  logs: History,
} as const satisfies Record<string, LucideIcon>;
