/**
 * App-wide notices ("Complaint CP-2569-000042 has been filed."): features call {@link notify}; the shell shows
 * them in a polite live region that screen readers announce.
 */
import { useSyncExternalStore } from "react";

/** One notice. */
export interface Notice {
  /** Unique id. */
  id: number;
  /** The text, already translated. */
  message: string;
  /** `success` (green) or `error` (warn colour); never told by colour alone, the text says it. */
  tone: "success" | "error";
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Shows a notice.
 * @param message - Translated text.
 * @param tone - Look of the notice. @default "success"
 * @returns The notice's id (for {@link dismissNotice}).
 */
export function notify(message: string, tone: Notice["tone"] = "success"): number {
  const id = nextId++;
  notices = [...notices, { id, message, tone }];
  emit();
  return id;
}

/** Removes a notice. */
export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

/** The notices on screen. */
export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
}
