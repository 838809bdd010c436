import { describe, expect, it } from "vitest";
import { callError, isCallError, retryAfterSeconds, unwrap } from "./errors";

/** An openapi-fetch answer as the typed client resolves it. */
function answer<T>(status: number, body: { data?: T; error?: unknown }, headers: Record<string, string> = {}) {
  return Promise.resolve({ ...body, response: new Response(null, { status, headers }) });
}

describe("unwrap, the one wrapper of a typed-client call", () => {
  it("answers the body of a success", async () => {
    await expect(unwrap(answer(200, { data: { success: true, message: "", data: 7 } }))).resolves.toEqual({ success: true, message: "", data: 7 });
  });

  it("throws the error envelope with the status and the wait of a 429", async () => {
    const envelope = { success: false, message: "Too many", errors: [{ field: "code", message: "bad" }] };
    const failure: unknown = await unwrap(answer(429, { error: envelope }, { "Retry-After": "120" })).catch((caught: unknown) => caught);
    expect(failure).toEqual({ ...envelope, status: 429, retryAfter: 120 });
    expect(isCallError(failure)).toBe(true);
  });

  it("throws an empty envelope with the status when the error is not the contract's", async () => {
    const failure: unknown = await unwrap(answer(502, { error: "Bad gateway" })).catch((caught: unknown) => caught);
    expect(failure).toEqual({ success: false, message: "", status: 502, retryAfter: null });
  });

  it("throws status 0 when no answer came, and rethrows an abort unchanged", async () => {
    const offline: unknown = await unwrap(Promise.reject(new TypeError("Failed to fetch"))).catch((caught: unknown) => caught);
    expect(offline).toEqual({ success: false, message: "", status: 0, retryAfter: null });
    const abort = new DOMException("aborted", "AbortError");
    await expect(unwrap(Promise.reject(abort))).rejects.toBe(abort);
  });

  it("reads a caught value as a call error", () => {
    expect(callError(new Error("bug"))).toEqual({ success: false, message: "", status: 0, retryAfter: null });
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
