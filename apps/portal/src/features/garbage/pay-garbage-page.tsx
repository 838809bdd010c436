/**
 * Pay the garbage collection fee / ชำระค่าธรรมเนียมเก็บขยะ (spec section 2 `/e-service/main/paygarbage`; issue 13): the
 * resident links their account (account number and house number from the bill), sees unpaid and paid months, chooses
 * one or several months and pays them with one PromptPay bill-payment QR (drawn by the ui `QrCode` from the server's
 * EMVCo payload); the page asks the server every 3 s until the bank confirms, then shows the e-receipt (amount in
 * figures and Thai words) with "Download receipt (PDF)" and "Print receipt" (the receipt alone is printed).
 * `?payment=<id>` (the link of the "paid" notification) opens that payment.
 *
 * Accessible names for tests: heading "Pay the garbage collection fee"; form "Link an account" with fields "Account
 * number" and "House number"; per account a region named "Account <number>" with a checkbox per unpaid month and the
 * button "Pay"; the QR image "PromptPay QR code to pay <amount>"; buttons "I have paid", "Cancel payment"; the receipt
 * region "E-receipt" with "Download receipt (PDF)" and "Print receipt".
 */
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Checkbox, EmptyState, Form, PageHeader, QrCode, Spinner, TextField, showToast } from "@eoffice/ui";
import { callError, errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge } from "../../lib/label-badge";
import { useFieldErrors } from "../../lib/use-field-errors";
import { usePageTitle } from "../../lib/use-page-title";
import { formatBaht } from "../eservice";
import "../../lib/request-print.css";
import { billMonth } from "./garbage-format";
import {
  downloadReceiptPdf,
  GARBAGE_KEYS,
  linkAccount,
  movePayment,
  PAY_GARBAGE_PATH,
  payBills,
  startPayment,
  useGarbageAccounts,
  useGarbagePayment,
  useGarbageReceipt,
} from "./garbage-queries";

type Account = Schemas["GarbageAccount"];
type Payment = Schemas["GarbagePayment"];

/** The payment id of `?payment=` (digits only), or null. */
function paymentIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get("payment");
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The page (route module). */
export default function PayGarbagePage() {
  const { t } = useTranslation();
  usePageTitle(t("garbage.title"));
  const search = useSearch();
  const [, navigate] = useLocation();
  const paymentId = paymentIdOf(search);
  const accounts = useGarbageAccounts();
  const queryClient = useQueryClient();
  const open = (id: number | null) => {
    void queryClient.invalidateQueries({ queryKey: GARBAGE_KEYS.accounts });
    navigate(id === null ? PAY_GARBAGE_PATH : `${PAY_GARBAGE_PATH}?payment=${id}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader title={t("garbage.title")} description={t("garbage.intro")} />
      {paymentId !== null ? (
        <PaymentPanel id={paymentId} onDone={() => open(null)} />
      ) : accounts.error ? (
        <Alert tone="error" onRetry={() => void accounts.refetch()}>
          {errorMessage(accounts.error, t("garbage.loadError"))}
        </Alert>
      ) : !accounts.data ? (
        <div className="flex justify-center py-8">
          <Spinner size="md" label={t("garbage.loading")} />
        </div>
      ) : (
        <>
          {accounts.data.length === 0 ? (
            <EmptyState icon="garbage" title={t("garbage.noAccount")} description={t("garbage.noAccountHint")} />
          ) : (
            accounts.data.map((account) => <AccountCard key={account.id} account={account} onPaying={(id) => open(id)} />)
          )}
          <LinkForm onLinked={() => void queryClient.invalidateQueries({ queryKey: GARBAGE_KEYS.accounts })} />
        </>
      )}
    </div>
  );
}

/** One account: unpaid months to choose, paid months with their receipt. */
function AccountCard({ account, onPaying }: { account: Account; onPaying: (paymentId: number) => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const unpaid = account.bills.filter((b) => !b.paid);
  const paid = account.bills.filter((b) => b.paid);
  const pending = unpaid.find((b) => b.pendingPaymentId !== null)?.pendingPaymentId ?? null;
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(unpaid.map((b) => b.id)));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const total = unpaid.filter((b) => chosen.has(b.id)).reduce((sum, b) => sum + b.amountSatang, 0);
  const headingId = `garbage-account-${account.id}`;

  const pay = async () => {
    setMessage(null);
    setBusy(true);
    let payment: Schemas["GarbagePayment"];
    try {
      payment = await payBills(account.id, [...chosen]);
    } catch (caught) {
      setBusy(false);
      const failure = callError(caught);
      setMessage(failure.status === 0 ? t("garbage.offline") : errorMessage(failure, t("garbage.payError")));
      return;
    }
    setBusy(false);
    onPaying(payment.id);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t("garbage.accountHeading", { accountNo: account.accountNo })}
        </h2>
        <p className="break-words text-sm">{account.holderName}</p>
        <p className="break-words text-sm text-muted">{account.address}</p>
        <p className="text-sm text-muted">
          {t("garbage.rateLine", { rate: language === "th" ? account.rate.nameTh : account.rate.nameEn, amount: formatBaht(account.rate.monthlySatang, language) })}
        </p>
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      {unpaid.length === 0 ? (
        <p className="text-sm">{t("garbage.nothingDue")}</p>
      ) : pending !== null ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{t("garbage.pendingPayment")}</p>
          <Button className="self-start" onPress={() => onPaying(pending)}>
            {t("garbage.continuePayment")}
          </Button>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("garbage.unpaidLegend", { count: unpaid.length })}</legend>
          {unpaid.map((bill) => (
            <Checkbox
              key={bill.id}
              isSelected={chosen.has(bill.id)}
              onChange={(on) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (on) next.add(bill.id);
                  else next.delete(bill.id);
                  return next;
                })
              }
            >
              {`${billMonth(bill.month, language)} — ${formatBaht(bill.amountSatang, language)}`}
            </Checkbox>
          ))}
          <p className="mt-2 text-sm font-semibold">{t("garbage.totalChosen", { amount: formatBaht(total, language) })}</p>
          <Button className="self-start" isDisabled={chosen.size === 0} isPending={busy} onPress={() => void pay()}>
            {t("garbage.pay", { count: chosen.size })}
          </Button>
        </fieldset>
      )}
      {paid.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t("garbage.paidMonths", { count: paid.length })}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {paid.map((bill) => (
              <li key={bill.id}>
                {t("garbage.paidLine", { month: billMonth(bill.month, language), amount: formatBaht(bill.amountSatang, language), receiptNo: bill.receiptNo ?? "" })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** Linking an account by its number and house number. */
function LinkForm({ onLinked }: { onLinked: () => void }) {
  const { t } = useTranslation();
  const [accountNo, setAccountNo] = useState("");
  const [houseNo, setHouseNo] = useState("");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid: Record<string, string> = {};
    if (!/^[0-9]{6,20}$/.test(accountNo.trim())) invalid.accountNo = t("garbage.accountNoInvalid");
    if (houseNo.trim() === "") invalid.houseNo = t("garbage.houseNoRequired");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    let linked: Schemas["GarbageAccount"];
    try {
      linked = await linkAccount({ accountNo: accountNo.trim(), houseNo: houseNo.trim() });
    } catch (caught) {
      setPending(false);
      const failure = callError(caught);
      if (failure.status === 400) setErrors({ houseNo: t("garbage.noMatch"), ...fieldErrors(failure, { accountNo: "accountNo" }) });
      else setMessage(failure.status === 0 ? t("garbage.offline") : errorMessage(failure, t("garbage.linkError")));
      return;
    }
    setPending(false);
    showToast({ title: t("garbage.linked", { accountNo: linked.accountNo }), tone: "success" });
    setAccountNo("");
    setHouseNo("");
    onLinked();
  };

  return (
    <section aria-labelledby="garbage-link" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <h2 id="garbage-link" className="text-lg font-semibold">
        {t("garbage.linkTitle")}
      </h2>
      <p className="text-sm text-muted">{t("garbage.linkIntro")}</p>
      {message && <Alert tone="error">{message}</Alert>}
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit} aria-label={t("garbage.linkTitle")} className="flex flex-col gap-4">
        <TextField
          name="accountNo"
          label={t("garbage.accountNo")}
          description={t("garbage.accountNoHint")}
          isRequired
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          value={accountNo}
          onChange={(value) => {
            setAccountNo(value);
            clear("accountNo");
          }}
        />
        <TextField
          name="houseNo"
          label={t("garbage.houseNo")}
          isRequired
          maxLength={40}
          autoComplete="off"
          value={houseNo}
          onChange={(value) => {
            setHouseNo(value);
            clear("houseNo");
          }}
        />
        <Button type="submit" isPending={isPending} className="self-start">
          {t("garbage.link")}
        </Button>
      </Form>
    </section>
  );
}

/** A payment: its QR while started, a wait while submitted, the receipt once paid, or why it ended. */
function PaymentPanel({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const payment = useGarbagePayment(id);
  const [busy, setBusy] = useState<"submit" | "cancel" | "start" | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const act = async (move: "submit" | "cancel" | "start") => {
    setMessage(null);
    setBusy(move);
    try {
      await (move === "start" ? startPayment(id) : movePayment(id, move));
      setBusy(null);
    } catch (caught) {
      setBusy(null);
      setMessage(errorMessage(callError(caught), t("garbage.payError")));
    }
    await queryClient.invalidateQueries({ queryKey: GARBAGE_KEYS.payment });
    await queryClient.invalidateQueries({ queryKey: GARBAGE_KEYS.accounts });
  };

  if (payment.error) {
    return (
      <Alert tone="error" onRetry={() => void payment.refetch()}>
        {errorMessage(payment.error, t("garbage.loadError"))}
      </Alert>
    );
  }
  const data = payment.data;
  if (!data) {
    return (
      <div className="flex justify-center py-8">
        <Spinner size="md" label={t("garbage.loading")} />
      </div>
    );
  }
  const amount = formatBaht(data.amountSatang, language);
  const months = data.months.map((m) => billMonth(m, language)).join(", ");
  const back = (
    <Button variant="secondary" className="self-start" onPress={onDone} data-print-hide>
      {t("garbage.backToBills")}
    </Button>
  );

  if (data.state === "success") return <ReceiptPanel payment={data} back={back} />;

  return (
    <section aria-labelledby="garbage-payment" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <h2 id="garbage-payment" className="text-lg font-semibold">
        {t("garbage.paymentHeading", { paymentNo: data.paymentNo })}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t("garbage.accountNo")}</dt>
        <dd>{data.accountNo}</dd>
        <dt className="text-muted">{t("garbage.months")}</dt>
        <dd>{months}</dd>
        <dt className="text-muted">{t("garbage.amount")}</dt>
        <dd className="font-semibold">{amount}</dd>
      </dl>
      {message && <Alert tone="error">{message}</Alert>}
      {data.state === "created" && (
        <Button className="self-start" isPending={busy === "start"} onPress={() => void act("start")}>
          {t("garbage.showQr")}
        </Button>
      )}
      {data.state === "started" && data.qrPayload && (
        <>
          <ol className="list-decimal pl-5 text-sm">
            <li>{t("garbage.step1")}</li>
            <li>{t("garbage.step2", { amount })}</li>
            <li>{t("garbage.step3")}</li>
          </ol>
          <QrCode
            value={data.qrPayload}
            label={t("garbage.qrLabel", { amount })}
            size={240}
            text={data.paymentNo}
            textLabel={t("garbage.paymentNo")}
            className="self-center"
          />
          <p className="text-sm text-muted">{t("garbage.validUntil", { time: formatDateTime(data.expiresAt, language) })}</p>
          <div className="flex flex-wrap gap-3">
            <Button isPending={busy === "submit"} onPress={() => void act("submit")}>
              {t("garbage.havePaid")}
            </Button>
            <Button variant="secondary" isPending={busy === "cancel"} onPress={() => void act("cancel")}>
              {t("garbage.cancel")}
            </Button>
          </div>
        </>
      )}
      {data.state === "submitted" && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner size="sm" /> {t("garbage.waitingBank")}
        </p>
      )}
      {(data.state === "failed" || data.state === "cancelled" || data.state === "expired") && <Alert tone="warning">{t(`garbage.ended.${data.state}`)}</Alert>}
      {data.finished && back}
      {!data.finished && data.state !== "started" && back}
    </section>
  );
}

/** The e-receipt of a paid payment, printable, with the PDF download. */
function ReceiptPanel({ payment, back }: { payment: Payment; back: React.ReactNode }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const receipt = useGarbageReceipt(payment.id, true);
  const [downloading, setDownloading] = useState(false);
  const data = receipt.data;
  const months = useMemo(() => (data ? data.months.map((m) => billMonth(m, language)).join(", ") : ""), [data, language]);
  useEffect(() => {
    if (data) document.getElementById("garbage-receipt-title")?.focus();
  }, [data]);

  if (receipt.error) {
    return (
      <Alert tone="error" onRetry={() => void receipt.refetch()}>
        {errorMessage(receipt.error, t("garbage.loadError"))}
      </Alert>
    );
  }
  if (!data) {
    return (
      <div className="flex justify-center py-8">
        <Spinner size="md" label={t("garbage.loading")} />
      </div>
    );
  }
  const download = async () => {
    setDownloading(true);
    const ok = await downloadReceiptPdf(payment.id, `receipt-${data.receiptNo}.pdf`);
    setDownloading(false);
    if (!ok) showToast({ title: t("garbage.downloadError"), tone: "error" });
  };
  const municipality = language === "th" ? data.municipality.nameTh : data.municipality.nameEn;
  return (
    <article
      data-print-area
      aria-labelledby="garbage-receipt-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <Alert tone="success" data-print-hide>
        {t("garbage.paidNotice")}
      </Alert>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold">{municipality}</p>
        <p className="break-words text-xs text-muted">{language === "th" ? data.municipality.addressTh : data.municipality.addressEn}</p>
        <p className="text-xs text-muted">{t("garbage.taxId", { taxId: data.municipality.taxId })}</p>
        <h2 id="garbage-receipt-title" tabIndex={-1} className="mt-2 text-lg font-semibold outline-none">
          {t("garbage.receiptTitle")}
        </h2>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t("garbage.receiptNo")}</dt>
        <dd className="font-semibold">
          {data.receiptNo} <LabelBadge value="success" label={t("garbage.paidBadge")} tone="success" />
        </dd>
        <dt className="text-muted">{t("garbage.paidAt")}</dt>
        <dd>{formatDateTime(data.paidAt, language)}</dd>
        <dt className="text-muted">{t("garbage.paymentNo")}</dt>
        <dd>{data.paymentNo}</dd>
        <dt className="text-muted">{t("garbage.accountNo")}</dt>
        <dd>{data.accountNo}</dd>
        <dt className="text-muted">{t("garbage.holder")}</dt>
        <dd className="break-words">{data.holderName}</dd>
        <dt className="text-muted">{t("garbage.months")}</dt>
        <dd>{months}</dd>
        <dt className="text-muted">{t("garbage.amount")}</dt>
        <dd className="font-semibold">{formatBaht(data.amountSatang, language)}</dd>
        <dt className="text-muted">{t("garbage.amountWords")}</dt>
        <dd lang="th">({data.amountWordsTh})</dd>
      </dl>
      <div className="flex flex-wrap gap-3" data-print-hide>
        <Button isPending={downloading} onPress={() => void download()}>
          {t("garbage.downloadPdf")}
        </Button>
        <Button variant="secondary" onPress={() => window.print()}>
          {t("garbage.print")}
        </Button>
      </div>
      <div data-print-hide>{back}</div>
    </article>
  );
}
