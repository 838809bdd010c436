/**
 * Garbage fee for finance officers / ค่าธรรมเนียมเก็บขยะ (งานการเงิน) (`/mwp/garbage`; issue 13 item 5): rates per category
 * (monthly fee, audited), the monthly bill run (idempotent, audited), the accounts (open one, link it to a resident or
 * unlink it, close it: `garbage-accounts-section.tsx`), payments by day and account, outstanding accounts, bank
 * exceptions (open or resolved; "Resolve" records a note, audited), CSV export of each for reconciliation; in the
 * embedded demo a clearly labelled "Simulate the bank" form sends a signed payment notification for a payment number
 * (audited). Desktop first. The lists share `garbage-finance-parts.tsx` (section, export button, paged table).
 *
 * Accessible names for tests: heading "Garbage collection fee"; regions "Rates", "Bill run", "Simulate the bank (demo)",
 * "Accounts", "Payments by day", "Payments", "Outstanding accounts", "Exceptions"; buttons "Run bills", "Simulate
 * payment", "Export payments (CSV)", "Resolve exception <transaction>" and, in its dialog, field "What was done" and
 * button "Mark as resolved", ...
 */
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, DataTable, Dialog, Form, Modal, PageHeader, Select, TextField, showToast, type DataTableColumn } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { callError, errorMessage, fieldErrors, unwrap } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge } from "../../lib/label-badge";
import { useFieldErrors } from "../../lib/use-field-errors";
import { usePageTitle } from "../../lib/use-page-title";
import { formatBaht } from "../eservice";
import { GarbageAccounts } from "./garbage-accounts-section";
import { ExportButton, FinanceTable, Section } from "./garbage-finance-parts";
import { usePaging } from "../../lib/paged-table";
import { billMonth } from "./garbage-format";
import {
  GARBAGE_KEYS,
  resolveException,
  useGarbageExceptions,
  useGarbageOutstanding,
  useGarbagePayments,
  useGarbageRates,
  useGarbageSettings,
  type ExceptionStatus,
} from "./garbage-queries";
import { bangkokDay, bangkokInstant, bangkokMonth } from "@eoffice/thai";

/** The period of the payments: the staff pages' date-range picker (Buddhist era in Thai), loaded lazily as on the logs page. */
const DateRangeFilter = lazy(() => import("../admin/audit-date-filter"));

/** `YYYY-MM-DD` (Bangkok) `daysAgo` days before now. */
function dayBefore(daysAgo: number): string {
  return bangkokDay(Date.now() - daysAgo * 86_400_000);
}

/** The page (route module). */
export default function GarbageFinancePage() {
  const { t } = useTranslation();
  usePageTitle(t("garbage.finance.title"));
  const settings = useGarbageSettings();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 p-6 sm:p-10">
      <PageHeader title={t("garbage.finance.title")} description={t("garbage.finance.intro", { billerId: settings.data?.billerId ?? "" })} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <BillRun />
        {settings.data?.simulation && <SimulateBank />}
      </div>
      <Rates />
      <GarbageAccounts />
      <Payments />
      <Outstanding />
      <Exceptions />
    </div>
  );
}

/**
 * The months a bill run may be for, newest first: next month, this month and the twelve before, in Bangkok, as
 * `YYYY-MM` (the contract's form), shown by name in the user's language with the Buddhist-era year in Thai.
 */
function billRunMonths(now: number): string[] {
  return Array.from({ length: 14 }, (_, i) => bangkokMonth(now, 1 - i));
}

function BillRun() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [months] = useState(() => billRunMonths(Date.now()));
  const [month, setMonth] = useState(() => months[1]!);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    setErrors({});
    setBusy(true);
    let answer: Schemas["GarbageBillRunResult"];
    try {
      answer = await unwrap(pxClient.POST("/v1/Garbage/billRun", { body: { month } }));
    } catch (caught) {
      setBusy(false);
      const failure = callError(caught);
      setErrors(fieldErrors(failure));
      setResult(errorMessage(failure, t("garbage.finance.billRunError")));
      return;
    }
    setBusy(false);
    setResult(t("garbage.finance.billRunDone", { created: answer.data.created, existing: answer.data.existing }));
    await queryClient.invalidateQueries({ queryKey: GARBAGE_KEYS.outstanding });
  };
  return (
    <Section id="garbage-bill-run" title={t("garbage.finance.billRun")} intro={t("garbage.finance.billRunIntro")}>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={submit} aria-label={t("garbage.finance.billRun")} className="flex flex-wrap items-end gap-3">
        <Select
          name="month"
          label={t("garbage.finance.month")}
          className="w-56"
          items={months.map((each) => ({ id: each, label: billMonth(each, language) }))}
          value={month}
          onChange={(key) => typeof key === "string" && setMonth(key)}
        />
        <Button type="submit" isPending={busy}>
          {t("garbage.finance.runBills")}
        </Button>
      </Form>
      {result && <p role="status" className="text-sm">{result}</p>}
    </Section>
  );
}

function SimulateBank() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [paymentNo, setPaymentNo] = useState("");
  const [amount, setAmount] = useState("");
  const [status, setStatus] = useState<"success" | "failed">("success");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const invalid: Record<string, string> = {};
    if (paymentNo.trim() === "") invalid.paymentNo = t("garbage.finance.paymentNoRequired");
    if (amount.trim() !== "" && !/^\d+(\.\d{1,2})?$/.test(amount.trim())) invalid.amountSatang = t("garbage.finance.amountInvalid");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    const body: Schemas["GarbageBankSimulation"] = { paymentNo: paymentNo.trim().toUpperCase(), status };
    if (amount.trim() !== "") body.amountSatang = Math.round(Number(amount.trim()) * 100);
    let answer: Schemas["GarbageNotificationEnvelope"];
    try {
      answer = await unwrap(pxClient.POST("/v1/Garbage/bank/simulate", { body }));
    } catch (caught) {
      setBusy(false);
      const failure = callError(caught);
      setErrors(fieldErrors(failure));
      setResult(errorMessage(failure, t("garbage.finance.simulateError")));
      return;
    }
    setBusy(false);
    const reason = answer.data.reason ? t(`garbage.finance.reasons.${answer.data.reason}`, { defaultValue: answer.data.reason }) : "";
    setResult(t(`garbage.finance.outcome.${answer.data.outcome}`, { reason, receiptNo: answer.data.receiptNo ?? "" }));
    await Promise.all(Object.values(GARBAGE_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return (
    <Section id="garbage-simulate" title={t("garbage.finance.simulate")} intro={t("garbage.finance.simulateIntro")}>
      <Alert tone="warning">{t("garbage.finance.simulateWarning")}</Alert>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={submit} aria-label={t("garbage.finance.simulate")} className="flex flex-wrap items-end gap-3">
        <TextField name="paymentNo" label={t("garbage.paymentNo")} value={paymentNo} onChange={setPaymentNo} maxLength={40} className="w-48" isRequired />
        <TextField name="amountSatang" label={t("garbage.finance.amountBaht")} description={t("garbage.finance.amountHint")} value={amount} onChange={setAmount} inputMode="decimal" maxLength={12} className="w-48" />
        <Select
          label={t("garbage.finance.bankResult")}
          className="w-48"
          items={[
            { id: "success", label: t("garbage.finance.bankSuccess") },
            { id: "failed", label: t("garbage.finance.bankFailed") },
          ]}
          value={status}
          onChange={(key) => setStatus(key === "failed" ? "failed" : "success")}
        />
        <Button type="submit" isPending={busy}>
          {t("garbage.finance.simulatePay")}
        </Button>
      </Form>
      {result && <p role="status" className="text-sm">{result}</p>}
    </Section>
  );
}

function Rates() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const rates = useGarbageRates();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (rate: Schemas["GarbageRate"]) => {
    const raw = (edits[rate.code] ?? "").trim();
    if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
      showToast({ title: t("garbage.finance.amountInvalid"), tone: "error" });
      return;
    }
    setSaving(rate.code);
    try {
      await unwrap(pxClient.PUT("/v1/Garbage/rate/{code}", { params: { path: { code: rate.code } }, body: { monthlySatang: Math.round(Number(raw) * 100) } }));
    } catch (caught) {
      setSaving(null);
      showToast({ title: errorMessage(callError(caught), t("garbage.finance.rateError")), tone: "error" });
      return;
    }
    setSaving(null);
    showToast({ title: t("garbage.finance.rateSaved", { name: language === "th" ? rate.nameTh : rate.nameEn }), tone: "success" });
    setEdits(({ [rate.code]: _done, ...rest }) => rest);
    await queryClient.invalidateQueries({ queryKey: GARBAGE_KEYS.rates });
  };
  const columns: DataTableColumn<Schemas["GarbageRate"]>[] = [
    { id: "name", header: t("garbage.finance.category"), isRowHeader: true, value: (r) => (language === "th" ? r.nameTh : r.nameEn) },
    { id: "monthlySatang", header: t("garbage.finance.monthly"), align: "end", value: (r) => formatBaht(r.monthlySatang, language) },
    {
      id: "edit",
      header: t("garbage.finance.newRate"),
      value: () => "",
      cell: (r) => (
        <span className="flex items-end gap-2">
          <TextField
            aria-label={t("garbage.finance.newRateFor", { name: language === "th" ? r.nameTh : r.nameEn })}
            value={edits[r.code] ?? ""}
            onChange={(value) => setEdits((current) => ({ ...current, [r.code]: value }))}
            inputMode="decimal"
            maxLength={12}
            className="w-32"
          />
          <Button size="sm" variant="secondary" isDisabled={!edits[r.code]} isPending={saving === r.code} onPress={() => void save(r)}>
            {t("garbage.finance.saveRate")}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Section id="garbage-rates" title={t("garbage.finance.rates")} intro={t("garbage.finance.ratesIntro")}>
      <DataTable
        aria-label={t("garbage.finance.rates")}
        columns={columns}
        rows={rates.data ?? []}
        getRowId={(r) => r.code}
        isLoading={rates.isFetching}
        error={rates.error ? errorMessage(rates.error, t("garbage.loadError")) : undefined}
        onRetry={() => void rates.refetch()}
      />
    </Section>
  );
}

const STATE_TONES = { created: "neutral", started: "info", submitted: "primary", success: "success", failed: "warn", cancelled: "neutral", expired: "neutral" } as const;

function Payments() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [from, setFrom] = useState(() => dayBefore(30));
  const [to, setTo] = useState(() => dayBefore(0));
  const [accountNo, setAccountNo] = useState("");
  const paging = usePaging();
  const { offset, limit } = paging;
  const validDays = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to);
  const account = /^[0-9]{6,20}$/.test(accountNo.trim()) ? accountNo.trim() : undefined;
  const payments = useGarbagePayments({ from: validDays ? from : dayBefore(30), to: validDays ? to : dayBefore(0), accountNo: account, offset, limit });
  const columns: DataTableColumn<Schemas["GarbagePaymentRow"]>[] = [
    { id: "createdAt", header: t("garbage.finance.created"), value: (p) => formatDateTime(p.createdAt, language) },
    { id: "paymentNo", header: t("garbage.paymentNo"), isRowHeader: true },
    { id: "accountNo", header: t("garbage.accountNo") },
    { id: "holderName", header: t("garbage.holder") },
    { id: "months", header: t("garbage.months"), value: (p) => p.months.map((m) => billMonth(m, language)).join(", ") },
    { id: "amountSatang", header: t("garbage.amount"), align: "end", value: (p) => formatBaht(p.amountSatang, language) },
    {
      id: "state",
      header: t("garbage.finance.state"),
      value: (p) => t(`garbage.states.${p.state}`),
      cell: (p) => <LabelBadge value={p.state} label={t(`garbage.states.${p.state}`)} tone={STATE_TONES[p.state]} />,
    },
    { id: "receiptNo", header: t("garbage.receiptNo"), value: (p) => p.receiptNo ?? "" },
    { id: "paidAt", header: t("garbage.paidAt"), value: (p) => (p.paidAt ? formatDateTime(p.paidAt, language) : "") },
  ];
  const days = payments.data?.days ?? [];
  return (
    <>
      <Section
        id="garbage-payments"
        title={t("garbage.finance.payments")}
        intro={t("garbage.finance.paymentsIntro")}
        actions={<ExportButton report="payments" range={{ from, to }} />}
      >
        <div className="flex flex-wrap items-end gap-3">
          <Suspense fallback={<TextField label={t("garbage.finance.period")} isDisabled value="" className="w-72" />}>
            <DateRangeFilter
              label={t("garbage.finance.period")}
              value={{ start: from, end: to }}
              onChange={(range) => {
                if (!range) return;
                setFrom(range.start);
                setTo(range.end);
                paging.reset();
              }}
            />
          </Suspense>
          <TextField label={t("garbage.accountNo")} value={accountNo} onChange={(v) => { setAccountNo(v); paging.reset(); }} inputMode="numeric" maxLength={20} className="w-48" />
        </div>
        <h3 className="text-base font-semibold">{t("garbage.finance.byDay")}</h3>
        {days.length === 0 ? (
          <p className="text-sm text-muted">{t("garbage.finance.noPaymentsYet")}</p>
        ) : (
          <table className="w-full max-w-md text-sm">
            <caption className="sr-only">{t("garbage.finance.byDay")}</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-1">{t("garbage.finance.day")}</th>
                <th scope="col" className="py-1 text-end">{t("garbage.finance.count")}</th>
                <th scope="col" className="py-1 text-end">{t("garbage.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-b border-border">
                  <th scope="row" className="py-1 text-left font-normal">{formatDateTime(bangkokInstant(d.day, "12:00"), language, undefined, false)}</th>
                  <td className="py-1 text-end">{d.count}</td>
                  <td className="py-1 text-end">{formatBaht(d.amountSatang, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <FinanceTable label={t("garbage.finance.payments")} columns={columns} query={payments} paging={paging} />
      </Section>
    </>
  );
}

function Outstanding() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const paging = usePaging();
  const rows = useGarbageOutstanding(paging.offset, paging.limit);
  const columns: DataTableColumn<Schemas["GarbageOutstandingRow"]>[] = [
    { id: "accountNo", header: t("garbage.accountNo"), isRowHeader: true },
    { id: "houseNo", header: t("garbage.houseNo") },
    { id: "holderName", header: t("garbage.holder") },
    { id: "months", header: t("garbage.months"), value: (r) => r.months.map((m) => billMonth(m, language)).join(", ") },
    { id: "outstandingSatang", header: t("garbage.finance.outstandingAmount"), align: "end", value: (r) => formatBaht(r.outstandingSatang, language) },
    { id: "linked", header: t("garbage.finance.linked"), value: (r) => (r.linked ? t("garbage.finance.yes") : t("garbage.finance.no")) },
  ];
  return (
    <Section id="garbage-outstanding" title={t("garbage.finance.outstanding")} actions={<ExportButton report="outstanding" range={{ from: dayBefore(30), to: dayBefore(0) }} />}>
      <FinanceTable label={t("garbage.finance.outstanding")} columns={columns} query={rows} paging={paging} getRowId={(r) => r.accountId} />
    </Section>
  );
}

function Exceptions() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [status, setStatus] = useState<ExceptionStatus>("open");
  const paging = usePaging();
  const rows = useGarbageExceptions({ status, offset: paging.offset, limit: paging.limit });
  const [resolving, setResolving] = useState<Schemas["GarbageException"] | null>(null);
  const columns: DataTableColumn<Schemas["GarbageException"]>[] = [
    { id: "receivedAt", header: t("garbage.finance.received"), value: (e) => formatDateTime(e.receivedAt, language) },
    { id: "transactionId", header: t("garbage.finance.transaction"), isRowHeader: true },
    { id: "reason", header: t("garbage.finance.reason"), value: (e) => t(`garbage.finance.reasons.${e.reason}`, { defaultValue: e.reason }) },
    { id: "ref", header: t("garbage.finance.references"), value: (e) => `${e.ref1} / ${e.ref2}` },
    { id: "amountSatang", header: t("garbage.amount"), align: "end", value: (e) => formatBaht(e.amountSatang, language) },
    { id: "expectedSatang", header: t("garbage.finance.expected"), align: "end", value: (e) => (e.expectedSatang === null ? "" : formatBaht(e.expectedSatang, language)) },
    { id: "simulated", header: t("garbage.finance.simulatedColumn"), value: (e) => (e.simulated ? t("garbage.finance.yes") : t("garbage.finance.no")) },
    {
      id: "resolution",
      header: t("garbage.finance.resolution"),
      value: (e) =>
        e.resolvedAt === null
          ? t("garbage.finance.unresolved")
          : t("garbage.finance.resolvedLine", { time: formatDateTime(e.resolvedAt, language), by: e.resolvedBy ?? "", note: e.resolutionNote ?? "" }),
      cell: (e) =>
        e.resolvedAt === null ? (
          <Button size="sm" variant="secondary" onPress={() => setResolving(e)} aria-label={t("garbage.finance.resolveFor", { transactionId: e.transactionId })}>
            {t("garbage.finance.resolve")}
          </Button>
        ) : (
          t("garbage.finance.resolvedLine", { time: formatDateTime(e.resolvedAt, language), by: e.resolvedBy ?? "", note: e.resolutionNote ?? "" })
        ),
    },
  ];
  return (
    <Section
      id="garbage-exceptions"
      title={t("garbage.finance.exceptions")}
      intro={t("garbage.finance.exceptionsIntro")}
      actions={<ExportButton report="exceptions" range={{ from: dayBefore(30), to: dayBefore(0) }} />}
    >
      <Select
        label={t("garbage.finance.show")}
        className="w-56"
        items={(["open", "resolved", "all"] as const).map((id) => ({ id, label: t(`garbage.finance.exceptionStatus.${id}`) }))}
        value={status}
        onChange={(key) => {
          setStatus(key === "resolved" || key === "all" ? key : "open");
          paging.reset();
        }}
      />
      <FinanceTable label={t("garbage.finance.exceptions")} columns={columns} query={rows} paging={paging} />
      <ResolveDialog exception={resolving} onClose={() => setResolving(null)} />
    </Section>
  );
}

/** The note of how an exception was dealt with, in a dialog; saving resolves it (audited). */
function ResolveDialog({ exception, onClose }: { exception: Schemas["GarbageException"] | null; onClose: () => void }) {
  return (
    <Modal isOpen={exception !== null} onOpenChange={(open) => !open && onClose()} className="max-w-xl">
      {exception && <ResolveForm key={exception.id} exception={exception} onClose={onClose} />}
    </Modal>
  );
}

function ResolveForm({ exception, onClose }: { exception: Schemas["GarbageException"]; onClose: () => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    if (note.trim() === "") {
      setErrors({ note: t("garbage.finance.noteRequired") });
      return;
    }
    setBusy(true);
    try {
      await resolveException(exception.id, note.trim());
    } catch (caught) {
      setBusy(false);
      const failure = callError(caught);
      setErrors(fieldErrors(failure));
      setMessage(errorMessage(failure, t("garbage.finance.resolveError")));
      return;
    }
    setBusy(false);
    showToast({ title: t("garbage.finance.resolved", { transactionId: exception.transactionId }), tone: "success" });
    await queryClient.invalidateQueries({ queryKey: GARBAGE_KEYS.exceptions });
    onClose();
  };
  return (
    <Dialog
      title={t("garbage.finance.resolveTitle")}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="garbage-resolve-form" isPending={busy}>
            {t("garbage.finance.markResolved")}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm">
        {t("garbage.finance.resolveSummary", {
          transactionId: exception.transactionId,
          reason: t(`garbage.finance.reasons.${exception.reason}`, { defaultValue: exception.reason }),
          amount: formatBaht(exception.amountSatang, language),
        })}
      </p>
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form id="garbage-resolve-form" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          name="note"
          label={t("garbage.finance.note")}
          description={t("garbage.finance.noteHint")}
          multiline
          rows={3}
          isRequired
          maxLength={1000}
          value={note}
          onChange={(value) => {
            setNote(value);
            clear("note");
          }}
        />
      </Form>
    </Dialog>
  );
}
