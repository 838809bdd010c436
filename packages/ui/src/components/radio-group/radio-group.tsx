/**
 * RadioGroup (react-aria `RadioGroup` + `Radio`): one answer among a few options, with its label, help text and
 * error message wired by react-aria (one tab stop; arrow keys move and select; real, visually hidden radio inputs
 * that take part in forms). Two appearances: `list` (a circle per option, stacked: the form renderer's choice
 * fields) and `pills` (a question answered in one tap: yes/no, "check with telephone / ID digits"; the selection
 * shows by a filled pill and a check mark, not by colour alone).
 *
 * Used by the {@link FormRenderer} (spec section 2, e-service forms), the satisfaction survey and the result check
 * (issue 12).
 */
import {
  Radio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from "react-aria-components";
import { Description, FieldError, Label, type ErrorMessage } from "../field/field";
import { radioCircleVariants, radioGroupVariants, radioPillVariants, radioVariants } from "./radio-group.variants";

/** One option of a {@link RadioGroup}. */
export interface RadioOption<T extends string> {
  /** The value (the answer). */
  value: T;
  /** The visible name. */
  label: string;
  /** Whether this option cannot be chosen. @default false */
  isDisabled?: boolean;
}

/**
 * Props of {@link RadioGroup}: react-aria's `RadioGroupProps` (`name`, `isRequired`, `isDisabled`, `isInvalid`,
 * `validationBehavior`, `autoFocus`...) with a typed value, plus:
 */
export interface RadioGroupProps<T extends string>
  extends Omit<AriaRadioGroupProps, "value" | "defaultValue" | "onChange" | "children" | "orientation"> {
  /** The question (the group's label). */
  label: string;
  /** The options, in order. */
  options: readonly RadioOption<T>[];
  /** The chosen value (controlled); `null` for none. */
  value?: T | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: T;
  /** Called with the chosen value. */
  onChange?: (value: T) => void;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: string;
  /** The error text when invalid (set `isInvalid` or let the form's validation decide). @default "Required" / "จำเป็นต้องกรอก" for a missing answer */
  errorMessage?: ErrorMessage;
  /** `list`: stacked rows with a circle; `pills`: one-tap pills in a row. @default "list" */
  appearance?: "list" | "pills";
}

/** A check mark drawn in `currentColor`, for the selected pill. */
function Check() {
  return (
    <svg viewBox="0 0 18 18" aria-hidden="true" className="size-3.5 shrink-0 fill-none stroke-current stroke-[3]">
      <polyline points="3.5 9.5 7.5 13 14.5 5" />
    </svg>
  );
}

/** A labelled group of radios (see the module comment); `className` merges over the group's classes. */
export function RadioGroup<T extends string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  appearance = "list",
  isRequired,
  className,
  ...props
}: RadioGroupProps<T>) {
  const styles = radioGroupVariants({ appearance });
  return (
    <AriaRadioGroup
      {...props}
      {...(value !== undefined ? { value } : {})}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next as T)}
      isRequired={isRequired}
      orientation={appearance === "pills" ? "horizontal" : "vertical"}
      data-slot="radio-group"
      className={composeRenderProps(className, (className) => styles.root({ className }))}
    >
      <Label isRequired={isRequired}>{label}</Label>
      {description && <Description>{description}</Description>}
      <div className={styles.options()}>
        {options.map((option) =>
          appearance === "pills" ? (
            <Radio
              key={option.value}
              value={option.value}
              isDisabled={option.isDisabled}
              className={(renderProps) => radioPillVariants(renderProps)}
            >
              {({ isSelected }) => (
                <>
                  <span className="inline-flex w-3.5 justify-center">{isSelected && <Check />}</span>
                  {option.label}
                </>
              )}
            </Radio>
          ) : (
            <Radio
              key={option.value}
              value={option.value}
              isDisabled={option.isDisabled}
              className={(renderProps) => radioVariants(renderProps)}
            >
              {(renderProps) => (
                <>
                  <span className={radioCircleVariants(renderProps)} />
                  {option.label}
                </>
              )}
            </Radio>
          ),
        )}
      </div>
      <FieldError errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
