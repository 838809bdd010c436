/**
 * The "new version" prompt (tracker issue 40 item 3): a polite notice at the bottom of the screen, in the page's
 * language, with "Reload now" (the new version takes over and the page reloads) and "Later" (the new version starts at
 * the next visit). Shown by `service-worker.ts` when a newer service worker waits; mounted in a root of its own, so
 * that the app's entry carries none of it. The focus stays where it is: the resident may be typing.
 *
 * Accessible names for tests: the region "New version"; buttons "Reload now" and "Later".
 */
import { createRoot } from "react-dom/client";
import { Button } from "@eoffice/ui";
import { i18n, loadStrings } from "../i18n/i18n";

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /** Switches to the new version (the page reloads). */
  onReload: () => void;
  /** Hides the prompt. */
  onLater: () => void;
}

/** The prompt itself (see the module's description). */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  const t = i18n.t.bind(i18n);
  return (
    <section
      aria-label={t("offline.update.title")}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-lg flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <p role="status" className="flex-1 text-sm">
        <strong className="block">{t("offline.update.title")}</strong>
        {t("offline.update.body")}
      </p>
      <div className="flex gap-2">
        <Button size="sm" onPress={onReload}>
          {t("offline.update.reload")}
        </Button>
        <Button size="sm" variant="secondary" onPress={onLater}>
          {t("offline.update.later")}
        </Button>
      </div>
    </section>
  );
}

/**
 * Shows the prompt once its strings are loaded.
 * @param apply - Switches to the waiting version.
 */
export async function showUpdatePrompt(apply: () => void): Promise<void> {
  await loadStrings(["complaints"]);
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdatePrompt onReload={apply} onLater={close} />);
}
