/**
 * ThaiAddressPicker (tracker issue 9, item 3b; docs/anchors.md "Address data", P2): the Thai address hierarchy
 * province (จังหวัด) → district (อำเภอ, in Bangkok เขต) → sub-district (ตำบล, in Bangkok แขวง) → postcode.
 *
 * The app supplies the data, either all of it (`data`) or a `loader` that fetches one level at a time; the
 * ui package ships none (a small fixture for stories lives in `fixtures/thai-address.ts`). Each level is a
 * searchable combo box (react-aria ComboBox: type to filter, ArrowDown opens, Enter picks, Escape closes),
 * disabled until its parent is chosen; changing a parent clears its children. The postcode fills itself from
 * the sub-district and becomes a choice only when the sub-district has several.
 */
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import {
  Button as AriaButton,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  type Key,
} from "react-aria-components";
import { useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import type { UiLocale } from "../../i18n/messages";
import { Alert } from "../alert/alert";
import { Icon } from "../icon/icon";
import { Description, FieldError, Label } from "../field/field";
import { fieldVariants, inputVariants } from "../field/field.variants";
import { Popover } from "../popover/popover";
import { Select } from "../select/select";
import { listBoxItemVariants, listBoxVariants } from "../select/select.variants";
import { Spinner } from "../spinner/spinner";
import { TextField } from "../text-field/text-field";
import { addressComboButtonVariants, thaiAddressPickerVariants } from "./thai-address-picker.variants";

/** A place name in Thai and English. */
export interface ThaiAddressName {
  /** Thai name, without the level's prefix (for example "เชียงใหม่", not "จังหวัดเชียงใหม่"). */
  th: string;
  /** English (RTGS) name, for example "Chiang Mai". */
  en: string;
}

/** A province (จังหวัด); Bangkok (กรุงเทพมหานคร) is code `"10"`. */
export interface ThaiProvince {
  /** Two-digit province code, for example `"50"`. */
  code: string;
  name: ThaiAddressName;
}

/** A district (อำเภอ, in Bangkok เขต). */
export interface ThaiDistrict {
  /** Four-digit district code, for example `"5001"`. */
  code: string;
  /** Code of its province. */
  provinceCode: string;
  name: ThaiAddressName;
}

/** A sub-district (ตำบล, in Bangkok แขวง) and its postcode(s). */
export interface ThaiSubdistrict {
  /** Six-digit sub-district code, for example `"500101"`. */
  code: string;
  /** Code of its district. */
  districtCode: string;
  name: ThaiAddressName;
  /** Five-digit postcodes; usually one, sometimes several. */
  postcodes: string[];
}

/** The whole dataset (or the part the app wants to offer), given at once. */
export interface ThaiAddressData {
  provinces: ThaiProvince[];
  districts: ThaiDistrict[];
  subdistricts: ThaiSubdistrict[];
}

/** Fetches one level at a time (for example from the app's API); a rejected promise shows a retry. */
export interface ThaiAddressLoader {
  provinces: () => Promise<ThaiProvince[]>;
  districts: (provinceCode: string) => Promise<ThaiDistrict[]>;
  subdistricts: (districtCode: string) => Promise<ThaiSubdistrict[]>;
}

/** The chosen address: each level with its code and both names; `null` while not chosen. */
export interface ThaiAddressValue {
  province: ThaiProvince | null;
  district: ThaiDistrict | null;
  subdistrict: ThaiSubdistrict | null;
  /** Five-digit postcode: the sub-district's own, or the one chosen among several. */
  postcode: string | null;
}

/** One level of the picker. */
export type ThaiAddressField = "province" | "district" | "subdistrict" | "postcode";

/** An empty {@link ThaiAddressValue}. */
export const EMPTY_THAI_ADDRESS: ThaiAddressValue = { province: null, district: null, subdistrict: null, postcode: null };

/** The province code of Bangkok, whose levels are เขต and แขวง. */
export const BANGKOK_PROVINCE_CODE = "10";

/** Props of {@link ThaiAddressPicker}. Pass `data` or `loader`. */
export interface ThaiAddressPickerProps {
  /** All the address data at once. */
  data?: ThaiAddressData;
  /** Loads each level on demand (ignored when `data` is given). */
  loader?: ThaiAddressLoader;
  /** The chosen address (controlled). */
  value?: ThaiAddressValue;
  /** The initial address (uncontrolled). @default all levels empty */
  defaultValue?: ThaiAddressValue;
  /** Called with the whole address whenever a level changes (children already cleared). */
  onChange?: (value: ThaiAddressValue) => void;
  /** A legend naming the group, for example "Address" / "ที่อยู่". @default none */
  label?: string;
  /** Whether every level must be filled (marks the labels; the app validates). @default false */
  isRequired?: boolean;
  /** Disables every level. @default false */
  isDisabled?: boolean;
  /** Error text per level (for example the server's field errors); a level with text is marked invalid. */
  errors?: Partial<Record<ThaiAddressField, string>>;
  /** Form field names per level; the submitted values are the codes and the postcode. @default none */
  names?: Partial<Record<ThaiAddressField, string>>;
  /** Extra classes merged over the root's. */
  className?: string;
}

type Status = "idle" | "loading" | "ready" | "error";

/**
 * The items of one level: from `data` directly, or loaded for `parent` (`null` = not yet available).
 * Loads again when `parent` changes or `retry` is called.
 */
function useLevel<T>(
  parent: string | null,
  fromData: ((parent: string) => T[]) | undefined,
  load: ((parent: string) => Promise<T[]>) | undefined,
): { items: T[]; status: Status; retry: () => void } {
  const [loaded, setLoaded] = useState<{ parent: string | null; items: T[]; status: Status }>({
    parent: null,
    items: [],
    status: "idle",
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const useData = fromData !== undefined;
  useEffect(() => {
    const loadLevel = loadRef.current;
    if (useData || parent === null || !loadLevel) return;
    let cancelled = false;
    setLoaded({ parent, items: [], status: "loading" });
    // The answer as a transition: a level's options (77 provinces) render in slices of a few milliseconds, not in one
    // long task that holds the page's input (tracker issue 40 item 5, Lighthouse's TBT).
    loadLevel(parent).then(
      (items) => !cancelled && startTransition(() => setLoaded({ parent, items, status: "ready" })),
      () => !cancelled && startTransition(() => setLoaded({ parent, items: [], status: "error" })),
    );
    return () => {
      cancelled = true;
    };
  }, [parent, attempt, useData]);
  const synced = useMemo(() => (fromData && parent !== null ? fromData(parent) : []), [fromData, parent]);
  const retry = () => setAttempt((n) => n + 1);
  if (parent === null) return { items: [], status: "idle", retry };
  if (fromData) return { items: synced, status: "ready", retry };
  if (loaded.parent !== parent) return { items: [], status: "loading", retry };
  return { items: loaded.items, status: loaded.status, retry };
}

interface LevelProps<T extends { code: string; name: ThaiAddressName }> {
  label: string;
  items: T[];
  status: Status;
  selected: T | null;
  onSelect: (item: T | null) => void;
  locale: UiLocale;
  isDisabled: boolean;
  isRequired: boolean;
  disabledHint?: string;
  error?: string;
  name?: string;
  onRetry: () => void;
}

/**
 * The collection key of a place in its level's list: the code and the Thai name. Codes alone are not unique in the
 * published data (`thai-address-universal` 2.2.0 gives Kalayaniwatthana and Mae Chaem in Chiang Mai both 5003, and
 * the districts of Bueng Kan no code at all), and react-aria's collection needs unique keys: with a repeated key it
 * lists only the places from the second one on.
 */
function levelItemKey(item: { code: string; name: { th: string } }): string {
  return `${item.code}|${item.name.th}`;
}

/** One searchable level (react-aria ComboBox) with its loading and load-error states. */
function Level<T extends { code: string; name: ThaiAddressName }>({
  label,
  items,
  status,
  selected,
  onSelect,
  locale,
  isDisabled,
  isRequired,
  disabledHint,
  error,
  name,
  onRetry,
}: LevelProps<T>) {
  const strings = useUiStrings();
  const slots = thaiAddressPickerVariants();
  const byKey = useMemo(() => new Map(items.map((item) => [levelItemKey(item), item])), [items]);
  const isLoading = status === "loading";
  return (
    <div className={slots.level()} data-slot="address-level">
      <ComboBox
        defaultItems={items}
        selectedKey={selected ? levelItemKey(selected) : null}
        onSelectionChange={(key: Key | null) => onSelect(key === null ? null : (byKey.get(String(key)) ?? null))}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={!!error}
        name={name}
        formValue="key"
        validationBehavior="aria"
        className={fieldVariants()}
      >
        <Label isRequired={isRequired}>{label}</Label>
        <div className="relative">
          <Input
            placeholder={isDisabled ? undefined : strings.addressSearchPlaceholder}
            className={(renderProps) =>
              inputVariants({ ...renderProps, isInvalid: !!error, isDisabled, className: "pe-10" })
            }
          />
          {isLoading ? (
            <span className="absolute inset-y-0 end-2 my-auto flex items-center">
              <Spinner size="sm" />
            </span>
          ) : (
            <AriaButton className={(renderProps) => addressComboButtonVariants(renderProps)}>
              <Icon name="chevron-down" size={16} />
            </AriaButton>
          )}
        </div>
        {isDisabled && disabledHint && <Description>{disabledHint}</Description>}
        <FieldError errorMessage={error} />
        <Popover className="min-w-(--trigger-width)">
          <ListBox
            className={listBoxVariants()}
            renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{strings.noResults}</p>}
          >
            {(item: T) => (
              <ListBoxItem
                id={levelItemKey(item)}
                textValue={item.name[locale]}
                className={(renderProps) => listBoxItemVariants(renderProps)}
              >
                {({ isSelected }) => (
                  <>
                    <span className="flex-1">{item.name[locale]}</span>
                    {isSelected && <Icon name="check" size={16} className="text-primary" />}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {status === "error" && (
        <Alert tone="error" className="mt-1" onRetry={onRetry}>
          {strings.addressLoadError}
        </Alert>
      )}
    </div>
  );
}

/**
 * The cascading address picker. Labels follow the province: อำเภอ/ตำบล, or เขต/แขวง for Bangkok ("District
 * (khet)" / "Sub-district (khwaeng)" in English). Names show in the ui language; the value carries both.
 */
export function ThaiAddressPicker({
  data,
  loader,
  value,
  defaultValue = EMPTY_THAI_ADDRESS,
  onChange,
  label,
  isRequired = false,
  isDisabled = false,
  errors = {},
  names = {},
  className,
}: ThaiAddressPickerProps) {
  const strings = useUiStrings();
  const locale = useUiLocale();
  const slots = thaiAddressPickerVariants();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const update = (next: ThaiAddressValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const fromData = useMemo(
    () =>
      data && {
        provinces: () => data.provinces,
        districts: (province: string) => data.districts.filter((d) => d.provinceCode === province),
        subdistricts: (district: string) => data.subdistricts.filter((s) => s.districtCode === district),
      },
    [data],
  );
  const provinces = useLevel<ThaiProvince>("", fromData?.provinces, loader?.provinces);
  const districts = useLevel<ThaiDistrict>(
    current.province?.code ?? null,
    fromData?.districts,
    loader?.districts,
  );
  const subdistricts = useLevel<ThaiSubdistrict>(
    current.district?.code ?? null,
    fromData?.subdistricts,
    loader?.subdistricts,
  );

  const isBangkok = current.province?.code === BANGKOK_PROVINCE_CODE;
  const postcodes = current.subdistrict?.postcodes ?? [];
  const Root = label ? "fieldset" : "div";

  return (
    <Root data-slot="thai-address-picker" data-bangkok={isBangkok || undefined} className={slots.root({ className })}>
      {label && <legend className={slots.legend()}>{label}</legend>}
      <div className={slots.grid()}>
        <Level
          label={strings.addressProvince}
          items={provinces.items}
          status={provinces.status}
          selected={current.province}
          onSelect={(province) => {
            if (province?.code === current.province?.code) return;
            update({ province, district: null, subdistrict: null, postcode: null });
          }}
          locale={locale}
          isDisabled={isDisabled}
          isRequired={isRequired}
          error={errors.province}
          name={names.province}
          onRetry={provinces.retry}
        />
        <Level
          label={isBangkok ? strings.addressKhet : strings.addressDistrict}
          items={districts.items}
          status={districts.status}
          selected={current.district}
          onSelect={(district) => {
            if (district?.code === current.district?.code) return;
            update({ ...current, district, subdistrict: null, postcode: null });
          }}
          locale={locale}
          isDisabled={isDisabled || !current.province}
          isRequired={isRequired}
          disabledHint={isDisabled ? undefined : strings.addressChooseProvinceFirst}
          error={errors.district}
          name={names.district}
          onRetry={districts.retry}
        />
        <Level
          label={isBangkok ? strings.addressKhwaeng : strings.addressSubdistrict}
          items={subdistricts.items}
          status={subdistricts.status}
          selected={current.subdistrict}
          onSelect={(subdistrict) => {
            if (subdistrict?.code === current.subdistrict?.code) return;
            const only = subdistrict?.postcodes.length === 1 ? subdistrict.postcodes[0] : null;
            update({ ...current, subdistrict, postcode: only ?? null });
          }}
          locale={locale}
          isDisabled={isDisabled || !current.district}
          isRequired={isRequired}
          disabledHint={isDisabled ? undefined : strings.addressChooseDistrictFirst}
          error={errors.subdistrict}
          name={names.subdistrict}
          onRetry={subdistricts.retry}
        />
        {postcodes.length > 1 ? (
          <Select
            label={strings.addressPostcode}
            items={postcodes.map((code) => ({ id: code, label: code }))}
            value={current.postcode}
            onChange={(key) => update({ ...current, postcode: key === null ? null : String(key) })}
            description={strings.addressPostcodeChoose}
            isDisabled={isDisabled}
            isRequired={isRequired}
            isInvalid={!!errors.postcode}
            errorMessage={errors.postcode}
            name={names.postcode}
            validationBehavior="aria"
          />
        ) : (
          <TextField
            label={strings.addressPostcode}
            value={current.postcode ?? ""}
            isReadOnly
            isDisabled={isDisabled || !current.subdistrict}
            isRequired={isRequired}
            isInvalid={!!errors.postcode}
            errorMessage={errors.postcode}
            description={strings.addressChooseSubdistrictFirst}
            name={names.postcode}
            inputMode="numeric"
            validationBehavior="aria"
          />
        )}
      </div>
    </Root>
  );
}
