/**
 * The link of a shortcut tile or an inbox row (docs/spec/portal-spec.md section 3: `link` plus `useRouter`).
 * `useRouter: true` renders the design system's `Link` (react-aria), which navigates through the app's
 * `RouterProvider` without a page reload; `false` renders a plain `<a>`, a full-page navigation (what the spec's
 * flag asks for). Both take the given classes only (no link colour or underline).
 */
import type { ReactNode } from "react";
import { Link } from "../../components/link/link";

/** Props of {@link WidgetLink}. */
export interface WidgetLinkProps {
  /** Target URL or app path. */
  href: string;
  /** Navigate with the app's router (`true`) or load the page (`false`). @default false */
  useRouter?: boolean;
  /** Classes of the link. */
  className?: string;
  /** Called after the link is followed (for example to close the panel). */
  onFollow?: () => void;
  children: ReactNode;
}

/** A router link or a full-page link, by `useRouter` (see the module comment). */
export function WidgetLink({ href, useRouter = false, className, onFollow, children }: WidgetLinkProps) {
  if (useRouter) {
    return (
      <Link href={href} variant="standalone" className={`text-inherit no-underline hover:no-underline ${className ?? ""}`} onPress={onFollow}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} onClick={onFollow}>
      {children}
    </a>
  );
}
