import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSearchScheduler, isSearchable, normaliseSearchQuery } from "./search-scheduler";

function setup(debounceMs = 300, minLength = 3) {
  const onSearch = vi.fn<(query: string, signal: AbortSignal) => void>();
  const onActiveChange = vi.fn<(query: string) => void>();
  const scheduler = createSearchScheduler({ debounceMs, minLength, onSearch, onActiveChange });
  return { scheduler, onSearch, onActiveChange };
}

describe("search scheduler (docs/spec/portal-spec.md section 5: 300 ms debounce, at least 3 characters)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("searches once, only after the debounce, with the last query typed", () => {
    const { scheduler, onSearch } = setup();
    scheduler.update("r");
    scheduler.update("ro");
    scheduler.update("roa");
    scheduler.update("road");
    vi.advanceTimersByTime(299);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch.mock.calls[0]?.[0]).toBe("road");
    expect(scheduler.active).toBe("road");
  });

  it("does not search below 3 characters and clears the active query", () => {
    const { scheduler, onSearch, onActiveChange } = setup();
    scheduler.update("road");
    vi.advanceTimersByTime(300);
    scheduler.update("ro");
    vi.advanceTimersByTime(300);
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onActiveChange).toHaveBeenLastCalledWith("");
    expect(scheduler.active).toBe("");
  });

  it("counts characters after trimming", () => {
    const { scheduler, onSearch } = setup();
    scheduler.update("  ab  ");
    vi.advanceTimersByTime(300);
    expect(onSearch).not.toHaveBeenCalled();
    expect(isSearchable("  ab  ", 3)).toBe(false);
    expect(normaliseSearchQuery("  tax   form ")).toBe("tax form");
  });

  it("aborts the superseded search when a newer query is searched", () => {
    const { scheduler, onSearch } = setup();
    scheduler.update("road");
    vi.advanceTimersByTime(300);
    const first = onSearch.mock.calls[0]?.[1];
    scheduler.update("roads");
    vi.advanceTimersByTime(300);
    const second = onSearch.mock.calls[1]?.[1];
    expect(first?.aborted).toBe(true);
    expect(second?.aborted).toBe(false);
  });

  it("does not search the same query twice in a row, but does after a clear", () => {
    const { scheduler, onSearch } = setup();
    scheduler.update("road");
    vi.advanceTimersByTime(300);
    scheduler.update("road ");
    vi.advanceTimersByTime(300);
    expect(onSearch).toHaveBeenCalledOnce();
    scheduler.cancel();
    scheduler.update("road");
    vi.advanceTimersByTime(300);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it("cancel stops a pending search and aborts the active one", () => {
    const { scheduler, onSearch } = setup();
    scheduler.update("road");
    vi.advanceTimersByTime(300);
    const signal = onSearch.mock.calls[0]?.[1];
    scheduler.update("roads");
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(onSearch).toHaveBeenCalledOnce();
    expect(signal?.aborted).toBe(true);
    expect(scheduler.active).toBe("");
  });

  it("uses the settings given to configure", () => {
    const { scheduler, onSearch, onActiveChange } = setup();
    const replacement = vi.fn<(query: string, signal: AbortSignal) => void>();
    scheduler.configure({ debounceMs: 50, minLength: 5, onSearch: replacement, onActiveChange });
    scheduler.update("road");
    vi.advanceTimersByTime(50);
    expect(replacement).not.toHaveBeenCalled();
    scheduler.update("roads");
    vi.advanceTimersByTime(50);
    expect(replacement).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("honours other debounce and minimum settings", () => {
    const { scheduler, onSearch } = setup(100, 1);
    scheduler.update("a");
    vi.advanceTimersByTime(100);
    expect(onSearch).toHaveBeenCalledWith("a", expect.any(AbortSignal));
  });
});
