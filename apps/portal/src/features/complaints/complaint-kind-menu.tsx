/**
 * The complaint kind menu (issue 11 item 7; spec section 7 `GET /v1/ComplaintKindMenu/listAll`): an icons grid of
 * the kinds a resident can file, each a link to the form of that kind. A list of links, so that it is operated by
 * keyboard like any other (Tab, Enter) and read as "list, 15 items" by screen readers; two columns at 360 px, more
 * on wider screens. Names wrap rather than being cut.
 */
import { useId } from "react";
import { Icon, Link } from "@eoffice/ui";
import type { KindOption } from "./complaint-kind-options";

/** Props of {@link ComplaintKindMenu}. */
export interface ComplaintKindMenuProps {
  /** The heading of the grid (an `h2`); also names the list. */
  title: string;
  /** The kinds offered, in order. */
  options: readonly KindOption[];
  /** The address of the form of a kind. */
  hrefOf: (option: KindOption) => string;
  /** The heading element, to move focus to it (when the user comes back from the form). */
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/** The icons grid of complaint kinds (see {@link ComplaintKindMenuProps}). */
export function ComplaintKindMenu({ title, options, hrefOf, headingRef }: ComplaintKindMenuProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {options.map((option) => (
          <li key={option.kindId} className="min-w-0">
            <Link
              href={hrefOf(option)}
              variant="standalone"
              data-kind={option.kindId}
              className="flex h-full min-h-32 flex-col items-center justify-start gap-3 rounded-2xl border border-border bg-surface p-4 text-center text-foreground no-underline shadow-sm transition-colors hover:border-primary hover:bg-hover hover:no-underline"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon name={option.icon} size={26} />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5 break-words">
                <span className="text-sm font-semibold leading-snug">{option.name}</span>
                <span className="text-xs text-muted">{option.typeName}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
