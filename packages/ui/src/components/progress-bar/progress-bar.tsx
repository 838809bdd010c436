/**
 * ProgressBar: how far a long task has come, with a visible label and value (tracker issue 38 item 2: the import's
 * progress; docs/spec/shell-behaviour.md section 8, loading). Built on react-aria-components `ProgressBar`, so it is
 * announced as a `progressbar` with `aria-valuenow`, `aria-valuemax` and the value text (`valueLabel`, for example
 * "1,200 of 20,000 rows", else the percentage in the ui language). Without a value it is indeterminate.
 */
import { Label, ProgressBar as AriaProgressBar } from "react-aria-components";
import { ARIA_LOCALES, useUiLocale } from "../../i18n/ui-i18n-provider";
import { progressBarVariants, type ProgressBarVariants } from "./progress-bar.variants";

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Visible label, which names the bar (for example "Importing"). */
  label: string;
  /** How far it has come, from 0 to `maxValue`. @default 0 */
  value?: number;
  /** The value when done. @default 100 */
  maxValue?: number;
  /**
   * The value as people read it, shown and announced (for example "1,200 of 20,000 rows"). @default the percentage,
   * formatted in the ui language ("60%")
   */
  valueLabel?: string;
  /** Unknown progress (a task that reports none yet): the bar pulses and no value is announced. @default false */
  isIndeterminate?: boolean;
  /** Height of the track: `sm` 6 px, `md` 10 px. @default "md" */
  size?: ProgressBarVariants["size"];
  /** Classes merged over the root's. */
  className?: string;
}

/** A labelled progress bar (see {@link ProgressBarProps}). */
export function ProgressBar({ label, value = 0, maxValue = 100, valueLabel, isIndeterminate = false, size, className }: ProgressBarProps) {
  const locale = useUiLocale();
  const slots = progressBarVariants({ size, isIndeterminate });
  const percent = maxValue > 0 ? Math.min(100, Math.max(0, (value / maxValue) * 100)) : 0;
  const text = valueLabel ?? new Intl.NumberFormat(ARIA_LOCALES[locale], { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
  return (
    <AriaProgressBar
      value={value}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={isIndeterminate ? undefined : text}
      className={slots.base({ className })}
      data-slot="progress-bar"
    >
      <div className={slots.header()}>
        <Label className={slots.label()}>{label}</Label>
        {!isIndeterminate && <span className={slots.value()}>{text}</span>}
      </div>
      <div className={slots.track()}>
        <div className={slots.fill()} style={isIndeterminate ? undefined : { width: `${percent}%` }} />
      </div>
    </AriaProgressBar>
  );
}
