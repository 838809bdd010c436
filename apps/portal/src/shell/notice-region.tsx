/**
 * Where the notices of {@link notify} appear: a polite live region at the bottom of the page; each notice has a
 * close button and leaves by itself after 8 s.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@eoffice/ui";
import { dismissNotice, useNotices, type Notice } from "./notify";

/** How long a notice stays, in ms. */
const NOTICE_MS = 8000;

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissNotice(notice.id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice.id]);
  return (
    <div
      className={`pointer-events-auto flex items-center gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
        notice.tone === "error" ? "border-warn bg-surface text-warn" : "border-success bg-surface text-foreground"
      }`}
    >
      <span className="flex-1">{notice.message}</span>
      <Button size="sm" variant="quiet" onPress={() => dismissNotice(notice.id)}>
        {t("common.close")}
      </Button>
    </div>
  );
}

/** The notices on screen (place once in the shell). */
export function NoticeRegion() {
  const notices = useNotices();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
