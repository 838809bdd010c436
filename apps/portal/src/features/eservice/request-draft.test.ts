import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, DRAFT_MAX_AGE_MS, readDraft, writeDraft } from "./request-draft";

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("request drafts (issue 12 item 2)", () => {
  it("keeps one draft per person and service", () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey(1, "deputy-equipment"), { data: { quantity: 5 } }, 1_000);
    writeDraft(storage, draftKey(2, "deputy-equipment"), { data: { quantity: 9 } }, 1_000);
    expect(readDraft(storage, draftKey(1, "deputy-equipment"), 2_000)?.data).toEqual({ quantity: 5 });
    expect(readDraft(storage, draftKey(2, "deputy-equipment"), 2_000)?.data).toEqual({ quantity: 9 });
    expect(readDraft(storage, draftKey(1, "health-tree"), 2_000)).toBeNull();
  });

  it("keeps the booking and the uploaded files' names, and is gone once cleared", () => {
    const storage = memoryStorage();
    const key = draftKey(1, "education-gym");
    const booking = { resourceId: 4, from: "2026-11-24T08:00:00+07:00", to: "2026-11-24T10:00:00+07:00" };
    writeDraft(storage, key, { data: {}, booking, files: [{ id: "0b6f6c1e-3d7a-4e52-9a51-2f0d1c9e7a10", name: "id-card.pdf" }] }, 1_000);
    expect(readDraft(storage, key, 1_000)).toEqual({ data: {}, booking, files: [{ id: "0b6f6c1e-3d7a-4e52-9a51-2f0d1c9e7a10", name: "id-card.pdf" }], savedAt: 1_000 });
    clearDraft(storage, key);
    expect(readDraft(storage, key, 1_000)).toBeNull();
  });

  it("drops a draft older than a day, and a damaged one", () => {
    const storage = memoryStorage();
    const key = draftKey(1, "deputy-water");
    writeDraft(storage, key, { data: { litres: 2000 } }, 0);
    expect(readDraft(storage, key, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    storage.setItem(key, "{not json");
    expect(readDraft(storage, key)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    storage.setItem(key, JSON.stringify({ data: [], savedAt: 1 }));
    expect(readDraft(storage, key, 1)).toBeNull();
  });

  it("goes on without a draft when the storage refuses to write", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(() => writeDraft(storage, draftKey(1, "x-y"), { data: { a: "b" } })).not.toThrow();
    expect(readDraft(storage, draftKey(1, "x-y"))).toBeNull();
  });
});
