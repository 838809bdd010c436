/**
 * QrCode (tracker issue 9, item 3c; docs/architecture.md "Generic UI ... QR display"): a QR symbol drawn as SVG
 * paths from the `qrcode` package's module matrix (no HTML strings injected), with a text alternative: the
 * symbol is `role="img"` with an accessible name, and a visible, selectable, copyable text (the payload or a
 * reference the app supplies) sits under it. Generic: PromptPay and other payloads are built by the app.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Button as AriaButton } from "react-aria-components";
import { create, type QRCodeErrorCorrectionLevel } from "qrcode";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { formatMessage } from "../../i18n/messages";
import { Icon } from "../icon/icon";
import { Spinner } from "../spinner/spinner";
import { qrCodeVariants, qrCopyButtonVariants } from "./qr-code.variants";

/** Error-correction level: `L` ~7 %, `M` ~15 %, `Q` ~25 %, `H` ~30 % of the symbol can be damaged and still read. */
export type QrErrorCorrection = "L" | "M" | "Q" | "H";

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The payload to encode (a URL, a PromptPay string...). */
  value: string;
  /** Accessible name of the symbol, for example "QR code to pay 150 baht". @default "QR code" / "คิวอาร์โค้ด" */
  label?: string;
  /** Width and height of the symbol in px, quiet zone included. @default 192 */
  size?: number;
  /** Error-correction level. @default "M" */
  errorCorrection?: QrErrorCorrection;
  /** Width of the white margin around the symbol, in modules (the standard asks for 4). @default 4 */
  quietZone?: number;
  /**
   * The visible text alternative under the symbol: `value` by default, or a reference the app supplies (for
   * example a bill number); `null` shows none (then make `label` carry the meaning).
   * @default value
   */
  text?: string | null;
  /** A short name for the text, shown above it and used in the copy button's name ("Copy reference"). @default none */
  textLabel?: string;
  /** Whether to show a copy button beside the text. @default true */
  allowsCopy?: boolean;
  /** Writes text to the clipboard. @default `navigator.clipboard.writeText` */
  copyText?: (text: string) => Promise<void>;
  /** Shows a placeholder with a spinner while the app is still fetching the payload. @default false */
  isLoading?: boolean;
  /** Extra classes merged over the root's. */
  className?: string;
}

/** One SVG path of the dark modules, each row's runs of dark modules joined into one rectangle. */
function modulesPath(size: number, isDark: (row: number, col: number) => boolean, offset: number): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && isDark(row, col)) col++;
      parts.push(`M${start + offset} ${row + offset}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join("");
}

type Matrix = { size: number; path: string } | { error: true };

function buildMatrix(value: string, errorCorrection: QrErrorCorrection, quietZone: number): Matrix | null {
  if (!value) return null;
  try {
    const { modules } = create(value, { errorCorrectionLevel: errorCorrection as QRCodeErrorCorrectionLevel });
    const margin = Math.max(0, Math.round(quietZone));
    return {
      size: modules.size + margin * 2,
      path: modulesPath(modules.size, (row, col) => Boolean(modules.get(row, col)), margin),
    };
  } catch {
    return { error: true };
  }
}

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * A QR code with its text alternative. While `isLoading` (or with an empty `value`) a placeholder of the same
 * size shows instead; a payload too long for a QR symbol shows a translated error. Keyboard: Tab reaches the
 * copy button; Enter/Space copies and "Copied" / "คัดลอกแล้ว" is announced.
 */
export function QrCode({
  value,
  label,
  size = 192,
  errorCorrection = "M",
  quietZone = 4,
  text,
  textLabel,
  allowsCopy = true,
  copyText = defaultCopy,
  isLoading = false,
  className,
}: QrCodeProps) {
  const strings = useUiStrings();
  const slots = qrCodeVariants();
  const matrix = useMemo(
    () => (isLoading ? null : buildMatrix(value, errorCorrection, quietZone)),
    [isLoading, value, errorCorrection, quietZone],
  );
  const shownText = text === undefined ? value : text;
  // The outcome of the last copy, for the text it copied (a new text starts from "idle").
  const [copied, setCopied] = useState<{ text: string; state: "copied" | "failed" } | null>(null);
  const copyState = copied && copied.text === shownText ? copied.state : "idle";
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  const name = label ?? strings.qrCode;

  const copy = async () => {
    if (!shownText) return;
    clearTimeout(resetTimer.current);
    const copiedText = shownText;
    try {
      await copyText(copiedText);
      setCopied({ text: copiedText, state: "copied" });
      // The "Copied" confirmation returns to "Copy" after 2000 ms.
      resetTimer.current = setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied({ text: copiedText, state: "failed" });
    }
  };

  const box = { width: size, height: size };
  return (
    <figure
      data-slot="qr-code"
      data-state={isLoading ? "loading" : matrix === null ? "empty" : "error" in matrix ? "error" : "ready"}
      className={slots.root({ className })}
    >
      {matrix && !("error" in matrix) ? (
        <svg
          role="img"
          aria-label={name}
          data-slot="qr-symbol"
          viewBox={`0 0 ${matrix.size} ${matrix.size}`}
          width={size}
          height={size}
          shapeRendering="crispEdges"
          className={slots.symbol()}
        >
          <rect width={matrix.size} height={matrix.size} fill="#ffffff" />
          <path d={matrix.path} fill="#000000" />
        </svg>
      ) : (
        <div data-slot="qr-placeholder" style={box} className={slots.placeholder()}>
          {isLoading ? (
            <Spinner />
          ) : matrix ? (
            <p role="alert" className={slots.error()}>
              <Icon name="circle-alert" size={14} className="mt-px shrink-0" />
              <span>{strings.qrCodeTooLong}</span>
            </p>
          ) : null}
        </div>
      )}
      {shownText && !isLoading && (
        <figcaption data-slot="qr-text" className={slots.caption()}>
          <span className={slots.text()}>
            {textLabel && <span className={slots.textLabel()}>{textLabel}</span>}
            {shownText}
          </span>
          {allowsCopy && (
            <AriaButton
              onPress={copy}
              aria-label={textLabel ? formatMessage(strings.copyValue, { label: textLabel }) : strings.copy}
              className={(renderProps) => qrCopyButtonVariants(renderProps)}
            >
              <Icon name={copyState === "copied" ? "check" : "copy"} size={14} />
              <span aria-hidden="true">{copyState === "copied" ? strings.copied : strings.copy}</span>
            </AriaButton>
          )}
        </figcaption>
      )}
      <span role="status" className="sr-only">
        {copyState === "copied" ? strings.copied : ""}
      </span>
      {copyState === "failed" && (
        <p role="alert" className={slots.error()}>
          <Icon name="circle-alert" size={14} className="mt-px shrink-0" />
          <span>{strings.copyFailed}</span>
        </p>
      )}
    </figure>
  );
}
