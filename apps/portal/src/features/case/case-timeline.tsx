/**
 * The history of a case (issue 11 item 1: every change is a row: when, who, from, to, comment) as the ui Timeline,
 * newest first: the status change in the user's language (names from `GET /v1/ComplaintStatus`), what happened
 * (accepted by a unit, forwarded to a unit, assigned ...), and the comment (reason of a rejection, closing note,
 * reason of a reopening). Dates in the user's language (Thai: Buddhist era, Asia/Bangkok).
 *
 * Residents never see staff names: the actor is "You" or "Municipality", and an assignment reads "An officer was
 * assigned" (the API also leaves `actorName` and `assignee` out for them).
 *
 * Accessible names for tests: section heading "History"; list "History of the case".
 */
import { useCallback, useMemo, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Timeline, type TimelineEvent, type TimelineTone } from "@eoffice/ui";
import type { Schemas } from "@eoffice/api-client";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localName } from "../../lib/local-name";
import { useComplaintStatuses, type ComplaintStatusCode, type ComplaintDetail } from "../complaints";

type HistoryEntry = Schemas["CaseHistoryEntry"];

/** The dot's colour after each status. */
const STATUS_TONES: Record<ComplaintStatusCode, TimelineTone> = {
  received: "info",
  accepted: "primary",
  in_progress: "caution",
  completed: "success",
  rejected: "warn",
  cancelled: "neutral",
};

/** Props of {@link CaseTimeline}. */
export interface CaseTimelineProps {
  /** The case (its `history`). */
  complaint: ComplaintDetail;
  /** Staff view (names of staff members shown). */
  isStaff: boolean;
}

/** The case history section. */
export function CaseTimeline({ complaint, isStaff }: CaseTimelineProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const statuses = useComplaintStatuses();

  const statusName = useCallback(
    (code: ComplaintStatusCode) => {
      const status = statuses.data?.find((candidate) => candidate.code === code);
      return status ? localName(status, language) : t(`case.status.${code}`);
    },
    [statuses.data, language, t],
  );

  const events = useMemo<TimelineEvent[]>(() => {
    const unitName = (unit: HistoryEntry["toUnit"]) => (unit ? localName(unit, language) : "");
    const actorOf = (entry: HistoryEntry): string => {
      if (entry.actorKind === "reporter") return t("case.history.actor.reporter");
      if (isStaff) return entry.actorName ?? t(`case.history.actor.${entry.actorKind}`);
      return entry.actorKind === "resident" ? t("case.history.actor.you") : t("case.history.actor.municipality");
    };
    const whatHappened = (entry: HistoryEntry): string => {
      const unit = unitName(entry.toUnit);
      const officer = isStaff ? entry.assignee?.name : undefined;
      switch (entry.action) {
        case "accepted":
          if (unit && officer) return t("case.history.acceptedUnitOfficer", { unit, officer });
          if (officer) return t("case.history.acceptedOfficer", { officer });
          return unit ? t("case.history.acceptedUnit", { unit }) : t("case.history.accepted");
        case "assigned":
          return officer ? t("case.history.assignedTo", { officer }) : t("case.history.assigned");
        case "forwarded":
          return unit ? t("case.history.forwardedTo", { unit }) : t("case.history.forwarded");
        case "prioritised":
          return entry.comment ? t("case.history.prioritisedTo", { priority: t(`case.handling.priority.${entry.comment}`) }) : t("case.history.prioritised");
        default:
          return t(`case.history.${entry.action}`);
      }
    };
    const commentLabel: Partial<Record<HistoryEntry["action"], string>> = {
      completed: t("case.history.closingNote"),
      rejected: t("case.history.reason"),
      reopened: t("case.history.reason"),
    };
    return complaint.history.map((entry) => {
      const label = commentLabel[entry.action];
      const comment: ReactNode = (
        <>
          <span className="block font-medium">{whatHappened(entry)}</span>
          {entry.comment && entry.action !== "prioritised" && (
            <span className="block">
              {label && <span className="text-muted">{label} </span>}
              {entry.comment}
            </span>
          )}
        </>
      );
      // A change that keeps the status (an assignment) shows no status line.
      const unchanged = entry.fromStatus === entry.toStatus;
      return {
        id: entry.id,
        at: entry.at,
        actor: actorOf(entry),
        fromStatus: entry.fromStatus && !unchanged ? statusName(entry.fromStatus) : undefined,
        toStatus: unchanged ? undefined : statusName(entry.toStatus),
        comment,
        tone: STATUS_TONES[entry.toStatus],
      };
    });
  }, [complaint.history, isStaff, language, statusName, t]);

  const formatDate = useCallback((date: Date) => formatDateTime(date.toISOString(), language), [language]);

  return (
    <section aria-labelledby="case-history-heading" className="flex flex-col gap-3">
      <h2 id="case-history-heading" className="text-lg font-semibold">
        {t("case.history.title")}
      </h2>
      <Timeline events={events} formatDate={formatDate} aria-label={t("case.history.listLabel")} />
    </section>
  );
}
