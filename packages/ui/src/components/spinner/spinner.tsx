/**
 * Spinner: an indeterminate progress indicator (docs/spec/shell-behaviour.md section 8, loading).
 */
import { ProgressBar } from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { spinnerVariants, type SpinnerVariants } from "./spinner.variants";

/** Props of {@link Spinner}. */
export interface SpinnerProps extends SpinnerVariants {
  /** Accessible label. @default the ui string `loading` ("Loading…" / "กำลังโหลด…") */
  label?: string;
  /**
   * Purely decorative (inside a control that already says it is busy, like a pending Button): hidden from
   * assistive technology. @default false
   */
  isDecorative?: boolean;
  /** Classes merged over the root's. */
  className?: string;
}

/** The spinning arc alone (16-40 px by `size`), coloured by `currentColor`. */
function SpinnerGraphic({ size, className }: { size: SpinnerProps["size"]; className?: string }) {
  const slots = spinnerVariants({ size });
  return (
    <svg className={slots.svg({ className })} viewBox="0 0 24 24" fill="none" aria-hidden="true" data-slot="spinner">
      <circle className={slots.track()} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className={slots.arc()} fill="currentColor" d="M4 12a8 8 0 0 1 8-8V0C5.373 0 0 5.373 0 12h4z" />
    </svg>
  );
}

/**
 * Spinner. Announced as an indeterminate progress bar labelled "Loading…" unless `isDecorative`.
 * Sizes: sm 16 px, md 24 px, lg 40 px.
 */
export function Spinner({ label, size, isDecorative = false, className }: SpinnerProps) {
  const strings = useUiStrings();
  const slots = spinnerVariants({ size });
  if (isDecorative) {
    return (
      <span className={slots.base({ className })} aria-hidden="true">
        <SpinnerGraphic size={size} />
      </span>
    );
  }
  return (
    <ProgressBar isIndeterminate aria-label={label ?? strings.loading} className={slots.base({ className })}>
      <SpinnerGraphic size={size} />
    </ProgressBar>
  );
}
