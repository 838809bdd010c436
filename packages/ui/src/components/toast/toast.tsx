/**
 * Toasts: brief messages after an action ("Request sent"), built on react-aria's Toast, ToastRegion and
 * ToastQueue (exported as UNSTABLE_ in react-aria-components 1.22). The region is a landmark reachable with
 * F6; each toast can be closed with its "Close" / "ปิด" button; toasts pause their timer while hovered or
 * focused. Mount one {@link ToastProvider} near the root and call {@link showToast} anywhere.
 */
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastOptions,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Icon } from "../icon/icon";
import { toastRegionVariants, toastVariants } from "./toast.variants";
import type { AlertTone } from "../alert/alert";

/** What a toast shows. */
export interface ToastContent {
  /** One short line. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Colour and icon. @default "info" */
  tone?: AlertTone;
}

/** Options of {@link showToast}. */
export interface ShowToastOptions extends ToastOptions {
  /** Milliseconds before it closes by itself; `0` keeps it until closed. @default 6000 */
  timeout?: number;
}

/** A queue of toasts; several regions (for example in stories) can each have their own. */
export type UiToastQueue = ToastQueue<ToastContent>;

/** Creates a toast queue showing at most `maxVisibleToasts` at a time. @default maxVisibleToasts 3 */
export function createToastQueue(maxVisibleToasts = 3): UiToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts });
}

/** The app-wide queue that {@link ToastProvider} shows and {@link showToast} fills. */
export const toastQueue: UiToastQueue = createToastQueue();

/**
 * Shows a toast and returns its key (for `toastQueue.close(key)`).
 * @param content title, optional description and tone
 * @param options `timeout` in ms (@default 6000; 0 = stays), `onClose`
 * @param queue @default the app-wide {@link toastQueue}
 */
export function showToast(content: ToastContent, options: ShowToastOptions = {}, queue: UiToastQueue = toastQueue): string {
  const { timeout = 6000, ...rest } = options;
  return queue.add(content, { ...rest, timeout: timeout > 0 ? timeout : undefined });
}

const ICONS: Record<AlertTone, string> = {
  info: "info",
  success: "circle-check",
  warning: "triangle-alert",
  error: "circle-alert",
};

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue to show. @default the app-wide {@link toastQueue} */
  queue?: UiToastQueue;
}

/** The fixed region (bottom end) listing the visible toasts of a queue. */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const strings = useUiStrings();
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={strings.notifications}
      className={(renderProps) => toastRegionVariants(renderProps)}
    >
      {({ toast }) => {
        const tone = toast.content.tone ?? "info";
        return (
          <AriaToast
            toast={toast}
            data-tone={tone}
            className={(renderProps) => toastVariants({ ...renderProps, tone })}
          >
            <Icon name={ICONS[tone]} size={20} className="mt-0.5 shrink-0 text-(--toast-colour)" />
            <AriaToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
              <Text slot="title" className="font-semibold">
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className="text-muted">
                  {toast.content.description}
                </Text>
              )}
            </AriaToastContent>
            <AriaButton
              slot="close"
              aria-label={strings.close}
              className="flex size-7 shrink-0 items-center justify-center rounded-md text-muted outline-primary hover:bg-hover data-[focus-visible]:outline-2"
            >
              <Icon name="x" size={16} />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends ToastRegionProps {
  children?: ReactNode;
}

/** Renders its children and the toast region of a queue (the app-wide one by default). */
export function ToastProvider({ queue, children }: ToastProviderProps) {
  return (
    <>
      {children}
      <ToastRegion queue={queue} />
    </>
  );
}
