/**
 * FileUpload: choose or drop files, see each one's progress, remove them (issue 9, item 3c; docs/architecture.md
 * "files": the server checks type by magic bytes and size again, this is the friendly first check).
 *
 * Built on react-aria-components `DropZone` (drag and drop, and a keyboard/screen-reader drop target) and
 * `FileTrigger` (the "Choose files" button opens the system picker). Files are checked in the browser against
 * `acceptedTypes`, `maxSize` (bytes) and `maxFiles`; a rejected file stays in the list with its reason.
 *
 * The app drives uploads: it owns the list (`files` + `onFilesChange`), starts an upload for each new file
 * (`onAdd`) and sets each file's `status` (`queued`, `uploading` with `progress` in percent, `done`, `error` with
 * `error` message). Image files get a thumbnail from an object URL that is revoked when the row goes away.
 * Additions, removals and rejections are announced in a polite live region; each progress bar is named after
 * its file.
 */
import { useCallback, useId, useState, type ReactNode } from "react";
import {
  DropZone,
  FileTrigger,
  ProgressBar,
  Text,
  isFileDropItem,
  type DropZoneProps,
} from "react-aria-components";
import { formatMessage, type UiLocale, type UiMessages } from "../../i18n/messages";
import { ARIA_LOCALES, useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { Button } from "../button/button";
import { Icon } from "../icon/icon";
import { fileUploadDropZoneVariants, fileUploadItemVariants, fileUploadVariants } from "./file-upload.variants";

/** Where a file is: waiting, uploading, uploaded, or failed (or rejected by the client-side checks). */
export type FileUploadStatus = "queued" | "uploading" | "done" | "error";

/** One file of a {@link FileUpload}. */
export interface FileUploadItem {
  /** Unique id (made here for added files). */
  id: string;
  /** File name as shown. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type (may be empty when the browser does not know it). */
  type: string;
  /** The file itself (absent for files already on the server). */
  file?: File;
  /** Where the file is. */
  status: FileUploadStatus;
  /** Upload progress in percent (0-100) while `uploading`; without it the bar is indeterminate. */
  progress?: number;
  /** Message shown when `status` is `error` (from the server, or the client-side check). */
  error?: string;
  /** Set when the client-side checks refused the file: it is never uploaded and does not count towards `maxFiles`. */
  isRejected?: boolean;
}

/** Props of {@link FileUpload}. */
export interface FileUploadProps {
  /** Visible label of the group (for example "Attachments"). */
  label?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The files (controlled). */
  files?: readonly FileUploadItem[];
  /** Initial files (uncontrolled). @default [] */
  defaultFiles?: readonly FileUploadItem[];
  /** Called with the whole new list after files are added or removed. */
  onFilesChange?: (files: FileUploadItem[]) => void;
  /** Called with the accepted new files (status `queued`): start their uploads here. */
  onAdd?: (files: FileUploadItem[]) => void;
  /** Called when the user removes a file (cancel its upload, or delete it on the server). */
  onRemove?: (file: FileUploadItem) => void;
  /** Shows "Try again" on failed (not rejected) files. */
  onRetry?: (file: FileUploadItem) => void;
  /** Accepted MIME types and extensions (`"application/pdf"`, `"image/*"`, `".docx"`). @default any type */
  acceptedTypes?: readonly string[];
  /** How the accepted types are named to people. @default derived from `acceptedTypes` ("PDF, JPEG, PNG") */
  acceptedTypesLabel?: string;
  /** Largest file size in bytes. @default no limit */
  maxSize?: number;
  /** Most files in the list (rejected ones not counted). @default no limit */
  maxFiles?: number;
  /** Whether several files can be chosen at once. @default true (false when `maxFiles` is 1) */
  allowsMultiple?: boolean;
  /** Whether adding files is disabled (the list and remove buttons still work). @default false */
  isDisabled?: boolean;
  /** Classes merged over the root's. */
  className?: string;
}

let nextId = 0;
/** A fresh id for an added file. */
function newId(): string {
  nextId += 1;
  return `file-${Date.now().toString(36)}-${nextId}`;
}

/** A size in bytes as "12 kB" / "1.5 MB" in the ui language (1 kB = 1024 bytes). */
export function formatFileSize(bytes: number, locale: UiLocale): string {
  const units = [
    ["byte", 1],
    ["kilobyte", 1024],
    ["megabyte", 1024 ** 2],
    ["gigabyte", 1024 ** 3],
  ] as const;
  const [unit, factor] = [...units].reverse().find(([, f]) => bytes >= f) ?? units[0];
  return new Intl.NumberFormat(ARIA_LOCALES[locale], {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: factor === 1 ? 0 : 1,
  }).format(bytes / factor);
}

/** Whether a file matches one of the accepted types (MIME, `type/*`, or `.ext`). */
export function isAcceptedFileType(file: { name: string; type: string }, acceptedTypes?: readonly string[]): boolean {
  if (!acceptedTypes || acceptedTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedTypes.some((accepted) => {
    const a = accepted.trim().toLowerCase();
    if (a.startsWith(".")) return name.endsWith(a);
    if (a.endsWith("/*")) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

/**
 * "PDF, JPEG, PNG, SVG" from ["application/pdf", "image/jpeg", ".png", "image/svg+xml"]: a media type's subtype without
 * its structured-syntax suffix (RFC 6839: `svg+xml` is SVG written in XML).
 */
function typesLabel(acceptedTypes: readonly string[]): string {
  const label = (t: string) => (t.split("/")[1] ?? t).split("+")[0]!.toUpperCase();
  return acceptedTypes.map((t) => (t.startsWith(".") ? t.slice(1).toUpperCase() : t.endsWith("/*") ? t : label(t))).join(", ");
}

/** The client-side checks; returns the rejection message or `undefined`. */
function check(
  file: File,
  options: { acceptedTypes?: readonly string[]; typesText: string; maxSize?: number },
  strings: UiMessages,
  locale: UiLocale,
): string | undefined {
  if (!isAcceptedFileType(file, options.acceptedTypes)) {
    return formatMessage(strings.fileUploadWrongType, { name: file.name, types: options.typesText });
  }
  if (options.maxSize !== undefined && file.size > options.maxSize) {
    return formatMessage(strings.fileUploadTooLarge, {
      name: file.name,
      size: formatFileSize(file.size, locale),
      max: formatFileSize(options.maxSize, locale),
    });
  }
  return undefined;
}

/** An image thumbnail from an object URL, revoked when the image leaves the page (React 19 ref cleanup). */
function Thumbnail({ file, className }: { file: File; className: string }) {
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={ref} alt="" className={className} data-slot="file-upload-thumbnail" />;
}

/** A file upload field (see {@link FileUploadProps}). */
export function FileUpload({
  label,
  description,
  files: filesProp,
  defaultFiles = [],
  onFilesChange,
  onAdd,
  onRemove,
  onRetry,
  acceptedTypes,
  acceptedTypesLabel,
  maxSize,
  maxFiles,
  allowsMultiple,
  isDisabled = false,
  className,
}: FileUploadProps) {
  const strings = useUiStrings();
  const locale = useUiLocale();
  const slots = fileUploadVariants();
  const labelId = useId();
  const hintId = useId();
  const [innerFiles, setInnerFiles] = useState<readonly FileUploadItem[]>(defaultFiles);
  const files = filesProp ?? innerFiles;
  const [announcement, setAnnouncement] = useState("");
  const typesText = acceptedTypesLabel ?? (acceptedTypes?.length ? typesLabel(acceptedTypes) : "");
  const multiple = allowsMultiple ?? maxFiles !== 1;

  const setFiles = (next: FileUploadItem[]) => {
    setInnerFiles(next);
    onFilesChange?.(next);
  };

  const addFiles = (incoming: File[]) => {
    if (incoming.length === 0 || isDisabled) return;
    let count = files.filter((f) => !f.isRejected).length;
    const accepted: FileUploadItem[] = [];
    const rejected: FileUploadItem[] = [];
    for (const file of multiple ? incoming : incoming.slice(0, 1)) {
      const base = { id: newId(), name: file.name, size: file.size, type: file.type, file };
      let reason = check(file, { acceptedTypes, typesText, maxSize }, strings, locale);
      if (!reason && maxFiles !== undefined && count >= maxFiles) {
        reason = formatMessage(strings.fileUploadTooMany, { name: file.name, max: maxFiles });
      }
      if (reason) {
        rejected.push({ ...base, status: "error", error: reason, isRejected: true });
      } else {
        count += 1;
        accepted.push({ ...base, status: "queued" });
      }
    }
    // Choosing a file again for a single-file field replaces the old one.
    const kept = !multiple && accepted.length > 0 ? [] : [...files];
    setFiles([...kept, ...accepted, ...rejected]);
    setAnnouncement(
      [
        accepted.length ? formatMessage(strings.fileUploadAdded, { names: accepted.map((f) => f.name).join(", ") }) : "",
        ...rejected.map((f) => f.error!),
      ]
        .filter(Boolean)
        .join(" "),
    );
    if (accepted.length) onAdd?.(accepted);
  };

  const removeFile = (item: FileUploadItem) => {
    setFiles(files.filter((f) => f.id !== item.id));
    setAnnouncement(formatMessage(strings.fileUploadRemoved, { name: item.name }));
    onRemove?.(item);
  };

  const onDrop: DropZoneProps["onDrop"] = async (event) => {
    const dropped = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    addFiles(dropped);
  };

  const statusText = (item: FileUploadItem) =>
    item.status === "error"
      ? (item.error ?? strings.fileUploadFailed)
      : {
          queued: strings.fileUploadQueued,
          uploading: item.progress === undefined ? strings.fileUploadUploading : `${strings.fileUploadUploading} ${Math.round(item.progress)}%`,
          done: strings.fileUploadDone,
        }[item.status];

  return (
    <div
      role="group"
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : strings.fileUploadList}
      data-slot="file-upload"
      className={slots.base({ className })}
    >
      {label && (
        <span id={labelId} className={slots.label()}>
          {label}
        </span>
      )}
      {description && <p className={slots.description()}>{description}</p>}
      <DropZone
        isDisabled={isDisabled}
        data-slot="file-upload-dropzone"
        aria-label={strings.fileUploadDropZone}
        onDrop={onDrop}
        getDropOperation={(types) => (isDisabled || (!types.has("Files") && types.has("text/plain")) ? "cancel" : "copy")}
        className={(renderProps) => fileUploadDropZoneVariants(renderProps)}
      >
        <Icon name="upload" size={28} className={slots.icon()} />
        <div className={slots.prompt()}>
          <Text slot="label">{strings.fileUploadDropHere}</Text>
          <FileTrigger
            acceptedFileTypes={acceptedTypes ? [...acceptedTypes] : undefined}
            allowsMultiple={multiple}
            onSelect={(list) => addFiles(list ? Array.from(list) : [])}
          >
            <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-describedby={hintId}>
              {strings.fileUploadBrowse}
            </Button>
          </FileTrigger>
        </div>
        <div id={hintId} className={slots.hints()}>
          {typesText && <span>{formatMessage(strings.fileUploadAccepted, { types: typesText })}</span>}
          {maxSize !== undefined && <span>{formatMessage(strings.fileUploadMaxSize, { size: formatFileSize(maxSize, locale) })}</span>}
          {maxFiles !== undefined && <span>{formatMessage(strings.fileUploadMaxFiles, { count: maxFiles })}</span>}
        </div>
      </DropZone>
      <span role="status" className="sr-only" data-slot="file-upload-announcer">
        {announcement}
      </span>
      {files.length > 0 && (
        <ul aria-label={strings.fileUploadList} className={slots.list()}>
          {files.map((item) => {
            const itemSlots = fileUploadItemVariants({ status: item.status });
            const isImage = item.file && item.type.startsWith("image/") && !item.isRejected;
            return (
              <li key={item.id} className={itemSlots.item()} data-slot="file-upload-item" data-status={item.status}>
                {isImage ? (
                  <Thumbnail file={item.file!} className={slots.thumbnail()} />
                ) : (
                  <span className={slots.fileIcon()}>
                    <Icon name={item.status === "error" ? "circle-alert" : "file"} size={22} />
                  </span>
                )}
                <div className={slots.info()}>
                  <div className={slots.nameRow()}>
                    <span className={slots.name()} title={item.name}>
                      {item.name}
                    </span>
                    <span className={slots.size()}>{formatFileSize(item.size, locale)}</span>
                  </div>
                  {item.status === "uploading" && (
                    <ProgressBar
                      aria-label={formatMessage(strings.fileUploadProgress, { name: item.name })}
                      value={item.progress ?? 0}
                      isIndeterminate={item.progress === undefined}
                      className="w-full"
                    >
                      {({ percentage }) => (
                        <div className={slots.track()}>
                          <div
                            className={slots.fill({ className: item.progress === undefined ? "w-1/3 animate-pulse" : undefined })}
                            style={item.progress === undefined ? undefined : { width: `${percentage ?? 0}%` }}
                          />
                        </div>
                      )}
                    </ProgressBar>
                  )}
                  <span className={itemSlots.status()} aria-live="polite" data-slot="file-upload-status">
                    {statusText(item)}
                  </span>
                </div>
                {item.status === "error" && !item.isRejected && onRetry && (
                  <Button variant="quiet" size="sm" onPress={() => onRetry(item)}>
                    {strings.retry}
                  </Button>
                )}
                <Button
                  variant="quiet"
                  size="sm"
                  aria-label={formatMessage(strings.fileUploadRemove, { name: item.name })}
                  onPress={() => removeFile(item)}
                  className="shrink-0 px-2"
                >
                  <Icon name="x" size={18} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
