/**
 * The notes thread of a case (issue 11 item 3; contract `listComplaintNotes`, `createComplaintNote`): the messages
 * the resident and staff write to each other, oldest first, each with its attachments, and a composer under them.
 *
 * - Residents see their own notes as "You" and staff notes as "Municipality" (no staff names, as in the history).
 * - Staff see names, and can write an internal note (a switch): residents never receive it; internal notes are
 *   marked with a dashed border and the words "Internal note".
 * - The composer's ui FileUpload uploads each file at once (`uploadFile`, with a progress bar and thumbnails; at most
 *   5 files, of the server's upload limit and types: `useUploadLimits`); the note is sent with the uploaded files'
 *   ids (`fileIds`) once every upload has finished.
 *
 * - Staff pick a canned reply of the case's unit (`listCaseCannedReplies`, filled in for the case, Thai or English) to
 *   fill the message; on a closed case staff write internal notes only (tracker issue 39 item 2).
 *
 * Accessible names for tests: select "Canned reply"; section heading "Messages"; list "Messages of the case"; field "Your message"; switch
 * "Internal note (not shown to the complainant)"; group "Attachments"; button "Send".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert, Button, FileUpload, Form, MessageThread, formatFileSize, Switch, TextField, showToast, type ThreadMessage } from "@eoffice/ui";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { useFieldErrors } from "../../lib/use-field-errors";
import { uploadsBlocking, useAttachments, ATTACHMENT_MAX_FILES, useComplaintNotes, usePostNote, type ComplaintNote } from "../complaints";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { CaseFileGallery } from "./case-files";
import { CannedReplyPicker } from "./canned-reply-picker";

/** Longest note (contract `ComplaintNoteCreate.body`). */
const NOTE_MAX_LENGTH = 4000;

/** Props of {@link CaseThread}. */
export interface CaseThreadProps {
  /** The case. */
  complaintId: number;
  /** Staff view: names, internal notes. */
  isStaff: boolean;
  /** Whether the composer is offered (a cancelled case takes no more notes). @default true */
  canWrite?: boolean;
  /** Staff on a closed case: internal notes only (tracker issue 39 item 2). @default false */
  internalOnly?: boolean;
}

/** The thread and its composer. */
export function CaseThread({ complaintId, isStaff, canWrite = true, internalOnly = false }: CaseThreadProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const notes = useComplaintNotes(complaintId);

  const authorOf = (note: ComplaintNote): string => {
    if (note.authorKind === "reporter") return t("case.thread.reporter");
    if (isStaff) return note.authorName ?? t(`case.history.actor.${note.authorKind}`);
    return note.authorKind === "resident" ? t("case.history.actor.you") : t("case.history.actor.municipality");
  };

  const messages: ThreadMessage[] = (notes.data ?? []).map((note) => {
    const author = authorOf(note);
    const internal = isStaff && note.internal;
    return {
      id: note.id,
      at: note.createdAt,
      author,
      body: note.body,
      align: (note.authorKind === "staff") === isStaff ? "end" : "start",
      tone: internal ? "private" : undefined,
      label: internal ? t("case.thread.internalLabel") : undefined,
      attachments:
        note.files.length > 0 ? (
          <CaseFileGallery files={note.files} aria-label={t("case.thread.noteFiles", { author })} />
        ) : undefined,
    };
  });

  return (
    <section aria-labelledby="case-thread-heading" className="flex flex-col gap-4">
      <h2 id="case-thread-heading" className="text-lg font-semibold">
        {t("case.thread.title")}
      </h2>
      <MessageThread
        messages={messages}
        aria-label={t("case.thread.listLabel")}
        formatDate={(date) => formatDateTime(date.toISOString(), language)}
        isLoading={notes.isPending}
        error={notes.error ? errorMessage(notes.error, t("case.thread.loadError")) : undefined}
        onRetry={() => void notes.refetch()}
        emptyState={<p className="text-sm text-muted">{isStaff ? t("case.thread.emptyStaff") : t("case.thread.empty")}</p>}
      />
      {canWrite && <NoteComposer complaintId={complaintId} isStaff={isStaff} internalOnly={internalOnly} />}
    </section>
  );
}

/** The composer: text, internal switch (staff), attachments, Send. */
function NoteComposer({ complaintId, isStaff, internalOnly }: { complaintId: number; isStaff: boolean; internalOnly: boolean }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const uploadLimits = useUploadLimits();
  const [body, setBody] = useState("");
  const [internalChosen, setInternal] = useState(false);
  const internal = internalOnly || internalChosen;
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const attachments = useAttachments(t("case.thread.uploadFailed"));
  const post = usePostNote(complaintId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid: Record<string, string> = {};
    const text = body.trim();
    if (!text) invalid.body = t("case.thread.bodyRequired");
    else if (text.length > NOTE_MAX_LENGTH) invalid.body = t("case.thread.bodyTooLong", { max: NOTE_MAX_LENGTH });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const blocked = uploadsBlocking(attachments);
    if (blocked) {
      setMessage(t(blocked));
      return;
    }
    try {
      await post.mutateAsync({
        body: text,
        internal: isStaff && internal,
        ...(attachments.fileIds.length > 0 ? { fileIds: attachments.fileIds } : {}),
      });
      setBody("");
      setInternal(false);
      attachments.reset();
      showToast({ title: internal ? t("case.thread.sentInternal") : t("case.thread.sent"), tone: "success" });
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  return (
    <Form
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="case-composer-heading"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <h3 id="case-composer-heading" className="text-base font-semibold">
        {isStaff ? t("case.thread.composerStaff") : t("case.thread.composer")}
      </h3>
      {message && <Alert tone="error">{message}</Alert>}
      <TextField
        name="body"
        label={t("case.thread.body")}
        multiline
        rows={4}
        isRequired
        maxLength={NOTE_MAX_LENGTH}
        value={body}
        onChange={(value) => {
          setBody(value);
          clear("body");
        }}
      />
      {isStaff && !internal && <CannedReplyPicker complaintId={complaintId} onPick={(text) => { setBody(text); clear("body"); }} />}
      {isStaff && (
        <Switch isSelected={internal} isDisabled={internalOnly} onChange={setInternal}>
          {t("case.thread.internal")}
        </Switch>
      )}
      <FileUpload
        label={t("case.thread.attachments")}
        description={t("case.thread.attachmentsHint", { size: formatFileSize(uploadLimits.maxBytes, language) })}
        files={attachments.items}
        onFilesChange={attachments.onFilesChange}
        onAdd={attachments.onAdd}
        onRemove={attachments.onRemove}
        onRetry={attachments.onRetry}
        acceptedTypes={uploadLimits.types}
        maxSize={uploadLimits.maxBytes}
        maxFiles={ATTACHMENT_MAX_FILES}
      />
      {errors.fileIds && <Alert tone="error">{errors.fileIds}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {attachments.uploading > 0 && (
          <span className="text-sm text-muted" aria-live="polite">
            {t("case.thread.uploading", { count: attachments.uploading })}
          </span>
        )}
        <Button type="submit" isPending={post.isPending}>
          {internal ? t("case.thread.sendInternal") : t("case.thread.send")}
        </Button>
      </div>
    </Form>
  );
}
