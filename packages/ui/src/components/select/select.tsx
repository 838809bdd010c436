/**
 * Select: choose one option from a list (react-aria Select: a button with the value, a list box in a popover;
 * keyboard: Enter/Space/ArrowDown opens, arrows move, Enter picks, Escape closes, typing jumps).
 */
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type SelectProps as AriaSelectProps,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Icon } from "../icon/icon";
import { Description, FieldError, Label, type ErrorMessage } from "../field/field";
import { fieldVariants } from "../field/field.variants";
import { Popover } from "../popover/popover";
import { listBoxItemVariants, listBoxVariants, selectTriggerVariants } from "./select.variants";

/** One option of a {@link Select}. */
export interface SelectOption {
  /** Value of the option (what `value` and `onChange` carry). */
  id: string;
  /** Text shown for the option. */
  label: string;
  /** Whether the option cannot be picked. @default false */
  isDisabled?: boolean;
}

/**
 * Props of {@link Select}: react-aria's single-selection `SelectProps` (`value`, `defaultValue`, `onChange`,
 * `isRequired`, `isDisabled`, `isInvalid`, `name`, `validate`...) plus:
 */
export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<AriaSelectProps<T, "single">, "children" | "items" | "selectionMode"> {
  /** The options. */
  items: Iterable<T>;
  /** Visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the field. */
  description?: string;
  /** Error text when invalid. @default the validator's message, or "Required" / "จำเป็นต้องกรอก" */
  errorMessage?: ErrorMessage;
  /** Text while nothing is chosen. @default "Select an option" / "กรุณาเลือก" */
  placeholder?: string;
}

/** A select field; `className` merges over the wrapper's classes. */
export function Select<T extends SelectOption = SelectOption>({
  items,
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const strings = useUiStrings();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? strings.selectPlaceholder}
      data-slot="select"
      className={composeRenderProps(className, (className) => fieldVariants({ className }))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label && <Label isRequired={props.isRequired}>{label}</Label>}
          <AriaButton
            className={(renderProps) => selectTriggerVariants({ ...renderProps, isInvalid, isDisabled })}
          >
            <SelectValue className="truncate data-[placeholder]:text-hint" />
            <Icon name="chevron-down" size={16} className="shrink-0 text-muted" />
          </AriaButton>
          {description && <Description>{description}</Description>}
          <FieldError errorMessage={errorMessage} />
          <Popover className="min-w-(--trigger-width)">
            <ListBox items={items} className={listBoxVariants()}>
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.label}
                  isDisabled={item.isDisabled}
                  className={(renderProps) => listBoxItemVariants(renderProps)}
                >
                  {({ isSelected }) => (
                    <>
                      <span className="flex-1">{item.label}</span>
                      {isSelected && <Icon name="check" size={16} className="text-primary" />}
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaSelect>
  );
}
