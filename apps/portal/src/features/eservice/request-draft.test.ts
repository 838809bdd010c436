import { describe, expect, it } from "vitest";
import { requestDraftFrom, requestDraftKey } from "./request-draft";

describe("request drafts (issue 12 item 2; kept on the device, tracker issue 40 item 4)", () => {
  it("keeps one draft per person and service", () => {
    expect(requestDraftKey(1, "deputy-equipment")).not.toBe(requestDraftKey(2, "deputy-equipment"));
    expect(requestDraftKey(1, "deputy-equipment")).not.toBe(requestDraftKey(1, "health-tree"));
  });

  it("reads the answers, the booking and the uploaded files' names back", () => {
    const booking = { resourceId: 4, from: "2026-11-24T08:00:00+07:00", to: "2026-11-24T10:00:00+07:00" };
    const draft = { data: {}, booking, files: [{ id: "0b6f6c1e-3d7a-4e52-9a51-2f0d1c9e7a10", name: "id-card.pdf" }] };
    expect(requestDraftFrom(draft)).toEqual(draft);
  });

  it("refuses a damaged draft", () => {
    expect(requestDraftFrom({ data: [] })).toBeNull();
    expect(requestDraftFrom("{not json")).toBeNull();
    expect(requestDraftFrom({ data: {}, files: "x" })).toBeNull();
    expect(requestDraftFrom(null)).toBeNull();
  });
});
