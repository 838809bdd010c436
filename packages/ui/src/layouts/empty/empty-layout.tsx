/**
 * `EmptyLayout` (docs/spec/portal-spec.md section 2 "Layouts" and "Route groups": sign-in, sign-up, error and maintenance
 * pages): the routed page only, in a `<main>` landmark. No navigation, no top bar, no footer and no settings
 * drawer button (the only layout without it).
 */
import type { LayoutProps } from "../common/layout-props";

/** Props of {@link EmptyLayout}: the page content and classes; every other layout prop is accepted and ignored. */
export type EmptyLayoutProps = Partial<LayoutProps>;

/** The empty shell: the page alone. */
export function EmptyLayout({ children, className }: EmptyLayoutProps) {
  return (
    <main data-slot="layout" data-layout="empty" className={["flex min-h-dvh w-full flex-col bg-background text-foreground", className].filter(Boolean).join(" ")}>
      {children}
    </main>
  );
}
