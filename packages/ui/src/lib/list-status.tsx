import type { ReactNode } from "react";
import { Alert } from "../components/alert/alert";
import { EmptyState } from "../components/empty-state/empty-state";
import type { IconName } from "../components/icon/icon-map";
import { Spinner } from "../components/spinner/spinner";

/** What {@link listStatus} needs to know about a dated list (Timeline, MessageThread). */
export interface ListStatusOptions {
  /** `true` for the list's own error text, or a message. */
  error?: ReactNode;
  /** The list's own error text. */
  errorText: string;
  onRetry?: () => void;
  isLoading: boolean;
  isEmpty: boolean;
  /** The caller's empty state, replacing the default one. */
  emptyState?: ReactNode;
  emptyIcon: IconName;
  emptyTitle: string;
  /** Classes of the area that holds the spinner. */
  statusAreaClassName: string;
}

/**
 * What a list shows instead of its items: the error (with "Try again"), a spinner while loading, or its empty state;
 * `null` when the items are to be shown. Shared by Timeline and MessageThread so that both behave alike.
 */
export function listStatus(o: ListStatusOptions): ReactNode | null {
  if (o.error) {
    return (
      <Alert tone="error" onRetry={o.onRetry}>
        {o.error === true ? o.errorText : o.error}
      </Alert>
    );
  }
  if (o.isLoading) {
    return (
      <div className={o.statusAreaClassName}>
        <Spinner size="lg" className="text-primary" />
      </div>
    );
  }
  if (o.isEmpty) return o.emptyState ?? <EmptyState icon={o.emptyIcon} title={o.emptyTitle} size="sm" />;
  return null;
}
