/**
 * The charts of the complaints dashboard (issue 11 item 8), drawn with Chart.js on a canvas. This module is
 * loaded lazily by the dashboard only, so that no other page pays for Chart.js; it registers just the pieces the
 * dashboard uses (bar and line charts, category and linear axes, points, tooltip) instead of `chart.js/auto`. The
 * legend is HTML rather than Chart.js's canvas legend: it follows text zoom and the theme, is read by screen readers,
 * and saves the plugin's bytes.
 *
 * Why Chart.js: a well-kept library (MIT, regular releases) whose tree-shaken bar and line charts weigh less than
 * the SVG libraries of the same reach; canvas output is not readable by assistive technology, so every chart is a
 * `role="img"` with a spoken summary, and the dashboard shows the same figures as a table next to it.
 *
 * Colours come from the theme's CSS variables (`--theme-primary`, `--scheme-success`, `--scheme-warn`...), read
 * again whenever the theme or the light/dark scheme changes (the `class` / `data-theme` of `<html>`), so the charts
 * stay readable in the dark scheme. Series are also told apart by more than colour: the closed-cases line is dashed
 * with square points. Animation is off when the user prefers reduced motion.
 */
import { useEffect, useEffectEvent, useRef, useState } from "react";
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from "chart.js";

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

/** Colours a series or a bar can take: tokens of the theme. */
export type ChartTone = "primary" | "info" | "success" | "warn" | "caution" | "muted" | "accent";

/** The CSS variable behind each tone. */
const TONE_VARIABLES: Record<ChartTone, string> = {
  primary: "--theme-primary",
  info: "--scheme-info",
  success: "--scheme-success",
  warn: "--scheme-warn",
  caution: "--scheme-caution",
  muted: "--scheme-hint",
  accent: "--scheme-accent",
};

/** The colours a chart is drawn with, read from the document's CSS variables. */
interface Palette {
  tone: Record<ChartTone, string>;
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
}

function readPalette(): Palette {
  const root = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback;
  const tone = Object.fromEntries(
    Object.entries(TONE_VARIABLES).map(([key, variable]) => [key, read(variable, "#4f46e5")]),
  ) as Record<ChartTone, string>;
  return {
    tone,
    text: read("--scheme-foreground", "#1e293b"),
    muted: read("--scheme-muted", "#475569"),
    grid: read("--scheme-border", "#e2e8f0"),
    surface: read("--scheme-surface", "#ffffff"),
    font: getComputedStyle(document.body).fontFamily,
  };
}

/** The palette, read again when `<html>` changes theme or scheme. */
function usePalette(): Palette {
  const [palette, setPalette] = useState(readPalette);
  useEffect(() => {
    const observer = new MutationObserver(() => setPalette(readPalette()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class", "data-theme", "data-scheme"] });
    return () => observer.disconnect();
  }, []);
  return palette;
}

/** Whether the user asked for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** One series of a chart. */
export interface ChartSeries {
  /** Its name (legend, tooltip). */
  label: string;
  /** One figure per category. */
  values: readonly number[];
  /** Its colour. */
  tone: ChartTone;
  /** Colours per bar instead (a bar chart of one series, for example statuses). */
  tones?: readonly ChartTone[];
  /** Drawn dashed with square points (line charts), so that it differs by more than colour. @default false */
  isDashed?: boolean;
}

/** Props of {@link BarChart} and {@link LineChart}. */
export interface ChartProps {
  /** The accessible name: what the chart shows and its figures in words. */
  "aria-label": string;
  /** The categories (x axis; y axis of a horizontal bar chart). */
  labels: readonly string[];
  /** The series. */
  series: readonly ChartSeries[];
  /** BCP 47 locale for the numbers. */
  locale: string;
  /** Height of the drawing in px. @default 280 */
  height?: number;
}

/**
 * Draws one Chart.js chart on a canvas and draws it again when its figures (`dataKey`) or the palette change, not
 * on every render of the page.
 */
function ChartCanvas({
  config,
  dataKey,
  label,
  height,
}: {
  config: (palette: Palette) => ChartConfiguration;
  dataKey: string;
  label: string;
  height: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const palette = usePalette();
  const build = useEffectEvent(() => config(palette));
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, build());
    return () => chart.destroy();
  }, [dataKey, palette]);
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}

/** The legend of a chart of several series: a swatch (a dashed line for a dashed series) and the series' name. */
function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-slot="chart-legend">
      {series.map((each) => (
        <li key={each.label} className="inline-flex items-center gap-2">
          <svg width="24" height="12" viewBox="0 0 24 12" aria-hidden="true" className="shrink-0">
            <line
              x1="1"
              y1="6"
              x2="23"
              y2="6"
              strokeWidth="3"
              style={{ stroke: `var(${TONE_VARIABLES[each.tone]})` }}
              strokeDasharray={each.isDashed ? "5 3" : undefined}
            />
            {each.isDashed ? (
              <rect x="9" y="3" width="6" height="6" style={{ fill: `var(${TONE_VARIABLES[each.tone]})` }} />
            ) : (
              <circle cx="12" cy="6" r="3.5" style={{ fill: `var(${TONE_VARIABLES[each.tone]})` }} />
            )}
          </svg>
          {each.label}
        </li>
      ))}
    </ul>
  );
}

/** Options shared by both kinds of chart. */
function baseOptions(palette: Palette, locale: string) {
  const font = { family: palette.font, size: 13 };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? (false as const) : undefined,
    locale,
    color: palette.text,
    font,
    plugins: {
      tooltip: {
        backgroundColor: palette.surface,
        titleColor: palette.text,
        bodyColor: palette.text,
        borderColor: palette.grid,
        borderWidth: 1,
        titleFont: font,
        bodyFont: font,
      },
    },
  };
}

function axis(palette: Palette, isValueAxis: boolean) {
  return {
    ticks: { color: palette.muted, font: { family: palette.font, size: 12 }, ...(isValueAxis ? { precision: 0 } : {}) },
    grid: { color: palette.grid, display: isValueAxis },
    border: { color: palette.grid },
    ...(isValueAxis ? { beginAtZero: true } : {}),
  };
}

/** Props of {@link BarChart}. */
export interface BarChartProps extends ChartProps {
  /** Bars along the y axis, for long category names (units, kinds). @default false */
  isHorizontal?: boolean;
}

/** A bar chart (one or more series), `role="img"` named by `aria-label`. */
export function BarChart({ "aria-label": label, labels, series, locale, height = 280, isHorizontal = false }: BarChartProps) {
  const config = (palette: Palette): ChartConfiguration<"bar"> => ({
    type: "bar",
    data: {
      labels: [...labels],
      datasets: series.map((each) => ({
        label: each.label,
        data: [...each.values],
        backgroundColor: each.tones ? each.tones.map((tone) => palette.tone[tone]) : palette.tone[each.tone],
        borderRadius: 4,
        maxBarThickness: 36,
      })),
    },
    options: {
      ...baseOptions(palette, locale),
      indexAxis: isHorizontal ? "y" : "x",
      scales: isHorizontal ? { x: axis(palette, true), y: axis(palette, false) } : { x: axis(palette, false), y: axis(palette, true) },
    },
  });
  const dataKey = JSON.stringify([labels, series, locale, isHorizontal]);
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend series={series} />
      <ChartCanvas config={config as (palette: Palette) => ChartConfiguration} dataKey={dataKey} label={label} height={height} />
    </div>
  );
}

/** A line chart (one line per series, points on each category), `role="img"` named by `aria-label`. */
export function LineChart({ "aria-label": label, labels, series, locale, height = 280 }: ChartProps) {
  const config = (palette: Palette): ChartConfiguration<"line"> => ({
    type: "line",
    data: {
      labels: [...labels],
      datasets: series.map((each) => ({
        label: each.label,
        data: [...each.values],
        borderColor: palette.tone[each.tone],
        backgroundColor: palette.tone[each.tone],
        borderDash: each.isDashed ? [6, 4] : undefined,
        pointStyle: each.isDashed ? "rect" : "circle",
        pointRadius: 4,
        tension: 0.2,
      })),
    },
    options: {
      ...baseOptions(palette, locale),
      interaction: { mode: "index", intersect: false },
      scales: { x: axis(palette, false), y: axis(palette, true) },
    },
  });
  const dataKey = JSON.stringify([labels, series, locale]);
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend series={series} />
      <ChartCanvas config={config as (palette: Palette) => ChartConfiguration} dataKey={dataKey} label={label} height={height} />
    </div>
  );
}
