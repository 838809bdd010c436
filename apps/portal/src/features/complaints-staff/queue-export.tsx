/**
 * "Export CSV" of the staff work queue (tracker issue 39 item 2; contract `exportComplaints`): the cases the queue's
 * filters find (every page; at most 10,000), as the server writes them: UTF-8 with a byte-order mark, the header in the
 * user's language, times in Bangkok time with the Buddhist-era year in Thai. Saved under the server's file name.
 *
 * Accessible names for tests: button "Export CSV".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert, Button, Icon, showToast } from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { attachmentName, saveBlob } from "../../lib/save-file";
import { queueSearchBody, type QueueFilters } from "./queue-filters";
import { bangkokDay } from "@eoffice/thai";

/** The export button (with its error under it). */
export function QueueExport({ filters }: { filters: QueueFilters }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    setPending(true);
    try {
      const { data, error, response } = await pxClient.POST("/v1/Complaint/export", {
        body: queueSearchBody(filters),
        headers: { "Accept-Language": language },
        parseAs: "blob",
      });
      if (error !== undefined || !data) throw error ?? new Error("Empty answer");
      saveBlob(data, attachmentName(response.headers.get("content-disposition"), `complaints-${bangkokDay(Date.now())}.csv`));
      showToast({ title: t("queue.exported"), tone: "success" });
    } catch (error) {
      setFailure(errorMessage(error, t("queue.exportError")));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="secondary" isPending={pending} onPress={() => void run()}>
        <Icon name="upload" size={16} />
        {t("queue.export")}
      </Button>
      {failure && (
        <div className="basis-full">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
    </>
  );
}
