/**
 * The correspondence register / ทะเบียนหนังสือรับ-ส่ง (`/dms/correspondence`; issue 14 item 7; contract
 * `listCorrespondence`, `registerCorrespondence`): the incoming and outgoing letters of the user's unit for one
 * Buddhist-era year, newest first, filtered by register (incoming or outgoing), urgency (ปกติ, ด่วน, ด่วนมาก,
 * ด่วนที่สุด), secrecy (ปกติ, ลับ, ลับมาก, ลับที่สุด) and text. "Register a letter" records a new incoming or
 * outgoing letter: the server gives it the next number of the unit's register for the year (numbers restart each
 * Buddhist-era year) and may link it to a document of the document store, which the register then opens (only
 * for those who may view that document). Administrators and document controllers choose the unit; other staff
 * keep their own unit's register.
 *
 * Accessible names for tests: heading "Correspondence register"; selects "Unit", "Year (B.E.)", "Register",
 * "Urgency", "Secrecy"; search field "Search the register"; button "Register a letter"; table "Correspondence
 * register"; the dialog "Register a letter" with radio group "Register", fields "Letter number", "Letter date",
 * "Subject", "From", "To", selects "Urgency", "Secrecy", combo box "Related document", button "Register".
 */
import { inRoleGroup } from "@eoffice/api-client/rights";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { buddhistYear } from "@eoffice/thai";
import {
  Alert,
  Button,
  DatePicker,
  Dialog,
  Form,
  Link,
  Modal,
  PageHeader,
  RadioGroup,
  Select,
  TextField,
  showToast,
  type DataTableColumn,
} from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge } from "../../lib/label-badge";
import { localName } from "../../lib/local-name";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useFieldErrors } from "../../lib/use-field-errors";
import { PagedTable, usePaging } from "../../lib/paged-table";
import { usePageTitle } from "../../lib/use-page-title";
import { useStaffHome } from "../staff";
import { DocumentPicker } from "./document-picker";
import { documentHref } from "./document-link";

type Entry = Schemas["Correspondence"];
type Direction = Schemas["CorrespondenceDirection"];
type Urgency = Schemas["CorrespondenceUrgency"];
type Secrecy = Schemas["CorrespondenceSecrecy"];

const URGENCIES: readonly Urgency[] = ["normal", "urgent", "very_urgent", "most_urgent"];
const SECRECIES: readonly Secrecy[] = ["normal", "confidential", "secret", "top_secret"];
/** Value of a select for "no filter". */
const ANY = "any";
/** Years offered in the year filter: this one and the ones before. */
const YEARS_SHOWN = 10;
/** The register's query-key prefix, invalidated after a registration. */
const REGISTER_KEY = ["get", "/v1/Correspondence/search"] as const;

/** The tone of an urgency or secrecy label: the higher the class, the stronger. */
function tone(value: Urgency | Secrecy): "neutral" | "info" | "warn" {
  if (value === "normal") return "neutral";
  return value === "urgent" || value === "confidential" ? "info" : "warn";
}

/** The correspondence register page (route module). */
export default function CorrespondencePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("documents.register.title"));
  const home = useStaffHome();
  const roles = home.data?.data.user.roles;
  const anyUnit = inRoleGroup(roles, "documentStore");
  const ownUnit = home.data?.data.unit ?? null;
  const units = api.useQuery("get", "/v1/OrgUnit/listAll", { params: { query: {} } }, { enabled: anyUnit });
  const [chosenUnit, setChosenUnit] = useState<number | null>(null);
  const unitId = anyUnit ? (chosenUnit ?? ownUnit?.id ?? units.data?.data[0]?.id ?? null) : null;
  const [thisYear] = useState(() => buddhistYear(Date.now()));
  const [beYear, setBeYear] = useState(thisYear);
  const [direction, setDirection] = useState<string>(ANY);
  const [urgency, setUrgency] = useState<string>(ANY);
  const [secrecy, setSecrecy] = useState<string>(ANY);
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), 300);
  const paging = usePaging();
  const { offset, limit } = paging;
  const [registering, setRegistering] = useState(false);

  const filters = {
    ...(unitId !== null ? { unitId } : {}),
    beYear,
    ...(direction !== ANY ? { direction: direction as Direction } : {}),
    ...(urgency !== ANY ? { urgency: urgency as Urgency } : {}),
    ...(secrecy !== ANY ? { secrecy: secrecy as Secrecy } : {}),
    ...(query ? { query: query.slice(0, 100) } : {}),
  };
  // Back to the first page when a filter changes (adjusted while rendering).
  const filterKey = JSON.stringify(filters);
  const [shownFilterKey, setShownFilterKey] = useState(filterKey);
  if (shownFilterKey !== filterKey) {
    setShownFilterKey(filterKey);
    paging.reset();
  }
  const ready = home.data !== undefined && (!anyUnit || unitId !== null);
  const register = api.useQuery(
    "get",
    "/v1/Correspondence/search",
    { params: { query: { ...filters, offset, limit } } },
    { enabled: ready, placeholderData: keepPreviousData, retry: false },
  );
  const unitName = anyUnit ? localName(units.data?.data.find((u) => u.id === unitId) ?? { nameTh: "", nameEn: "" }, language) : ownUnit ? localName(ownUnit, language) : "";

  const choice = (key: string) => t(`documents.register.${key}`);
  const columns: DataTableColumn<Entry>[] = [
    {
      id: "registerNo",
      header: t("documents.register.fields.registerNo"),
      isRowHeader: true,
      value: (e) => `${t(`documents.register.directions.${e.direction}`)} ${e.registerNo}/${e.beYear}`,
      cell: (e) => (
        <span className="flex flex-col whitespace-nowrap">
          <span className="font-semibold">
            {e.registerNo}/{e.beYear}
          </span>
          <span className="text-xs text-muted">{t(`documents.register.directions.${e.direction}`)}</span>
        </span>
      ),
    },
    { id: "letterNumber", header: t("documents.register.fields.letterNumber"), value: (e) => e.letterNumber ?? "" },
    {
      id: "letterDate",
      header: t("documents.register.fields.letterDate"),
      value: (e) => (e.letterDate ? formatDateTime(`${e.letterDate}T00:00:00Z`, language, "UTC", false) : ""),
    },
    { id: "subject", header: t("documents.register.fields.subject"), value: (e) => e.subject },
    { id: "fromName", header: t("documents.register.fields.fromName"), value: (e) => e.fromName },
    { id: "toName", header: t("documents.register.fields.toName"), value: (e) => e.toName },
    {
      id: "classes",
      header: t("documents.register.fields.classes"),
      value: (e) => `${choice(`urgencies.${e.urgency}`)} ${choice(`secrecies.${e.secrecy}`)}`,
      cell: (e) => (
        <span className="flex flex-wrap gap-1">
          <LabelBadge label={choice(`urgencies.${e.urgency}`)} tone={tone(e.urgency)} value={e.urgency} />
          {e.secrecy !== "normal" && <LabelBadge label={choice(`secrecies.${e.secrecy}`)} tone={tone(e.secrecy)} value={e.secrecy} />}
        </span>
      ),
    },
    {
      id: "document",
      header: t("documents.register.fields.document"),
      value: (e) => e.document?.title ?? "",
      cell: (e) =>
        e.document ? (
          <Link href={documentHref({ id: e.document.id, documentFolderId: e.document.folderId, documentTypeId: e.document.typeId })}>
            {e.document.title}
          </Link>
        ) : e.documentId !== null ? (
          <span className="text-sm text-muted">{t("documents.register.documentHidden")}</span>
        ) : (
          ""
        ),
    },
    {
      id: "createdAt",
      header: t("documents.register.fields.createdAt"),
      value: (e) => formatDateTime(e.createdAt, language),
      cell: (e) => (
        <time dateTime={e.createdAt} className="whitespace-nowrap">
          {formatDateTime(e.createdAt, language)}
        </time>
      ),
    },
  ];

  const all = (label: string) => ({ id: ANY, label });
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={t("documents.register.title")}
        description={t("documents.register.intro")}
        actions={
          <Button onPress={() => setRegistering(true)} isDisabled={!ready || (!anyUnit && !ownUnit)}>
            {t("documents.register.new")}
          </Button>
        }
      />
      {home.data && !anyUnit && !ownUnit && <Alert tone="info">{t("documents.register.noUnit")}</Alert>}
      <div className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:grid-cols-2 sm:p-6 xl:grid-cols-3" role="group" aria-label={t("documents.register.filters")}>
        {anyUnit ? (
          <Select
            label={t("documents.register.unit")}
            items={(units.data?.data ?? []).map((u) => ({ id: String(u.id), label: localName(u, language) }))}
            value={unitId === null ? null : String(unitId)}
            onChange={(key) => key !== null && setChosenUnit(Number(key))}
          />
        ) : (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{t("documents.register.unit")}</span>
            <span className="flex h-10 items-center text-sm">{unitName || "–"}</span>
          </div>
        )}
        <Select
          label={t("documents.register.year")}
          items={Array.from({ length: YEARS_SHOWN }, (_, i) => ({ id: String(thisYear - i), label: String(thisYear - i) }))}
          value={String(beYear)}
          onChange={(key) => key !== null && setBeYear(Number(key))}
        />
        <Select
          label={t("documents.register.direction")}
          items={[all(t("documents.register.bothDirections")), ...(["in", "out"] as const).map((d) => ({ id: d, label: t(`documents.register.books.${d}`) }))]}
          value={direction}
          onChange={(key) => setDirection(key === null ? ANY : String(key))}
        />
        <Select
          label={t("documents.register.urgency")}
          items={[all(t("documents.register.anyUrgency")), ...URGENCIES.map((u) => ({ id: u, label: choice(`urgencies.${u}`) }))]}
          value={urgency}
          onChange={(key) => setUrgency(key === null ? ANY : String(key))}
        />
        <Select
          label={t("documents.register.secrecy")}
          items={[all(t("documents.register.anySecrecy")), ...SECRECIES.map((s) => ({ id: s, label: choice(`secrecies.${s}`) }))]}
          value={secrecy}
          onChange={(key) => setSecrecy(key === null ? ANY : String(key))}
        />
        <TextField type="search" label={t("documents.register.search")} description={t("documents.register.searchHint")} value={text} onChange={setText} maxLength={100} />
      </div>
      <PagedTable<Entry>
        label={t("documents.register.tableLabel")}
        columns={columns}
        query={register}
        paging={paging}
        loadError={t("common.unknownError")}
        emptyState={<p className="p-4 text-muted">{t("documents.register.none", { year: beYear })}</p>}
        cardBreakpoint={900}
      />
      <RegisterDialog isOpen={registering} unitId={unitId} unitName={unitName} onClose={() => setRegistering(false)} />
    </div>
  );
}

/** Register a new incoming or outgoing letter. */
function RegisterDialog({ isOpen, unitId, unitName, onClose }: { isOpen: boolean; unitId: number | null; unitName: string; onClose(): void }) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} className="max-w-2xl">
      {isOpen && <RegisterForm unitId={unitId} unitName={unitName} onClose={onClose} />}
    </Modal>
  );
}

function RegisterForm({ unitId, unitName, onClose }: { unitId: number | null; unitName: string; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = api.useMutation("post", "/v1/Correspondence");
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [direction, setDirection] = useState<Direction>("in");
  const [letterNumber, setLetterNumber] = useState("");
  const [letterDate, setLetterDate] = useState<string | null>(null);
  const [subject, setSubject] = useState("");
  const [fromName, setFromName] = useState("");
  const [toName, setToName] = useState("");
  const [urgency, setUrgency] = useState<Urgency>("normal");
  const [secrecy, setSecrecy] = useState<Secrecy>("normal");
  const [documentId, setDocumentId] = useState<number | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid: Record<string, string> = {};
    if (!subject.trim()) invalid.subject = t("validation.required");
    if (!fromName.trim()) invalid.fromName = t("validation.required");
    if (!toName.trim()) invalid.toName = t("validation.required");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const answer = await create.mutateAsync({
        body: {
          ...(unitId !== null ? { unitId } : {}),
          direction,
          letterNumber: letterNumber.trim() || null,
          letterDate,
          subject: subject.trim(),
          fromName: fromName.trim(),
          toName: toName.trim(),
          urgency,
          secrecy,
          documentId,
        },
      });
      const entry = answer.data;
      showToast({
        title: t("documents.register.registered", { book: t(`documents.register.books.${entry.direction}`), no: entry.registerNo, year: entry.beYear }),
        tone: "success",
      });
      await queryClient.invalidateQueries({ queryKey: REGISTER_KEY });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  const choice = (key: string) => t(`documents.register.${key}`);
  return (
    <Dialog title={t("documents.register.new")}>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {message && <Alert tone="error">{message}</Alert>}
        <p className="text-sm text-muted">{t("documents.register.into", { unit: unitName })}</p>
        <RadioGroup<Direction>
          label={t("documents.register.direction")}
          appearance="pills"
          options={(["in", "out"] as const).map((d) => ({ value: d, label: t(`documents.register.books.${d}`) }))}
          value={direction}
          onChange={setDirection}
          isRequired
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            name="letterNumber"
            label={t("documents.register.fields.letterNumber")}
            description={t("documents.register.letterNumberHint")}
            value={letterNumber}
            onChange={(v) => {
              setLetterNumber(v);
              clear("letterNumber");
            }}
            maxLength={100}
          />
          <DatePicker
            name="letterDate"
            label={t("documents.register.fields.letterDate")}
            value={letterDate}
            onChange={(v) => {
              setLetterDate(v);
              clear("letterDate");
            }}
          />
        </div>
        <TextField
          name="subject"
          label={t("documents.register.fields.subject")}
          isRequired
          value={subject}
          onChange={(v) => {
            setSubject(v);
            clear("subject");
          }}
          maxLength={500}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            name="fromName"
            label={t("documents.register.fields.fromName")}
            isRequired
            value={fromName}
            onChange={(v) => {
              setFromName(v);
              clear("fromName");
            }}
            maxLength={300}
          />
          <TextField
            name="toName"
            label={t("documents.register.fields.toName")}
            isRequired
            value={toName}
            onChange={(v) => {
              setToName(v);
              clear("toName");
            }}
            maxLength={300}
          />
          <Select
            label={t("documents.register.urgency")}
            items={URGENCIES.map((u) => ({ id: u, label: choice(`urgencies.${u}`) }))}
            value={urgency}
            onChange={(key) => key && setUrgency(key as Urgency)}
          />
          <Select
            label={t("documents.register.secrecy")}
            items={SECRECIES.map((s) => ({ id: s, label: choice(`secrecies.${s}`) }))}
            value={secrecy}
            onChange={(key) => key && setSecrecy(key as Secrecy)}
          />
        </div>
        <DocumentPicker
          value={documentId}
          onChange={(id) => {
            setDocumentId(id);
            clear("documentId");
          }}
          errorMessage={errors.documentId}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" isPending={create.isPending}>
            {t("documents.register.submit")}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
