/**
 * ComboBox: a searchable field that picks one option (react-aria ComboBox: type to filter, ArrowDown opens the
 * list, arrows move, Enter picks, Escape closes and then clears). The options are filtered by the box (the label
 * contains the text, language-aware) or by the app (`isServerFiltered`: the app answers `onInputChange` with new
 * `items`, for example from a server search, and may show `isLoading`). An empty list says "No results".
 */
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Text,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Icon } from "../icon/icon";
import { Description, FieldError, Label, type ErrorMessage } from "../field/field";
import { fieldVariants, inputVariants } from "../field/field.variants";
import { Popover } from "../popover/popover";
import { listBoxItemVariants, listBoxVariants } from "../select/select.variants";
import { Spinner } from "../spinner/spinner";
import { comboBoxButtonVariants, comboBoxOptionTextVariants } from "./combo-box.variants";

/** One option of a {@link ComboBox}. */
export interface ComboBoxOption {
  /** Value of the option (what `selectedKey` and `onSelectionChange` carry). */
  id: string;
  /** Text shown for the option, and put in the input when it is picked. */
  label: string;
  /** A second, smaller line (for example a person's unit). */
  description?: string;
  /** Whether the option cannot be picked. @default false */
  isDisabled?: boolean;
}

/**
 * Props of {@link ComboBox}: react-aria's single-selection `ComboBoxProps` (`selectedKey`, `onSelectionChange`,
 * `inputValue`, `onInputChange`, `isRequired`, `isDisabled`, `isInvalid`, `name`, `menuTrigger`...) plus:
 */
export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption>
  extends Omit<AriaComboBoxProps<T, "single">, "children" | "items" | "defaultItems" | "selectionMode"> {
  /** The options (all of them, or with `isServerFiltered` those matching the text). */
  items: Iterable<T>;
  /** Visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the field. */
  description?: string;
  /** Error text when invalid. @default the validator's message, or "Required" / "จำเป็นต้องกรอก" */
  errorMessage?: ErrorMessage;
  /** Text inside the empty input. @default "Type to search" / "พิมพ์เพื่อค้นหา" */
  placeholder?: string;
  /**
   * The app filters: `items` are shown as given (answer `onInputChange` with new ones); otherwise the box keeps the
   * options whose label contains the text. @default false
   */
  isServerFiltered?: boolean;
  /** Options are being fetched: a spinner replaces the open-list button. @default false */
  isLoading?: boolean;
  /** Text of an empty list. @default "No results" / "ไม่พบข้อมูล" */
  emptyText?: string;
}

/** A combo box field; `className` merges over the wrapper's classes. */
export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  items,
  label,
  description,
  errorMessage,
  placeholder,
  isServerFiltered = false,
  isLoading = false,
  emptyText,
  className,
  ...props
}: ComboBoxProps<T>) {
  const strings = useUiStrings();
  const text = comboBoxOptionTextVariants();
  return (
    <AriaComboBox<T>
      {...props}
      {...(isServerFiltered ? { items } : { defaultItems: items })}
      allowsEmptyCollection
      data-slot="combo-box"
      data-loading={isLoading || undefined}
      className={composeRenderProps(className, (className) => fieldVariants({ className }))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label && <Label isRequired={props.isRequired}>{label}</Label>}
          <div className="relative">
            <Input
              placeholder={placeholder ?? strings.addressSearchPlaceholder}
              className={(renderProps) => inputVariants({ ...renderProps, isInvalid, isDisabled, className: "pe-10" })}
            />
            {isLoading ? (
              <span className="absolute inset-y-0 end-2 my-auto flex items-center">
                <Spinner size="sm" />
              </span>
            ) : (
              <AriaButton className={(renderProps) => comboBoxButtonVariants(renderProps)}>
                <Icon name="chevron-down" size={16} />
              </AriaButton>
            )}
          </div>
          {description && <Description>{description}</Description>}
          <FieldError errorMessage={errorMessage} />
          <Popover className="min-w-(--trigger-width)">
            <ListBox<T>
              className={listBoxVariants()}
              renderEmptyState={() => (
                <p className="px-3 py-2 text-sm text-muted">{isLoading ? strings.loading : (emptyText ?? strings.noResults)}</p>
              )}
            >
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.label}
                  isDisabled={item.isDisabled}
                  className={(renderProps) => listBoxItemVariants(renderProps)}
                >
                  {({ isSelected }) => (
                    <>
                      <span className={text.root()}>
                        <Text slot="label" className={text.label()}>
                          {item.label}
                        </Text>
                        {item.description && (
                          <Text slot="description" className={text.description()}>
                            {item.description}
                          </Text>
                        )}
                      </span>
                      {isSelected && <Icon name="check" size={16} className="text-primary" />}
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaComboBox>
  );
}
