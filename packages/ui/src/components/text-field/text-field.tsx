/**
 * TextField: a labelled text input or text area with help and error text (react-aria TextField). Passwords get
 * a show/hide button with a translated name.
 */
import { useState, type ReactNode } from "react";
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  ToggleButton,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Icon } from "../icon/icon";
import { Description, FieldError, Label, type ErrorMessage } from "../field/field";
import { inputVariants } from "../field/field.variants";
import { revealButtonVariants, textFieldVariants } from "./text-field.variants";

/** States react-aria gives the input and text area. */
interface InputStates {
  isHovered: boolean;
  isFocused: boolean;
  isDisabled: boolean;
  isInvalid: boolean;
}

/** Props of {@link TextField}: react-aria's `TextFieldProps` (value, onChange, isRequired, validate, name, type...) plus: */
export interface TextFieldProps extends Omit<AriaTextFieldProps, "children"> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the field (text, or text with inline markup such as `<code>` for values to type exactly). */
  description?: ReactNode;
  /** Error text when invalid. @default the validator's message, or "Required" / "จำเป็นต้องกรอก" for a missing value */
  errorMessage?: ErrorMessage;
  /** Placeholder inside the empty input. */
  placeholder?: string;
  /** A multi-line text area instead of a one-line input. @default false */
  multiline?: boolean;
  /** Visible lines of a multi-line field. @default 4 */
  rows?: number;
}

/**
 * A text field. `type="password"` adds a show/hide toggle ("Show password" / "แสดงรหัสผ่าน").
 * Keyboard: Tab into the input, then Tab to the toggle (Space/Enter to reveal).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  type,
  className,
  ...props
}: TextFieldProps) {
  const strings = useUiStrings();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password" && !multiline;
  const inputClass = ({ isHovered, isFocused, isDisabled, isInvalid }: InputStates) =>
    inputVariants({ isHovered, isFocused, isDisabled, isInvalid, isMultiline: multiline, className: isPassword ? "pe-10" : undefined });
  return (
    <AriaTextField
      {...props}
      type={isPassword && revealed ? "text" : type}
      data-slot="text-field"
      className={composeRenderProps(className, (className) => textFieldVariants({ className }))}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      {multiline ? (
        <TextArea rows={rows} placeholder={placeholder} className={inputClass} />
      ) : isPassword ? (
        <div className="relative">
          <Input placeholder={placeholder} className={inputClass} />
          <ToggleButton
            isSelected={revealed}
            onChange={setRevealed}
            isDisabled={props.isDisabled}
            aria-label={strings.showPassword}
            className={(renderProps) => revealButtonVariants(renderProps)}
          >
            <Icon name={revealed ? "eye-off" : "eye"} size={18} />
          </ToggleButton>
        </div>
      ) : (
        <Input placeholder={placeholder} className={inputClass} />
      )}
      {description && <Description>{description}</Description>}
      <FieldError errorMessage={errorMessage} />
    </AriaTextField>
  );
}
