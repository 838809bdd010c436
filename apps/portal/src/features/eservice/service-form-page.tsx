/**
 * A service's request form (`/e-service/main/form/<code>`; issue 12 items 2 and 3), for signed-in residents (the
 * shell's guard sends others to sign-in and back). Two steps, each an address of its own so that Back works:
 *
 * 1. the form (`/e-service/main/form/<code>`): the service's description, what to bring or attach, the division, the
 *    fee and the target time; for a booking service the slot picker ({@link BookingPicker}: free and taken days or
 *    hours); the form drawn by the ui `FormRenderer` from the service's JSON Schema (browser validation with the
 *    server's schema, errors next to the fields and in an error summary; files uploaded at once through
 *    `api/upload.ts`, like complaint photos). "Continue" goes to the next step when the answers are valid and a
 *    slot is chosen.
 * 2. "Check your answers" (`?step=check`): the ui `FormSummary` with a "Change" link per answer (back to the form,
 *    `?field=<name>`, which puts the focus on that field), the booking with its own "Change", the fee, and "Submit
 *    request" (`POST /v1/EServiceRequest`). A 400 (`data.<path>`) or a 409 (`booking`: the slot was taken
 *    meanwhile) goes back to the form with the messages next to the fields and in the error summary.
 *
 * On 201 the draft is cleared and the resident goes to the confirmation (`.../sent/<id>`). The draft
 * (`request-draft.ts`, on the device in IndexedDB per service and person, deleted at sign-out) keeps the answers, the
 * booking and the uploaded files' names while the resident fills in. Without a network "Submit request" keeps the
 * request on the device to send later (`lib/outbox.ts`, the list "Waiting to be sent" above the form; tracker issue
 * 40 item 4); photos are made at most 2048 px before they are uploaded. A file attached without a network (or whose
 * upload found none) is kept on the device with the draft instead, shown as attached, uploaded when the request is
 * submitted with a network, or kept with the request in the outbox otherwise ({@link uploadOrKeep}). The form stays
 * mounted (hidden) during the check step, so uploads and the picker keep their state.
 *
 * Accessible names for tests: heading level 1 = the service's name; section "About this service"; group "Choose
 * when" (booking services); the form named after the service with the button "Continue"; heading "Check your
 * answers" with links "Change <field>" and the button "Submit request".
 */
import { startTransition, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Redirect, useLocation, useParams, useSearch } from "wouter";
import {
  Alert,
  Button,
  FormRenderer,
  FormSummary,
  Link,
  PageHeader,
  Spinner,
  cleanServiceFormValue,
  lazyOnce,
  preloadFormFields,
  validateServiceForm,
  type ServiceFormErrors,
  type ServiceFormValue,
} from "@eoffice/ui";
import type { Schemas } from "@eoffice/api-client";
import { errorMessage } from "../../api/errors";
import { uploadFile, UploadError } from "../../api/upload";
import { thaiAddressLoader } from "../../lib/thai-address-loader";
import { prefillFromProfile } from "../account";
import { useLanguage } from "../../i18n/use-language";
import { localName, localText } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { sessionStore, useSession } from "../../session/session";
import { ErrorPage } from "../errors";
import { hasStatus, useCreateRequest, useEService } from "./eservice-queries";
import { CATALOGUE_PATH, confirmationPath, serviceFormPath } from "./eservice-paths";
import {
  BOOKING_FIELD,
  formatBooking,
  isServiceCode,
  maxBookingDays,
  requestFieldErrors,
  serviceForm,
  type BookingRequest,
  type EService,
} from "./eservice-rules";
import { clearRequestDraft, keptFilesNamed, readRequestDraft, writeRequestDraft, type KeptFile, type RequestDraft } from "./request-draft";
import { resizeImage } from "../../lib/resize-image";
import { keepForLater } from "../../lib/outbox";
import { replaceFileIds } from "../../lib/replace-file-ids";
import { OutboxPanel } from "../../lib/outbox-panel";
import { ServiceTerms } from "./service-terms";
import { loadBookingPicker } from "./service-form-calls";

/**
 * The slot picker of a booking service (with the date pickers' code: about 30 kB brotli that the other services'
 * forms do not need), loaded by the page's first-render call once the service's definition says it has a booking
 * (`service-form-calls.ts`); until it is there, the page's loading state stays.
 */
const BookingPicker = lazyOnce(loadBookingPicker);

/** The form page (route module); the route gives the service `code`. */
export default function ServiceFormPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { code = "" } = useParams<{ code?: string }>();
  const service = useEService(code);
  const { profile } = useSession();
  const name = service.data ? localText(service.data.name, language) : "";
  usePageTitle(name || t("eservice.catalogue.title"));

  if (!isServiceCode(code) || (service.error && hasStatus(service.error, 404))) return <ErrorPage page="notFound" embedded />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader
        title={name || t("eservice.catalogue.title")}
        breadcrumbs={[{ label: t("eservice.catalogue.title"), href: CATALOGUE_PATH }, { label: name || "…" }]}
      />
      {service.error ? (
        <Alert tone="error" onRetry={() => void service.refetch()}>
          {errorMessage(service.error, t("eservice.form.loadError"))}
        </Alert>
      ) : !service.data ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : (
        <RequestFlowWithDraft key={`${code}:${profile?.personId ?? 0}`} service={service.data} personId={profile?.personId ?? 0} />
      )}
    </div>
  );
}

/** Whether an upload failed for want of a network (no answer came). */
const noNetwork = (error: unknown) => error instanceof UploadError && error.status === 0;

/**
 * The form's uploader: makes a photo at most 2048 px, then uploads it; without a network (offline, or no answer came)
 * the file is kept on the device under an id made there instead (`keep`), and the form lists it as attached.
 * @param keep - Keeps the file (made smaller) under the device id.
 */
async function uploadOrKeep(
  file: File,
  onProgress: (percent: number) => void,
  keep: (id: string, file: File) => void,
): Promise<{ id: string }> {
  const smaller = await resizeImage(file);
  if (navigator.onLine) {
    try {
      return { id: (await uploadFile(smaller, { onProgress })).id };
    } catch (error) {
      if (!noNetwork(error)) throw error;
    }
  }
  const id = crypto.randomUUID();
  keep(id, smaller);
  return { id };
}

/** The step in the address: the form, or "Check your answers". */
function useStep(): { step: "form" | "check"; field: string | undefined } {
  const params = new URLSearchParams(useSearch());
  return { step: params.get("step") === "check" ? "check" : "form", field: params.get("field") ?? undefined };
}

/** The address of the form with the focus on one field (the summary's "Change" links). */
function changePath(code: string, field: string): string {
  return `${serviceFormPath(code)}?field=${encodeURIComponent(field)}`;
}

/**
 * The request's steps once its draft has been read from the device and the code of the fields only some forms have is
 * in (`preloadFormFields`, the booking picker; started by the page's first-render call, so usually there already): the
 * form then renders once, whole, without a placeholder giving way to a field (a spinner meanwhile).
 */
function RequestFlowWithDraft({ service, personId }: { service: EService; personId: number }) {
  const [initial, setInitial] = useState<{ draft: RequestDraft | null } | null>(null);
  useEffect(() => {
    let live = true;
    // A field whose code cannot be loaded shows its placeholder, then asks again when it renders.
    const fields = Promise.all([
      preloadFormFields(serviceForm(service.form)),
      service.booking ? loadBookingPicker() : undefined,
    ]).catch(() => undefined);
    // As a transition: React renders the whole form in slices of a few milliseconds, not in one long task (a state set
    // from a promise is otherwise rendered at once, in one piece; tracker issue 40 item 5, Lighthouse's TBT).
    void Promise.all([readRequestDraft(personId, service.code), fields]).then(
      ([draft]) => live && startTransition(() => setInitial({ draft })),
    );
    return () => {
      live = false;
    };
  }, [personId, service]);
  if (!initial) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" />
      </div>
    );
  }
  return <RequestFlow service={service} personId={personId} initial={initial.draft} />;
}

/** Props of {@link RequestFlow}. */
interface RequestFlowProps {
  service: EService;
  personId: number;
  /** The draft kept on the device, if any. */
  initial: RequestDraft | null;
}

/** The two steps of one service's request, with its draft. */
function RequestFlow({ service, personId, initial }: RequestFlowProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const uploadLimits = useUploadLimits();
  const [, navigate] = useLocation();
  const { step, field } = useStep();
  const form = serviceForm(service.form);
  // Issue 15: a new request starts from the profile's telephone, national ID and address.
  const [value, setValue] = useState<ServiceFormValue>(() => initial?.data ?? prefillFromProfile(form, sessionStore.getSnapshot().profile));
  const [booking, setBooking] = useState<BookingRequest | null>(initial?.booking ?? null);
  const [files, setFiles] = useState<KeptFile[]>(initial?.files ?? []);
  // Files kept on the device by the uploader, until the form reports them attached (`onFileUploaded`).
  const keptNow = useRef(new Map<string, File>());
  const [restored, setRestored] = useState(initial !== null && (Object.keys(initial.data).length > 0 || initial.booking !== undefined));
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // A new number remounts the form and the picker (start again).
  const [generation, setGeneration] = useState(0);
  const bookingId = useId();
  const checkHeading = useRef<HTMLHeadingElement>(null);
  const create = useCreateRequest();

  const [queued, setQueued] = useState(false);
  useEffect(() => {
    if (Object.keys(value).length === 0 && booking === null) void clearRequestDraft(personId, service.code);
    else void writeRequestDraft(personId, service.code, { data: value, ...(booking ? { booking } : {}), files });
  }, [personId, service.code, value, booking, files]);

  // Focus follows the step: the check step's heading; back on the form, the booking when its "Change" was used
  // (the FormRenderer focuses its own fields, `autoFocusField`).
  useEffect(() => {
    if (step === "check") checkHeading.current?.focus();
    else if (field === BOOKING_FIELD) document.getElementById(bookingId)?.focus();
  }, [step, field, bookingId]);

  const complete = useMemo(
    () => Object.keys(validateServiceForm(form, value, language)).length === 0 && (!service.booking || booking !== null),
    [form, value, language, service.booking, booking],
  );

  const startAgain = () => {
    void clearRequestDraft(personId, service.code);
    setValue({});
    setBooking(null);
    setFiles([]);
    setErrors({});
    setRestored(false);
    setGeneration((n) => n + 1);
  };

  const onContinue = (answers: ServiceFormValue) => {
    setValue(answers);
    if (service.booking && booking === null) {
      // A new object: the form shows the message in its error summary and focuses it.
      setErrors({ [BOOKING_FIELD]: t("eservice.booking.required") });
      return;
    }
    setErrors({});
    navigate(serviceFormPath(service.code, "check"));
  };

  /**
   * Keeps the request on the device to send when the network returns (tracker issue 40 item 4), with the files it
   * names that are still only on the device, and starts again.
   */
  const keep = async (body: Schemas["EServiceRequestCreate"]) => {
    const keptFiles = keptFilesNamed(body.data, files).map((file) => ({ name: file.name, type: file.blob.type, blob: file.blob, localId: file.id }));
    try {
      await keepForLater(
        { kind: "request", body },
        { personId, title: t("offline.outbox.request", { service: localText(service.name, language) }), keptFiles },
      );
    } catch {
      setMessage(t("eservice.check.failed"));
      return;
    }
    startAgain();
    setQueued(true);
    navigate(serviceFormPath(service.code));
  };

  /**
   * Uploads the files kept on the device that the answers name, replacing their device ids by the stored ones (in the
   * answers and the draft, so that a second try uploads none twice); `null` when the network went meanwhile.
   */
  const uploadKept = async (data: ServiceFormValue): Promise<ServiceFormValue | null> => {
    let answers = data;
    for (const file of keptFilesNamed(data, files)) {
      try {
        const stored = await uploadFile(new File([file.blob], file.name, { type: file.blob.type }));
        answers = replaceFileIds(answers, { [file.id]: stored.id });
        setValue((current) => replaceFileIds(current, { [file.id]: stored.id }));
        setFiles((current) => current.map((f) => (f.id === file.id ? { id: stored.id, name: f.name, size: f.size, type: f.type } : f)));
      } catch (error) {
        if (noNetwork(error)) return null;
        throw error;
      }
    }
    return answers;
  };

  const submit = async () => {
    setMessage(null);
    const bodyOf = (data: ServiceFormValue) => ({ serviceCode: service.code, data, ...(booking ? { booking } : {}) });
    const body = bodyOf(cleanServiceFormValue(value));
    if (!navigator.onLine) {
      await keep(body);
      return;
    }
    try {
      const data = await uploadKept(body.data);
      if (!data) {
        await keep(body);
        return;
      }
      body.data = data;
    } catch (error) {
      setMessage(errorMessage(error, t("eservice.check.failed")));
      return;
    }
    try {
      const answer = await create.mutateAsync(body);
      void clearRequestDraft(personId, service.code);
      navigate(confirmationPath(service.code, answer.id), { replace: true });
    } catch (error) {
      // No answer at all (the network went while sending): kept for later like a request written offline.
      if (error instanceof TypeError) {
        await keep(body);
        return;
      }
      const fieldErrors = requestFieldErrors(error);
      if (hasStatus(error, 409)) {
        // Taken meanwhile: the picker (its availability refetched) asks for another slot.
        fieldErrors[BOOKING_FIELD] = t("eservice.check.conflict");
        setBooking(null);
      }
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        navigate(serviceFormPath(service.code));
      } else {
        setMessage(errorMessage(error, t("eservice.check.failed")));
      }
    }
  };

  // The check step needs complete answers (a reload with an unfinished draft, an address typed by hand).
  if (step === "check" && !complete) return <Redirect to={serviceFormPath(service.code)} replace />;

  return (
    <>
      <div hidden={step !== "form"} className="flex flex-col gap-6">
        {queued && <Alert tone="info">{t("offline.outbox.queuedRequest")}</Alert>}
        <OutboxPanel />
        <AboutService service={service} />
        {restored && (
          <Alert tone="info">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {t("eservice.form.draftRestored")}
              <Button variant="secondary" size="sm" onPress={startAgain}>
                {t("eservice.form.startAgain")}
              </Button>
            </span>
          </Alert>
        )}
        {service.booking && (
          <BookingPicker
            key={`booking-${generation}`}
            id={bookingId}
            code={service.code}
            booking={service.booking}
            maxDays={maxBookingDays(service.form)}
            value={booking}
            onChange={(next) => {
              setBooking(next);
              // A new set of errors would move the focus to the form's error summary: only drop the booking's
              // message when it is the only one (otherwise the picker hides it once a slot is chosen).
              if (next && Object.keys(errors).length === 1 && errors[BOOKING_FIELD]) setErrors({});
            }}
            error={booking ? undefined : errors[BOOKING_FIELD]}
          />
        )}
        <section aria-labelledby="request-form-heading" className="flex flex-col gap-3">
          <h2 id="request-form-heading" className="text-lg font-semibold">
            {t("eservice.form.title")}
          </h2>
          <p className="text-sm text-muted">{t("eservice.form.required")}</p>
          <FormRenderer
            key={`form-${generation}`}
            aria-label={localText(service.name, language)}
            form={form}
            value={value}
            onChange={setValue}
            onSubmit={onContinue}
            errors={errors}
            files={files}
            onFileUploaded={(file) => {
              const blob = keptNow.current.get(file.id);
              keptNow.current.delete(file.id);
              setFiles((current) => [...current.filter((f) => f.id !== file.id), blob ? { ...file, blob } : file]);
            }}
            uploadFile={(file, onProgress) => uploadOrKeep(file, onProgress, (id, kept) => keptNow.current.set(id, kept))}
            addressLoader={thaiAddressLoader}
            acceptedFileTypes={uploadLimits.types}
            maxFileSize={uploadLimits.maxBytes}
            submitLabel={t("eservice.form.continue")}
            autoFocusField={step === "form" && field !== BOOKING_FIELD ? field : undefined}
            className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
          />
        </section>
      </div>

      {step === "check" && (
        <section aria-labelledby="check-heading" className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 id="check-heading" ref={checkHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
              {t("eservice.check.title")}
            </h2>
            <p className="text-sm text-muted">{t("eservice.check.intro")}</p>
          </div>
          {message && <Alert tone="error">{message}</Alert>}
          <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
            <ServiceTerms service={service} />
            {service.booking && booking && (
              <dl className="m-0 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 border-b border-border pb-4 text-sm">
                <dt className="col-span-2 font-medium text-muted">{t("eservice.check.booking")}</dt>
                <dd className="m-0 min-w-0 break-words">
                  <span className="block font-medium">
                    {localText(service.booking.resources.find((r) => r.id === booking.resourceId)?.name ?? { th: "", en: "" }, language)}
                  </span>
                  {formatBooking(booking, service.booking.unit, language)}
                </dd>
                <dd className="m-0">
                  <Link href={changePath(service.code, BOOKING_FIELD)}>
                    {t("eservice.check.change")}
                    <span className="sr-only"> {t("eservice.check.booking")}</span>
                  </Link>
                </dd>
              </dl>
            )}
            <FormSummary form={form} value={value} files={files} changeHref={(name) => changePath(service.code, name)} />
          </div>
          <p className="text-sm">{t("eservice.check.declaration")}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Link href={serviceFormPath(service.code)} variant="standalone" className="text-sm font-medium">
              {t("eservice.check.back")}
            </Link>
            <Button onPress={() => void submit()} isPending={create.isPending} className="w-full sm:w-auto">
              {create.isPending ? t("eservice.check.submitting") : t("eservice.check.submit")}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

/** The service's description, requirements, division, fee and target time. */
function AboutService({ service }: { service: EService }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const requirements = language === "th" ? service.requirements.th : service.requirements.en;
  return (
    <section
      aria-labelledby="about-service-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="about-service-heading" className="text-lg font-semibold">
        {t("eservice.form.about")}
      </h2>
      <p className="break-words">{localText(service.description, language)}</p>
      <p className="text-sm">
        <span className="text-muted">{t("eservice.form.division")}: </span>
        <span className="font-medium">{localName(service.division, language)}</span>
      </p>
      <ServiceTerms service={service} />
      <h3 className="text-base font-semibold">{t("eservice.form.requirements")}</h3>
      {requirements.length > 0 ? (
        <ul className="m-0 flex list-disc flex-col gap-1 ps-5 text-sm">
          {requirements.map((item) => (
            <li key={item} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("eservice.form.noRequirements")}</p>
      )}
    </section>
  );
}
