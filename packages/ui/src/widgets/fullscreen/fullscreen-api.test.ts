import { describe, expect, it, vi } from "vitest";
import {
  isDocumentFullscreen,
  isFullscreenSupported,
  subscribeFullscreenChange,
  toggleDocumentFullscreen,
} from "./fullscreen-api";
import { createFakeFullscreenDocument } from "./fullscreen.fixtures";

describe("fullscreen api (docs/spec/portal-spec.md section 8)", () => {
  it("enters and exits through the standard API", async () => {
    const doc = createFakeFullscreenDocument("standard");
    expect(isFullscreenSupported(doc)).toBe(true);
    await toggleDocumentFullscreen(doc);
    expect(doc.calls.request).toBe(1);
    expect(isDocumentFullscreen(doc)).toBe(true);
    await toggleDocumentFullscreen(doc);
    expect(doc.calls.exit).toBe(1);
    expect(isDocumentFullscreen(doc)).toBe(false);
  });

  it("falls back to the webkit-prefixed API", async () => {
    const doc = createFakeFullscreenDocument("webkit");
    expect(isFullscreenSupported(doc)).toBe(true);
    await toggleDocumentFullscreen(doc);
    expect(isDocumentFullscreen(doc)).toBe(true);
    await toggleDocumentFullscreen(doc);
    expect(doc.calls).toEqual({ request: 1, exit: 1 });
    expect(isDocumentFullscreen(doc)).toBe(false);
  });

  it("reports no support and rejects instead of throwing synchronously when the API is missing", async () => {
    const doc = createFakeFullscreenDocument("none");
    expect(isFullscreenSupported(doc)).toBe(false);
    const attempt = toggleDocumentFullscreen(doc);
    await expect(attempt).rejects.toThrow();
  });

  it("treats a disabled API (fullscreenEnabled false, e.g. an iframe without permission) as unsupported", () => {
    const doc = createFakeFullscreenDocument("standard");
    doc.fullscreenEnabled = false;
    expect(isFullscreenSupported(doc)).toBe(false);
  });

  it("notifies on standard and prefixed change events until unsubscribed", () => {
    const doc = createFakeFullscreenDocument("standard");
    const listener = vi.fn();
    const unsubscribe = subscribeFullscreenChange(doc, listener);
    doc.fire("fullscreenchange");
    doc.fire("webkitfullscreenchange");
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    doc.fire("fullscreenchange");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
