/**
 * Demo content in the account's language (tracker issue 36 item 5): the top-bar rows of the demo data (messages,
 * notifications, shortcuts) are written in Thai and English and seeded in each account's language
 * (`persons.language`), the way the product writes its notifications: a Thai account reads no English, an English
 * one no Thai. The seeded demo accounts' own rows are Thai (somchai and admin read Thai), and the demo document store
 * and staff menu carry Thai names.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { seedDemoWidgets, seedReferenceData } from "../src/seeds/seed";
import { DEMO_WIDGETS, SEED_MENU_ITEMS } from "../src/seeds/seed-data";
import { DEMO_DMS_FOLDERS } from "../src/seeds/seed-dms";
import { menuItems, persons } from "../src/db/schema";
import { ADMIN, SOMCHAI, describeBackends, newResident } from "./support/harness";

type Row = { title?: string; description?: string | null; label?: string };

const THAI = /[\u0E00-\u0E7F]/;
const LATIN = /[A-Za-z]/;

describeBackends("demo content in the account's language", (h) => {
  /** The texts of a person's messages, notifications and shortcuts, as the top bar reads them. */
  const topBarTexts = async (token: string): Promise<string[]> => {
    const texts: string[] = [];
    for (const operation of ["listMessages", "listNotifications", "listShortcuts"] as const) {
      const answer = await h().call(operation, { token });
      expect(answer.status).toBe(200);
      for (const row of answer.json.data as Row[]) texts.push(...[row.title, row.description, row.label].filter((text): text is string => !!text));
    }
    return texts;
  };

  let thai = { token: "", personId: 0 };
  let english = { token: "", personId: 0 };
  beforeAll(async () => {
    thai = await newResident(h(), "demo-th");
    english = await newResident(h(), "demo-en");
    const { db } = h().server.database;
    await db.update(persons).set({ language: "en" }).where(eq(persons.id, english.personId));
    // The resident's demo rows for the Thai account, the administrator's for the English one.
    await seedDemoWidgets(db, new Map([["somchai", thai.personId], ["admin", english.personId]]), Date.now());
  });

  it("seeds a Thai account's rows in Thai, with no English word", async () => {
    const texts = await topBarTexts(thai.token);
    const somchai = DEMO_WIDGETS.somchai!;
    expect(texts).toContain(somchai.messages[0]!.title.th);
    expect(texts).toContain(somchai.shortcuts[0]!.label.th);
    expect(texts.filter((text) => LATIN.test(text))).toEqual([]);
  });

  it("seeds an English account's rows in English, with no Thai", async () => {
    const texts = await topBarTexts(english.token);
    expect(texts).toContain(DEMO_WIDGETS.admin!.notifications[0]!.title.en);
    expect(texts.filter((text) => THAI.test(text))).toEqual([]);
  });

  it("renames a staff menu item that still has the title an earlier release seeded, and keeps an administrator's own", async () => {
    const { db } = h().server.database;
    const title = async (seedKey: string) => (await db.select({ titleTh: menuItems.titleTh }).from(menuItems).where(eq(menuItems.seedKey, seedKey)))[0]?.titleTh;
    await db.update(menuItems).set({ titleTh: "บันทึกเรื่องร้องเรียน (e-Form)" }).where(eq(menuItems.seedKey, "complaints-eform"));
    await db.update(menuItems).set({ titleTh: "บริการออนไลน์ของเทศบาล" }).where(eq(menuItems.seedKey, "admin-eservice"));
    await seedReferenceData(db);
    expect(await title("complaints-eform")).toBe("บันทึกเรื่องร้องเรียน");
    expect(await title("admin-eservice")).toBe("บริการออนไลน์ของเทศบาล");
    await db.update(menuItems).set({ titleTh: "จัดการบริการออนไลน์" }).where(eq(menuItems.seedKey, "admin-eservice"));
  });

  it("gives the demo accounts (both Thai) their rows in Thai", async () => {
    for (const [realm, account] of [["person", SOMCHAI], ["staff", ADMIN]] as const) {
      const texts = await topBarTexts(await h().login(realm, account));
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => LATIN.test(text)), account.name).toEqual([]);
    }
  });
});

it("names the demo document store's folders and documents, and the staff menu, in Thai", () => {
  const names: string[] = [];
  const walk = (folders: typeof DEMO_DMS_FOLDERS) => {
    for (const folder of folders) {
      names.push(folder.name, ...(folder.documents ?? []).flatMap((d) => [d.title, d.fileName.replace(/\.pdf$/, "")]));
      walk(folder.children ?? []);
    }
  };
  walk(DEMO_DMS_FOLDERS);
  names.push(...SEED_MENU_ITEMS.map((item) => item.titleTh));
  // Proper names that docs/thai-glossary.md keeps in Latin letters (section 10): the Open311 standard's.
  expect(names.filter((name) => LATIN.test(name.replace(/\bOpen311\b/g, "")))).toEqual([]);
});
