/**
 * Garbage-fee accounts for finance officers / บัญชีค่าธรรมเนียมเก็บขยะ (a section of `/mwp/garbage`; issue 13 item 1,
 * "or staff link it"): find accounts by number, house number, holder, address or the linked resident's user name,
 * open a new account (number, house number, holder, address, rate category), link an account to a resident found by
 * user name, name or the whole national ID (or unlink it), and close an account (no new bills; its bills, payments and
 * receipts stay). Every change is audited by the server.
 *
 * Accessible names for tests: region "Accounts"; button "Open an account"; field "Search accounts"; per row buttons
 * "Link account <number> to a resident", "Unlink account <number>", "Close account <number>"; dialogs "Open an
 * account", "Link account <number> to a resident" (field "Find a resident", button "Search", per resident "Link to
 * <name>"); confirmations "Unlink the resident?" and "Close the account?".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, ConfirmationDialog, Dialog, Form, Modal, Select, Spinner, TextField, showToast, type DataTableColumn } from "@eoffice/ui";
import { callError, errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { LabelBadge } from "../../lib/label-badge";
import { useFieldErrors } from "../../lib/use-field-errors";
import { formatBaht } from "../eservice";
import { FinanceTable, Section } from "./garbage-finance-parts";
import { usePaging } from "../../lib/paged-table";
import {
  closeAccount,
  createAccount,
  GARBAGE_KEYS,
  setAccountResident,
  useGarbageRates,
  useGarbageResidents,
  useGarbageStaffAccounts,
  type AccountStatus,
} from "./garbage-queries";

type Row = Schemas["GarbageAccountRow"];

/** What a row's button asked for: link (dialog), unlink or close (confirmation). */
type Pending = { kind: "link" | "unlink" | "close"; row: Row } | null;

/** The resident a row names: "นางทดสอบ ระบบ (somchai)", or the user name alone. */
function residentLabel(resident: NonNullable<Row["resident"]>): string {
  return resident.fullName ? `${resident.fullName} (${resident.userName})` : resident.userName;
}

/** The accounts section of the finance page. */
export function GarbageAccounts() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const rates = useGarbageRates();
  const [text, setText] = useState("");
  const [status, setStatus] = useState<AccountStatus>("all");
  const paging = usePaging();
  const q = text.trim();
  const accounts = useGarbageStaffAccounts({ ...(q ? { q } : {}), status, offset: paging.offset, limit: paging.limit });
  const [opening, setOpening] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([GARBAGE_KEYS.staffAccounts, GARBAGE_KEYS.outstanding].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const rateName = (code: string) => {
    const rate = rates.data?.find((r) => r.code === code);
    return rate ? (language === "th" ? rate.nameTh : rate.nameEn) : code;
  };

  const confirm = async () => {
    if (!pending || pending.kind === "link") return;
    setBusy(true);
    setConfirmError(null);
    try {
      await (pending.kind === "close" ? closeAccount(pending.row.id) : setAccountResident(pending.row.id, null));
    } catch (caught) {
      setBusy(false);
      setConfirmError(errorMessage(callError(caught), t("garbage.finance.accounts.actionError")));
      return;
    }
    setBusy(false);
    showToast({
      title: t(pending.kind === "close" ? "garbage.finance.accounts.closed" : "garbage.finance.accounts.unlinked", { accountNo: pending.row.accountNo }),
      tone: "success",
    });
    setPending(null);
    await refresh();
  };

  const columns: DataTableColumn<Row>[] = [
    { id: "accountNo", header: t("garbage.accountNo"), isRowHeader: true },
    { id: "houseNo", header: t("garbage.houseNo") },
    { id: "holderName", header: t("garbage.holder") },
    { id: "rateCode", header: t("garbage.finance.category"), value: (r) => rateName(r.rateCode) },
    {
      id: "active",
      header: t("garbage.finance.accounts.status"),
      value: (r) => t(r.active ? "garbage.finance.accounts.open" : "garbage.finance.accounts.closedBadge"),
      cell: (r) => (
        <LabelBadge
          value={r.active ? "active" : "closed"}
          label={t(r.active ? "garbage.finance.accounts.open" : "garbage.finance.accounts.closedBadge")}
          tone={r.active ? "success" : "neutral"}
        />
      ),
    },
    { id: "resident", header: t("garbage.finance.accounts.resident"), value: (r) => (r.resident ? residentLabel(r.resident) : t("garbage.finance.accounts.notLinked")) },
    { id: "outstandingSatang", header: t("garbage.finance.outstandingAmount"), align: "end", value: (r) => formatBaht(r.outstandingSatang, language) },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (r) => (
        <span className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={t("garbage.finance.accounts.linkFor", { accountNo: r.accountNo })} onPress={() => setPending({ kind: "link", row: r })}>
            {r.resident ? t("garbage.finance.accounts.change") : t("garbage.finance.accounts.link")}
          </Button>
          {r.resident && (
            <Button size="sm" variant="secondary" aria-label={t("garbage.finance.accounts.unlinkFor", { accountNo: r.accountNo })} onPress={() => setPending({ kind: "unlink", row: r })}>
              {t("garbage.finance.accounts.unlink")}
            </Button>
          )}
          {r.active && (
            <Button size="sm" variant="secondary" aria-label={t("garbage.finance.accounts.closeFor", { accountNo: r.accountNo })} onPress={() => setPending({ kind: "close", row: r })}>
              {t("garbage.finance.accounts.close")}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Section
      id="garbage-accounts"
      title={t("garbage.finance.accounts.title")}
      intro={t("garbage.finance.accounts.intro")}
      actions={<Button onPress={() => setOpening(true)}>{t("garbage.finance.accounts.openAccount")}</Button>}
    >
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          type="search"
          label={t("garbage.finance.accounts.search")}
          description={t("garbage.finance.accounts.searchHint")}
          value={text}
          onChange={(value) => {
            setText(value);
            paging.reset();
          }}
          maxLength={100}
          className="w-80 max-w-full"
        />
        <Select
          label={t("garbage.finance.show")}
          className="w-48"
          items={(["all", "active", "closed"] as const).map((id) => ({ id, label: t(`garbage.finance.accounts.statuses.${id}`) }))}
          value={status}
          onChange={(key) => {
            setStatus(key === "active" || key === "closed" ? key : "all");
            paging.reset();
          }}
        />
      </div>
      <FinanceTable label={t("garbage.finance.accounts.title")} columns={columns} query={accounts} paging={paging} />

      <Modal isOpen={opening} onOpenChange={(open) => !open && setOpening(false)} className="max-w-xl">
        {opening && <OpenAccountForm rates={rates.data ?? []} onClose={() => setOpening(false)} onSaved={refresh} />}
      </Modal>
      <Modal isOpen={pending?.kind === "link"} onOpenChange={(open) => !open && setPending(null)} className="max-w-2xl">
        {pending?.kind === "link" && <LinkResidentForm key={pending.row.id} row={pending.row} onClose={() => setPending(null)} onSaved={refresh} />}
      </Modal>
      <ConfirmationDialog
        isOpen={pending !== null && pending.kind !== "link"}
        title={pending?.kind === "close" ? t("garbage.finance.accounts.closeTitle") : t("garbage.finance.accounts.unlinkTitle")}
        message={
          pending && (
            <>
              {pending.kind === "close"
                ? t("garbage.finance.accounts.closeText", { accountNo: pending.row.accountNo, holder: pending.row.holderName })
                : t("garbage.finance.accounts.unlinkText", { accountNo: pending.row.accountNo, resident: pending.row.resident ? residentLabel(pending.row.resident) : "" })}
              {confirmError && (
                <span className="mt-3 block">
                  <Alert tone="error">{confirmError}</Alert>
                </span>
              )}
            </>
          )
        }
        confirmLabel={pending?.kind === "close" ? t("garbage.finance.accounts.close") : t("garbage.finance.accounts.unlink")}
        isPending={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
          setConfirmError(null);
        }}
      />
    </Section>
  );
}

/** Cancel and submit buttons of a dialog whose form is in its body. */
function Footer({ form, label, isPending, onCancel }: { form: string; label: string; isPending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" form={form} isPending={isPending}>
        {label}
      </Button>
    </>
  );
}

const EMPTY_ACCOUNT = { accountNo: "", houseNo: "", holderName: "", address: "", rateCode: "" };

function OpenAccountForm({ rates, onClose, onSaved }: { rates: Schemas["GarbageRate"][]; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [values, setValues] = useState(EMPTY_ACCOUNT);
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY_ACCOUNT, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const body = {
      accountNo: values.accountNo.trim(),
      houseNo: values.houseNo.trim(),
      holderName: values.holderName.trim(),
      address: values.address.trim(),
      rateCode: values.rateCode,
    };
    const invalid: Record<string, string> = {};
    if (!/^[0-9]{6,20}$/.test(body.accountNo)) invalid.accountNo = t("garbage.accountNoInvalid");
    for (const field of ["houseNo", "holderName", "address"] as const) if (body[field] === "") invalid[field] = t("validation.required");
    if (body.rateCode === "") invalid.rateCode = t("validation.select");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    let opened: Schemas["GarbageAccountRow"];
    try {
      opened = await createAccount(body);
    } catch (caught) {
      setBusy(false);
      const failure = callError(caught);
      setErrors(fieldErrors(failure));
      setMessage(errorMessage(failure, t("garbage.finance.accounts.openError")));
      return;
    }
    setBusy(false);
    showToast({ title: t("garbage.finance.accounts.opened", { accountNo: opened.accountNo }), tone: "success" });
    await onSaved();
    onClose();
  };
  return (
    <Dialog
      title={t("garbage.finance.accounts.openTitle")}
      footer={<Footer form="garbage-open-account" label={t("garbage.finance.accounts.openSubmit")} isPending={busy} onCancel={onClose} />}
    >
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form id="garbage-open-account" validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          name="accountNo"
          label={t("garbage.accountNo")}
          description={t("garbage.accountNoHint")}
          inputMode="numeric"
          isRequired
          maxLength={20}
          value={values.accountNo}
          onChange={(value) => set("accountNo", value)}
        />
        <TextField name="houseNo" label={t("garbage.houseNo")} isRequired maxLength={40} value={values.houseNo} onChange={(value) => set("houseNo", value)} />
        <TextField name="holderName" label={t("garbage.holder")} isRequired maxLength={200} value={values.holderName} onChange={(value) => set("holderName", value)} />
        <TextField
          name="address"
          label={t("garbage.finance.accounts.address")}
          multiline
          rows={2}
          isRequired
          maxLength={500}
          value={values.address}
          onChange={(value) => set("address", value)}
        />
        <Select
          name="rateCode"
          label={t("garbage.finance.category")}
          isRequired
          items={rates.map((r) => ({ id: r.code, label: `${language === "th" ? r.nameTh : r.nameEn} (${formatBaht(r.monthlySatang, language)})` }))}
          value={values.rateCode === "" ? null : values.rateCode}
          onChange={(key) => set("rateCode", key === null ? "" : String(key))}
        />
      </Form>
    </Dialog>
  );
}

function LinkResidentForm({ row, onClose, onSaved }: { row: Row; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [linking, setLinking] = useState<number | null>(null);
  const residents = useGarbageResidents(query);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setError(t("garbage.finance.accounts.searchTooShort"));
      return;
    }
    setError(undefined);
    setQuery(text.trim());
  };
  const link = async (resident: Schemas["GarbageResident"]) => {
    setLinking(resident.id);
    setMessage(null);
    try {
      await setAccountResident(row.id, resident.id);
    } catch (caught) {
      setLinking(null);
      setMessage(errorMessage(callError(caught), t("garbage.finance.accounts.actionError")));
      return;
    }
    setLinking(null);
    showToast({ title: t("garbage.finance.accounts.linked", { accountNo: row.accountNo, resident: resident.fullName ?? resident.userName }), tone: "success" });
    await onSaved();
    onClose();
  };
  const found = residents.data?.data ?? [];
  return (
    <Dialog
      title={t("garbage.finance.accounts.linkFor", { accountNo: row.accountNo })}
      footer={
        <Button variant="secondary" onPress={onClose}>
          {t("common.cancel")}
        </Button>
      }
    >
      <p className="mb-4 text-sm">
        {row.resident
          ? t("garbage.finance.accounts.linkedNow", { holder: row.holderName, resident: residentLabel(row.resident) })
          : t("garbage.finance.accounts.linkIntro", { holder: row.holderName, houseNo: row.houseNo })}
      </p>
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form
        validationBehavior="aria"
        validationErrors={error ? { q: error } : {}}
        onSubmit={search}
        aria-label={t("garbage.finance.accounts.findResident")}
        className="flex flex-col gap-3"
      >
        <TextField
          name="q"
          type="search"
          label={t("garbage.finance.accounts.findResident")}
          description={t("garbage.finance.accounts.findResidentHint")}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          maxLength={100}
        />
        <Button type="submit" variant="secondary" className="self-start">
          {t("garbage.finance.accounts.searchButton")}
        </Button>
      </Form>
      <div className="mt-4" aria-live="polite">
        {query === "" ? null : residents.isFetching && !residents.data ? (
          <Spinner size="sm" label={t("garbage.loading")} />
        ) : residents.error ? (
          <Alert tone="error" onRetry={() => void residents.refetch()}>
            {errorMessage(residents.error, t("garbage.loadError"))}
          </Alert>
        ) : found.length === 0 ? (
          <p className="text-sm text-muted">{t("garbage.finance.accounts.noResident")}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t("garbage.finance.accounts.residentsFound")}>
            {found.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3">
                <div className="flex min-w-0 flex-col text-sm">
                  <span className="font-semibold">{r.fullName ?? r.userName}</span>
                  <span className="text-muted">
                    {[
                      t("garbage.finance.accounts.userName", { userName: r.userName }),
                      r.citizenIdLast4 ? t("garbage.finance.accounts.idEnding", { last4: r.citizenIdLast4 }) : null,
                      r.address,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </div>
                <Button
                  size="sm"
                  isPending={linking === r.id}
                  isDisabled={row.resident?.id === r.id}
                  onPress={() => void link(r)}
                  aria-label={t("garbage.finance.accounts.linkTo", { name: r.fullName ?? r.userName })}
                >
                  {t("garbage.finance.accounts.linkButton")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {residents.data && residents.data.total > found.length && (
          <p className="mt-2 text-sm text-muted">{t("garbage.finance.accounts.moreResidents", { count: residents.data.total - found.length })}</p>
        )}
      </div>
    </Dialog>
  );
}
