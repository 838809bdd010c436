/**
 * Small wireframes of the layouts for the layout picker (docs/spec/shell-behaviour.md section 5 "Layout": wireframe
 * thumbnails with labels). Each is drawn from a few boxes described as data; decorative (the name is the label).
 */
import type { LayoutName } from "../layouts/layout-names";

/** A box of a wireframe, in a 80 x 56 grid; `tone` picks its colour. */
interface WireBox {
  x: number;
  y: number;
  w: number;
  h: number;
  tone: "nav" | "bar" | "content" | "primary";
}

const W = 80;
const H = 56;

/** A vertical shell: navigation `navWidth` wide, a top bar, content and (unless classy) a footer. */
function vertical(navWidth: number, options: { footer?: boolean; navTone?: WireBox["tone"] } = {}): WireBox[] {
  const { footer = true, navTone = "nav" } = options;
  return [
    { x: 0, y: 0, w: navWidth, h: H, tone: navTone },
    { x: navWidth, y: 0, w: W - navWidth, h: 6, tone: "bar" },
    { x: navWidth + 3, y: 9, w: W - navWidth - 6, h: footer ? 38 : 44, tone: "content" },
    ...(footer ? [{ x: navWidth, y: H - 5, w: W - navWidth, h: 5, tone: "bar" } as WireBox] : []),
  ];
}

/** The boxes of every layout's wireframe. */
const WIREFRAMES: Record<LayoutName, WireBox[]> = {
  empty: [{ x: 4, y: 4, w: W - 8, h: H - 8, tone: "content" }],
  classic: vertical(20),
  classy: vertical(20, { footer: false }),
  compact: vertical(12),
  dense: vertical(8),
  futuristic: vertical(20, { navTone: "primary" }),
  thin: vertical(6, { navTone: "bar" }),
  centered: [
    { x: 6, y: 4, w: W - 12, h: 7, tone: "bar" },
    { x: 9, y: 14, w: W - 18, h: 30, tone: "content" },
    { x: 6, y: H - 9, w: W - 12, h: 5, tone: "bar" },
  ],
  enterprise: [
    { x: 0, y: 0, w: W, h: 7, tone: "nav" },
    { x: 0, y: 7, w: W, h: 5, tone: "bar" },
    { x: 6, y: 16, w: W - 12, h: 30, tone: "content" },
    { x: 0, y: H - 6, w: W, h: 6, tone: "bar" },
  ],
  material: [
    { x: 0, y: 0, w: W, h: 18, tone: "primary" },
    { x: 6, y: 5, w: W - 12, h: 11, tone: "bar" },
    { x: 6, y: 19, w: W - 12, h: 26, tone: "content" },
    { x: 6, y: H - 8, w: W - 12, h: 5, tone: "bar" },
  ],
  modern: [
    { x: 0, y: 0, w: W, h: 8, tone: "bar" },
    { x: 3, y: 11, w: W - 6, h: 36, tone: "content" },
    { x: 0, y: H - 5, w: W, h: 5, tone: "bar" },
  ],
};

const TONES: Record<WireBox["tone"], string> = {
  nav: "fill-nav dark:fill-current dark:opacity-40",
  bar: "fill-current opacity-25",
  content: "fill-current opacity-10",
  primary: "fill-primary",
};

/** Props of {@link LayoutThumbnail}. */
export interface LayoutThumbnailProps {
  /** The layout drawn. */
  layout: LayoutName;
}

/** A decorative 80 x 56 wireframe of a layout. */
export function LayoutThumbnail({ layout }: LayoutThumbnailProps) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" className="block h-auto w-full rounded border border-border bg-background">
      {WIREFRAMES[layout].map((box, index) => (
        <rect key={index} x={box.x} y={box.y} width={box.w} height={box.h} rx={1} className={TONES[box.tone]} />
      ))}
    </svg>
  );
}
