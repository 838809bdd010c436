import { describe, expect, it } from "vitest";
import { replaceFileIds } from "../../lib/replace-file-ids";
import { keptFilesNamed, requestDraftFrom, requestDraftKey } from "./request-draft";

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

  it("sends the files kept on the device that the answers still name, then names them by their stored ids", () => {
    const kept = { id: "5d0c2b8e-1f4a-4c1e-8f7e-6a2b9c3d4e5f", name: "lamp.jpg", blob: new Blob(["x"], { type: "image/jpeg" }) };
    const removed = { id: "7e1d3c9f-2a5b-4d2f-9a8b-7b3c0d4e5f60", name: "old.jpg", blob: new Blob(["y"]) };
    const uploaded = { id: "0b6f6c1e-3d7a-4e52-9a51-2f0d1c9e7a10", name: "id-card.pdf" };
    const data = { photos: [kept.id, uploaded.id], place: kept.id };
    expect(keptFilesNamed(data, [kept, removed, uploaded])).toEqual([kept]);
    const stored = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    expect(replaceFileIds(data, { [kept.id]: stored })).toEqual({ photos: [stored, uploaded.id], place: kept.id });
  });
});
