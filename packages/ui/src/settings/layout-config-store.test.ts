import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_CONFIG_STORAGE_KEY,
  createLayoutConfigStore,
  parseLayoutConfig,
  type LayoutConfigStorage,
} from "./layout-config-store";

function memoryStorage(initial: Record<string, string> = {}): LayoutConfigStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("createLayoutConfigStore", () => {
  it("starts with the spec's defaults: classy, light, default", () => {
    expect(createLayoutConfigStore(memoryStorage()).get()).toEqual({ layout: "classy", scheme: "light", theme: "default" });
    expect(DEFAULT_LAYOUT_CONFIG).toEqual({ layout: "classy", scheme: "light", theme: "default" });
  });

  it("persists a change under one key and reads it back in a new store (per browser)", () => {
    const storage = memoryStorage();
    const store = createLayoutConfigStore(storage);
    store.set({ theme: "rose" });
    store.set({ layout: "modern", scheme: "auto" });
    expect([...storage.data.keys()]).toEqual([LAYOUT_CONFIG_STORAGE_KEY]);
    expect(createLayoutConfigStore(storage).get()).toEqual({ layout: "modern", scheme: "auto", theme: "rose" });
  });

  it("falls back to the defaults on bad JSON", () => {
    const storage = memoryStorage({ [LAYOUT_CONFIG_STORAGE_KEY]: "{not json" });
    expect(createLayoutConfigStore(storage).get()).toEqual(DEFAULT_LAYOUT_CONFIG);
  });

  it("falls back per field on unknown stored values", () => {
    const storage = memoryStorage({
      [LAYOUT_CONFIG_STORAGE_KEY]: JSON.stringify({ layout: "blank", scheme: "dark", theme: 42, extra: true }),
    });
    expect(createLayoutConfigStore(storage).get()).toEqual({ layout: "classy", scheme: "dark", theme: "default" });
    expect(parseLayoutConfig("modern")).toEqual(DEFAULT_LAYOUT_CONFIG);
  });

  it("ignores unknown values passed to set and does not notify when nothing changed", () => {
    const store = createLayoutConfigStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    // @ts-expect-error untyped caller
    store.set({ layout: "nope", theme: "purple" });
    expect(store.get()).toEqual({ layout: "classy", scheme: "light", theme: "purple" });
    expect(listener).toHaveBeenCalledTimes(1);
    store.set({ theme: "purple" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("notifies subscribers until they unsubscribe, and reset restores the defaults and clears the storage", () => {
    const storage = memoryStorage();
    const store = createLayoutConfigStore(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ scheme: "dark" });
    expect(listener).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.get()).toEqual(DEFAULT_LAYOUT_CONFIG);
    expect(storage.data.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set({ scheme: "dark" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps working in memory when the storage throws", () => {
    const broken: LayoutConfigStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const store = createLayoutConfigStore(broken);
    expect(store.get()).toEqual(DEFAULT_LAYOUT_CONFIG);
    store.set({ layout: "thin" });
    expect(store.get().layout).toBe("thin");
    expect(() => store.reset()).not.toThrow();
  });

  it("gives an app's default theme to a user who chose none, and returns to it on reset (tracker issue 38 item 1)", () => {
    const store = createLayoutConfigStore(memoryStorage(), undefined, { theme: "rose" });
    expect(store.get()).toEqual({ layout: "classy", scheme: "light", theme: "rose" });
    store.set({ theme: "amber" });
    store.reset();
    expect(store.get().theme).toBe("rose");
    const chosen = memoryStorage({ [LAYOUT_CONFIG_STORAGE_KEY]: JSON.stringify({ theme: "indigo" }) });
    expect(createLayoutConfigStore(chosen, undefined, { theme: "rose" }).get().theme).toBe("indigo");
    expect(createLayoutConfigStore(memoryStorage(), undefined, { theme: "neon" as never }).get().theme).toBe("default");
  });

  it("works without any storage", () => {
    const store = createLayoutConfigStore(null);
    store.set({ theme: "amber" });
    expect(store.get().theme).toBe("amber");
  });
});
