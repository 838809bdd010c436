/**
 * The `empty` layout (docs/spec/portal-spec.md section 2, groups 1 and 4: their routes force it, whatever the configuration
 * or the `layout` query parameter say): the ui `EmptyLayout` (the page alone in `<main>`, no settings drawer)
 * holding a centred card, under the municipality's logo and name (its identity, tracker issue 38 item 1) and the
 * language choice. Used by the auth pages and the error pages.
 */
import type { ReactNode } from "react";
import { EmptyLayout as EmptyShell } from "@eoffice/ui";
import { LanguageSwitch } from "./language-switch";
import { usePageTitle } from "./use-page-title";
import { MunicipalityLogo, useMunicipalityName } from "./municipality";

/** Props of {@link EmptyLayout}. */
export interface EmptyLayoutProps {
  /** The page's heading (an `h1`). */
  title: string;
  /** Text under the heading. */
  intro?: ReactNode;
  /** Width of the card: `sm` 448 px, `md` 576 px. @default "sm" */
  width?: "sm" | "md";
  children?: ReactNode;
}

/** A page without navigation: logo, language choice, a card with a heading and the content. */
export function EmptyLayout({ title, intro, width = "sm", children }: EmptyLayoutProps) {
  const municipality = useMunicipalityName();
  usePageTitle(title);
  return (
    <EmptyShell>
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <span className="flex items-center gap-2 font-semibold">
          <MunicipalityLogo />
          <span>{municipality}</span>
        </span>
        <LanguageSwitch />
      </header>
      <div className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div
          className={`w-full ${width === "sm" ? "max-w-md" : "max-w-xl"} rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-10`}
        >
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {intro && <p className="mt-2 text-muted">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </EmptyShell>
  );
}
