/**
 * Seeding: reference data (complaint types, kinds, kind menu, statuses) idempotently (upsert by code), and the
 * staff menu and e-mail templates (inserted when missing, so administrators' edits are kept), at start-up only
 * when it changed since the last start (its hash is kept in `server_settings`, see {@link seedAtStart}); demo
 * data only when asked (the embedded demo database on its first start, or SEED_DEMO=1 with PostgreSQL) and only
 * when the demo accounts do not exist yet: the demo organisation (units, positions), accounts (a resident, the
 * administrator and a dozen staff members with their `staff_members` rows), complaints and top-bar rows
 * (messages, notifications, shortcuts of each demo account), and the demo document store (`seed-dms.ts`).
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PRIVACY_NOTICE } from "../account/privacy";
import { hashPassword } from "../auth/passwords";
import { nextComplaintNo } from "../db/complaint-number";
import { recordStartState, type Database, type Db, type Tx } from "../db/database";
import { TEXT_NORMALISATION_VERSION, reindexDocumentText } from "../dms/reindex";
import {
  caseHistory,
  complaintKindMenu,
  complaintKinds,
  complaintStatuses,
  complaintTypes,
  complaints,
  emailTemplates,
  inboxItems,
  menuItems,
  orgUnits,
  personProfiles,
  persons,
  positions,
  privacyConsents,
  shortcuts,
  staffMembers,
  type InboxKind,
} from "../db/schema";
import {
  DEMO_ACCOUNTS,
  DEMO_COMPLAINTS,
  DEMO_ORG_UNITS,
  DEMO_TYPE_UNITS,
  DEMO_POSITIONS,
  DEMO_WIDGETS,
  SEED_COMPLAINT_STATUSES,
  SEED_COMPLAINT_TYPES,
  SEED_EMAIL_TEMPLATES,
  SEED_MENU_ITEMS,
  type DemoInboxItem,
  type SeedMenuItem,
} from "./seed-data";
import { SEED_E_SERVICES, seedEServices } from "./seed-eservices";
import { SEED_GARBAGE_EMAIL_TEMPLATES, SEED_GARBAGE_RATES, seedGarbageDemo, seedGarbageReference } from "./seed-garbage";
import { SEED_DOCUMENT_TYPES, seedDemoDocuments, seedDocumentTypes } from "./seed-dms";
import { SEED_NEWS_CATEGORIES, seedDemoNews, seedNewsCategories } from "./seed-news";
import { ACCOUNT_EMAIL_TEMPLATES, seedAccount } from "./seed-account";
import { DEMO_IDENTITY, DEMO_LOGO_SVG, demoLogoFiles, seedIdentity } from "./seed-identity";

/** Upserts the reference data in one transaction; the municipality's identity when there is none (`seed-identity.ts`). */
export async function seedReferenceData(db: Db): Promise<void> {
  const logoFiles = await demoLogoFiles();
  await db.transaction(async (tx) => {
    await seedIdentity(tx, logoFiles, Date.now());
    await tx
      .insert(complaintStatuses)
      .values(SEED_COMPLAINT_STATUSES.map((s, i) => ({ ...s, orderNo: i + 1 })))
      .onConflictDoUpdate({
        target: complaintStatuses.code,
        set: {
          nameTh: sql`excluded.name_th`,
          nameEn: sql`excluded.name_en`,
          orderNo: sql`excluded.order_no`,
          isFinal: sql`excluded.is_final`,
        },
      });
    const types = await tx
      .insert(complaintTypes)
      .values(
        SEED_COMPLAINT_TYPES.map((t, i) => ({
          code: t.code,
          nameTh: t.nameTh,
          nameEn: t.nameEn,
          orderNo: i + 1,
          confidential: t.confidential ?? false,
        })),
      )
      .onConflictDoUpdate({
        target: complaintTypes.code,
        set: {
          nameTh: sql`excluded.name_th`,
          nameEn: sql`excluded.name_en`,
          orderNo: sql`excluded.order_no`,
          confidential: sql`excluded.confidential`,
        },
      })
      .returning({ id: complaintTypes.id, code: complaintTypes.code });
    const typeId = new Map(types.map((t) => [t.code, t.id]));
    const kindValues = SEED_COMPLAINT_TYPES.flatMap((t) =>
      t.kinds.map((k, i) => ({
        code: k.code,
        complaintTypeId: typeId.get(t.code) ?? 0,
        nameTh: k.nameTh,
        nameEn: k.nameEn,
        orderNo: i + 1,
      })),
    );
    const kinds = await tx
      .insert(complaintKinds)
      .values(kindValues)
      .onConflictDoUpdate({
        target: complaintKinds.code,
        set: {
          complaintTypeId: sql`excluded.complaint_type_id`,
          nameTh: sql`excluded.name_th`,
          nameEn: sql`excluded.name_en`,
          orderNo: sql`excluded.order_no`,
        },
      })
      .returning({ id: complaintKinds.id, code: complaintKinds.code });
    const kindId = new Map(kinds.map((k) => [k.code, k.id]));
    const menu = SEED_COMPLAINT_TYPES.flatMap((t) => t.kinds)
      .filter((k) => k.icon !== undefined)
      .map((k, i) => ({
        complaintKindId: kindId.get(k.code) ?? 0,
        nameTh: k.nameTh,
        nameEn: k.nameEn,
        orderNo: i + 1,
        icon: k.icon ?? "",
      }));
    const unlisted = SEED_COMPLAINT_TYPES.flatMap((t) => t.kinds)
      .filter((k) => k.icon === undefined)
      .map((k) => kindId.get(k.code) ?? 0);
    await tx.delete(complaintKindMenu).where(inArray(complaintKindMenu.complaintKindId, unlisted));
    await tx
      .insert(complaintKindMenu)
      .values(menu)
      .onConflictDoUpdate({
        target: complaintKindMenu.complaintKindId,
        set: { nameTh: sql`excluded.name_th`, nameEn: sql`excluded.name_en`, orderNo: sql`excluded.order_no`, icon: sql`excluded.icon` },
      });
    await tx.insert(emailTemplates).values(SEED_EMAIL_TEMPLATES).onConflictDoNothing();
    await seedMenu(tx);
    await seedEServices(tx);
    await seedGarbageReference(tx);
    await seedDocumentTypes(tx);
    await seedNewsCategories(tx);
    await seedAccount(tx);
  });
}

/**
 * Inserts the seeded staff menu items that are missing (by `seedKey`): groups and top-level items first; an item that
 * still has a Thai title an earlier release seeded (`formerTitlesTh`) gets the current one.
 */
async function seedMenu(tx: Tx): Promise<void> {
  const row = (item: SeedMenuItem, parentId: number, orderNo: number) => ({
    seedKey: item.seedKey,
    parentId,
    type: item.type,
    titleTh: item.titleTh,
    titleEn: item.titleEn,
    orderNo,
    link: item.link ?? null,
    externalLink: item.externalLink ?? false,
    target: item.target ?? ("_self" as const),
    icon: item.icon,
    roles: item.roles,
    active: true,
  });
  const tops = SEED_MENU_ITEMS.filter((item) => item.parentKey === undefined);
  await tx
    .insert(menuItems)
    .values(tops.map((item, i) => row(item, 0, i + 1)))
    .onConflictDoNothing({ target: menuItems.seedKey });
  const groups = await tx
    .select({ id: menuItems.id, seedKey: menuItems.seedKey })
    .from(menuItems)
    .where(inArray(menuItems.seedKey, tops.map((item) => item.seedKey)));
  const groupId = new Map(groups.map((g) => [g.seedKey, g.id]));
  const children = tops.flatMap((group) => {
    const parentId = groupId.get(group.seedKey);
    if (parentId === undefined) return [];
    return SEED_MENU_ITEMS.filter((item) => item.parentKey === group.seedKey).map((item, i) => row(item, parentId, i + 1));
  });
  if (children.length > 0) await tx.insert(menuItems).values(children).onConflictDoNothing({ target: menuItems.seedKey });
  for (const item of SEED_MENU_ITEMS) {
    if (!item.formerTitlesTh?.length) continue;
    await tx
      .update(menuItems)
      .set({ titleTh: item.titleTh })
      .where(and(eq(menuItems.seedKey, item.seedKey), inArray(menuItems.titleTh, item.formerTitlesTh)));
  }
}

/** Seeds the demo organisation: divisions with their sections, and positions; returns ids by code and English name. */
async function seedDemoOrganisation(tx: Tx, now: number): Promise<{ units: Map<string, number>; positions: Map<string, number> }> {
  const at = new Date(now);
  const units = new Map<string, number>();
  for (const [i, division] of DEMO_ORG_UNITS.entries()) {
    const [top] = await tx
      .insert(orgUnits)
      .values({ kind: "division", code: division.code, nameTh: division.nameTh, nameEn: division.nameEn, orderNo: i + 1, createdAt: at, updatedAt: at })
      // The e-service catalogue's seed (reference data) may have created the division already.
      .onConflictDoUpdate({ target: orgUnits.code, set: { orderNo: i + 1 } })
      .returning({ id: orgUnits.id });
    if (!top) throw new Error("insert into org_units returned no row");
    units.set(division.code, top.id);
    if (division.sections.length === 0) continue;
    const sections = await tx
      .insert(orgUnits)
      .values(
        division.sections.map((section, j) => ({
          parentId: top.id,
          kind: "section" as const,
          code: section.code,
          nameTh: section.nameTh,
          nameEn: section.nameEn,
          orderNo: j + 1,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: orgUnits.id, code: orgUnits.code });
    for (const section of sections) units.set(section.code ?? "", section.id);
  }
  const inserted = await tx
    .insert(positions)
    .values(DEMO_POSITIONS.map((p) => ({ ...p, createdAt: at })))
    .returning({ id: positions.id, nameEn: positions.nameEn });
  return { units, positions: new Map(inserted.map((p) => [p.nameEn, p.id])) };
}

/**
 * Seeds the demo organisation, accounts (with the staff members' units, positions and roles) and complaints
 * unless any demo account already exists; `now` in ms.
 */
export async function seedDemoData(db: Db, now: number): Promise<boolean> {
  const names = DEMO_ACCOUNTS.map((a) => a.name);
  const existing = await db.select({ id: persons.id }).from(persons).where(inArray(persons.name, names)).limit(1);
  if (existing.length > 0) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const organisation = await seedDemoOrganisation(tx, now);
    for (const [typeCode, unitCode] of Object.entries(DEMO_TYPE_UNITS)) {
      const unitId = organisation.units.get(unitCode);
      if (unitId === undefined) throw new Error(`DEMO_TYPE_UNITS refers to unknown unit ${unitCode}`);
      await tx.update(complaintTypes).set({ unitId }).where(eq(complaintTypes.code, typeCode));
    }
    const ids = new Map<string, number>();
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const [person] = await tx
        .insert(persons)
        .values({
          realm: account.realm,
          name: account.name,
          email: account.email,
          citizenId: account.citizenId ?? null,
          passwordHash: hashes[i] ?? "",
          language: account.language ?? "th",
          createdAt: new Date(now),
        })
        .returning({ id: persons.id });
      if (!person) throw new Error("insert into persons returned no row");
      ids.set(account.name, person.id);
      // The demo residents accepted the privacy notice current when they were seeded (a later version asks again).
      if (account.realm === "person") {
        await tx.insert(privacyConsents).values({ personId: person.id, noticeVersion: PRIVACY_NOTICE.version, consentedAt: new Date(now) });
      }
      await tx.insert(personProfiles).values({
        personId: person.id,
        ...account.profile,
        phone: account.profile.phone ?? null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      });
      if (account.staff) {
        const unitId = organisation.units.get(account.staff.unitCode);
        const positionId = organisation.positions.get(account.staff.position);
        if (unitId === undefined || positionId === undefined) {
          throw new Error(`demo staff ${account.name} refers to unknown ${account.staff.unitCode}/${account.staff.position}`);
        }
        await tx.insert(staffMembers).values({ personId: person.id, unitId, positionId, roles: account.staff.roles, updatedAt: new Date(now) });
      }
    }
    await seedDemoWidgets(tx, ids, now);
    await seedGarbageDemo(tx, now);
    await seedDemoDocuments(tx, organisation.units, ids.get("pranee") ?? null, now);
    await seedDemoNews(tx, ids.get("nattaya"), now);
    const resident = DEMO_ACCOUNTS.find((a) => a.realm === "person");
    const residentId = resident ? ids.get(resident.name) : undefined;
    if (residentId === undefined) return;
    const statuses = new Map((await tx.select().from(complaintStatuses)).map((s) => [s.code, s.id]));
    const kinds = new Map(
      (
        await tx
          .select({ id: complaintKinds.id, code: complaintKinds.code, typeId: complaintKinds.complaintTypeId, unitId: complaintTypes.unitId })
          .from(complaintKinds)
          .innerJoin(complaintTypes, eq(complaintTypes.id, complaintKinds.complaintTypeId))
      ).map((k) => [k.code, k]),
    );
    const ordered = [...DEMO_COMPLAINTS].sort((a, b) => b.daysAgo - a.daysAgo);
    const day = 24 * 60 * 60 * 1000;
    for (const c of ordered) {
      const kind = kinds.get(c.kindCode);
      const statusId = statuses.get(c.status);
      if (!kind || statusId === undefined) throw new Error(`demo complaint refers to unknown ${c.kindCode}/${c.status}`);
      const filed = now - c.daysAgo * day;
      const changed = filed + (c.status === "received" ? 0 : 2 * day);
      const final = c.status === "completed" || c.status === "rejected" || c.status === "cancelled";
      const [row] = await tx
        .insert(complaints)
        .values({
          complaintNo: await nextComplaintNo(tx, filed),
          complaintTypeId: kind.typeId,
          complaintKindId: kind.id,
          detail: c.detail,
          location: c.location,
          phone: c.phone,
          statusId,
          personId: residentId,
          unitId: kind.unitId,
          assigneeId: c.assignee ? (ids.get(c.assignee) ?? null) : null,
          dueAt: new Date(filed + 15 * day),
          completedAt: c.status === "completed" ? new Date(changed) : null,
          closedAt: final ? new Date(changed) : null,
          cancelledAt: c.status === "cancelled" ? new Date(changed) : null,
          createdAt: new Date(filed),
          updatedAt: new Date(changed),
        })
        .returning({ id: complaints.id });
      if (!row) throw new Error("insert into complaints returned no row");
      await tx.insert(caseHistory).values({
        caseId: row.id,
        at: new Date(filed),
        action: "filed",
        actorKind: "resident",
        actorId: residentId,
        fromStatus: null,
        toStatus: "received",
        toUnitId: kind.unitId,
      });
      if (c.status !== "received") {
        const action = ({ accepted: "accepted", in_progress: "started", completed: "completed", rejected: "rejected", cancelled: "cancelled" } as const)[c.status];
        await tx.insert(caseHistory).values({
          caseId: row.id,
          at: new Date(changed),
          action,
          actorKind: c.status === "cancelled" ? "resident" : "staff",
          actorId: c.status === "cancelled" ? residentId : null,
          fromStatus: "received",
          toStatus: c.status,
        });
      }
    }
  });
  return true;
}

/**
 * Seeds the top-bar demo rows: the messages, notifications and shortcuts of each demo account in `personIds` (user
 * name -> person id), in the account's language (`persons.language`, as the product writes its notifications,
 * `cases/lifecycle.ts`); `now` in ms.
 */
export async function seedDemoWidgets(tx: Db | Tx, personIds: ReadonlyMap<string, number>, now: number): Promise<void> {
  const ids = [...personIds.values()];
  const languages = new Map(
    ids.length === 0
      ? []
      : (await tx.select({ id: persons.id, language: persons.language }).from(persons).where(inArray(persons.id, ids))).map((p) => [p.id, p.language]),
  );
  for (const [name, widgets] of Object.entries(DEMO_WIDGETS)) {
    const personId = personIds.get(name);
    if (personId === undefined) continue;
    const lang = languages.get(personId) === "en" ? "en" : "th";
    const inboxRow = (kind: InboxKind) => (item: DemoInboxItem) => ({
      personId,
      kind,
      title: item.title[lang],
      description: item.description[lang],
      icon: item.icon,
      link: item.link,
      useRouter: item.useRouter,
      time: new Date(now - item.minutesAgo * 60_000),
      read: item.read,
      seen: item.read,
      createdAt: new Date(now),
    });
    const items = [...widgets.messages.map(inboxRow("message")), ...widgets.notifications.map(inboxRow("notification"))];
    if (items.length > 0) await tx.insert(inboxItems).values(items);
    // The list shows the newest (highest seq) first: insert the last one first.
    const ordered = [...widgets.shortcuts].reverse();
    if (ordered.length > 0) {
      await tx.insert(shortcuts).values(
        ordered.map((sc) => ({
          personId,
          label: sc.label[lang],
          description: sc.description?.[lang] ?? null,
          icon: sc.icon,
          link: sc.link,
          useRouter: sc.useRouter,
          createdAt: new Date(now),
        })),
      );
    }
  }
}

/** True when no account exists yet (a database on its first start). */
export async function isEmptyOfPersons(db: Db): Promise<boolean> {
  const rows = await db.select({ id: persons.id }).from(persons).limit(1);
  return rows.length === 0;
}

/** Hash of the reference data and of the code that writes it: changes when either changes. */
export function referenceDataHash(): string {
  return createHash("sha256")
    .update(JSON.stringify([SEED_COMPLAINT_STATUSES, SEED_COMPLAINT_TYPES, SEED_EMAIL_TEMPLATES, SEED_MENU_ITEMS, SEED_E_SERVICES, SEED_GARBAGE_RATES, SEED_GARBAGE_EMAIL_TEMPLATES, SEED_DOCUMENT_TYPES, SEED_NEWS_CATEGORIES, ACCOUNT_EMAIL_TEMPLATES, DEMO_IDENTITY, DEMO_LOGO_SVG]))
    .update(seedReferenceData.toString())
    .update(seedEServices.toString())
    .update(seedMenu.toString())
    .update(seedGarbageReference.toString())
    .update(seedNewsCategories.toString())
    .update(seedDocumentTypes.toString())
    .update(seedAccount.toString())
    .update(seedIdentity.toString())
    .digest("hex");
}

/** What {@link seedAtStart} did. */
export interface StartSeeding {
  /** The reference data was (re)written: it changed since the last start, or the database is new. */
  reference: boolean;
  /** The demo accounts and complaints were seeded. */
  demo: boolean;
}

/**
 * The seeding of one start-up, recorded in the start-up state so that a restart with unchanged data runs no
 * seed statement: the reference data when its hash changed; the demo data once, when `demo` is `true`, or
 * `"if-new"` and no account exists yet (the embedded demo database on its first start); and the re-index of document
 * text when the Thai text normalisation changed (`dms/reindex.ts`, tracker issue 36 item 1). `now` in ms.
 */
export async function seedAtStart(database: Database, options: { demo: boolean | "if-new"; now: number }): Promise<StartSeeding> {
  const { db, startState } = database;
  const done: StartSeeding = { reference: false, demo: false };
  const hash = referenceDataHash();
  if (startState.get("reference_data") !== hash) {
    await seedReferenceData(db);
    await recordStartState(db, startState, "reference_data", hash);
    done.reference = true;
  }
  // Documents filed before the Thai text normalisation (tracker issue 36 item 1), once per normalisation version.
  if (startState.get("thai_text") !== TEXT_NORMALISATION_VERSION) {
    await reindexDocumentText(db);
    await recordStartState(db, startState, "thai_text", TEXT_NORMALISATION_VERSION);
  }
  if (options.demo !== false && startState.get("demo_data") === undefined) {
    if (options.demo === true || (await isEmptyOfPersons(db))) done.demo = await seedDemoData(db, options.now);
    await recordStartState(db, startState, "demo_data", done.demo ? "seeded" : "not seeded: accounts existed");
  }
  return done;
}
