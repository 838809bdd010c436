/**
 * File a complaint (`/e-service/main/complaints/new`; issue 11 item 7; contract `createComplaint`,
 * `POST /v1/complainpeoplereq` with `version=1.1`). Two steps, each an address of its own so that Back works:
 *
 * 1. `/new`: the complaint kind menu (`GET /v1/ComplaintKindMenu/listAll`, the icons grid); kinds of the
 *    confidential type (corruption) are not offered, a link leads to the whistleblowing page instead.
 * 2. `/new?kind=<complaintKindId>`: the form of that kind: details, location, telephone (prefilled from the
 *    profile) and up to 5 attachments (of the server's types and limit, `useUploadLimits`), uploaded as soon as
 *    they are chosen (`POST /v1/ESFile`, progress bars, thumbnails) and sent as `fileIds`; the place from the device
 *    on request ("Use my current location", `position-field.tsx`; tracker issue 41 item 1) as `latitude`, `longitude`. Client checks follow `ComplaintCreate`;
 *    the server's 400 `errors` appear next to the fields. The form waits for running uploads.
 *
 * On success a notice names the complaint number and the user goes to the case page
 * (`/e-service/main/complaints/{id}`). Moving between the steps puts the focus on the step's heading; going back
 * to change the kind keeps what was typed and attached.
 *
 * Accessible names for tests: heading "File a complaint"; the menu is the list "What is your complaint about?"
 * of links named after the kinds; on the form, the heading "Your complaint", the link "Change the complaint
 * kind", fields "Details", "Location", "Telephone", the group "Attachments (optional)" and the button
 * "Submit complaint".
 */
import { startTransition, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation, useSearch } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, FileUpload, Form, Icon, Link, Spinner, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { validate } from "../../lib/contract-rules";
import { useFieldErrors } from "../../lib/use-field-errors";
import { useLanguage } from "../../i18n/use-language";
import { useSession } from "../../session/session";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { useComplaintKindMenu, useComplaintKinds, useComplaintTypes } from "./complaint-lookups";
import {
  ATTACHMENT_MAX_FILES,
  casePath,
  complaintFormSchema,
} from "./complaint-rules";
import { COMPLAINT_LIST_QUERIES } from "./complaint-queries";
import { chosenKindOption, menuKindOptions, type KindOption } from "./complaint-kind-options";
import { ComplaintKindMenu } from "./complaint-kind-menu";
import { PositionField } from "./position-field";
import type { Position } from "../../lib/map-link";
import { uploadsBlocking, useAttachments, type Attachments } from "./complaint-attachments";
import { usePageTitle } from "../../lib/use-page-title";
import { clearDeviceDraft, draftKey, readDeviceDraft, writeDeviceDraft } from "../../lib/device-store";
import { keepForLater } from "../../lib/outbox";
import { OutboxPanel } from "../../lib/outbox-panel";
import { formatDateTime } from "../../lib/format-date";
import type { Schemas } from "@eoffice/api-client";

/** Address of the filing page. */
const NEW_PATH = `${E_SERVICE_HOME}/complaints/new`;

/** The address of the form of one kind. */
function formPath(kindId: number): string {
  return `${NEW_PATH}?kind=${kindId}`;
}

/** The `kind` query parameter as an id, or `null`. */
function kindParam(search: string): number | null {
  const value = Number.parseInt(new URLSearchParams(search).get("kind") ?? "", 10);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The file-a-complaint page (route module). */
export default function NewComplaintPage() {
  const { t } = useTranslation();
  usePageTitle(t("complaints.new.title"));
  const [language] = useLanguage();
  const kindId = kindParam(useSearch());
  const menu = useComplaintKindMenu();
  const kinds = useComplaintKinds();
  const types = useComplaintTypes();
  // The draft lives here, not in the form: going back to the menu to change the kind keeps what was typed and
  // lets the uploads go on.
  const draft = useComplaintDraft();

  const lookupError = menu.error ?? kinds.error ?? types.error;
  const isLoading = menu.isPending || kinds.isPending || types.isPending;
  const options = useMemo(
    () => (menu.data && kinds.data && types.data ? menuKindOptions(menu.data, kinds.data, types.data, language) : []),
    [menu.data, kinds.data, types.data, language],
  );
  const chosen = useMemo(
    () =>
      kindId !== null && menu.data && kinds.data && types.data
        ? chosenKindOption(kindId, menu.data, kinds.data, types.data, language)
        : undefined,
    [kindId, menu.data, kinds.data, types.data, language],
  );

  // Focus follows the step (the link the user pressed is gone): the step's heading, after the first render.
  const menuHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const step = isLoading ? "loading" : chosen ? `form-${chosen.kindId}` : "menu";
  const previousStep = useRef<string | null>(null);
  useEffect(() => {
    const before = previousStep.current;
    previousStep.current = step;
    if (before === null || before === "loading" || step === "loading" || before === step) return;
    (step === "menu" ? menuHeading : formHeading).current?.focus();
  }, [step]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("complaints.new.title")}</h1>
        <p className="text-muted">{t("complaints.new.intro")}</p>
      </header>

      {lookupError ? (
        <Alert
          tone="error"
          onRetry={() => {
            void menu.refetch();
            void kinds.refetch();
            void types.refetch();
          }}
        >
          {t("complaints.new.lookupError")} {errorMessage(lookupError, "")}
        </Alert>
      ) : isLoading ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : chosen ? (
        <ComplaintForm kind={chosen} draft={draft} headingRef={formHeading} />
      ) : (
        <>
          {kindId !== null && <Alert tone="warning">{t("complaints.new.unknownKind")}</Alert>}
          {options.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border bg-surface p-10 text-center text-muted">
              {t("complaints.new.noKinds")}
            </p>
          ) : (
            <ComplaintKindMenu
              title={t("complaints.new.chooseKind")}
              options={options}
              hrefOf={(option) => formPath(option.kindId)}
              headingRef={menuHeading}
            />
          )}
          <p className="rounded-2xl border border-border bg-surface p-4 text-sm">
            <Icon name="whistleblowing" size={18} className="me-2 inline-block align-text-bottom text-primary" />
            {t("complaints.new.corruptionHint")}{" "}
            <Link href={`${E_SERVICE_HOME}/complaints/corruption`}>{t("complaints.new.corruptionLink")}</Link>
          </p>
        </>
      )}
    </div>
  );
}

/** What the resident has typed and attached so far. */
interface ComplaintDraft {
  detail: string;
  setDetail: (value: string) => void;
  location: string;
  setLocation: (value: string) => void;
  phone: string;
  setPhone: (value: string) => void;
  /** Where, from the device (tracker issue 41 item 1); null when not given. */
  position: Position | null;
  setPosition: (value: Position | null) => void;
  attachments: Attachments;
  /** When the draft shown was kept on the device, if it came back from there. */
  restoredAt: number | null;
  /** Empties the form and the device's draft. */
  discard: () => void;
}

/** A photo of a draft, kept on the device with it. */
interface KeptPhoto {
  name: string;
  type: string;
  blob: Blob;
}

/**
 * What the device keeps of a complaint's draft: the typed fields and the photos chosen (tracker issue 40 item 4), which
 * upload again when the draft comes back.
 */
interface KeptComplaintDraft {
  detail: string;
  location: string;
  phone: string;
  photos?: KeptPhoto[];
}

/** How long typing rests before the draft is written to the device, in ms. */
const DRAFT_WRITE_DELAY_MS = 400;

/**
 * The draft of a complaint; the telephone starts from the profile. The typed fields and the photos are kept on the
 * device (IndexedDB, `lib/device-store.ts`; tracker issue 40 item 4) as the resident types or chooses, and come back
 * when the page is opened again (after a reload, a closed browser, a lost network); sign-out and filing remove them.
 */
function useComplaintDraft(): ComplaintDraft {
  const { t } = useTranslation();
  const { profile } = useSession();
  const [detail, setDetail] = useState("");
  const [location, setLocation] = useState("");
  const [phone, setPhone] = useState(profile?.phone ?? "");
  const [position, setPosition] = useState<Position | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const attachments = useAttachments(t("complaints.new.uploadFailed"));
  const key = profile ? draftKey("complaint", profile.personId) : null;
  const [loaded, setLoaded] = useState(false);
  const restorePhotos = useEffectEvent(attachments.restore);
  const photos = useMemo(() => attachments.items.filter((item) => !item.isRejected && item.file), [attachments.items]);
  useEffect(() => {
    if (!key) return;
    let live = true;
    void readDeviceDraft<KeptComplaintDraft>(key).then((draft) => {
      if (!live) return;
      const photos = draft?.values.photos ?? [];
      // As a transition: the page renders again in slices of a few milliseconds, not in one long task (a state set
      // from a promise is otherwise rendered at once, in one piece; tracker issue 40 item 5, Lighthouse's TBT).
      startTransition(() => {
        if (draft && (draft.values.detail || draft.values.location || photos.length > 0)) {
          setDetail(draft.values.detail);
          setLocation(draft.values.location);
          if (draft.values.phone) setPhone(draft.values.phone);
          restorePhotos(photos.map((photo) => new File([photo.blob], photo.name, { type: photo.type })));
          setRestoredAt(draft.savedAt);
        }
        setLoaded(true);
      });
    });
    return () => {
      live = false;
    };
  }, [key]);
  useEffect(() => {
    if (!key || !loaded) return;
    const timer = setTimeout(() => {
      const kept = photos.map((item) => ({ name: item.name, type: item.type, blob: item.file! }));
      if (detail.trim() || location.trim() || kept.length > 0) void writeDeviceDraft<KeptComplaintDraft>(key, { detail, location, phone, photos: kept });
      else void clearDeviceDraft(key);
    }, DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, loaded, detail, location, phone, photos]);
  const discard = () => {
    setDetail("");
    setLocation("");
    setPhone(profile?.phone ?? "");
    setPosition(null);
    setRestoredAt(null);
    attachments.reset();
    if (key) void clearDeviceDraft(key);
  };
  return { detail, setDetail, location, setLocation, phone, setPhone, position, setPosition, attachments, restoredAt, discard };
}

/**
 * Filing a complaint of the form: checks, then `POST /v1/complainpeoplereq`; without a network the complaint is kept
 * on the device to send later (tracker issue 40 item 4).
 */
function useFileComplaint(kind: KindOption, draft: ComplaintDraft) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { detail, location, phone, position, attachments } = draft;
  const { profile } = useSession();
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const create = api.useMutation("post", "/v1/complainpeoplereq");

  /**
   * Keeps the complaint on the device to send when the network returns (tracker issue 40 item 4): the files already
   * uploaded by their ids, the others (resized) with it; the form and its draft are emptied.
   */
  const keep = async (values: Omit<Schemas["ComplaintCreate"], "fileIds">) => {
    if (!profile) return;
    const files = attachments.items.filter((item) => !item.isRejected && item.status !== "done" && item.file).map((item) => item.file!);
    try {
      await keepForLater(
        { kind: "complaint", body: values },
        { personId: profile.personId, title: t("offline.outbox.complaint", { kind: kind.name }), files, fileIds: attachments.fileIds },
      );
    } catch {
      setMessage(t("common.unknownError"));
      return;
    }
    draft.discard();
    setQueued(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const values: Omit<Schemas["ComplaintCreate"], "fileIds"> = {
      complaintTypeId: kind.typeId,
      complaintKindId: kind.kindId,
      detail: detail.trim(),
      location: location.trim(),
      phone: phone.trim(),
    };
    const invalid = validate(complaintFormSchema, values, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(t("validation.formInvalid"));
      return;
    }
    if (position) {
      values.latitude = position.latitude;
      values.longitude = position.longitude;
    }
    if (!navigator.onLine) {
      await keep(values);
      return;
    }
    const blocked = uploadsBlocking(attachments);
    if (blocked) {
      setMessage(t(blocked));
      return;
    }
    try {
      const body = attachments.fileIds.length > 0 ? { ...values, fileIds: attachments.fileIds } : values;
      const answer = await create.mutateAsync({ params: { query: { version: "1.1" } }, body });
      draft.discard();
      await queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES);
      showToast({ title: t("complaints.new.success", { number: answer.data.complaintNo }), tone: "success" });
      navigate(casePath(answer.data.id));
    } catch (error) {
      // No answer at all (the network went while sending): kept for later like a complaint written offline.
      if (error instanceof TypeError) {
        await keep(values);
        return;
      }
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return { onSubmit, errors, clear, message, queued, isPending: create.isPending, queryClient };
}

/** Props of {@link ComplaintForm}. */
interface ComplaintFormProps {
  /** The chosen kind. */
  kind: KindOption;
  /** The values typed so far. */
  draft: ComplaintDraft;
  /** The form's heading, to move focus to it. */
  headingRef: React.Ref<HTMLHeadingElement>;
}

/** The form of one complaint kind: details, location, telephone, attachments. */
function ComplaintForm({ kind, draft, headingRef }: ComplaintFormProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const uploadLimits = useUploadLimits();
  const { detail, setDetail, location, setLocation, phone, setPhone, attachments } = draft;
  const { onSubmit, errors, clear, message, queued, isPending, queryClient } = useFileComplaint(kind, draft);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon name={kind.icon} size={24} />
          </span>
          <div className="flex min-w-0 flex-col">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t("complaints.new.formTitle")}
            </h2>
            <p className="break-words text-sm">
              <span className="font-medium">{kind.name}</span> <span className="text-muted">· {kind.typeName}</span>
            </p>
          </div>
        </div>
        <Link href={NEW_PATH} variant="standalone" className="text-sm font-medium">
          {t("complaints.new.changeKind")}
        </Link>
      </div>

      {message && <Alert tone="error">{message}</Alert>}
      {queued && <Alert tone="info">{t("offline.outbox.queued")}</Alert>}
      {draft.restoredAt !== null && (
        <Alert tone="info">
          {t("offline.draft.restored", { time: formatDateTime(new Date(draft.restoredAt).toISOString(), language) })}{" "}
          <Button size="sm" variant="secondary" onPress={draft.discard}>
            {t("offline.draft.discard")}
          </Button>
        </Alert>
      )}
      <OutboxPanel onSent={() => void queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES)} />

      <Form
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <TextField
          name="detail"
          label={t("complaints.new.detail")}
          description={t("complaints.new.detailHint")}
          multiline
          rows={5}
          isRequired
          maxLength={2000}
          value={detail}
          onChange={(value) => {
            setDetail(value);
            clear("detail");
          }}
        />
        <TextField
          name="location"
          label={t("complaints.new.location")}
          description={t("complaints.new.locationHint")}
          isRequired
          maxLength={300}
          value={location}
          onChange={(value) => {
            setLocation(value);
            clear("location");
          }}
        />
        <PositionField position={draft.position} onChange={draft.setPosition} />
        <TextField
          name="phone"
          type="tel"
          label={t("complaints.new.phone")}
          description={t("complaints.new.phoneHint")}
          autoComplete="tel"
          isRequired
          maxLength={20}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            clear("phone");
          }}
        />
        <FileUpload
          label={t("complaints.new.attachments")}
          description={t("complaints.new.attachmentsHint")}
          files={attachments.items}
          onFilesChange={attachments.onFilesChange}
          onAdd={attachments.onAdd}
          onRemove={attachments.onRemove}
          onRetry={attachments.onRetry}
          acceptedTypes={uploadLimits.types}
          maxSize={uploadLimits.maxBytes}
          maxFiles={ATTACHMENT_MAX_FILES}
          isDisabled={isPending}
        />
        <div className="flex justify-end">
          <Button type="submit" isPending={isPending} className="w-full sm:w-auto">
            {isPending ? t("complaints.new.submitting") : t("complaints.new.submit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
