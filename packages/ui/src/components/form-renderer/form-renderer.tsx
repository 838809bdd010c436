/**
 * FormRenderer (issue 12, item 2: "Forms rendered from the definition"): a service's request form drawn from its
 * {@link ServiceForm} (JSON Schema + ui hints) with the ui's own fields: TextField (text, long text, telephone,
 * e-mail, number, national ID), DatePicker (Buddhist calendar in Thai), TimeField, Select, RadioGroup, checkbox
 * groups, FileUpload and ThaiAddressPicker. The DatePicker's, TimeField's and ThaiAddressPicker's code loads only for a
 * form that has such a field (`lazy-fields.ts`; an app starts it early with `preloadFormFields`), meanwhile a
 * placeholder of the field's size holds its place.
 *
 * Controlled: the app owns the answers (`value`, `onChange`; keep them as the draft). Submitting validates in the
 * browser with the same schema the server uses ({@link validateServiceForm}); with errors, an error summary at
 * the top (GOV.UK pattern: "There is a problem" and a link to each field) takes focus and every field shows its
 * message, linked by `aria-describedby`; after the first submit the messages follow the answers as they change.
 * The server's field errors (`errors`, by path) show the same way until the field is edited. Valid answers go
 * to `onSubmit`, cleaned (trimmed, empty answers left out).
 *
 * Files are uploaded as soon as they are chosen, through the app's `uploadFile` (the ui knows no endpoint); the
 * answer of a file field is the list of uploaded file ids. Submitting while a file is still uploading asks the
 * resident to wait.
 */
import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup,
} from "react-aria-components";
import { formatMessage, type UiLocale, type UiMessages } from "../../i18n/messages";
import { useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { digitsOnly, toAsciiDigits } from "../../lib/thai-national-id";
import { Button } from "../button/button";
import { checkboxBoxVariants, checkboxVariants } from "../checkbox/checkbox.variants";
import { thaiAddressPickerVariants } from "../thai-address-picker/thai-address-picker.variants";
import { Description, FieldError, Label } from "../field/field";
import { descriptionVariants, fieldErrorVariants, fieldVariants, inputVariants, labelVariants } from "../field/field.variants";
import { FileUpload, type FileUploadItem } from "../file-upload/file-upload";
import { Icon } from "../icon/icon";
import { RadioGroup } from "../radio-group/radio-group";
import { Select } from "../select/select";
import { TextField } from "../text-field/text-field";
import type { ThaiAddressField, ThaiAddressLoader, ThaiAddressValue } from "../thai-address-picker/thai-address-picker";
import {
  errorSummaryVariants,
  formRendererVariants,
} from "./form-renderer.variants";
import {
  ADDRESS_PARTS,
  serviceFieldWidget,
  type ServiceForm,
  type ServiceFormAddress,
  type ServiceFormErrors,
  type ServiceFormFieldSchema,
  type ServiceFormFile,
  type ServiceFormValue,
  type ServiceFormWidget,
} from "./types";
import { cleanServiceFormValue, serviceFieldLabel, validateServiceForm } from "./validate";
import { DatePicker, ThaiAddressPicker, TimeField } from "./lazy-fields";

/** A field's place while its code loads (`preloadFormFields`): its label, an input box and its help text. */
function FieldPlaceholder({ label, help, isRequired }: { label: string; help?: string; isRequired: boolean }) {
  return (
    <div className={fieldVariants()} aria-busy="true">
      <span className={labelVariants()}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ms-0.5 text-warn">
            *
          </span>
        )}
      </span>
      <div className={inputVariants({ isMultiline: false })} />
      {help && <p className={descriptionVariants()}>{help}</p>}
    </div>
  );
}

/** The address picker's place while its code loads: its four levels' labels and boxes. */
function AddressPickerPlaceholder({ isRequired }: { isRequired: boolean }) {
  const strings = useUiStrings();
  const levels = [strings.addressProvince, strings.addressDistrict, strings.addressSubdistrict, strings.addressPostcode];
  return (
    <div className={thaiAddressPickerVariants().grid()}>
      {levels.map((label) => (
        <FieldPlaceholder key={label} label={label} isRequired={isRequired} />
      ))}
    </div>
  );
}

/**
 * Uploads one file for a file field; resolves with the stored file's id (a uuid: the id `POST /v1/ESFile`
 * answers). Report progress in percent (0-100). A rejection shows its `message` (or "Upload failed") with a
 * "Try again" button.
 */
export type ServiceFormUploader = (file: File, onProgress: (percent: number) => void) => Promise<{ id: string }>;

/** Props of {@link FormRenderer}. */
export interface FormRendererProps {
  /** The service's form definition. */
  form: ServiceForm;
  /** The answers (controlled; an unanswered field is absent). */
  value: ServiceFormValue;
  /** Called with all the answers after each change. */
  onChange: (value: ServiceFormValue) => void;
  /** Called on submit when the answers are valid, with the cleaned answers ({@link cleanServiceFormValue}). */
  onSubmit?: (value: ServiceFormValue) => void;
  /** The server's field errors by path (`quantity`, `address.postcode`, `booking`); each shows until its field is edited. */
  errors?: ServiceFormErrors;
  /** Uploads a chosen file (needed by forms with a file field). */
  uploadFile?: ServiceFormUploader;
  /** Called when a file has been uploaded: keep its name for the summary ({@link FormSummary}'s `files`). */
  onFileUploaded?: (file: ServiceFormFile) => void;
  /** Files already uploaded (a restored draft), to show their names. @default none */
  files?: readonly ServiceFormFile[];
  /** Accepted file types of file fields (`"image/*"`, `"application/pdf"`). @default any type */
  acceptedFileTypes?: readonly string[];
  /** Largest file in bytes. @default no limit (the server checks) */
  maxFileSize?: number;
  /** Loads the address levels (provinces, districts, sub-districts) for address fields. */
  addressLoader?: ThaiAddressLoader;
  /** Text of the submit button. @default "Continue" / "ดำเนินการต่อ" */
  submitLabel?: string;
  /** Whether the answers are being sent (the submit button shows a spinner and cannot be pressed). @default false */
  isSubmitting?: boolean;
  /** More buttons next to the submit button (for example "Save draft"). */
  actions?: ReactNode;
  /** A field to focus when the form appears (`quantity`, `address.houseNo`), for "Change" links from the summary. */
  autoFocusField?: string;
  /**
   * The day the catalogue's date rules (`x-notBefore`, `x-notAfter`, `x-age`, `x-maxDaysAfter`) compare with,
   * `YYYY-MM-DD` (tracker issue 36 item 4). @default today in Asia/Bangkok
   */
  today?: string;
  /** Accessible name of the form (for example the service's name). */
  "aria-label"?: string;
  /** Classes merged over the root's. */
  className?: string;
}

/** The DOM id of a field's container. */
const domIdOf = (base: string, path: string) => `${base}-${path.replace(/\./g, "-")}`;

/** Focusable controls, in the order a field's first one is looked for. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="spinbutton"], button:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

/** The order of the address picker's levels (its inputs, in document order). */
const ADDRESS_LEVELS: Record<string, number> = { province: 0, district: 1, subdistrict: 2, postcode: 3 };

/**
 * Moves focus to a field (the first control of its container): from the error summary and `autoFocusField`.
 * An address part chosen in the picker goes to its level's input.
 */
function focusField(base: string, path: string): void {
  const [field, part] = path.split(".");
  let target: HTMLElement | null = null;
  if (part !== undefined && part in ADDRESS_LEVELS) {
    const picker = document.getElementById(domIdOf(base, field!))?.querySelector('[data-slot="thai-address-picker"]');
    const controls = picker ? Array.from(picker.querySelectorAll<HTMLElement>("input:not([type=hidden]), button[aria-haspopup]")) : [];
    const levels = controls.filter((el) => !(el.tagName === "BUTTON" && el.closest('[data-slot="address-level"]')));
    target = levels[ADDRESS_LEVELS[part]!] ?? null;
    if (target && (target as HTMLInputElement).disabled) target = null;
  }
  const container = document.getElementById(domIdOf(base, path)) ?? document.getElementById(domIdOf(base, field!));
  target ??= container?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
  target?.focus();
  container?.scrollIntoView?.({ block: "center" });
}

/** The error summary (GOV.UK): focused when a submit finds errors; each message links to its field. */
function ErrorSummary({
  errors,
  order,
  base,
  summaryRef,
  strings,
}: {
  errors: ServiceFormErrors;
  order: string[];
  base: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  strings: UiMessages;
}) {
  const slots = errorSummaryVariants();
  const titleId = `${base}-error-summary`;
  const rank = (path: string) => {
    const [field, part] = path.split(".");
    const index = order.indexOf(field!);
    return (index < 0 ? order.length : index) * 100 + (part ? ADDRESS_PARTS.indexOf(part as never) + 1 : 0);
  };
  const paths = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  return (
    <div ref={summaryRef} tabIndex={-1} aria-labelledby={titleId} className={slots.root()} data-slot="error-summary">
      <div role="alert">
        <h2 id={titleId} className={slots.title()}>
          {strings.formErrorSummaryTitle}
        </h2>
        <ul className={slots.list()}>
          {paths.map((path) => (
            <li key={path}>
              {order.includes(path.split(".")[0]!) ? (
                <a
                  href={`#${domIdOf(base, path)}`}
                  className={slots.link()}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(base, path);
                  }}
                >
                  {errors[path]}
                </a>
              ) : (
                <span className="text-sm font-medium text-warn">{errors[path]}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What every field component gets. */
interface AnswerProps<T> {
  id: string;
  label: string;
  help?: string;
  isRequired: boolean;
  error?: string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** An error under a group that is not a react-aria field (files), linked by the group's `aria-describedby`. */
function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={fieldErrorVariants()} data-slot="field-error">
      <Icon name="circle-alert" size={14} className="mt-px shrink-0" />
      <span>{error}</span>
    </p>
  );
}

/** Text, long text, telephone, e-mail. */
function TextAnswer({ widget, schema, ...props }: AnswerProps<string> & { widget: ServiceFormWidget; schema: ServiceFormFieldSchema }) {
  const { label, help, isRequired, error, value, onChange } = props;
  return (
    <TextField
      label={label}
      description={help}
      isRequired={isRequired}
      isInvalid={!!error}
      errorMessage={error}
      validationBehavior="aria"
      value={value ?? ""}
      onChange={(text) => onChange(text === "" ? undefined : text)}
      multiline={widget === "textarea"}
      rows={(schema.maxLength ?? 0) > 500 ? 6 : 4}
      type={widget === "email" ? "email" : widget === "tel" ? "tel" : "text"}
      inputMode={widget === "email" ? "email" : widget === "tel" ? "tel" : undefined}
      autoComplete={widget === "email" ? "email" : widget === "tel" ? "tel" : undefined}
      spellCheck={widget === "email" || widget === "tel" ? "false" : undefined}
    />
  );
}

/** A number as typed: a number when it reads as one (Thai digits too), otherwise the text, which the schema refuses. */
function readNumber(text: string): number | string | undefined {
  const clean = toAsciiDigits(text).replace(/[,\s]/g, "");
  if (clean === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : text;
}

/** A number, typed in a text input (GOV.UK: not `type="number"`); the text is kept while it is typed. */
function NumberAnswer({ integer, ...props }: AnswerProps<number | string> & { integer: boolean }) {
  const { label, help, isRequired, error, value, onChange } = props;
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    // Changed by the app (a restored draft, a reset): show it.
    setSent(value);
    setText(value === undefined ? "" : String(value));
  }
  return (
    <TextField
      label={label}
      description={help}
      isRequired={isRequired}
      isInvalid={!!error}
      errorMessage={error}
      validationBehavior="aria"
      value={text}
      onChange={(next) => {
        const number = readNumber(next);
        setText(next);
        setSent(number);
        onChange(number);
      }}
      inputMode={integer ? "numeric" : "decimal"}
      spellCheck="false"
      className="max-w-48"
    />
  );
}

/** A Thai national ID: digits only (Thai digits read, spaces and dashes dropped), at most 13. */
function NationalIdAnswer(props: AnswerProps<string>) {
  const { label, help, isRequired, error, value, onChange } = props;
  const strings = useUiStrings();
  return (
    <TextField
      label={label}
      description={help ?? strings.formNationalIdHint}
      isRequired={isRequired}
      isInvalid={!!error}
      errorMessage={error}
      validationBehavior="aria"
      value={value ?? ""}
      onChange={(text) => onChange(digitsOnly(text).slice(0, 13) || undefined)}
      inputMode="numeric"
      autoComplete="off"
      spellCheck="false"
      className="max-w-64"
    />
  );
}

/** The label of an option: its ui text in `language`, or the value itself. */
const optionLabel = (form: ServiceForm, field: string, option: string, language: UiLocale) =>
  form.ui.fields[field]?.options?.[option]?.[language] ?? option;

/** One choice among up to five: the ui RadioGroup. */
function RadioAnswer({ options, ...props }: AnswerProps<string> & { options: { id: string; label: string }[] }) {
  const { label, help, isRequired, error, value, onChange } = props;
  return (
    <RadioGroup
      label={label}
      description={help}
      options={options.map((option) => ({ value: option.id, label: option.label }))}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      isRequired={isRequired}
      isInvalid={!!error}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

/** Several choices: checkboxes. */
function CheckboxesAnswer({ options, ...props }: AnswerProps<string[]> & { options: { id: string; label: string }[] }) {
  const { label, help, isRequired, error, value, onChange } = props;
  return (
    <CheckboxGroup
      value={value ?? []}
      onChange={(next) => onChange(next.length ? next : undefined)}
      isRequired={isRequired}
      isInvalid={!!error}
      validationBehavior="aria"
      className={formRendererVariants().group()}
    >
      <Label isRequired={isRequired}>{label}</Label>
      {help && <Description>{help}</Description>}
      <div className={formRendererVariants().options()}>
        {options.map((option) => (
          <AriaCheckbox key={option.id} value={option.id} className={(renderProps) => checkboxVariants({ ...renderProps, className: "items-start" })}>
            {(renderProps) => (
              <>
                <span className={checkboxBoxVariants({ ...renderProps, className: "mt-px" })}>
                  {renderProps.isSelected && (
                    <svg viewBox="0 0 18 18" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-[3]">
                      <polyline points="3.5 9.5 7.5 13 14.5 5" />
                    </svg>
                  )}
                </span>
                {option.label}
              </>
            )}
          </AriaCheckbox>
        ))}
      </div>
      <FieldError errorMessage={error} />
    </CheckboxGroup>
  );
}

/** An uploaded (or uploading) file of a file field; `fileId` once the upload answered. */
type UploadItem = FileUploadItem & { fileId?: string };

/** The address parts typed by hand (the others come from the picker). */
const TYPED_ADDRESS_PARTS = ["houseNo", "moo", "village", "road"] as const;

/** The picker's value of an address answer (names as stored: the Thai ones). */
function pickedOf(answer: ServiceFormAddress | undefined): ThaiAddressValue {
  const a = answer ?? {};
  const name = (text: string | undefined) => ({ th: text ?? "", en: text ?? "" });
  return {
    province: a.provinceCode ? { code: a.provinceCode, name: name(a.province) } : null,
    district: a.districtCode && a.provinceCode ? { code: a.districtCode, provinceCode: a.provinceCode, name: name(a.district) } : null,
    subdistrict:
      a.subdistrictCode && a.districtCode
        ? { code: a.subdistrictCode, districtCode: a.districtCode, name: name(a.subdistrict), postcodes: a.postcode ? [a.postcode] : [] }
        : null,
    postcode: a.postcode ?? null,
  };
}

/** The picker's part of an address answer, as a comparable key. */
const pickedKey = (v: ThaiAddressValue) =>
  [v.province?.code, v.district?.code, v.subdistrict?.code, v.postcode].map((x) => x ?? "").join("/");

/** An address: house number, moo, village, road typed; province to postcode from the ThaiAddressPicker. */
function AddressAnswer({
  errors,
  loader,
  requiredParts,
  ...props
}: AnswerProps<ServiceFormAddress> & { errors: ServiceFormErrors; loader?: ThaiAddressLoader; requiredParts: string[] }) {
  const { id, label, help, isRequired, value, onChange } = props;
  const strings = useUiStrings();
  const slots = formRendererVariants();
  const [picked, setPicked] = useState<ThaiAddressValue>(() => pickedOf(value));
  const fromAnswer = pickedOf(value);
  // The app replaced the answer (a restored draft, a reset): follow it.
  if (pickedKey(fromAnswer) !== pickedKey(picked)) setPicked(fromAnswer);
  const parts = value ?? {};
  const set = (next: ServiceFormAddress) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, text]) => text !== undefined && text !== ""));
    onChange(Object.keys(clean).length ? clean : undefined);
  };
  const partLabels = { houseNo: strings.addressHouseNo, moo: strings.addressMoo, village: strings.addressVillage, road: strings.addressRoad };
  const levelErrors: Partial<Record<ThaiAddressField, string>> = {};
  for (const level of ["province", "district", "subdistrict", "postcode"] as const) {
    if (errors[level]) levelErrors[level] = errors[level];
  }
  return (
    <fieldset className={slots.fieldset()} aria-describedby={help ? `${id}-help` : undefined}>
      <legend className={slots.legend()}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ms-0.5 text-warn">
            *
          </span>
        )}
      </legend>
      {help && (
        <p id={`${id}-help`} className={descriptionVariants({ className: "-mt-2" })}>
          {help}
        </p>
      )}
      <div className={slots.addressGrid()}>
        {TYPED_ADDRESS_PARTS.map((part) => (
          <div key={part} id={`${id}-${part}`} className="min-w-0">
            <TextField
              label={partLabels[part]}
              isRequired={isRequired && requiredParts.includes(part)}
              isInvalid={!!errors[part]}
              errorMessage={errors[part]}
              validationBehavior="aria"
              value={parts[part] ?? ""}
              onChange={(text) => set({ ...parts, [part]: text })}
              autoComplete={part === "houseNo" ? "address-line1" : part === "road" ? "address-line2" : undefined}
            />
          </div>
        ))}
      </div>
      <Suspense fallback={<AddressPickerPlaceholder isRequired={isRequired} />}>
        <ThaiAddressPicker
          loader={loader}
          value={picked}
          isRequired={isRequired}
          errors={levelErrors}
          onChange={(next) => {
            setPicked(next);
            set({
              ...parts,
              provinceCode: next.province?.code,
              province: next.province?.name.th,
              districtCode: next.district?.code,
              district: next.district?.name.th,
              subdistrictCode: next.subdistrict?.code,
              subdistrict: next.subdistrict?.name.th,
              postcode: next.postcode ?? undefined,
            });
          }}
        />
      </Suspense>
    </fieldset>
  );
}

/**
 * A service's request form (see the module comment). Keyboard only: every field is reached with Tab; the
 * error summary's links move focus to their field.
 */
export function FormRenderer({
  form,
  value,
  onChange,
  onSubmit,
  errors: serverErrors,
  uploadFile,
  onFileUploaded,
  files,
  acceptedFileTypes,
  maxFileSize,
  addressLoader,
  submitLabel,
  isSubmitting = false,
  actions,
  autoFocusField,
  today,
  "aria-label": ariaLabel,
  className,
}: FormRendererProps) {
  const strings = useUiStrings();
  const language = useUiLocale();
  const slots = formRendererVariants();
  const base = `form${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const summaryRef = useRef<HTMLDivElement>(null);
  // The latest answers, for uploads that finish after other fields changed.
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const [submitted, setSubmitted] = useState(false);
  // A form shown with server errors (after a round trip) focuses its summary too.
  const [focusRequest, setFocusRequest] = useState(() => (serverErrors && Object.keys(serverErrors).length > 0 ? 1 : 0));
  // Server errors show until their field is edited; a new set of server errors shows again in full.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // Compared by content: an app that maps its 400 into a new object on every render must not refocus the summary.
  const serverKey = JSON.stringify(serverErrors ?? {});
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  if (seenServerKey !== serverKey) {
    setSeenServerKey(serverKey);
    setEdited(new Set());
    if (serverErrors && Object.keys(serverErrors).length > 0) setFocusRequest((n) => n + 1);
  }

  const [uploads, setUploads] = useState<Record<string, UploadItem[]>>(() => {
    const initial: Record<string, UploadItem[]> = {};
    for (const [name, schema] of Object.entries(form.schema.properties)) {
      const ids = value[name];
      if (serviceFieldWidget(schema, form.ui.fields[name]) !== "file" || !Array.isArray(ids)) continue;
      initial[name] = (ids as string[]).map((fileId) => {
        const known = files?.find((f) => f.id === fileId);
        return { id: `stored-${fileId}`, fileId, name: known?.name ?? fileId.slice(0, 8), size: known?.size ?? 0, type: known?.type ?? "", status: "done" };
      });
    }
    return initial;
  });

  const clientErrors = useMemo(
    () => (submitted ? validateServiceForm(form, value, language, today) : {}),
    [submitted, form, value, language, today],
  );
  const shownErrors = useMemo(() => {
    const shown: ServiceFormErrors = {};
    for (const [path, message] of Object.entries(serverErrors ?? {})) {
      if (!edited.has(path.split(".")[0]!)) shown[path] = message;
    }
    Object.assign(shown, clientErrors);
    if (submitted) {
      for (const [name, items] of Object.entries(uploads)) {
        if (items.some((item) => item.status === "queued" || item.status === "uploading")) {
          shown[name] = formatMessage(strings.formUploading, { label: serviceFieldLabel(form, name, language) });
        }
      }
    }
    return shown;
  }, [serverErrors, edited, clientErrors, submitted, uploads, strings, form, language]);
  const hasErrors = Object.keys(shownErrors).length > 0;

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (autoFocusField) focusField(base, autoFocusField);
    // Only when the form appears (or the app asks for another field).
  }, [autoFocusField, base]);

  const setAnswer = (name: string, answer: ServiceFormValue[string]) => {
    const next = { ...valueRef.current };
    if (answer === undefined) delete next[name];
    else next[name] = answer;
    valueRef.current = next;
    onChange(next);
    if (!edited.has(name)) setEdited((set) => new Set(set).add(name));
  };

  const patchUpload = (name: string, itemId: string, patch: Partial<UploadItem>) =>
    setUploads((all) => ({ ...all, [name]: (all[name] ?? []).map((item) => (item.id === itemId ? { ...item, ...patch } : item)) }));

  const startUpload = (name: string, item: UploadItem) => {
    if (!uploadFile || !item.file) return;
    const file = item.file;
    patchUpload(name, item.id, { status: "uploading", progress: 0, error: undefined });
    uploadFile(file, (percent) => patchUpload(name, item.id, { progress: Math.max(0, Math.min(100, percent)) })).then(
      ({ id }) => {
        patchUpload(name, item.id, { status: "done", progress: undefined, fileId: id });
        const ids = Array.isArray(valueRef.current[name]) ? (valueRef.current[name] as string[]) : [];
        setAnswer(name, [...ids, id]);
        onFileUploaded?.({ id, name: file.name, size: file.size, type: file.type });
      },
      (error: unknown) =>
        patchUpload(name, item.id, {
          status: "error",
          progress: undefined,
          error: error instanceof Error && error.message ? error.message : strings.fileUploadFailed,
        }),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = validateServiceForm(form, value, language, today);
    const uploading = Object.values(uploads).some((items) => items.some((i) => i.status === "queued" || i.status === "uploading"));
    if (Object.keys(errors).length > 0 || uploading) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onSubmit?.(cleanServiceFormValue(value));
  };

  const renderField = (name: string) => {
    const schema = form.schema.properties[name];
    if (!schema) return null;
    const ui = form.ui.fields[name];
    const widget = serviceFieldWidget(schema, ui);
    const id = domIdOf(base, name);
    const common = {
      id,
      label: ui?.label[language] ?? name,
      help: ui?.help?.[language],
      isRequired: form.schema.required?.includes(name) ?? false,
      error: shownErrors[name],
    };
    // The ui fields' own props for the same facts (label, help, required, the error shown by the field itself).
    const fieldProps = {
      label: common.label,
      description: common.help,
      isRequired: common.isRequired,
      isInvalid: !!common.error,
      errorMessage: common.error,
      validationBehavior: "aria",
    } as const;
    const answer = value[name];
    const options = (schema.enum ?? schema.items?.enum ?? []).map((option) => ({
      id: option,
      label: optionLabel(form, name, option, language),
    }));
    const asString = typeof answer === "string" ? answer : undefined;
    switch (widget) {
      case "number":
        return (
          <NumberAnswer
            {...common}
            integer={schema.type === "integer"}
            value={typeof answer === "number" || typeof answer === "string" ? answer : undefined}
            onChange={(next) => setAnswer(name, next)}
          />
        );
      case "date":
      case "time": {
        const DateOrTime = widget === "date" ? DatePicker : TimeField;
        return (
          <Suspense fallback={<FieldPlaceholder label={common.label} help={common.help} isRequired={common.isRequired} />}>
            <DateOrTime {...fieldProps} value={asString ?? null} onChange={(next) => setAnswer(name, next ?? undefined)} />
          </Suspense>
        );
      }
      case "select":
        return (
          <Select
            {...fieldProps}
            items={options}
            value={asString ?? null}
            onChange={(key) => setAnswer(name, key === null ? undefined : String(key))}
          />
        );
      case "radio":
        return <RadioAnswer {...common} options={options} value={asString} onChange={(next) => setAnswer(name, next)} />;
      case "checkboxes":
        return (
          <CheckboxesAnswer
            {...common}
            options={options}
            value={Array.isArray(answer) ? (answer as string[]) : undefined}
            onChange={(next) => setAnswer(name, next)}
          />
        );
      case "thai-national-id":
        return <NationalIdAnswer {...common} value={asString} onChange={(next) => setAnswer(name, next)} />;
      case "file": {
        const items = uploads[name] ?? [];
        const labelId = `${id}-label`;
        const describedBy = [common.help && `${id}-help`, common.error && `${id}-error`].filter(Boolean).join(" ");
        return (
          <div role="group" aria-labelledby={labelId} aria-describedby={describedBy || undefined} className={slots.group()}>
            <span id={labelId} className={labelVariants()}>
              {common.label}
              {common.isRequired && (
                <span aria-hidden="true" className="ms-0.5 text-warn">
                  *
                </span>
              )}
            </span>
            {common.help && (
              <p id={`${id}-help`} className={descriptionVariants()}>
                {common.help}
              </p>
            )}
            <FileUpload
              files={items}
              onFilesChange={(list) => setUploads((all) => ({ ...all, [name]: list }))}
              onAdd={(added) => added.forEach((item) => startUpload(name, item))}
              onRetry={(item) => startUpload(name, item)}
              onRemove={(item) => {
                const fileId = (item as UploadItem).fileId;
                if (fileId === undefined) return;
                const ids = Array.isArray(valueRef.current[name]) ? (valueRef.current[name] as string[]) : [];
                const rest = ids.filter((x) => x !== fileId);
                setAnswer(name, rest.length ? rest : undefined);
              }}
              maxFiles={schema.maxItems}
              acceptedTypes={acceptedFileTypes}
              maxSize={maxFileSize}
            />
            <GroupError id={`${id}-error`} error={common.error} />
          </div>
        );
      }
      case "address": {
        const partErrors: ServiceFormErrors = {};
        for (const [path, message] of Object.entries(shownErrors)) {
          const [field, part] = path.split(".");
          if (field === name && part) partErrors[part] = message;
        }
        return (
          <>
            <AddressAnswer
              {...common}
              errors={partErrors}
              loader={addressLoader}
              requiredParts={schema.required ?? []}
              value={answer && typeof answer === "object" && !Array.isArray(answer) ? answer : undefined}
              onChange={(next) => setAnswer(name, next)}
            />
            <GroupError id={`${id}-error`} error={common.error} />
          </>
        );
      }
      default:
        return <TextAnswer {...common} widget={widget} schema={schema} value={asString} onChange={(next) => setAnswer(name, next)} />;
    }
  };

  return (
    <form
      noValidate
      aria-label={ariaLabel}
      onSubmit={submit}
      data-slot="form-renderer"
      className={slots.root({ className })}
    >
      {hasErrors && (
        <ErrorSummary errors={shownErrors} order={form.ui.order} base={base} summaryRef={summaryRef} strings={strings} />
      )}
      {form.ui.order.map((name) => (
        <div key={name} id={domIdOf(base, name)} data-field={name} className="min-w-0 scroll-mt-4">
          {renderField(name)}
        </div>
      ))}
      <div className={slots.actions()}>
        <Button type="submit" isPending={isSubmitting}>
          {submitLabel ?? strings.formContinue}
        </Button>
        {actions}
      </div>
    </form>
  );
}
