import { describe, expect, it } from "vitest";
import { preloadModules } from "./navigation-complete";

/** A stand-in for the preloading worker: records what it is sent, answers when told, and whether it was ended. */
function fakeWorker() {
  const sent: unknown[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const state = { started: 0, terminated: false };
  const worker = {
    postMessage: (message: unknown) => sent.push(message),
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    terminate: () => {
      state.terminated = true;
    },
  } as unknown as Worker;
  const start = () => {
    state.started += 1;
    return worker;
  };
  const emit = (type: "message" | "error") => (listeners[type] ?? []).forEach((listener) => listener());
  return { start, sent, state, emit };
}

describe("route preloading (spec section 2: all lazy routes are preloaded; tracker issue 8: off the main thread)", () => {
  it("sends the worker every file the page has not fetched yet, in order, once, and ends the worker when it answers", () => {
    const worker = fakeWorker();
    preloadModules(["/a.js", "/b.js", "/c.js"], () => ["/b.js", "/favicon.svg"], worker.start);
    expect(worker.state.started).toBe(1);
    expect(worker.sent).toEqual([["/a.js", "/c.js"]]);
    expect(worker.state.terminated).toBe(false);
    worker.emit("message");
    expect(worker.state.terminated).toBe(true);
  });

  it("ends the worker when its script fails", () => {
    const worker = fakeWorker();
    preloadModules(["/a.js"], () => [], worker.start);
    worker.emit("error");
    expect(worker.state.terminated).toBe(true);
  });

  it("starts no worker when the page has every file already, nor where the browser has no workers", () => {
    const worker = fakeWorker();
    preloadModules(["/a.js"], () => ["/a.js"], worker.start);
    expect(worker.state.started).toBe(0);
    expect(() => preloadModules(["/a.js"], () => [], null)).not.toThrow();
  });
});
