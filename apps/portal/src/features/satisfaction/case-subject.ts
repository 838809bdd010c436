/** What a case is about, for the pages that list cases by number (satisfaction survey, result check; issue 12). */
import type { Schemas } from "@eoffice/api-client";
import type { Language } from "../../i18n/languages";
import { localName } from "../../lib/local-name";
import type { useComplaintKinds } from "../complaints";

/** The complaint kinds as `useComplaintKinds` gives them. */
type Kinds = ReturnType<typeof useComplaintKinds>["data"];

/**
 * What a case is about, in the user's language: its e-service, or its complaint kind.
 * @param complaint - The case.
 * @param kinds - The complaint kinds (`useComplaintKinds`).
 * @param language - The user's language.
 */
export function caseSubject(complaint: Pick<Schemas["Complaint"], "service" | "complaintKindId">, kinds: Kinds, language: Language): string {
  if (complaint.service) return complaint.service.name[language];
  const kind = kinds?.find((each) => each.id === complaint.complaintKindId);
  return kind ? localName(kind, language) : "";
}

