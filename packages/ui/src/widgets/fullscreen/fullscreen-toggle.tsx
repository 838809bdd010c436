/**
 * FullscreenToggle: the top-bar button that puts the whole document in fullscreen and back
 * (docs/spec/portal-spec.md section 2 "Top-bar widgets", section 8 "Browser lacks fullscreen";
 * docs/spec/shell-behaviour.md section 7 "Fullscreen" and section 10).
 *
 * Better than the template: its accessible name and icon follow the real state (it listens to
 * `fullscreenchange`, so leaving with the Esc key updates it too), and a browser without the Fullscreen API
 * gets the spec's message shown next to the button and announced (`role="alert"`) instead of a thrown error.
 */
import { useCallback, useState, useSyncExternalStore } from "react";
import { Icon } from "../../components/icon/icon";
import { TopBarButton } from "../panel/top-bar-button";
import { useWidgetLabels } from "../panel/widget-labels";
import {
  isDocumentFullscreen,
  isFullscreenSupported,
  subscribeFullscreenChange,
  toggleDocumentFullscreen,
  type FullscreenDocument,
} from "./fullscreen-api";
import { fullscreenLabels, type FullscreenLabels } from "./fullscreen-labels";
import { fullscreenToggleVariants } from "./fullscreen-toggle.variants";

/** Props of {@link FullscreenToggle}. */
export interface FullscreenToggleProps {
  /** Strings replacing the shipped ones (English, or Thai under a Thai `UiI18nProvider`). @default fullscreenLabels[ui locale] */
  labels?: Partial<FullscreenLabels>;
  /**
   * The document to make fullscreen; stories and tests pass a stand-in to simulate a browser.
   * @default globalThis.document
   */
  fullscreenDocument?: FullscreenDocument;
  /** Classes merged over the root's. */
  className?: string;
}

const defaultDocument: FullscreenDocument | undefined = typeof document === "undefined" ? undefined : document;

/** The fullscreen toggle of the top bar (see the module comment). */
export function FullscreenToggle({ labels, fullscreenDocument, className }: FullscreenToggleProps) {
  const doc = fullscreenDocument ?? defaultDocument;
  const text = useWidgetLabels(fullscreenLabels, labels);
  const subscribe = useCallback(
    (listener: () => void) => (doc ? subscribeFullscreenChange(doc, listener) : () => {}),
    [doc],
  );
  const isFullscreen = useSyncExternalStore(
    subscribe,
    () => (doc ? isDocumentFullscreen(doc) : false),
    () => false,
  );
  const [showError, setShowError] = useState(false);
  const slots = fullscreenToggleVariants({ isFullscreen });

  const toggle = () => {
    if (!doc || !isFullscreenSupported(doc)) {
      setShowError(true);
      return;
    }
    setShowError(false);
    toggleDocumentFullscreen(doc).catch(() => setShowError(true));
  };

  return (
    <span
      className={slots.base({ className })}
      data-slot="fullscreen-toggle"
      data-state={isFullscreen ? "fullscreen" : "windowed"}
      onBlur={() => setShowError(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setShowError(false);
      }}
    >
      <TopBarButton aria-label={isFullscreen ? text.exit : text.enter} onPress={toggle}>
        <Icon name={isFullscreen ? "minimize" : "maximize"} size={20} />
      </TopBarButton>
      {/* The live region stays mounted (empty) so that inserting the message is announced. */}
      <span role="alert" className={showError ? slots.message() : "sr-only"} data-slot="fullscreen-error">
        {showError ? text.notSupported : null}
      </span>
    </span>
  );
}
