/**
 * PageHeader: the top of a page (issue 9, item 3f): breadcrumbs, the page's one `<h1>` title, an optional
 * description and an actions slot (buttons such as "New request"). Breadcrumbs are react-aria `Breadcrumbs`
 * in a `<nav>` named "Breadcrumbs" / "เส้นทางนำทาง"; each is this package's {@link Link}, so internal links go
 * through the app's router (`RouterProvider`) without a page reload. The last crumb is the current page
 * (`aria-current="page"`, not a link).
 */
import type { ReactNode } from "react";
import { Breadcrumb, Breadcrumbs } from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Icon } from "../icon/icon";
import { Link } from "../link/link";
import { pageHeaderVariants } from "./page-header.variants";

/** One breadcrumb of a {@link PageHeader}. */
export interface PageHeaderCrumb {
  /** Text of the crumb. */
  label: string;
  /** Where it leads (an app path; the router integration resolves it). The current page needs none. */
  href?: string;
  /** Unique id. @default the `href`, else the label */
  id?: string;
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page title, rendered as the page's `<h1>` (or `headingLevel`). */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Actions at the end of the title row (buttons, links, a menu). */
  actions?: ReactNode;
  /** Trail from the home page to this page; the last one is the current page. @default none */
  breadcrumbs?: readonly PageHeaderCrumb[];
  /** Heading level of the title (for a header inside a dialog or a sub-page). @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Classes merged over the root's. */
  className?: string;
}

/** A page header (see {@link PageHeaderProps}). */
export function PageHeader({ title, description, actions, breadcrumbs, headingLevel = 1, className }: PageHeaderProps) {
  const strings = useUiStrings();
  const slots = pageHeaderVariants();
  const Heading = `h${headingLevel}` as const;
  return (
    <header data-slot="page-header" className={slots.base({ className })}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={strings.breadcrumbs}>
          <Breadcrumbs className={slots.breadcrumbs()}>
            {breadcrumbs.map((crumb, index) => {
              const isLast = index === breadcrumbs.length - 1;
              return (
                <Breadcrumb key={crumb.id ?? crumb.href ?? crumb.label} id={crumb.id ?? crumb.href ?? crumb.label} className={slots.crumb()}>
                  <Link
                    href={isLast ? undefined : crumb.href}
                    variant="standalone"
                    className={isLast ? slots.current() : "text-muted"}
                  >
                    {crumb.label}
                  </Link>
                  {!isLast && <Icon name="chevron-right" size={14} className={slots.separator()} />}
                </Breadcrumb>
              );
            })}
          </Breadcrumbs>
        </nav>
      )}
      <div className={slots.row()}>
        <div className={slots.text()}>
          <Heading className={slots.title()}>{title}</Heading>
          {description && <p className={slots.description()}>{description}</p>}
        </div>
        {actions && <div className={slots.actions()}>{actions}</div>}
      </div>
    </header>
  );
}
