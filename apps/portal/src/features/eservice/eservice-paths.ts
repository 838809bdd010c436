/**
 * Addresses of the e-service request pages (issue 12 items 1, 2 and 6). A module of its own, without dependencies,
 * because the route table (in the entry) reads it.
 */
import { E_SERVICE_HOME } from "../../routing/e-service-home";

/** The catalogue (`/e-service/main/form`; spec section 2 "generic request form"). */
export const CATALOGUE_PATH = `${E_SERVICE_HOME}/form`;

/** The spec's other address of the request form (`/e-service/form`), which leads to the catalogue. */
export const SPEC_FORM_PATH = "/e-service/form";

/**
 * The form page of one service.
 * @param code - The service code (`deputy-equipment`).
 * @param step - `check` for the "Check your answers" step. @default the form
 */
export function serviceFormPath(code: string, step?: "check"): string {
  return `${CATALOGUE_PATH}/${encodeURIComponent(code)}${step ? `?step=${step}` : ""}`;
}

/**
 * The confirmation page of a request just sent.
 * @param code - The service code.
 * @param caseId - The request case's id.
 */
export function confirmationPath(code: string, caseId: number): string {
  return `${CATALOGUE_PATH}/${encodeURIComponent(code)}/sent/${caseId}`;
}

/** The administrators' list of services (`/admin/e-service`; server menu item "E-services"). */
export const SERVICE_ADMIN_PATH = "/admin/e-service";

/**
 * The administrators' editor of one service.
 * @param code - The service code.
 */
export function serviceEditPath(code: string): string {
  return `${SERVICE_ADMIN_PATH}/${encodeURIComponent(code)}`;
}
