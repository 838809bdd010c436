import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPxClient } from "@eoffice/api-client";
import { createPortalMiddleware } from "./middleware";

const session = vi.hoisted(() => ({ token: "the-token" as string | null, clearSession: vi.fn(), reload: vi.fn() }));

// The real client module reads `window`; the test builds the same client with the real middleware and fake deps.
vi.mock("./client", () => ({
  pxClient: createPxClient({ baseUrl: "http://localhost/pxapi_eoffice/api" }, [
    createPortalMiddleware({
      getToken: () => session.token,
      getLanguage: () => "th",
      clearSession: session.clearSession,
      location: { reload: session.reload },
    }),
  ]),
}));

const { UploadError, isAbortError, uploadFile, xhrFetch } = await import("./upload");

/** What the fake XHR answers. */
interface Answer {
  status: number;
  body?: unknown;
  /** Progress events (loaded bytes of 1000) sent before the answer. */
  steps?: number[];
  /** Fail with a network error instead of answering. */
  networkError?: boolean;
  /** Never answer (for abort tests). */
  hang?: boolean;
}

/** A minimal XMLHttpRequest that records the request and plays an {@link Answer}. */
class FakeXhr {
  static answer: Answer = { status: 201 };
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  sentBody: unknown;
  responseType: XMLHttpRequestResponseType = "";
  status = 0;
  statusText = "";
  response: unknown = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\nx-request-id: r1\r\n";
  }
  abort() {
    this.aborted = true;
    queueMicrotask(() => this.onabort?.());
  }
  send(body: unknown) {
    this.sentBody = body;
    const answer = FakeXhr.answer;
    if (answer.hang) return;
    queueMicrotask(() => {
      for (const loaded of answer.steps ?? []) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent);
      }
      if (answer.networkError) {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.response = new Blob([JSON.stringify(answer.body ?? {})], { type: "application/json" });
      this.onload?.();
    });
  }
}

const stored = {
  id: "7f1c2a9e-0000-4000-8000-000000000001",
  name: "pothole.jpg",
  mimeType: "image/jpeg",
  size: 1000,
  createdAt: "2026-05-01T03:00:00Z",
  noteId: null,
  uploaderKind: "resident",
};

const photo = () => new File([new Uint8Array(1000)], "pothole.jpg", { type: "image/jpeg" });

beforeEach(() => {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  session.token = "the-token";
  session.clearSession.mockClear();
  session.reload.mockClear();
  FakeXhr.last = null;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("uploadFile (POST /v1/ESFile over XMLHttpRequest)", () => {
  it("posts the file as multipart with the token and language headers, reports progress and answers the stored file", async () => {
    FakeXhr.answer = { status: 201, body: { success: true, message: "", data: stored }, steps: [250, 500, 500, 1000] };
    const onProgress = vi.fn<(percent: number) => void>();
    await expect(uploadFile(photo(), { onProgress })).resolves.toEqual(stored);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("http://localhost/pxapi_eoffice/api/v1/ESFile");
    expect(xhr.headers["px-auth-token"]).toBe("the-token");
    expect(xhr.headers["accept-language"]).toBe("th");
    expect(xhr.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const text = await (xhr.sentBody as Blob).text();
    expect(text).toContain('name="file"; filename="pothole.jpg"');
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 25, 50, 100]);
  });

  it("rejects with the server's status and message (415: not an accepted type)", async () => {
    FakeXhr.answer = { status: 415, body: { success: false, message: "Only JPEG, PNG, WebP or PDF files.", code: "unsupportedType" } };
    const error = await uploadFile(photo()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ success: false, status: 415, message: "Only JPEG, PNG, WebP or PDF files.", code: "unsupportedType" });
  });

  it("on 401 clears the session and reloads (the portal middleware), then rejects", async () => {
    FakeXhr.answer = { status: 401, body: { success: false, message: "Sign in again." } };
    await expect(uploadFile(photo())).rejects.toMatchObject({ status: 401 });
    expect(session.clearSession).toHaveBeenCalledTimes(1);
    expect(session.reload).toHaveBeenCalledTimes(1);
  });

  it("rejects with status 0 when no answer comes", async () => {
    FakeXhr.answer = { status: 0, networkError: true };
    await expect(uploadFile(photo())).rejects.toMatchObject({ name: "UploadError", status: 0, message: "" });
  });

  it("aborts the request when the signal aborts", async () => {
    FakeXhr.answer = { status: 201, hang: true };
    const controller = new AbortController();
    const upload = uploadFile(photo(), { signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    controller.abort();
    const error = await upload.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});

describe("xhrFetch", () => {
  it("gives the answer's status, headers and body as a Response", async () => {
    FakeXhr.answer = { status: 200, body: { ok: 1 } };
    const fetchOverXhr = xhrFetch(undefined, () => new FakeXhr() as never);
    const response = await fetchOverXhr(new Request("http://localhost/x", { method: "POST", body: "a" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("r1");
    await expect(response.json()).resolves.toEqual({ ok: 1 });
  });
});
