/**
 * Small blocks for the MDX guides (the designers' site): do / don't pairs and token swatches. Styled inline
 * with the ui's CSS variables (`--scheme-*`, `--theme-*`), because Tailwind scans only the ui sources, not
 * this folder. Imported by `packages/ui/src/**\/*.mdx`; not part of the package.
 */
import { useState, type CSSProperties, type ReactNode } from "react";
import { useResolvedScheme } from "../packages/ui/src/theme";

/**
 * The layout pictures (`packages/ui/src/layouts/pictures/`, made from the visual test's screenshots by
 * `packages/ui/scripts/layout-pictures.mjs`), by file name without the extension: `<layout>-<desktop|phone>-<scheme>`.
 */
const layoutPictures: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>("../packages/ui/src/layouts/pictures/*.webp", { eager: true, import: "default", query: "?url" })).map(
    ([file, url]) => [file.replace(/^.*\/(.+)\.webp$/, "$1"), url],
  ),
);

const card: CSSProperties = {
  border: "1px solid var(--scheme-border)",
  borderRadius: 12,
  background: "var(--scheme-surface)",
  color: "var(--scheme-foreground)",
  overflow: "hidden",
};

/** A row of do / don't examples (two columns from 720 px, stacked below). */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: 16, margin: "16px 0 24px" }}>
      {children}
    </div>
  );
}

function Verdict({ kind, title, children }: { kind: "do" | "dont"; title: string; children: ReactNode }) {
  const colour = kind === "do" ? "var(--scheme-success)" : "var(--scheme-warn)";
  return (
    <figure style={{ ...card, margin: 0, borderTop: `4px solid ${colour}` }}>
      {/* `sb-unstyled`: Storybook's docs typography stays out of the live example. */}
      <div className="sb-unstyled" style={{ padding: 16, display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center", minHeight: 64 }}>
        {children}
      </div>
      <figcaption style={{ padding: "10px 16px", borderTop: "1px solid var(--scheme-border)", fontSize: 14 }}>
        <strong style={{ color: colour }}>{kind === "do" ? "✓ Do" : "✕ Don't"}</strong>
        {" - "}
        {title}
      </figcaption>
    </figure>
  );
}

/** A good example, with what makes it good. */
export function Do({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Verdict kind="do" title={title}>
      {children}
    </Verdict>
  );
}

/** A bad example, with what is wrong. */
export function Dont({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Verdict kind="dont" title={title}>
      {children}
    </Verdict>
  );
}

/** One colour token: a swatch in the current theme and scheme, its class and its variable. */
export function Swatch({ name, variable, on }: { name: string; variable: string; on?: string }) {
  return (
    <div style={{ ...card, display: "flex", flexDirection: "column" }}>
      <div
        style={{
          height: 56,
          background: `var(${variable})`,
          color: on ? `var(${on})` : undefined,
          display: "flex",
          alignItems: "center",
          paddingInline: 12,
          fontWeight: 600,
          borderBottom: "1px solid var(--scheme-border)",
        }}
      >
        {on ? "Aa ก ข" : null}
      </div>
      <div style={{ padding: "8px 12px", fontSize: 13, lineHeight: 1.4 }}>
        <code>{name}</code>
        <br />
        <span style={{ color: "var(--scheme-muted)" }}>{variable}</span>
      </div>
    </div>
  );
}

/**
 * Live samples on the ui's surface (so they follow the scheme) and outside Storybook's docs typography (its
 * unlayered styles beat Tailwind's utilities).
 */
export function Sample({ children }: { children: ReactNode }) {
  return (
    <div className="sb-unstyled" style={{ ...card, margin: "16px 0 24px", padding: 16 }}>
      {children}
    </div>
  );
}

/** A grid of swatches. */
export function Swatches({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))", gap: 12, margin: "16px 0 24px" }}>
      {children}
    </div>
  );
}

/** The computed value of a CSS custom property on `<html>` (for example `--font-sans`), live. */
export function TokenValue({ name }: { name: string }) {
  // Read once: the stylesheet is loaded before any docs page renders, and themes do not change these tokens.
  const [value] = useState(() =>
    typeof document === "undefined" ? "" : getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
  );
  return <code style={{ whiteSpace: "normal", overflowWrap: "anywhere" }}>{value || "(not set)"}</code>;
}

/**
 * One layout at desktop (1440 px, shown at 720) and phone (375 px, shown at 250) width, in the docs page's scheme: the
 * pictures of the Layouts guide (tracker issue 42 item 1).
 */
export function LayoutPicture({ name, title }: { name: string; title: string }) {
  const scheme = useResolvedScheme();
  const picture = (kind: "desktop" | "phone", width: number, height: number) => (
    <img
      src={layoutPictures[`${name}-${kind}-${scheme}`]}
      alt={`${title}, ${kind === "desktop" ? "desktop (1440 px)" : "phone (375 px)"}, ${scheme} scheme`}
      width={width}
      height={height}
      loading="lazy"
      style={{ ...card, maxWidth: "100%", height: "auto" }}
    />
  );
  return (
    <figure style={{ margin: "16px 0 32px" }}>
      <div className="sb-unstyled" style={{ display: "flex", flexWrap: "wrap", gap: 16, alignItems: "flex-start" }}>
        {picture("desktop", 720, 450)}
        {picture("phone", 250, 541)}
      </div>
      <figcaption style={{ fontSize: 14, marginTop: 8 }}>
        <strong>{title}</strong>
      </figcaption>
    </figure>
  );
}
