/**
 * The fields of the `FormRenderer` that only some forms have and that carry much code: the date picker and the
 * time field (react-aria's date field and calendar, `@internationalized/date` with the Buddhist calendar: about 30 kB
 * brotli), and the Thai address picker (react-aria's combo box: about 8 kB). Most service forms have none of them
 * (tracker issue 40 item 1), so the renderer loads them only for a form that has them, and an app starts loading them
 * as soon as it knows the form ({@link preloadFormFields}), in a module of their own so that it need not load the
 * renderer for that.
 */
import { lazyOnce, loadOnce } from "../../lib/load-once";
import { serviceFieldWidget, type ServiceForm } from "./types";

const loadDatePicker = loadOnce(() => import("../date-picker/date-picker").then((module) => ({ default: module.DatePicker })));
const loadTimeField = loadOnce(() => import("../date-picker/time-field").then((module) => ({ default: module.TimeField })));
const loadAddressPicker = loadOnce(() =>
  import("../thai-address-picker/thai-address-picker").then((module) => ({ default: module.ThaiAddressPicker })),
);

/** The date picker, drawn at once when its code is loaded (`lazyOnce`); render it inside a `Suspense` boundary. */
export const DatePicker = lazyOnce(loadDatePicker);
/** The time field, drawn at once when its code is loaded (`lazyOnce`); render it inside a `Suspense` boundary. */
export const TimeField = lazyOnce(loadTimeField);
/** The Thai address picker, drawn at once when its code is loaded (`lazyOnce`); render it inside a `Suspense` boundary. */
export const ThaiAddressPicker = lazyOnce(loadAddressPicker);

/**
 * Starts loading the code of the fields that the `FormRenderer` loads only for a form that has them (the date
 * picker, the time field, the address picker), so that it has arrived by the form's first render: call it as soon as the form's definition
 * is known, before the form renders. A form rendered before the code is there shows a placeholder of the field's size
 * in its place until it arrives.
 * @param form - The service's form definition.
 * @returns Resolves once the code is loaded; rejects when it cannot be loaded (the form asks again when it renders).
 */
export async function preloadFormFields(form: ServiceForm): Promise<void> {
  const widgets = new Set(Object.entries(form.schema.properties).map(([name, schema]) => serviceFieldWidget(schema, form.ui.fields[name])));
  await Promise.all([
    widgets.has("date") && loadDatePicker(),
    widgets.has("time") && loadTimeField(),
    widgets.has("address") && loadAddressPicker(),
  ]);
}
