/**
 * The public surface of `features/complaints/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). Route modules are not here: the route
 * lists load them lazily.
 */
export { THUMBNAIL_WIDTH, caseFilesQuery, complaintNotesQuery, complaintQuery, fileBlobQuery, isConflict, isNotFound, useActiveUnits, useCancelComplaint, useCaseAssignees, useCaseFiles, useComplaint, useComplaintNotes, usePostNote, useReopenComplaint, useTransitionComplaint } from "./case-queries";
export type { ComplaintDetail, ComplaintNote, StaffCaseAction, StoredFile } from "./case-queries";
export { uploadErrorMessage, uploadsBlocking, useAttachments } from "./complaint-attachments";
export { complaintKindsQuery, useComplaintKinds, useComplaintStatuses, useComplaintTypes } from "./complaint-lookups";
export { COMPLAINT_LIST_QUERIES, useMyComplaints } from "./complaint-queries";
export { ATTACHMENT_MAX_FILES, casePath, isConfidentialType, isOpenStatus } from "./complaint-rules";
export type { ComplaintStatusCode } from "./complaint-rules";
export { StatusBadge } from "./status-badge";
export { formatWait } from "./whistleblowing/whistleblowing-rules";
