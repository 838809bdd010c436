/** The address of the staff complaint pages (issue 11: the work queue, the e-form and the case page). */

/** The staff work queue; the e-form is `${STAFF_COMPLAINTS_PATH}/new`, a case `${STAFF_COMPLAINTS_PATH}/{id}`. */
export const STAFF_COMPLAINTS_PATH = "/mwp/complaints";
