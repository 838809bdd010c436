/**
 * The empty state of a top-bar panel (docs/spec/shell-behaviour.md section 7 "Empty state"): a 56 px tinted circle with
 * the panel's icon, a heading and one hint line at most 240 px wide.
 */
import { Icon } from "../../components/icon/icon";
import { panelContentVariants } from "./panel.variants";

/** Props of {@link PanelEmptyState}. */
export interface PanelEmptyStateProps {
  /** Icon name of the curated set. */
  icon: string;
  /** Heading. */
  title: string;
  /** One line under the heading. */
  hint: string;
}

/** Empty state of a panel (see the module comment). */
export function PanelEmptyState({ icon, title, hint }: PanelEmptyStateProps) {
  const slots = panelContentVariants();
  return (
    <div className={slots.empty()} data-slot="empty-state">
      <span className={slots.emptyIcon()}>
        <Icon name={icon} size={24} />
      </span>
      <p className={slots.emptyTitle()}>{title}</p>
      <p className={slots.emptyHint()}>{hint}</p>
    </div>
  );
}
