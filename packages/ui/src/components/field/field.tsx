/**
 * Parts shared by every form field: {@link Label}, {@link Description}, {@link FieldError}. They wire into
 * react-aria's field contexts (label for, aria-describedby, aria-invalid) by being children of the field.
 */
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  composeRenderProps,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type TextProps,
  type ValidationResult,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import type { UiMessages } from "../../i18n/messages";
import { Icon } from "../icon/icon";
import { descriptionVariants, fieldErrorVariants, labelVariants } from "./field.variants";

/** Props of {@link Label}. */
export interface LabelProps extends AriaLabelProps {
  /** Shows a required marker (`*`, hidden from assistive technology: the input itself is `required`). @default false */
  isRequired?: boolean;
}

/** A field label; `className` merges over the recipe. */
export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} data-slot="label" className={labelVariants({ className })}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ms-0.5 text-warn">
          *
        </span>
      )}
    </AriaLabel>
  );
}

/** Help text of a field (react-aria's `description` slot, linked with `aria-describedby`). */
export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" data-slot="description" className={descriptionVariants({ className })} />;
}

/** A field's error message: a string, or a function of react-aria's validation result. */
export type ErrorMessage = string | ((validation: ValidationResult) => string);

/**
 * The message shown for a validation result: the caller's `errorMessage` if any, otherwise our translated
 * "Required" for a missing value and "Check the format" for a wrong type or pattern (browsers' own messages
 * follow the browser's language, not the portal's), otherwise the validator's messages.
 */
export function validationMessage(
  validation: ValidationResult,
  strings: UiMessages,
  errorMessage?: ErrorMessage,
): string {
  if (typeof errorMessage === "function") return errorMessage(validation);
  if (errorMessage) return errorMessage;
  const details = validation.validationDetails;
  if (details?.valueMissing) return strings.required;
  if (details?.typeMismatch || details?.patternMismatch) return strings.invalidFormat;
  return validation.validationErrors.join(" ");
}

/** Props of {@link FieldError}. */
export interface FieldErrorProps extends Omit<AriaFieldErrorProps, "children"> {
  /** What to show when the field is invalid. @default the validator's message; "Required" / "จำเป็นต้องกรอก" for a missing value */
  errorMessage?: ErrorMessage;
}

/**
 * The error text of a field, shown only while the field is invalid (react-aria's FieldError), under the field
 * and announced with it. Server errors passed to `Form`'s `validationErrors` appear here too.
 */
export function FieldError({ errorMessage, className, ...props }: FieldErrorProps) {
  const strings = useUiStrings();
  return (
    <AriaFieldError
      {...props}
      data-slot="field-error"
      className={composeRenderProps(className, (className) => fieldErrorVariants({ className }))}
    >
      {(validation) => (
        <>
          <Icon name="circle-alert" size={14} className="mt-px shrink-0" />
          <span>{validationMessage(validation, strings, errorMessage)}</span>
        </>
      )}
    </AriaFieldError>
  );
}
