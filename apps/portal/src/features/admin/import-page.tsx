/**
 * Import of existing data / นำเข้าข้อมูล (`/admin/import`; tracker issue 38 item 2; contract tag `import`;
 * docs/import.md), for administrators: choose what the file holds, download its template (Thai headers, CSV or
 * XLSX), upload the file (with the upload's progress) and read the dry run, in which each row says whether it will be
 * created, updated, left unchanged or refused and why (nothing is written yet), then confirm: a progress bar follows
 * the writing (the job polled from the server), and the summary says what was done, with the new staff users'
 * one-time passwords shown once. The dry run is kept on the server, so a reload or another instance does not lose it.
 *
 * Accessible names for tests: heading "Import data"; select "What the file holds"; buttons "Download template
 * (CSV)", "Download template (XLSX)", "Confirm import", "Import another file"; the file field "File to import";
 * progress bar "Importing".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, FileUpload, PageHeader, ProgressBar, Select, showToast } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { UploadError } from "../../api/upload";
import { usePageTitle } from "../../lib/use-page-title";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { useSingleFileUpload } from "../../lib/use-single-file-upload";
import { ImportCounts, ImportedPasswords, ImportRowsTable } from "./import-results";
import {
  IMPORT_KINDS,
  confirmImport,
  downloadTemplate,
  uploadImport,
  useImportJob,
  type ImportConfirmation,
  type ImportJob,
  type ImportKind,
} from "./import-queries";

/** What the upload field accepts (the server decides by the bytes). */
const ACCEPTED = [".csv", ".xlsx", "text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"];

/** The import page (route module). */
export default function ImportPage() {
  const { t } = useTranslation();
  usePageTitle(t("import.title"));
  const [kind, setKind] = useState<ImportKind>("units");
  const [job, setJob] = useState<ImportJob | null>(null);
  const [done, setDone] = useState<ImportConfirmation | null>(null);
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const reset = () => {
    setJob(null);
    setDone(null);
    setFailure(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-10">
      <PageHeader title={t("import.title")} description={t("import.intro")} />
      <section aria-labelledby="import-step-file" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <h2 id="import-step-file" className="text-lg font-semibold">
          {t("import.stepFile")}
        </h2>
        <Select
          label={t("import.kind")}
          className="max-w-md"
          items={IMPORT_KINDS.map((each) => ({ id: each, label: t(`import.kinds.${each}.name`) }))}
          value={kind}
          isDisabled={job !== null}
          onChange={(key) => key !== null && setKind(String(key) as ImportKind)}
        />
        <p className="text-sm text-muted">{t(`import.kinds.${kind}.hint`)}</p>
        <TemplateButtons kind={kind} />
        {job === null && <UploadStep kind={kind} onDryRun={setJob} />}
      </section>
      {job && !done && (
        <DryRunStep
          job={job}
          applying={applying}
          failure={failure}
          onCancel={reset}
          onConfirm={async () => {
            setApplying(true);
            setFailure(null);
            try {
              const confirmed = await confirmImport(job.id);
              // The rows are now the confirmation's results, not the dry run's cached pages.
              await queryClient.invalidateQueries({ queryKey: ["get", "/v1/ImportJob/{id}/rows"] });
              setDone(confirmed);
            } catch (error) {
              setFailure(errorMessage(error, t("import.confirmFailed")));
            } finally {
              setApplying(false);
            }
          }}
        />
      )}
      {done && <SummaryStep done={done} onAgain={reset} />}
    </div>
  );
}

/** The two template downloads of a kind. */
function TemplateButtons({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const download = async (format: "csv" | "xlsx") => {
    if (!(await downloadTemplate(kind, format))) showToast({ title: t("import.templateFailed"), tone: "error" });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onPress={() => void download("csv")}>
        {t("import.templateCsv")}
      </Button>
      <Button variant="secondary" onPress={() => void download("xlsx")}>
        {t("import.templateXlsx")}
      </Button>
    </div>
  );
}

/** The file field: the upload, with its progress, answers the dry run. */
function UploadStep({ kind, onDryRun }: { kind: ImportKind; onDryRun: (job: ImportJob) => void }) {
  const { t } = useTranslation();
  const limits = useUploadLimits();
  const upload = useSingleFileUpload(async (file, _name, onProgress) => {
    try {
      onDryRun(await uploadImport(kind, file, onProgress));
      return undefined;
    } catch (error) {
      // A 400 names every problem of the file (each missing or unknown column), not only the first.
      const problems = error instanceof UploadError && error.status === 400 ? (error.errors ?? []).filter((e) => e.field === "file") : [];
      return problems.length > 0 ? problems.map((e) => t("import.fileProblem", { message: e.message })).join(" ") : errorMessage(error, t("import.uploadFailed"));
    }
  });
  return (
    <FileUpload
      label={t("import.file")}
      description={t("import.fileHint")}
      {...upload}
      acceptedTypes={ACCEPTED}
      acceptedTypesLabel="CSV, XLSX"
      maxSize={limits.maxBytes}
    />
  );
}

/** The dry run: counts, rows, and the confirmation with its progress. */
function DryRunStep(props: { job: ImportJob; applying: boolean; failure: string | null; onCancel: () => void; onConfirm: () => Promise<void> }) {
  const { job, applying, failure, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  const progress = useImportJob(job.id, applying);
  const processed = progress.data?.processedRows ?? 0;
  const writable = job.counts.created + job.counts.updated;
  return (
    <section aria-labelledby="import-step-check" className="flex flex-col gap-4">
      <h2 id="import-step-check" className="text-lg font-semibold">
        {t("import.stepCheck", { file: job.fileName })}
      </h2>
      <Alert tone="info">{t("import.dryRunNote")}</Alert>
      <ImportCounts job={job} />
      {job.counts.error > 0 && <Alert tone="warning">{t("import.errorsSkipped", { count: job.counts.error })}</Alert>}
      <ImportRowsTable job={job} />
      {applying && (
        <ProgressBar
          label={t("import.progress")}
          value={processed}
          maxValue={Math.max(1, job.totalRows)}
          valueLabel={t("import.progressValue", { done: processed.toLocaleString(), total: job.totalRows.toLocaleString() })}
        />
      )}
      {failure && (
        <Alert tone="error" title={t("import.confirmFailed")}>
          {failure}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onPress={() => void onConfirm()} isPending={applying} isDisabled={writable === 0}>
          {t("import.confirm")}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={applying}>
          {t("import.cancel")}
        </Button>
      </div>
      {writable === 0 && <p className="text-sm text-muted">{t("import.nothingToWrite")}</p>}
    </section>
  );
}

/** What the confirmation did, the final rows and the one-time passwords. */
function SummaryStep({ done, onAgain }: { done: ImportConfirmation; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-step-done" className="flex flex-col gap-4">
      <h2 id="import-step-done" className="text-lg font-semibold">
        {t("import.stepDone")}
      </h2>
      <Alert tone="success" title={t("import.doneTitle")}>
        {t("import.doneText", { created: done.counts.created, updated: done.counts.updated, unchanged: done.counts.unchanged, error: done.counts.error })}
      </Alert>
      <ImportCounts job={done} />
      {done.oneTimePasswords.length > 0 && <ImportedPasswords passwords={done.oneTimePasswords} />}
      <ImportRowsTable key={`done-${done.id}`} job={done} />
      <div>
        <Button variant="secondary" onPress={onAgain}>
          {t("import.again")}
        </Button>
      </div>
    </section>
  );
}
