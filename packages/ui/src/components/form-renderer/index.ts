export { FormRenderer } from "./form-renderer";
export { preloadFormFields } from "./lazy-fields";
export type { FormRendererProps, ServiceFormUploader } from "./form-renderer";
export { FormSummary, formatServiceAnswer } from "./form-summary";
export type { FormSummaryProps } from "./form-summary";
export {
  validateServiceForm,
  cleanServiceFormValue,
  registerServiceFormFormats,
  serviceFieldLabel,
  serviceFormToday,
} from "./validate";
export { serviceFieldWidget, TIME_PATTERN, ADDRESS_PARTS } from "./types";
export type {
  ServiceForm,
  ServiceFormSchema,
  ServiceFormAgeRule,
  ServiceFormFieldSchema,
  ServiceFormUi,
  ServiceFormFieldUi,
  ServiceFormWidget,
  ServiceFormValue,
  ServiceFormAnswer,
  ServiceFormAddress,
  ServiceFormErrors,
  ServiceFormFile,
  LocalisedText,
} from "./types";
export {
  formRendererVariants,
  errorSummaryVariants,
  formSummaryVariants,
} from "./form-renderer.variants";
