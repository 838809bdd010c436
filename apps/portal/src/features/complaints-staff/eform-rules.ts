/**
 * The rules of the staff e-form (issue 11 item 5; contract `ComplaintEForm`): the channel, the complainant (a
 * name and telephone, or an existing resident account), type and kind, detail and location; and the request body
 * built from the form's values. Pure, unit-tested; messages are i18n keys translated by `validate`.
 */
import * as z from "zod/mini";
import type { Schemas } from "@eoffice/api-client";
import type { TFunction } from "../../i18n/translator";
import { choice, phone, text, validate } from "../../lib/contract-rules";

/** How the complaint reached the municipality (the e-form's channels; `web` is the residents' own filing). */
export type EFormChannel = Schemas["ComplaintEForm"]["channel"];

/** The e-form's channels, in the order the form offers them. */
export const EFORM_CHANNELS: readonly EFormChannel[] = ["phone", "walk_in", "letter", "line"];

/** Who the complainant is: a name and telephone only (the usual case), or an existing resident account. */
export type ComplainantMode = "contact" | "account";

/** The e-form's values as the fields hold them (ids as text, as selects and text fields give them). */
export interface EFormValues {
  channel: EFormChannel | null;
  mode: ComplainantMode;
  contactName: string;
  phone: string;
  /** The resident account's number, as typed. */
  personId: string;
  complaintTypeId: string | null;
  complaintKindId: string | null;
  detail: string;
  location: string;
}

/** An empty e-form: telephone channel (the most common), complainant by name and telephone. */
export const EMPTY_EFORM: EFormValues = {
  channel: "phone",
  mode: "contact",
  contactName: "",
  phone: "",
  personId: "",
  complaintTypeId: null,
  complaintKindId: null,
  detail: "",
  location: "",
};

/** A resident account number: a positive `Id`, typed as digits. */
const ACCOUNT_ID = /^[1-9][0-9]{0,8}$/;

const common = {
  channel: z.enum(EFORM_CHANNELS as [EFormChannel, ...EFormChannel[]], { error: "validation.select" }),
  complaintTypeId: choice,
  complaintKindId: choice,
  detail: text(10, 2000),
  location: text(3, 300),
};

/** `ComplaintEForm` for a complainant known by name and telephone (`contactName` 2-200, `Phone`). */
const contactSchema = z.object({ ...common, contactName: text(2, 200), phone });

/** `ComplaintEForm` for an existing resident account (`personId`; its pattern is checked by {@link validateEForm}). */
const accountSchema = z.object({ ...common, personId: z.string().check(z.trim(), z.minLength(1, "validation.required")) });

/**
 * Checks the e-form's values as the contract will (the complainant's fields depend on the mode).
 * @param values - The form's values.
 * @param t - The translate function of the current language.
 * @returns The first message of each invalid field, by the contract's field name (`{}` when valid).
 */
export function validateEForm(values: EFormValues, t: TFunction): Record<string, string> {
  const id = (value: string | null) => (value ? Number(value) : 0);
  const base = {
    channel: values.channel,
    complaintTypeId: id(values.complaintTypeId),
    complaintKindId: id(values.complaintKindId),
    detail: values.detail,
    location: values.location,
  };
  if (values.mode === "contact") {
    return validate(contactSchema, { ...base, contactName: values.contactName, phone: values.phone }, t);
  }
  const errors = validate(accountSchema, { ...base, personId: values.personId }, t);
  const personId = values.personId.trim();
  if (personId !== "" && !ACCOUNT_ID.test(personId)) errors.personId = String(t("eform.accountIdRule"));
  return errors;
}

/**
 * The body of `POST /v1/Complaint` from valid values: texts trimmed, ids as numbers, only the complainant fields
 * of the chosen mode, and the uploaded files' ids when there are any.
 * @param values - The form's values (checked with {@link validateEForm} first).
 * @param fileIds - Ids of the files uploaded for this complaint (`POST /v1/ESFile`).
 */
export function eformBody(values: EFormValues, fileIds: readonly string[] = []): Schemas["ComplaintEForm"] {
  return {
    channel: values.channel ?? "phone",
    complaintTypeId: Number(values.complaintTypeId),
    complaintKindId: Number(values.complaintKindId),
    detail: values.detail.trim(),
    location: values.location.trim(),
    ...(values.mode === "account"
      ? { personId: Number(values.personId.trim()) }
      : { contactName: values.contactName.trim(), phone: values.phone.trim() }),
    ...(fileIds.length > 0 ? { fileIds: [...fileIds] } : {}),
  };
}
