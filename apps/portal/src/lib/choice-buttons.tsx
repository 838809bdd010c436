/**
 * A question answered in one tap: a `fieldset` whose legend is the question and whose options are native radio
 * buttons drawn as pills (yes/no, "check with telephone / ID digits"). Native radios give the keyboard behaviour for
 * free (one tab stop, arrow keys move and select) and need no script; the selection shows by a filled pill AND a
 * check mark, never by colour alone (WCAG 1.4.1). Used by the satisfaction survey and the result check (issue 12).
 *
 * The ui package has no radio group for forms yet; when it gets one, this moves there.
 */
import { useId } from "react";

/** One option of {@link ChoiceButtons}. */
export interface ChoiceOption<T extends string> {
  /** The value. */
  value: T;
  /** The visible name. */
  label: string;
}

/** Props of {@link ChoiceButtons}. */
export interface ChoiceButtonsProps<T extends string> {
  /** The question (the legend). */
  legend: string;
  /** The options, in order. */
  options: readonly ChoiceOption<T>[];
  /** The chosen value, or `null` for none. */
  value: T | null;
  /** Called with the chosen value. */
  onChange: (value: T) => void;
  /** `name` of the radios. @default a generated id */
  name?: string;
  /** A hint under the legend. */
  description?: string;
  /** Classes merged over the fieldset's. */
  className?: string;
}

/** A one-tap choice (see the module comment). */
export function ChoiceButtons<T extends string>({ legend, options, value, onChange, name, description, className = "" }: ChoiceButtonsProps<T>) {
  const generated = useId();
  const group = name ?? generated;
  const hintId = `${generated}-hint`;
  return (
    <fieldset className={`flex min-w-0 flex-col gap-2 ${className}`} aria-describedby={description ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {description && (
        <p id={hintId} className="-mt-1 text-sm text-muted">
          {description}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
                checked ? "border-primary bg-primary/10 text-primary" : "border-border bg-surface"
              }`}
            >
              <input
                type="radio"
                name={group}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span aria-hidden="true" className="inline-block w-4 text-center">
                {checked ? "✓" : ""}
              </span>
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
