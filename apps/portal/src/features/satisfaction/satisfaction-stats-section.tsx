/**
 * The satisfaction part of the analytics dashboard (issue 12 item 5; contract `getSatisfactionStats`,
 * `exportSatisfaction`): over the staff member's cases completed in the dashboard's period, the response rate
 * (answers / completed cases), the average rating and the share "resolved", then the same figures per division,
 * per service and per month as tables, the general survey of the portal, and "Download CSV" (UTF-8 with a BOM, so
 * that spreadsheet programs show Thai).
 *
 * Tables scroll inside their own box on a narrow screen; the page never scrolls sideways.
 *
 * Accessible names for tests: heading "Satisfaction"; tables "Satisfaction by division", "Satisfaction by service",
 * "Satisfaction by month", "Portal survey"; button "Download CSV".
 */
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Spinner, showToast } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { INTL_LOCALES } from "../../i18n/languages";
import { useLanguage } from "../../i18n/use-language";
import { localName } from "../../lib/local-name";
import { attachmentName, saveBlob } from "../../lib/save-file";
import { fetchSatisfactionCsv, useSatisfactionStats } from "./satisfaction-queries";
import { FigureTable } from "../../lib/figure-table";
import { bangkokDay } from "@eoffice/thai";

type Group = Schemas["SatisfactionGroup"];

/** Props of {@link SatisfactionStatsSection}. */
export interface SatisfactionStatsSectionProps {
  /** The period's first instant (ISO 8601), the dashboard's. */
  from: string;
}

/** The dashboard's satisfaction section (see the module comment). */
export function SatisfactionStatsSection({ from }: SatisfactionStatsSectionProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const stats = useSatisfactionStats(from);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const locale = INTL_LOCALES[language];
  const format = useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
    const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    return {
      count: (n: number) => count.format(n),
      percent: (n: number | null) => (n === null ? "–" : percent.format(n)),
      score: (n: number | null) => (n === null ? "–" : score.format(n)),
    };
  }, [locale]);

  const download = async () => {
    setExportError(null);
    setExporting(true);
    try {
      const { blob, disposition } = await fetchSatisfactionCsv(from);
      saveBlob(blob, attachmentName(disposition, `satisfaction-${bangkokDay(Date.now())}.csv`));
      showToast({ title: t("satisfaction.stats.exported"), tone: "success" });
    } catch (error) {
      setExportError(errorMessage(error, t("satisfaction.stats.exportError")));
    } finally {
      setExporting(false);
    }
  };

  const data = stats.data;
  return (
    <section aria-labelledby="analytics-satisfaction" className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="analytics-satisfaction" className="text-lg font-semibold">
            {t("satisfaction.stats.title")}
          </h2>
          <p className="text-sm text-muted">{t("satisfaction.stats.intro")}</p>
        </div>
        <Button variant="secondary" onPress={() => void download()} isPending={exporting} isDisabled={!data} className="self-start sm:self-center">
          {t("satisfaction.stats.download")}
        </Button>
      </div>
      {exportError && <Alert tone="error">{exportError}</Alert>}
      {stats.error ? (
        <Alert tone="error" onRetry={() => void stats.refetch()}>
          {errorMessage(stats.error, t("satisfaction.stats.loadError"))}
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-8">
          <Spinner size="md" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Figure label={t("satisfaction.stats.responseRate")} value={format.percent(data.total.responseRate)} note={t("satisfaction.stats.ofCompleted", { answers: format.count(data.total.answers), completed: format.count(data.total.completed) })} />
            <Figure label={t("satisfaction.stats.averageRating")} value={format.score(data.total.averageRating)} note={t("satisfaction.stats.outOfFive")} />
            <Figure label={t("satisfaction.stats.resolvedShare")} value={format.percent(data.total.resolvedShare)} />
          </dl>
          <GroupTable id="satisfaction-by-unit" title={t("satisfaction.stats.byUnit")} rowHeader={t("satisfaction.stats.unit")} groups={data.byUnit} name={(g) => localName(g, language)} format={format} />
          <GroupTable id="satisfaction-by-service" title={t("satisfaction.stats.byService")} rowHeader={t("satisfaction.stats.service")} groups={data.byService} name={(g) => localName(g, language)} format={format} />
          <GroupTable id="satisfaction-by-month" title={t("satisfaction.stats.byMonth")} rowHeader={t("satisfaction.stats.month")} groups={data.byMonth} name={(g) => localName(g, language)} format={format} />
          <GroupTable
            id="satisfaction-general"
            title={t("satisfaction.stats.general")}
            rowHeader={t("satisfaction.stats.survey")}
            groups={[data.general]}
            name={(g) => localName(g, language)}
            format={format}
            withoutRate
          />
        </>
      )}
    </section>
  );
}

/** One key figure. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** Formatters of the tables. */
interface Formats {
  count: (n: number) => string;
  percent: (n: number | null) => string;
  score: (n: number | null) => string;
}

/** A table of groups: completed, answers, response rate, average scores. */
function GroupTable({
  id,
  title,
  rowHeader,
  groups,
  name,
  format,
  withoutRate = false,
}: {
  id: string;
  title: string;
  rowHeader: string;
  groups: readonly Group[];
  name: (group: Group) => string;
  format: Formats;
  withoutRate?: boolean;
}) {
  const { t } = useTranslation();
  const columns: { header: string; value: (g: Group) => string }[] = [
    ...(withoutRate ? [] : [{ header: t("satisfaction.stats.completed"), value: (g: Group) => format.count(g.completed) }]),
    { header: t("satisfaction.stats.answers"), value: (g) => format.count(g.answers) },
    ...(withoutRate ? [] : [{ header: t("satisfaction.stats.rate"), value: (g: Group) => format.percent(g.responseRate) }]),
    { header: t("satisfaction.stats.rating"), value: (g) => format.score(g.averageRating) },
    { header: t("satisfaction.stats.resolved"), value: (g) => format.percent(g.resolvedShare) },
    { header: t("satisfaction.stats.speed"), value: (g) => format.score(g.averageSpeed) },
    { header: t("satisfaction.stats.courtesy"), value: (g) => format.score(g.averageCourtesy) },
  ];
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {groups.length === 0 ? (
        <p className="text-sm text-muted">{t("satisfaction.stats.none")}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
          <FigureTable
            title={title}
            rowHeader={rowHeader}
            rows={groups.map(name)}
            columns={columns.map((column) => ({ header: column.header, values: groups.map(column.value) }))}
          />
        </div>
      )}
    </div>
  );
}
