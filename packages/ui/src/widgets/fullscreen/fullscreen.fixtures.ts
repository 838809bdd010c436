/**
 * Stand-in documents for {@link FullscreenToggle} stories and tests: a browser with the standard Fullscreen
 * API, one with only the `webkit`-prefixed API, and one without any (docs/spec/portal-spec.md section 8).
 */
import type { FullscreenDocument } from "./fullscreen-api";

/** A fake document that records calls and fires change events like a browser. */
export interface FakeFullscreenDocument extends FullscreenDocument {
  /** How many times fullscreen was requested / exited. */
  calls: { request: number; exit: number };
  /** Fires an event as the browser would (for example when the user leaves fullscreen with Esc). */
  fire(type: string): void;
}

/** Creates a {@link FakeFullscreenDocument} of the given kind. */
export function createFakeFullscreenDocument(kind: "standard" | "webkit" | "none"): FakeFullscreenDocument {
  const listeners = new Map<string, Set<() => void>>();
  const root = {} as FullscreenDocument["documentElement"];
  const doc: FakeFullscreenDocument = {
    documentElement: root,
    calls: { request: 0, exit: 0 },
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => {
      listeners.get(type)?.delete(listener);
    },
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  if (kind === "standard") {
    doc.fullscreenEnabled = true;
    doc.fullscreenElement = null;
    root.requestFullscreen = async () => {
      doc.calls.request += 1;
      doc.fullscreenElement = root;
      doc.fire("fullscreenchange");
    };
    doc.exitFullscreen = async () => {
      doc.calls.exit += 1;
      doc.fullscreenElement = null;
      doc.fire("fullscreenchange");
    };
  }
  if (kind === "webkit") {
    doc.webkitFullscreenEnabled = true;
    doc.webkitFullscreenElement = null;
    root.webkitRequestFullscreen = () => {
      doc.calls.request += 1;
      doc.webkitFullscreenElement = root;
      doc.fire("webkitfullscreenchange");
    };
    doc.webkitExitFullscreen = () => {
      doc.calls.exit += 1;
      doc.webkitFullscreenElement = null;
      doc.fire("webkitfullscreenchange");
    };
  }
  return doc;
}
