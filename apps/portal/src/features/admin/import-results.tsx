/**
 * The parts of the import page that show a job (tracker issue 38 item 2): the counts of each result, the rows table
 * (each row's number, result, record and the changed columns or the reasons it is refused, filtered by result, paged
 * by the server) and, after a confirmation of staff users, the one-time passwords shown once.
 *
 * Accessible names for tests: the counts list "Results"; select "Show rows"; table "Rows of the file"; table
 * "One-time passwords".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert, DataTable, Select, type DataTableColumn } from "@eoffice/ui";
import type { Schemas } from "@eoffice/api-client";
import { LabelBadge, type LabelBadgeProps } from "../../lib/label-badge";
import { PagedTable, usePaging } from "../../lib/paged-table";
import { useImportRows, type ImportJob, type ImportRowResult } from "./import-queries";

type ImportRow = Schemas["ImportRow"];

/** The results, in the order they are listed. */
const RESULTS: readonly ImportRowResult[] = ["created", "updated", "unchanged", "error"];
/** Colour of each result's badge (its text names it). */
const RESULT_TONES: Record<ImportRowResult, NonNullable<LabelBadgeProps["tone"]>> = {
  created: "success",
  updated: "info",
  unchanged: "neutral",
  error: "warn",
};
const ALL = "all";

/** The counts of each result of a job. */
export function ImportCounts({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  return (
    <dl aria-label={t("import.counts")} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {RESULTS.map((result) => (
        <div key={result} className="rounded-xl border border-border bg-surface p-3">
          <dt className="text-sm text-muted">{t(`import.results.${result}`)}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-result={result}>
            {job.counts[result].toLocaleString()}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows of a job, filtered by result (errors first when there are any). */
export function ImportRowsTable({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ImportRowResult | undefined>(job.counts.error > 0 && job.status !== "done" ? "error" : undefined);
  const paging = usePaging();
  const rows = useImportRows(job.id, result, paging.offset, paging.limit);
  const columns: DataTableColumn<ImportRow>[] = [
    { id: "row", header: t("import.columns.row"), align: "end", value: (row) => row.row },
    { id: "key", header: t("import.columns.key"), isRowHeader: true },
    {
      id: "result",
      header: t("import.columns.result"),
      value: (row) => t(`import.results.${row.result}`),
      cell: (row) => <LabelBadge value={row.result} label={t(`import.results.${row.result}`)} tone={RESULT_TONES[row.result]} />,
    },
    {
      id: "details",
      header: t("import.columns.details"),
      value: (row) => (row.errors.length > 0 ? row.errors.map((e) => `${e.field}: ${e.message}`).join("; ") : row.changes.join(", ")),
      cell: (row) =>
        row.errors.length > 0 ? (
          <ul className="flex flex-col gap-0.5">
            {row.errors.map((e) => (
              <li key={`${e.field}-${e.message}`}>
                <span className="font-medium">{e.field}</span>: {e.message}
              </li>
            ))}
          </ul>
        ) : row.changes.length > 0 ? (
          t("import.changed", { columns: row.changes.join(", ") })
        ) : (
          ""
        ),
    },
  ];
  return (
    <PagedTable<ImportRow>
      label={t("import.tableLabel")}
      columns={columns}
      query={{ data: rows.data, isFetching: rows.isFetching, error: rows.error, refetch: rows.refetch }}
      paging={paging}
      getRowId={(row) => row.row}
      loadError={t("import.rowsLoadError")}
      filters={
        <Select
          label={t("import.show")}
          className="w-56"
          items={[{ id: ALL, label: t("import.allRows") }, ...RESULTS.map((each) => ({ id: each, label: t(`import.results.${each}`) }))]}
          value={result ?? ALL}
          onChange={(key) => {
            paging.reset();
            setResult(key === null || key === ALL ? undefined : (String(key) as ImportRowResult));
          }}
        />
      }
    />
  );
}

/** The one-time passwords of the staff users a confirmation created, shown once. */
export function ImportedPasswords({ passwords }: { passwords: Schemas["ImportedPassword"][] }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<Schemas["ImportedPassword"]>[] = [
    { id: "name", header: t("import.columns.userName"), isRowHeader: true },
    { id: "oneTimePassword", header: t("import.columns.oneTimePassword"), cell: (p) => <code className="font-mono tracking-wider select-all">{p.oneTimePassword}</code> },
    { id: "row", header: t("import.columns.row"), align: "end" },
  ];
  return (
    <section aria-labelledby="import-passwords" className="flex flex-col gap-3">
      <h2 id="import-passwords" className="text-lg font-semibold">
        {t("import.passwordsTitle")}
      </h2>
      <Alert tone="warning" title={t("staffUsers.password.onceTitle")}>
        {t("staffUsers.password.onceText")}
      </Alert>
      <DataTable aria-label={t("import.passwordsLabel")} columns={columns} rows={passwords} getRowId={(p) => p.name} clientSide defaultLimit={50} />
    </section>
  );
}
