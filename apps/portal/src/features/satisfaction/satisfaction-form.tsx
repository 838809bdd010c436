/**
 * The satisfaction survey's form (issue 12 item 5; contract `SatisfactionAnswer`), about one case or about the portal:
 *
 * - the first question answers in one tap: 1 to 5 stars (ui `StarRating`), then "was it resolved?" yes/no;
 * - optional: speed and the staff's courtesy (stars, for a case) and a comment (at most 1,000 characters);
 * - "Send" stores the answer once; the form then thanks the resident and shows what they gave.
 *
 * A second answer (409), too many answers from one address (429, with the wait) and other failures are said in an
 * alert above the button.
 *
 * Accessible names for tests: radio group "How satisfied are you …" ("4 of 5 stars"); group "Was your problem
 * solved?" (case) / "Did you find what you needed?" (portal) with "Yes" and "No"; disclosure "More questions
 * (optional)"; field "Comment"; button "Send answer"; then the heading "Thank you for your answer".
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Form, RadioGroup, StarRating, TextField } from "@eoffice/ui";
import { callError, errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatWait } from "../complaints";
import { useSendSatisfaction } from "./satisfaction-queries";

/** Longest comment (contract `SatisfactionAnswer.comment`). */
export const COMMENT_MAX = 1000;

/** Props of {@link SatisfactionForm}. */
export interface SatisfactionFormProps {
  /** The case the answer is about; absent for the general survey of the portal. */
  caseId?: number;
  /** Called with the stored answer. */
  onSent?: (answer: Schemas["SatisfactionResponse"]) => void;
}

/** The survey form (see the module comment). */
export function SatisfactionForm({ caseId, onSent }: SatisfactionFormProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const send = useSendSatisfaction();
  const [rating, setRating] = useState<number | null>(null);
  const [resolved, setResolved] = useState<"yes" | "no" | null>(null);
  const [speed, setSpeed] = useState<number | null>(null);
  const [courtesy, setCourtesy] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [ratingMissing, setRatingMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [sent, setSent] = useState<Schemas["SatisfactionResponse"] | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const forCase = caseId !== undefined;

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (rating === null) {
      setRatingMissing(true);
      return;
    }
    setPending(true);
    let response: Schemas["SatisfactionResponse"];
    try {
      response = await send({
        ...(forCase ? { caseId } : {}),
        rating,
        ...(resolved ? { resolved: resolved === "yes" } : {}),
        ...(speed !== null ? { speed } : {}),
        ...(courtesy !== null ? { courtesy } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
    } catch (caught) {
      setPending(false);
      const failure = callError(caught);
      if (failure.status === 429) {
        setFailure(failure.retryAfter === null ? t("satisfaction.tooManySoon") : t("satisfaction.tooMany", { wait: formatWait(failure.retryAfter, language) }));
      } else if (failure.status === 0) {
        setFailure(t("satisfaction.offline"));
      } else {
        setFailure(errorMessage(failure, t("satisfaction.sendError")));
      }
      return;
    }
    setPending(false);
    setSent(response);
    onSent?.(response);
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-3" role="status">
        <h2 ref={thanks} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("satisfaction.thanksTitle")}
        </h2>
        <p className="text-sm text-muted">{forCase ? t("satisfaction.thanksCase") : t("satisfaction.thanksGeneral")}</p>
        <StarRating isReadOnly value={sent.rating} showValue label={t("satisfaction.yourRating")} size="sm" />
      </div>
    );
  }

  return (
    <Form validationBehavior="aria" onSubmit={onSubmit} aria-label={t("satisfaction.formLabel")} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <StarRating
          label={forCase ? t("satisfaction.ratingCase") : t("satisfaction.ratingGeneral")}
          value={rating}
          onChange={(value) => {
            setRating(value);
            setRatingMissing(false);
          }}
          size="lg"
          isRequired
          isInvalid={ratingMissing}
          aria-describedby={ratingMissing ? "satisfaction-rating-error" : undefined}
        />
        {ratingMissing && (
          <p id="satisfaction-rating-error" className="text-sm text-warn">
            {t("satisfaction.ratingRequired")}
          </p>
        )}
      </div>
      <RadioGroup
        appearance="pills"
        label={forCase ? t("satisfaction.resolvedCase") : t("satisfaction.resolvedGeneral")}
        options={[
          { value: "yes", label: t("satisfaction.yes") },
          { value: "no", label: t("satisfaction.no") },
        ]}
        value={resolved}
        onChange={setResolved}
      />
      <details className="group rounded-xl border border-border p-3 sm:p-4">
        <summary className="cursor-pointer rounded text-sm font-medium text-primary outline-primary focus-visible:outline-2 focus-visible:outline-offset-2">
          {t("satisfaction.more")}
        </summary>
        <div className="mt-4 flex flex-col gap-5">
          {forCase && (
            <>
              <StarRating label={t("satisfaction.speed")} value={speed} onChange={setSpeed} size="md" />
              <StarRating label={t("satisfaction.courtesy")} value={courtesy} onChange={setCourtesy} size="md" />
            </>
          )}
          <TextField
            name="comment"
            label={t("satisfaction.comment")}
            description={t("satisfaction.commentHint", { max: COMMENT_MAX })}
            multiline
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={setComment}
          />
        </div>
      </details>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" isPending={isPending} className="w-full sm:w-auto sm:self-end">
        {isPending ? t("satisfaction.sending") : t("satisfaction.send")}
      </Button>
    </Form>
  );
}
