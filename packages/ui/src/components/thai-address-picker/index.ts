export { ThaiAddressPicker, EMPTY_THAI_ADDRESS, BANGKOK_PROVINCE_CODE } from "./thai-address-picker";
export type {
  ThaiAddressPickerProps,
  ThaiAddressName,
  ThaiProvince,
  ThaiDistrict,
  ThaiSubdistrict,
  ThaiAddressData,
  ThaiAddressLoader,
  ThaiAddressValue,
  ThaiAddressField,
} from "./thai-address-picker";
export { thaiAddressPickerVariants, addressComboButtonVariants } from "./thai-address-picker.variants";
