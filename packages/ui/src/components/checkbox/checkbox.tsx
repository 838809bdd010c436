/**
 * Checkbox (react-aria CheckboxField + CheckboxButton: a real, visually hidden input; Space toggles; takes part
 * in forms, `isRequired` and `validate`; help and error text linked to the input).
 */
import {
  CheckboxButton,
  CheckboxField,
  composeRenderProps,
  type CheckboxFieldProps,
} from "react-aria-components";
import type { ReactNode } from "react";
import { Description, FieldError, type ErrorMessage } from "../field/field";
import { checkboxBoxVariants, checkboxFieldVariants, checkboxVariants } from "./checkbox.variants";

/** Props of {@link Checkbox}: react-aria's `CheckboxFieldProps` (`isSelected`, `onChange`, `isIndeterminate`, `name`, `isRequired`...) plus: */
export interface CheckboxProps extends Omit<CheckboxFieldProps, "children"> {
  /** The label. */
  children?: ReactNode;
  /** Help text under the checkbox. */
  description?: string;
  /** Error text when invalid (for example a required consent). @default the validator's message, or "Required" / "จำเป็นต้องกรอก" */
  errorMessage?: ErrorMessage;
}

/** A check mark or a dash, drawn in `currentColor`. */
function Mark({ isIndeterminate }: { isIndeterminate: boolean }) {
  return (
    <svg viewBox="0 0 18 18" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-[3]">
      {isIndeterminate ? <line x1="4" y1="9" x2="14" y2="9" /> : <polyline points="3.5 9.5 7.5 13 14.5 5" />}
    </svg>
  );
}

/** A checkbox with its label as children; `className` merges over the wrapper's classes. */
export function Checkbox({ className, children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      data-slot="checkbox"
      className={composeRenderProps(className, (className) => checkboxFieldVariants({ className }))}
    >
      <CheckboxButton className={(renderProps) => checkboxVariants(renderProps)}>
        {(renderProps) => {
          const isMarked = renderProps.isSelected || renderProps.isIndeterminate;
          return (
            <>
              <span className={checkboxBoxVariants({ ...renderProps, isSelected: isMarked })}>
                {isMarked && <Mark isIndeterminate={renderProps.isIndeterminate} />}
              </span>
              {children}
            </>
          );
        }}
      </CheckboxButton>
      {description && <Description className="ps-6.5">{description}</Description>}
      <FieldError errorMessage={errorMessage} className="ps-6.5" />
    </CheckboxField>
  );
}
