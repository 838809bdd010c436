/**
 * Sign-up of a public person (contract: `checkPersonDup` -> `createPublicPerson` -> `createPublicPersonProfile`
 * -> sign-in; docs/spec/portal-spec.md section 7). Step 1 answers with a short-lived `completionToken`, the proof that
 * step 2 requires; it is kept in memory only (per account id) so that a retry of step 2 can send it again.
 */
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../api/client";
import { errorMessage, fieldErrors, isErrorEnvelope } from "../../api/errors";
import { signIn } from "./auth-service";

/** The sign-up form's values (already checked against the contract's rules). */
export interface SignUpValues {
  name: string;
  email: string;
  /** Empty when not given. */
  citizenId: string;
  password: string;
  title: string;
  firstname: string;
  lastname: string;
  /** Empty when not given. */
  phone: string;
  /** The version of the privacy notice the form showed and the person accepted (PDPA, issue 15). */
  privacyNoticeVersion?: string;
}

/** Outcome of a sign-up. */
export type SignUpResult =
  | { ok: true }
  | {
      ok: false;
      /** Messages per form field (duplicates, the server's 400 `errors`). */
      fieldErrors: Record<string, string>;
      /** A message for the whole form, or `null`. */
      message: string | null;
      /** The account id when the account was created but a later step failed (pass it to the next attempt). */
      personId?: number;
    };

/** Completion proofs of accounts created by this page whose profile step has not succeeded yet. */
const completionTokens = new Map<number, string>();

/** Texts the service needs in the user's language. */
export interface SignUpTexts {
  /** Shown next to a field that is already registered. */
  duplicate: string;
  /** Shown when the server gives no message. */
  unknownError: string;
}

/**
 * Runs the sign-up steps and signs the new person in.
 * @param values - The form values.
 * @param texts - Translated texts for duplicates and unknown errors.
 * @param existingPersonId - The account created by an earlier attempt whose profile step failed; the account
 *   steps are then skipped. @default undefined
 */
export async function signUp(values: SignUpValues, texts: SignUpTexts, existingPersonId?: number): Promise<SignUpResult> {
  const fail = (error: unknown, personId?: number): SignUpResult => ({
    ok: false,
    fieldErrors: fieldErrors(error),
    message: errorMessage(error, texts.unknownError),
    ...(personId ? { personId } : {}),
  });

  let personId = existingPersonId;
  if (personId === undefined) {
    const dup: Schemas["PersonDupCheck"] = {
      name: values.name,
      email: values.email,
      ...(values.citizenId ? { citizenId: values.citizenId } : {}),
    };
    const check = await pxClient.POST("/v1/person/checkPersonDup", { body: dup });
    if (check.error) return fail(check.error);
    if (check.data.data.duplicate) {
      const duplicates = Object.fromEntries(check.data.data.fields.map((field) => [field, texts.duplicate]));
      return { ok: false, fieldErrors: duplicates, message: null };
    }

    const created = await pxClient.POST("/v1/person/createPublicPerson", {
      body: {
        name: values.name,
        password: values.password,
        email: values.email,
        ...(values.citizenId ? { citizenId: values.citizenId } : {}),
        ...(values.privacyNoticeVersion ? { privacyNoticeVersion: values.privacyNoticeVersion } : {}),
      },
    });
    if (created.error) {
      const result = fail(created.error);
      // 409 without field errors: the name or e-mail was registered meanwhile.
      if (!result.ok && created.response.status === 409 && Object.keys(result.fieldErrors).length === 0) {
        result.fieldErrors = { name: texts.duplicate };
      }
      return result;
    }
    personId = created.data.data.id;
    completionTokens.set(personId, created.data.data.completionToken);
  }

  const completionToken = completionTokens.get(personId);
  // Not known (another page instance created the account): the account cannot be completed from here.
  if (completionToken === undefined) return { ok: false, fieldErrors: {}, message: texts.unknownError };
  const profile = await pxClient.POST("/v1/personProfile/createPublicpersonProfile/{personId}", {
    params: { path: { personId } },
    body: {
      person: { id: personId },
      completionToken,
      title: values.title,
      firstname: values.firstname,
      lastname: values.lastname,
      ...(values.phone ? { phone: values.phone } : {}),
    },
  });
  if (profile.error && profile.response.status === 404) {
    // The proof has expired (30 minutes): this account cannot be completed any more.
    completionTokens.delete(personId);
    return fail(profile.error);
  }
  if (profile.error && !(profile.response.status === 409 && isErrorEnvelope(profile.error))) {
    return fail(profile.error, personId);
  }
  completionTokens.delete(personId);

  const signedIn = await signIn("person", { name: values.name, password: values.password });
  if (!signedIn.ok) return { ok: false, fieldErrors: {}, message: signedIn.message || texts.unknownError };
  return { ok: true };
}
