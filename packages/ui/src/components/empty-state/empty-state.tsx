/**
 * EmptyState: what a list, table or page shows when there is nothing to show yet (issue 9, item 3e; also the
 * empty state of {@link DataTable}). An icon, a title, an optional description and an optional action (for
 * example a button "Send a new request").
 */
import { createElement, type ReactNode } from "react";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Icon } from "../icon/icon";
import { emptyStateVariants, type EmptyStateVariants } from "./empty-state.variants";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Curated icon name (see `iconNames`), decorative; `null` shows no icon. @default "inbox" */
  icon?: string | null;
  /** The title. @default the ui string `noResults` ("No results" / "ไม่พบข้อมูล") */
  title?: ReactNode;
  /** A sentence of help under the title. */
  description?: ReactNode;
  /** An action, usually a {@link Button} or {@link Link}. */
  action?: ReactNode;
  /**
   * Heading level of the title (`2`-`4`), or `"none"` for a plain paragraph (inside a table cell or a card,
   * where a heading would break the page outline). @default "none"
   */
  headingLevel?: 2 | 3 | 4 | "none";
  /** Vertical padding: `sm` 24 px, `md` 48 px. @default "md" */
  size?: EmptyStateVariants["size"];
  /** Classes merged over the root's. */
  className?: string;
}

/** An empty state (see {@link EmptyStateProps}). */
export function EmptyState({
  icon = "inbox",
  title,
  description,
  action,
  headingLevel = "none",
  size,
  className,
}: EmptyStateProps) {
  const strings = useUiStrings();
  const slots = emptyStateVariants({ size });
  const titleTag = headingLevel === "none" ? "p" : `h${headingLevel}`;
  return (
    <div data-slot="empty-state" className={slots.base({ className })}>
      {icon !== null && (
        <span className={slots.icon()}>
          <Icon name={icon} size={24} />
        </span>
      )}
      {createElement(titleTag, { className: slots.title(), "data-slot": "empty-state-title" }, title ?? strings.noResults)}
      {description && <p className={slots.description()}>{description}</p>}
      {action && <div className={slots.action()}>{action}</div>}
    </div>
  );
}
