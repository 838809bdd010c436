/**
 * The satisfaction part of the case page (issue 11 item 7 "satisfaction link once completed"; issue 12 item 5): once a
 * case is completed, its resident sees "Rate this service" (the survey page about this case) until they answer, then
 * the rating they gave; staff see the resident's answer (stars, resolved, speed, courtesy, comment) or "Not rated
 * yet". Nothing shows on a case that was never completed.
 *
 * Accessible names for tests: heading "Satisfaction"; link "Rate this service"; image "Rated 4 of 5 stars".
 */
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Link, StarRating } from "@eoffice/ui";
import { satisfactionPath, useCaseSatisfaction } from "./satisfaction-queries";

/** Props of {@link CaseRating}. */
export interface CaseRatingProps {
  /** The case. */
  complaint: Pick<Schemas["Complaint"], "id" | "status" | "completedAt">;
  /** Staff view (the resident's answer in full). */
  isStaff: boolean;
}

/** The case's rating, or the invitation to rate it (see the module comment). */
export function CaseRating({ complaint, isStaff }: CaseRatingProps) {
  const { t } = useTranslation();
  // A reopened case loses `completedAt` but keeps its answer: ask whenever it was completed or is now.
  const relevant = complaint.status.code === "completed" || complaint.completedAt !== null;
  const state = useCaseSatisfaction(complaint.id, relevant);
  if (!relevant || !state.data) return null;
  const answer = state.data.data;
  if (!answer && !state.data.canAnswer && !isStaff) return null;
  return (
    <section aria-labelledby="case-rating-heading" className="flex flex-col gap-2 border-t border-border pt-4">
      <h2 id="case-rating-heading" className="text-base font-semibold">
        {t("satisfaction.caseSection")}
      </h2>
      {answer ? (
        <>
          <StarRating isReadOnly value={answer.rating} showValue size="sm" label={isStaff ? t("satisfaction.residentRating") : t("satisfaction.yourRating")} />
          {isStaff && <RatingDetails answer={answer} />}
        </>
      ) : state.data.canAnswer ? (
        <>
          <p className="text-sm text-muted">{t("satisfaction.invite")}</p>
          <Link
            href={satisfactionPath(complaint.id)}
            variant="standalone"
            className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-primary px-4 text-on-primary hover:no-underline"
          >
            {t("satisfaction.rateService")}
          </Link>
        </>
      ) : (
        <p className="text-sm text-muted">{t("satisfaction.notRated")}</p>
      )}
    </section>
  );
}

/** The optional answers, for staff. */
function RatingDetails({ answer }: { answer: Schemas["SatisfactionResponse"] }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | null) => (value === null ? t("satisfaction.notAnswered") : value ? t("satisfaction.yes") : t("satisfaction.no"));
  const score = (value: number | null) => (value === null ? t("satisfaction.notAnswered") : t("satisfaction.outOfFive", { n: value }));
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted">{t("satisfaction.resolvedCase")}</dt>
      <dd>{yesNo(answer.resolved)}</dd>
      <dt className="text-muted">{t("satisfaction.speed")}</dt>
      <dd>{score(answer.speed)}</dd>
      <dt className="text-muted">{t("satisfaction.courtesy")}</dt>
      <dd>{score(answer.courtesy)}</dd>
      {answer.comment && (
        <>
          <dt className="text-muted">{t("satisfaction.comment")}</dt>
          <dd className="whitespace-pre-line break-words">{answer.comment}</dd>
        </>
      )}
    </dl>
  );
}
