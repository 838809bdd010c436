/**
 * The core set of curated icons: the glyphs the design system's own components use on any page, a guest's first
 * page included (close, chevrons, check, alerts, eye, language, date picker, QR copy, upload, timeline). The glyphs of
 * the signed-in shell (top-bar widgets, user menu, settings, search, lists) are in the menu set, which a signed-in
 * page loads before its first render (tracker issue 8: the critical path of the sign-in page). Always bundled with
 * `Icon`; one deep import per glyph (`lucide-react/icons/<glyph>`), so only these glyphs are bundled.
 */
import type { LucideIcon } from "lucide-react";
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
import House from "lucide-react/icons/house";
import Info from "lucide-react/icons/info";
import Languages from "lucide-react/icons/languages";
import Menu from "lucide-react/icons/menu";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import User from "lucide-react/icons/user";
import Upload from "lucide-react/icons/upload";
import X from "lucide-react/icons/x";

/** Core name → glyph. Keys are kebab-case; aliases point at the same glyph. */
export const coreIcons = {
  home: House,
  house: House,
  pencil: Pencil,
  plus: Plus,
  check: Check,
  eye: Eye,
  info: Info,
  "circle-check": CircleCheck,
  "triangle-alert": TriangleAlert,
  "circle-alert": CircleAlert,
  "eye-off": EyeOff,
  "external-link": ExternalLink,
  menu: Menu,
  x: X,
  close: X,
  "chevron-right": ChevronRight,
  "chevron-left": ChevronLeft,
  "chevron-down": ChevronDown,
  user: User,
  globe: Globe,
  languages: Languages,
  help: CircleHelp,
  circle: Circle,
  calendar: Calendar,
  copy: Copy,
  upload: Upload,
  file: File,
} as const satisfies Record<string, LucideIcon>;
