import { describe, expect, it, vi } from "vitest";

vi.mock("../api/client", () => ({ pxClient: {} }));

const { applyInboxChange, sendInboxChange, toInboxItem } = await import("./inbox-api");

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

const item = (id: string, read: boolean, seen = read) => ({
  id,
  title: `Item ${id}`,
  description: "",
  icon: null,
  image: null,
  link: null,
  useRouter: false,
  time: "2026-11-21T02:05:00Z",
  read,
  seen,
});
const list = { success: true, message: "", total: 3, data: [item("a", false), item("b", true), item("c", false)] };

describe("applyInboxChange (optimistic update, docs/spec/portal-spec.md section 4 read flags)", () => {
  it("toggles one item's read flag and leaves the others", () => {
    const next = applyInboxChange(list, { type: "toggle-read", id: "a", read: true });
    expect(next.data.map((row) => row.read)).toEqual([true, true, false]);
    expect(list.data[0]!.read).toBe(false);
  });

  it("marks every item read and seen", () => {
    const next = applyInboxChange(list, { type: "mark-all-read" });
    expect(next.data.every((row) => row.read && row.seen)).toBe(true);
  });

  it("removes one item and lowers the total; an unknown id changes nothing", () => {
    const next = applyInboxChange(list, { type: "remove", id: "b" });
    expect(next.data.map((row) => row.id)).toEqual(["a", "c"]);
    expect(next.total).toBe(2);
    expect(applyInboxChange(list, { type: "remove", id: "zz" })).toEqual(list);
  });
});

describe("sendInboxChange", () => {
  it("calls the operation of each change", async () => {
    const calls = {
      list: vi.fn(),
      toggleRead: vi.fn(async () => "toggled"),
      markAllRead: vi.fn(async () => "marked"),
      remove: vi.fn(async () => "removed"),
    };
    await expect(sendInboxChange(calls, { type: "toggle-read", id: "a", read: false })).resolves.toBe("toggled");
    expect(calls.toggleRead).toHaveBeenCalledWith("a", false);
    await expect(sendInboxChange(calls, { type: "mark-all-read" })).resolves.toBe("marked");
    await expect(sendInboxChange(calls, { type: "remove", id: "c" })).resolves.toBe("removed");
    expect(calls.remove).toHaveBeenCalledWith("c");
  });
});
