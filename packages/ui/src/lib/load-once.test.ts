import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("shares one load between concurrent callers and keeps its value", async () => {
    const load = vi.fn(async () => ({ part: 1 }));
    const loader = loadOnce(load);
    expect(loader.loaded()).toBeNull();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(first).toBe(second);
    expect(loader.loaded()).toBe(first);
    await loader();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not remember a failure: the next call loads again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValueOnce("popup");
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow("chunk gone");
    expect(loader.loaded()).toBeNull();
    await expect(loader()).resolves.toBe("popup");
    expect(loader.loaded()).toBe("popup");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
