import { describe, expect, it, vi } from "vitest";

vi.mock("../api/client", () => ({ pxClient: {} }));

const { toInboxItem } = await import("./inbox-api");

describe("toInboxItem (contract InboxItem -> ui InboxItem)", () => {
  it("drops null fields and keeps the rest", () => {
    expect(
      toInboxItem({
        id: "0d9c3a8e-8f6b-4c59-9a57-0c5b8f0e6a11",
        title: "Your request was received",
        description: "",
        icon: null,
        image: null,
        link: "/e-service/main/complaints",
        useRouter: true,
        time: "2026-11-21T02:05:00Z",
        read: false,
        seen: false,
      }),
    ).toEqual({
      id: "0d9c3a8e-8f6b-4c59-9a57-0c5b8f0e6a11",
      title: "Your request was received",
      link: "/e-service/main/complaints",
      useRouter: true,
      time: "2026-11-21T02:05:00Z",
      read: false,
      seen: false,
    });
  });
});
