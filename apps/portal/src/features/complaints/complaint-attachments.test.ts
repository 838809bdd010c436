import { describe, expect, it, vi } from "vitest";

// The upload call needs the browser's client; these tests cover the pure parts only.
vi.mock("../../api/upload", () => ({ uploadFile: vi.fn() }));
const { attachmentSummary, uploadErrorMessage } = await import("./complaint-attachments");

const item = (id: string, status: "queued" | "uploading" | "done" | "error", isRejected = false) => ({
  id,
  name: `${id}.jpg`,
  size: 1000,
  type: "image/jpeg",
  status,
  ...(isRejected ? { isRejected } : {}),
});

describe("attachments of a submission (issue 11 item 4)", () => {
  it("names the uploaded files in order and counts those still uploading or failed", () => {
    const items = [item("a", "done"), item("b", "uploading"), item("c", "error"), item("d", "done"), item("e", "queued")];
    expect(attachmentSummary(items, { a: "uuid-a", d: "uuid-d" })).toEqual({ fileIds: ["uuid-a", "uuid-d"], uploading: 2, failed: 1 });
  });

  it("ignores files the browser refused (never uploaded)", () => {
    expect(attachmentSummary([item("x", "error", true)], {})).toEqual({ fileIds: [], uploading: 0, failed: 0 });
  });

  it("shows the server's message of a refused upload, else the fallback", () => {
    expect(uploadErrorMessage({ status: 415, message: "Only JPEG, PNG, WebP or PDF files are accepted." }, "Failed")).toBe(
      "Only JPEG, PNG, WebP or PDF files are accepted.",
    );
    expect(uploadErrorMessage({ status: 0, message: "" }, "Failed")).toBe("Failed");
    expect(uploadErrorMessage(undefined, "Failed")).toBe("Failed");
  });
});
