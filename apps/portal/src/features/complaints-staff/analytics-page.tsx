/**
 * The complaints dashboard (`/dashboards/analytics`, spec route group 5; issue 11 item 8; contract
 * `getComplaintStats`) for staff, over the cases of their queue filed in the chosen period (the last 4, 12, 26 or
 * 52 weeks, counted in whole weeks from Monday in Bangkok; kept in the address as `?weeks=12`):
 *
 * - figures: cases filed, open cases, overdue cases (a link to the queue's overdue cases), median days to close;
 * - charts: cases by status, by unit (with the overdue ones) and by kind (bars), and the weekly trend of cases
 *   filed and closed (lines). Each chart is an image named by a summary of its figures, followed by a disclosure
 *   "Show data as a table" with the same figures, so nothing is given by the drawing alone.
 *
 * The charts (Chart.js) are a module of their own loaded by this page only (`analytics-charts.tsx`); the figures
 * and the tables show while it loads.
 *
 * - satisfaction (issue 12 item 5): response rate and average scores per division, service and month of the cases
 *   completed in the period, as tables, with a CSV download (`satisfaction/satisfaction-stats-section.tsx`).
 *
 * Accessible names for tests: heading "Complaints dashboard"; select "Period"; region "Key figures"; sections
 * "Cases by status", "Cases by unit", "Cases by kind", "Cases filed and closed per week", each with an image and
 * the disclosure "Show data as a table" holding a table of the same name.
 */
import { Suspense, lazy, useMemo, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation, useSearch } from "wouter";
import { Alert, EmptyState, Link, PageHeader, Select, Spinner } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { INTL_LOCALES } from "../../i18n/languages";
import { useLanguage } from "../../i18n/use-language";
import { dateTimeFormat } from "../../lib/format-date";
import { localName } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { useComplaintStatuses } from "../complaints";
import {
  ANALYTICS_PERIODS,
  listSummary,
  parseAnalyticsPeriod,
  periodStart,
  trendFigures,
  type ChartItem,
} from "./analytics-data";
import type { ChartTone } from "./analytics-charts";
import { QUEUE_STATUSES, type QueueStatus } from "./queue-filters";
import { STAFF_COMPLAINTS_PATH } from "./queue-paths";
import { useComplaintStats } from "./staff-complaint-queries";
import { SatisfactionStatsSection } from "../satisfaction";
import { FigureTable, type FigureColumn } from "../../lib/figure-table";

const BarChart = lazy(() => import("./analytics-charts").then((module) => ({ default: module.BarChart })));
const LineChart = lazy(() => import("./analytics-charts").then((module) => ({ default: module.LineChart })));

/** The colour of each status in the status chart (the axis names the status; the colour only repeats it). */
const STATUS_TONES: Record<QueueStatus, ChartTone> = {
  received: "info",
  accepted: "primary",
  in_progress: "caution",
  completed: "success",
  rejected: "warn",
  cancelled: "muted",
};

/** One figure of the key figures. */
function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums">{value}</dd>
      {children && <dd className="text-sm">{children}</dd>}
    </div>
  );
}

/** A chart with its heading and the same figures as a table behind a disclosure. */
function ChartSection({
  id,
  title,
  chart,
  height,
  rowHeader,
  rows,
  columns,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  height: number;
  rowHeader: string;
  rows: readonly string[];
  columns: readonly FigureColumn[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <Suspense
        fallback={
          <div className="flex items-center justify-center gap-2 text-sm text-muted" style={{ height }}>
            <Spinner size="sm" />
            {t("analytics.loadingChart")}
          </div>
        }
      >
        {chart}
      </Suspense>
      <details className="group">
        <summary className="cursor-pointer rounded text-sm font-medium text-primary outline-primary focus-visible:outline-2 focus-visible:outline-offset-2">
          {t("analytics.showTable")}
        </summary>
        <div className="mt-3 overflow-x-auto">
          <FigureTable title={title} rowHeader={rowHeader} rows={rows} columns={columns} />
        </div>
      </details>
    </section>
  );
}

/** Height of a horizontal bar chart with `count` categories, in px. */
function barsHeight(count: number, perBar: number): number {
  return Math.max(160, 56 + count * perBar);
}

/** The complaints dashboard (route module). */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("analytics.title"));
  const [path, navigate] = useLocation();
  const weeks = parseAnalyticsPeriod(useSearch());
  const from = useMemo(() => periodStart(weeks), [weeks]);
  const stats = useComplaintStats(from);
  const statuses = useComplaintStatuses();
  const locale = INTL_LOCALES[language];

  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const decimal = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale]);
  const weekLabel = useMemo(() => {
    const format = dateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
    return (weekStart: string) => format.format(new Date(`${weekStart}T00:00:00Z`));
  }, [locale]);
  const statusName = useMemo(() => {
    const names = new Map((statuses.data ?? []).map((status) => [status.code, localName(status, language)]));
    return (code: QueueStatus) => names.get(code) ?? t(`queue.statuses.${code}`);
  }, [statuses.data, language, t]);

  const data = stats.data;
  const fmt = (value: number) => number.format(value);
  const more = (count: number) => t("analytics.more", { n: fmt(count) });
  const summary = (title: string, items: readonly ChartItem[]) => t("analytics.chartSummary", { title, figures: listSummary(items, fmt, more) });

  const byStatus = QUEUE_STATUSES.map((code) => ({
    code,
    label: statusName(code),
    value: data?.byStatus.find((each) => each.code === code)?.count ?? 0,
  }));
  const openCount = byStatus.filter((each) => ["received", "accepted", "in_progress"].includes(each.code)).reduce((sum, each) => sum + each.value, 0);
  const byUnit = (data?.byUnit ?? []).map((each) => ({
    label: each.unit ? localName(each.unit, language) : t("queue.notRouted"),
    value: each.count,
    overdue: each.overdue,
  }));
  // Complaints per kind and e-service requests per service (issue 12), in one list, most first.
  const byKind = [
    ...(data?.byKind ?? []).map((each) => ({ label: localName(each, language), value: each.count, type: t("eservice.stats.complaint") })),
    ...(data?.byService ?? []).map((each) => ({ label: localName(each, language), value: each.count, type: t("eservice.stats.request") })),
  ].sort((a, b) => b.value - a.value);
  const weekly = data?.weekly ?? [];
  const trend = trendFigures(weekly);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader
        title={t("analytics.title")}
        description={t("analytics.intro")}
        actions={
          <Select
            label={t("analytics.period")}
            items={ANALYTICS_PERIODS.map((each) => ({ id: String(each), label: t("analytics.weeks", { n: each }) }))}
            value={String(weeks)}
            onChange={(key) => key !== null && navigate(`${path}?weeks=${String(key)}`)}
            className="w-48"
          />
        }
      />

      {stats.error ? (
        <Alert tone="error" onRetry={() => void stats.refetch()}>
          {t("analytics.loadError")} {errorMessage(stats.error, "")}
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : (
        <>
          <section aria-labelledby="analytics-figures" aria-busy={stats.isFetching || undefined}>
            <h2 id="analytics-figures" className="sr-only">
              {t("analytics.figures")}
            </h2>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label={t("analytics.total")} value={fmt(data.total)} />
              <Figure label={t("analytics.open")} value={fmt(openCount)} />
              <Figure label={t("analytics.overdue")} value={fmt(data.overdue)}>
                {data.overdue > 0 && (
                  <Link href={`${STAFF_COMPLAINTS_PATH}?overdue=1`} variant="standalone">
                    {t("analytics.seeOverdue")}
                  </Link>
                )}
              </Figure>
              <Figure
                label={t("analytics.median")}
                value={data.medianDaysToClose === null ? "–" : decimal.format(data.medianDaysToClose)}
              >
                {data.medianDaysToClose === null ? <span className="text-muted">{t("analytics.noneClosed")}</span> : undefined}
              </Figure>
            </dl>
          </section>

          {data.total === 0 ? (
            <EmptyState icon="inbox" headingLevel={2} title={t("analytics.empty")} description={t("analytics.emptyHint")} />
          ) : (
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
              <ChartSection
                id="analytics-status"
                title={t("analytics.byStatus")}
                height={280}
                chart={
                  <BarChart
                    aria-label={summary(t("analytics.byStatus"), byStatus)}
                    labels={byStatus.map((each) => each.label)}
                    series={[
                      {
                        label: t("analytics.cases"),
                        values: byStatus.map((each) => each.value),
                        tone: "primary",
                        tones: byStatus.map((each) => STATUS_TONES[each.code]),
                      },
                    ]}
                    locale={locale}
                  />
                }
                rowHeader={t("analytics.status")}
                rows={byStatus.map((each) => each.label)}
                columns={[{ header: t("analytics.cases"), values: byStatus.map((each) => fmt(each.value)) }]}
              />
              <ChartSection
                id="analytics-trend"
                title={t("analytics.trend")}
                height={280}
                chart={
                  <LineChart
                    aria-label={t("analytics.trendSummary", {
                      weeks,
                      filed: fmt(trend.filed),
                      closed: fmt(trend.closed),
                      peak: trend.peakWeek
                        ? t("analytics.peak", { week: weekLabel(trend.peakWeek), n: fmt(trend.peak) })
                        : "",
                    })}
                    labels={weekly.map((each) => weekLabel(each.weekStart))}
                    series={[
                      { label: t("analytics.filed"), values: weekly.map((each) => each.filed), tone: "primary" },
                      { label: t("analytics.closed"), values: weekly.map((each) => each.closed), tone: "success", isDashed: true },
                    ]}
                    locale={locale}
                  />
                }
                rowHeader={t("analytics.weekOf")}
                rows={weekly.map((each) => weekLabel(each.weekStart))}
                columns={[
                  { header: t("analytics.filed"), values: weekly.map((each) => fmt(each.filed)) },
                  { header: t("analytics.closed"), values: weekly.map((each) => fmt(each.closed)) },
                ]}
              />
              <ChartSection
                id="analytics-unit"
                title={t("analytics.byUnit")}
                height={barsHeight(byUnit.length, 44)}
                chart={
                  <BarChart
                    aria-label={summary(t("analytics.byUnit"), byUnit)}
                    labels={byUnit.map((each) => each.label)}
                    series={[
                      { label: t("analytics.cases"), values: byUnit.map((each) => each.value), tone: "primary" },
                      { label: t("analytics.overdueCases"), values: byUnit.map((each) => each.overdue), tone: "warn" },
                    ]}
                    locale={locale}
                    isHorizontal
                    height={barsHeight(byUnit.length, 44)}
                  />
                }
                rowHeader={t("analytics.unit")}
                rows={byUnit.map((each) => each.label)}
                columns={[
                  { header: t("analytics.cases"), values: byUnit.map((each) => fmt(each.value)) },
                  { header: t("analytics.overdueCases"), values: byUnit.map((each) => fmt(each.overdue)) },
                ]}
              />
              <ChartSection
                id="analytics-kind"
                title={t("eservice.stats.byKind")}
                height={barsHeight(byKind.length, 30)}
                chart={
                  <BarChart
                    aria-label={summary(t("eservice.stats.byKind"), byKind)}
                    labels={byKind.map((each) => each.label)}
                    series={[{ label: t("analytics.cases"), values: byKind.map((each) => each.value), tone: "primary" }]}
                    locale={locale}
                    isHorizontal
                    height={barsHeight(byKind.length, 30)}
                  />
                }
                rowHeader={t("eservice.stats.kindOrService")}
                rows={byKind.map((each) => each.label)}
                columns={[
                  { header: t("eservice.stats.caseType"), values: byKind.map((each) => each.type) },
                  { header: t("analytics.cases"), values: byKind.map((each) => fmt(each.value)) },
                ]}
              />
            </div>
          )}
          <SatisfactionStatsSection from={from} />
        </>
      )}
    </div>
  );
}
