/**
 * Form (react-aria Form). Server field errors (docs/architecture.md "Errors": a 400 carries a list of field errors the
 * portal shows next to the fields) go to `validationErrors` keyed by field `name`; each field shows its own in
 * its FieldError and is marked `aria-invalid` until the user edits it. Client checks (`isRequired`, `validate`)
 * run on submit; the first invalid field gets focus.
 */
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import { formVariants } from "./form.variants";

/**
 * Props of {@link Form}: react-aria's `FormProps`: `onSubmit`, `action`, `validationErrors`
 * (`Record<fieldName, string | string[]>`), `validationBehavior` (@default "native": errors appear on submit).
 */
export interface FormProps extends AriaFormProps {
  /** Classes merged over the recipe's. */
  className?: string;
}

/** A form; its fields show client and server errors next to themselves. */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} data-slot="form" className={formVariants({ className })} />;
}
