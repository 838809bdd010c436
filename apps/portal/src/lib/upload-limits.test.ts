import { describe, expect, it } from "vitest";
import { CONTRACT_DEFAULT_UPLOAD_LIMITS, CONTRACT_DEFAULT_UPLOAD_MAX_BYTES, uploadLimitsFrom } from "./upload-limits";

describe("upload limits", () => {
  it("are the server's answer: its limit, its types, the image types among them", () => {
    const limits = uploadLimitsFrom({
      maxBytes: 25 * 1024 * 1024,
      types: [
        { mimeType: "application/pdf", extensions: ["pdf"] },
        { mimeType: "image/png", extensions: ["png"] },
      ],
    });
    expect(limits).toEqual({ maxBytes: 25 * 1024 * 1024, types: ["application/pdf", "image/png"], imageTypes: ["image/png"] });
  });

  it("are the contract's defaults until the server has answered: 10 MB, JPEG, PNG, WebP and PDF", () => {
    expect(uploadLimitsFrom(undefined)).toBe(CONTRACT_DEFAULT_UPLOAD_LIMITS);
    expect(CONTRACT_DEFAULT_UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(CONTRACT_DEFAULT_UPLOAD_LIMITS.types).toEqual(["image/jpeg", "image/png", "image/webp", "application/pdf"]);
    expect(CONTRACT_DEFAULT_UPLOAD_LIMITS.imageTypes).toEqual(["image/jpeg", "image/png", "image/webp"]);
  });
});
