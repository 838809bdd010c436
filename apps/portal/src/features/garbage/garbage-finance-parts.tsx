/**
 * Parts shared by the sections of the finance officers' garbage fee page (`/mwp/garbage`; issue 13): the titled
 * section, the CSV export button, and the server-paged table, used by every list of the page
 * (accounts, payments, outstanding accounts, exceptions).
 */
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Button, showToast } from "@eoffice/ui";
import { PagedTable, type PagedTableProps } from "../../lib/paged-table";
import { exportGarbageCsv } from "./garbage-queries";

/** Width (px) under which the finance lists show cards. */
const CARD_BREAKPOINT = 900;

/** Props of {@link Section}. */
export interface SectionProps {
  /** Id of the heading; the section is named by it. */
  id: string;
  title: string;
  /** A line under the title. */
  intro?: string;
  /** Buttons at the top right (an export, "Open an account"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled region of the finance page (named by its heading). */
export function Section({ id, title, intro, children, actions }: SectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {intro && <p className="text-sm text-muted">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  /** The reconciliation report to download. */
  report: "payments" | "outstanding" | "exceptions";
  /** The period (`YYYY-MM-DD`, Bangkok), used by the payments report. */
  range: { from: string; to: string };
}

/** Downloads a reconciliation report as CSV and says whether it worked. */
export function ExportButton({ report, range }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={busy}
      onPress={async () => {
        setBusy(true);
        const ok = await exportGarbageCsv(report, range);
        setBusy(false);
        showToast(ok ? { title: t("garbage.finance.exported"), tone: "success" } : { title: t("garbage.finance.exportError"), tone: "error" });
      }}
    >
      {t(`garbage.finance.export.${report}`)}
    </Button>
  );
}

/** A server-paged list of the finance page: the portal's paged table, as cards under 900 px. */
export function FinanceTable<T>(props: Omit<PagedTableProps<T>, "loadError" | "cardBreakpoint">) {
  const { t } = useTranslation();
  return <PagedTable {...props} loadError={t("garbage.loadError")} cardBreakpoint={CARD_BREAKPOINT} />;
}
