/**
 * Top-bar calls (contract tag `common`; docs/spec/portal-spec.md sections 2, 5, 7 "Template common calls" and 9):
 * messages and notifications (one suite for both kinds), shortcuts, the common user and document search.
 * Every answer is checked against the contract by the harness. Proves: persistence per signed-in user,
 * ownership (another user's id answers 404, lists never show others' rows), validation 400s naming the
 * field, limits (409), ordering (new first), mark-all (read and seen), idempotent toggle, staff-only search.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { dmsDocuments as documents, inboxItems, shortcuts } from "../src/db/schema";
import { INBOX_LIMIT } from "../src/handlers/inbox";
import { SHORTCUT_LIMIT } from "../src/handlers/shortcut";
import { ADMIN, SOMCHAI, describeBackends, newResident, type Answer } from "./support/harness";

type Item = { id: string; title: string; description: string; useRouter: boolean; time: string; read: boolean; seen: boolean; link: string | null };
type Shortcut = { id: string; label: string; description: string | null; icon: string; link: string; useRouter: boolean };

/** The operationIds and body key of one inbox kind. */
const KINDS = [
  {
    key: "message",
    list: "listMessages",
    create: "createMessage",
    update: "updateMessage",
    remove: "deleteMessage",
    markAll: "markAllMessagesRead",
    toggle: "toggleMessageReadStatus",
  },
  {
    key: "notification",
    list: "listNotifications",
    create: "createNotification",
    update: "updateNotification",
    remove: "deleteNotification",
    markAll: "markAllNotificationsRead",
    toggle: "toggleNotificationReadStatus",
  },
] as const;

const fields = (res: Answer) => (res.json.errors ?? []).map((e) => e.field);

function expectBadField(res: Answer, field: string): void {
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  expect(fields(res)).toContain(field);
  expect(res.json.message).toContain(field);
}

describeBackends("common", (h) => {
  let somchai = "";
  let admin = "";
  beforeAll(async () => {
    somchai = await h().login("person", SOMCHAI);
    admin = await h().login("staff", ADMIN);
  });

  describe.each(KINDS)("$key items", (kind) => {
    const list = async (token: string) => {
      const res = await h().call(kind.list, { token });
      expect(res.status).toBe(200);
      expect(res.json.total).toBe((res.json.data as Item[]).length);
      return res.json.data as Item[];
    };
    const create = async (token: string, item: Record<string, unknown>) => {
      const res = await h().call(kind.create, { token, body: { [kind.key]: item } });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json.data as Item;
    };

    it("lists the seeded items of the signed-in user only, newest time first", async () => {
      const mine = await list(somchai);
      const staff = await list(admin);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(staff.length).toBeGreaterThanOrEqual(2);
      const times = mine.map((i) => Date.parse(i.time));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(mine.some((i) => !i.read)).toBe(true);
      const staffIds = new Set(staff.map((i) => i.id));
      expect(mine.some((i) => staffIds.has(i.id))).toBe(false);
    });

    it("creates with the contract's defaults, persists, and puts the new item first", async () => {
      const resident = await newResident(h(), `${kind.key}c`);
      const first = await create(resident.token, { title: "  ประกาศเทศบาล  " });
      expect(first).toMatchObject({ title: "ประกาศเทศบาล", description: "", useRouter: false, read: false, seen: false, link: null });
      expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
      const second = await create(resident.token, {
        title: "Road repair",
        description: "Repairs start on Monday.",
        icon: "construction",
        image: "/images/road.png",
        link: "/e-service/main/complaints",
        useRouter: true,
        read: true,
      });
      expect(second).toMatchObject({ useRouter: true, read: true, link: "/e-service/main/complaints" });
      const older = await create(resident.token, { title: "Old news", time: "2020-01-01T00:00:00.000Z" });
      expect((await list(resident.token)).map((i) => i.id)).toEqual([second.id, first.id, older.id]);
      expect((await list(somchai)).map((i) => i.id)).not.toContain(first.id);
    });

    it("updates only the given fields of the user's own item; another user's id answers 404", async () => {
      const resident = await newResident(h(), `${kind.key}u`);
      const item = await create(resident.token, { title: "Before", description: "Kept" });
      const res = await h().call(kind.update, { token: resident.token, body: { id: item.id, [kind.key]: { title: "After", seen: true } } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: item.id, title: "After", description: "Kept", seen: true, read: false });
      expect((await list(resident.token)).find((i) => i.id === item.id)?.title).toBe("After");

      const theirs = await h().call(kind.update, { token: somchai, body: { id: item.id, [kind.key]: { title: "Hijacked" } } });
      expect(theirs.status).toBe(404);
      const missing = await h().call(kind.update, { token: resident.token, body: { id: randomUUID(), [kind.key]: { read: true } } });
      expect(missing.status).toBe(404);
      expect((await list(resident.token)).find((i) => i.id === item.id)?.title).toBe("After");
    });

    it("deletes the user's own item once; another user's id answers 404 and the item stays", async () => {
      const resident = await newResident(h(), `${kind.key}d`);
      const item = await create(resident.token, { title: "To delete" });
      expect((await h().call(kind.remove, { token: admin, query: { id: item.id } })).status).toBe(404);
      expect((await list(resident.token)).map((i) => i.id)).toContain(item.id);
      expect((await h().call(kind.remove, { token: resident.token, query: { id: item.id } })).status).toBe(200);
      expect((await list(resident.token)).map((i) => i.id)).not.toContain(item.id);
      expect((await h().call(kind.remove, { token: resident.token, query: { id: item.id } })).status).toBe(404);
    });

    it("mark-all-as-read sets read and seen on all of the user's items and on no one else's", async () => {
      const resident = await newResident(h(), `${kind.key}m`);
      await create(resident.token, { title: "One" });
      await create(resident.token, { title: "Two", read: true });
      const somchaiBefore = await list(somchai);
      const res = await h().call(kind.markAll, { token: resident.token });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ updated: 2 });
      expect((await list(resident.token)).every((i) => i.read && i.seen)).toBe(true);
      expect((await h().call(kind.markAll, { token: resident.token })).json.data).toEqual({ updated: 0 });
      expect(await list(somchai)).toEqual(somchaiBefore);
    });

    it("toggle-read-status sets read to the given value and is idempotent; another user's id answers 404", async () => {
      const resident = await newResident(h(), `${kind.key}t`);
      const item = await create(resident.token, { title: "Toggle me" });
      const toggle = (token: string, read: boolean) => h().call(kind.toggle, { token, body: { item: { id: item.id, read } } });
      const once = await toggle(resident.token, true);
      const twice = await toggle(resident.token, true);
      expect(once.status).toBe(200);
      expect(twice.json.data).toEqual(once.json.data);
      expect((twice.json.data as Item).read).toBe(true);
      expect(((await toggle(resident.token, false)).json.data as Item).read).toBe(false);
      expect((await toggle(somchai, true)).status).toBe(404);
      expect((await list(resident.token)).find((i) => i.id === item.id)?.read).toBe(false);
    });

    it("answers 400 naming the field for bad input", async () => {
      const post = (item: unknown) => h().call(kind.create, { token: somchai, body: { [kind.key]: item } });
      expectBadField(await post({}), `${kind.key}.title`);
      expectBadField(await post({ title: "   " }), `${kind.key}.title`);
      expectBadField(await post({ title: "x".repeat(201) }), `${kind.key}.title`);
      expectBadField(await post({ title: "ok", description: "x".repeat(1001) }), `${kind.key}.description`);
      expectBadField(await post({ title: "ok", link: "javascript:alert(1)" }), `${kind.key}.link`);
      expectBadField(await post({ title: "ok", image: "http://example.org/a.png" }), `${kind.key}.image`);
      expectBadField(await post({ title: "ok", time: "yesterday" }), `${kind.key}.time`);
      expectBadField(await post({ title: "ok", seen: true }), `${kind.key}.seen`);
      expectBadField(await h().call(kind.create, { token: somchai, body: {} }), kind.key);
      const patch = (body: unknown) => h().call(kind.update, { token: somchai, body });
      expectBadField(await patch({ id: randomUUID(), [kind.key]: {} }), kind.key);
      expectBadField(await patch({ id: "not-a-uuid", [kind.key]: { read: true } }), "id");
      expectBadField(await h().call(kind.remove, { token: somchai, query: { id: "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66" } }), "id");
      expectBadField(await h().call(kind.toggle, { token: somchai, body: { item: { id: randomUUID() } } }), "item.read");
    });

    it("answers 401 without a token", async () => {
      expect((await h().call(kind.list)).status).toBe(401);
      expect((await h().call(kind.create, { body: { [kind.key]: { title: "x" } } })).status).toBe(401);
    });

    it(`accepts ${INBOX_LIMIT} items per user and answers 409 past that`, async () => {
      const resident = await newResident(h(), `${kind.key}l`);
      await h()
        .server.database.db.insert(inboxItems)
        .values(
          Array.from({ length: INBOX_LIMIT - 1 }, (_, i) => ({ personId: resident.personId, kind: kind.key, title: `Filler ${i}`, time: new Date() })),
        );
      await create(resident.token, { title: "The last one allowed" });
      const full = await h().call(kind.create, { token: resident.token, body: { [kind.key]: { title: "One too many" } } });
      expect(full.status).toBe(409);
      expect(full.json.message).toContain(String(INBOX_LIMIT));
      // Another user is not affected by this user's full inbox.
      expect((await create(somchai, { title: "Still fine for another user" })).title).toBe("Still fine for another user");
    });
  });

  describe("shortcuts", () => {
    const list = async (token: string) => {
      const res = await h().call("listShortcuts", { token });
      expect(res.status).toBe(200);
      expect(res.json.total).toBe((res.json.data as Shortcut[]).length);
      return res.json.data as Shortcut[];
    };
    const create = async (token: string, shortcut: Record<string, unknown>) => {
      const res = await h().call("createShortcut", { token, body: { shortcut } });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json.data as Shortcut;
    };
    const valid = { label: "Home", icon: "home", link: "/", useRouter: true };

    it("lists the three seeded shortcuts of the demo user in order", async () => {
      const mine = await list(somchai);
      expect(mine.map((s) => s.link)).toEqual(["/e-service/main/complaints", "/e-service/main/complaints/new", "/e-service/main/paygarbage"]);
    });

    it("creates (new first), updates and deletes the user's own shortcuts", async () => {
      const resident = await newResident(h(), "shortcut");
      const first = await create(resident.token, { ...valid, label: "  หน้าหลัก ", description: "  " });
      expect(first).toMatchObject({ label: "หน้าหลัก", description: null, icon: "home", link: "/", useRouter: true });
      const second = await create(resident.token, { ...valid, label: "Website", link: "https://example.org/", useRouter: false, description: "Opens the website" });
      expect((await list(resident.token)).map((s) => s.id)).toEqual([second.id, first.id]);

      const updated = await h().call("updateShortcut", { token: resident.token, body: { id: first.id, shortcut: { description: "Portal home", icon: "house" } } });
      expect(updated.status).toBe(200);
      expect(updated.json.data).toEqual({ ...first, description: "Portal home", icon: "house" });
      const cleared = await h().call("updateShortcut", { token: resident.token, body: { id: first.id, shortcut: { description: null } } });
      expect((cleared.json.data as Shortcut).description).toBeNull();

      expect((await h().call("deleteShortcut", { token: resident.token, query: { id: second.id } })).status).toBe(200);
      expect((await list(resident.token)).map((s) => s.id)).toEqual([first.id]);
    });

    it("never shows or changes another user's shortcuts (404)", async () => {
      const resident = await newResident(h(), "shortcutown");
      const mine = await create(resident.token, valid);
      expect((await list(somchai)).map((s) => s.id)).not.toContain(mine.id);
      expect((await h().call("updateShortcut", { token: somchai, body: { id: mine.id, shortcut: { label: "Hijacked" } } })).status).toBe(404);
      expect((await h().call("deleteShortcut", { token: admin, query: { id: mine.id } })).status).toBe(404);
      expect(await list(resident.token)).toEqual([mine]);
    });

    it("answers 400 naming the field for bad input", async () => {
      const post = (shortcut: unknown) => h().call("createShortcut", { token: somchai, body: { shortcut } });
      const { label: _label, ...withoutLabel } = valid;
      expectBadField(await post(withoutLabel), "shortcut.label");
      expectBadField(await post({ ...valid, label: "  " }), "shortcut.label");
      expectBadField(await post({ ...valid, icon: "" }), "shortcut.icon");
      expectBadField(await post({ ...valid, icon: "two words" }), "shortcut.icon");
      expectBadField(await post({ ...valid, link: "//evil.example.org" }), "shortcut.link");
      expectBadField(await post({ ...valid, useRouter: "yes" }), "shortcut.useRouter");
      expectBadField(await post({ ...valid, description: "x".repeat(301) }), "shortcut.description");
      expectBadField(await post({ ...valid, id: randomUUID() }), "shortcut.id");
      expectBadField(await h().call("updateShortcut", { token: somchai, body: { id: randomUUID(), shortcut: {} } }), "shortcut");
      expectBadField(await h().call("deleteShortcut", { token: somchai, query: { id: "42" } }), "id");
      expect((await h().call("listShortcuts")).status).toBe(401);
    });

    it(`accepts ${SHORTCUT_LIMIT} shortcuts per user and answers 409 past that`, async () => {
      const resident = await newResident(h(), "shortcutlimit");
      await h()
        .server.database.db.insert(shortcuts)
        .values(Array.from({ length: SHORTCUT_LIMIT - 1 }, (_, i) => ({ personId: resident.personId, label: `S${i}`, icon: "home", link: "/", useRouter: true })));
      await create(resident.token, valid);
      const full = await h().call("createShortcut", { token: resident.token, body: { shortcut: valid } });
      expect(full.status).toBe(409);
      expect(full.json.message).toContain(String(SHORTCUT_LIMIT));
    });
  });

  describe("common user", () => {
    it("answers the signed-in user of either realm", async () => {
      const person = await h().call("getCommonUser", { token: somchai });
      expect(person.status).toBe(200);
      expect(person.json.data).toMatchObject({ name: "นาย สมชาย ใจดี", email: "somchai@example.org", status: "online", avatar: null });
      const staff = await h().call("getCommonUser", { token: admin });
      expect(staff.json.data).toMatchObject({ name: "นางสาว วิไล ศรีสุข", email: "admin@example.org" });
      expect((await h().call("getCommonUser")).status).toBe(401);
    });

    it("PATCH persists the status and avatar in the profile (GET /v1/personProfile/-1 shows them)", async () => {
      const resident = await newResident(h(), "status");
      const res = await h().call("updateCommonUser", { token: resident.token, body: { user: { status: "busy", avatar: "/avatars/me.png" } } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: resident.personId, status: "busy", avatar: "/avatars/me.png" });
      expect((await h().call("getCommonUser", { token: resident.token })).json.data).toMatchObject({ status: "busy" });
      const profile = await h().call("getPersonProfile", { token: resident.token, params: { id: -1 } });
      expect(profile.json.data).toMatchObject({ status: "busy", avatar: "/avatars/me.png" });
      const away = await h().call("updateCommonUser", { token: resident.token, body: { user: { status: "not-visible", avatar: null } } });
      expect(away.json.data).toMatchObject({ status: "not-visible", avatar: null });
      // Nobody else changed.
      expect((await h().call("getCommonUser", { token: somchai })).json.data).toMatchObject({ status: "online" });
    });

    it("answers 400 naming the field for bad input", async () => {
      const patch = (user: unknown) => h().call("updateCommonUser", { token: somchai, body: { user } });
      expectBadField(await patch({ status: "sleeping" }), "user.status");
      expectBadField(await patch({}), "user");
      expectBadField(await patch({ name: "Someone else" }), "user.name");
      expectBadField(await patch({ avatar: "javascript:alert(1)" }), "user.avatar");
    });
  });

  describe("document search", () => {
    const search = (query: string, token = admin) => h().call("searchDocuments", { token, query: { query } });
    const names = (res: Answer) => (res.json.data as { documentName: string }[]).map((d) => d.documentName);

    it("finds documents of the document store by title, number or text, case-insensitively, ordered by title", async () => {
      const byName = await search("คำสั่งแต่งตั้ง");
      expect(byName.status).toBe(200);
      expect(names(byName)).toEqual(["คำสั่งแต่งตั้งคณะกรรมการ", "คำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุ"]);
      expect(byName.json.data).toContainEqual(
        expect.objectContaining({ fullPathName: "/สำนักปลัดเทศบาล/คำสั่ง/คำสั่งแต่งตั้งคณะกรรมการ.pdf", documentName: "คำสั่งแต่งตั้งคณะกรรมการ" }),
      );
      expect(names(await search("COUNCIL meeting"))).toEqual(["รายงานการประชุมสภาเทศบาล ครั้งที่ 10/2569", "รายงานการประชุมสภาเทศบาล ครั้งที่ 9/2569"]);
      expect(names(await search("ทน 102/2569"))).toEqual(["คำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุ"]);
      expect(names(await search("inspection committee"))).toEqual(["คำสั่งแต่งตั้งคณะกรรมการตรวจรับพัสดุ"]);
      expect(names(await search("  งบประมาณรายจ่าย  "))).toHaveLength(1);
      expect((await search("%%%")).json.total).toBe(0);
    });

    it("answers at most 20 documents and counts all matches in total", async () => {
      const [model] = await h().server.database.db.select().from(documents).limit(1);
      await h()
        .server.database.db.insert(documents)
        .values(Array.from({ length: 25 }, (_, i) => ({ folderId: model!.folderId, typeId: model!.typeId, title: `Budget memo ${i}`, fileName: `Budget memo ${i}.pdf`, searchText: `budget memo ${i}` })));
      const res = await search("budget memo");
      expect(res.json.data).toHaveLength(20);
      expect(res.json.total).toBe(25);
    });

    it("needs at least 3 characters (400 naming query), staff (403 for a person) and a token (401)", async () => {
      expectBadField(await search("ab"), "query");
      expectBadField(await search("  ab  "), "query");
      expectBadField(await search("x".repeat(101)), "query");
      expectBadField(await h().call("searchDocuments", { token: admin }), "query");
      expect((await search("คำสั่ง", somchai)).status).toBe(403);
      expect((await h().call("searchDocuments", { query: { query: "คำสั่ง" } })).status).toBe(401);
    });
  });
});
