/**
 * Saving the user's presence status from the user menu (contract `updateCommonUser`, `PATCH /common/user` with
 * `{ user: { status } }`; docs/spec/shell-behaviour.md section 7 "picking saves the user with the new status").
 */
import { useTranslation } from "../i18n/use-translation";
import { showToast, type UserStatus } from "@eoffice/ui";
import { api } from "../api/query";
import { errorMessage } from "../api/errors";
import { sessionStore } from "../session/session";

/**
 * A function that saves a new status: the stored profile shows it at once and is corrected from the server's
 * answer; a failure puts the old status back and shows the server's message in a toast.
 */
export function useStatusChange(): (status: UserStatus) => void {
  const { t } = useTranslation();
  const update = api.useMutation("patch", "/common/user");
  return (status) => {
    const before = sessionStore.getSnapshot().profile;
    if (!before) return;
    sessionStore.setProfile({ ...before, status });
    update.mutate(
      { body: { user: { status } } },
      {
        onSuccess: (answer) => {
          const current = sessionStore.getSnapshot().profile;
          if (current) sessionStore.setProfile({ ...current, status: answer.data.status });
        },
        onError: (error) => {
          const current = sessionStore.getSnapshot().profile;
          if (current) sessionStore.setProfile({ ...current, status: before.status });
          showToast({ title: errorMessage(error, t("common.unknownError")), tone: "error" });
        },
      },
    );
  };
}
