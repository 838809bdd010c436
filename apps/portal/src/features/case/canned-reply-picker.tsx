/**
 * The canned replies of a case's unit for the staff composer (tracker issue 39 item 2; contract
 * `listCaseCannedReplies`): each reply in Thai and in English, already filled in for the case (number, complainant,
 * location, officer); picking one puts its text into the message, which the officer may still edit.
 *
 * Accessible names for tests: select "Canned reply".
 */
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Select } from "@eoffice/ui";
import { api } from "../../api/query";

/** Props of {@link CannedReplyPicker}. */
export interface CannedReplyPickerProps {
  /** The case. */
  complaintId: number;
  /** Called with the chosen reply's text. */
  onPick: (text: string) => void;
}

/** The select of canned replies (nothing while the unit has none). */
export function CannedReplyPicker({ complaintId, onPick }: CannedReplyPickerProps) {
  const { t } = useTranslation();
  const replies = api.useQuery("get", "/v1/Complaint/{id}/cannedReplies", { params: { path: { id: complaintId } } }, { staleTime: 60_000 });
  const items = useMemo(
    () =>
      (replies.data?.data ?? []).flatMap((reply) => [
        { id: `${reply.id}-th`, label: t("case.canned.thai", { title: reply.titleTh }), text: reply.bodyTh },
        { id: `${reply.id}-en`, label: t("case.canned.english", { title: reply.titleEn }), text: reply.bodyEn },
      ]),
    [replies.data, t],
  );
  if (items.length === 0) return null;
  return (
    <Select
      label={t("case.canned.label")}
      description={t("case.canned.hint")}
      placeholder={t("case.canned.placeholder")}
      items={items}
      value={null}
      onChange={(key) => {
        const picked = items.find((item) => item.id === key);
        if (picked) onPick(picked.text);
      }}
    />
  );
}
