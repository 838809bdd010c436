/**
 * PageContainer: the region that holds a page's content inside a layout (tracker issue 42 item 3), so that the content
 * does not sit flush against the navigation or the top bar: gutters of 16 px on a phone, 24 px from 640 px and 32 px
 * from 1024 px wide, a largest width (80 rem by default) centred on wide screens, and a 24 px gap between its children
 * (a {@link PageHeader}, sections, tables).
 *
 * Given `aria-label` or `aria-labelledby` it is a `<section>`, a named region landmark (WAI-ARIA `region`); without a
 * name it is a plain `<div>`, because the layout's `<main>` is already the page's landmark.
 */
import type { ReactNode } from "react";
import { pageContainerVariants } from "./page-container.variants";

/** Props of {@link PageContainer}. */
export interface PageContainerProps {
  /** The page's content. */
  children?: ReactNode;
  /** Largest width: `narrow` 48 rem (forms, articles), `default` 80 rem, `full` the whole layout. @default "default" */
  size?: "narrow" | "default" | "full";
  /** Whether it keeps the gutters (16 / 24 / 32 px by width, and 24 px above and below). @default true */
  gutters?: boolean;
  /** Names the region (a `<section>` landmark); leave out when the content has no name of its own. */
  "aria-label"?: string;
  /** Id of the element naming the region, usually the page's heading; makes it a `<section>` landmark. */
  "aria-labelledby"?: string;
  /** Classes merged over the container's. */
  className?: string;
}

/** The content region of a page (see {@link PageContainerProps}). */
export function PageContainer({ children, size, gutters, className, ...aria }: PageContainerProps) {
  const classes = pageContainerVariants({ size, gutters, className });
  const named = Boolean(aria["aria-label"] || aria["aria-labelledby"]);
  return named ? (
    <section data-slot="page-container" className={classes} {...aria}>
      {children}
    </section>
  ) : (
    <div data-slot="page-container" className={classes}>
      {children}
    </div>
  );
}
