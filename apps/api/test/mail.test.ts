/**
 * E-mail delivery (issue 10 point 5; docs/architecture.md "outbox"): queued messages go out through a REAL
 * SMTP server started here (`smtp-server`, read back with `mailparser`), in the recipient's language, with
 * retries and a visible state; without SMTP_URL they stay queued.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TransactionRollbackError, and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithoutBackend } from "./support/backends";
import type { Db } from "../src/db/database";
import { outbox, emailTemplates } from "../src/db/schema";
import { enqueueEmail, renderText } from "../src/mail/outbox";
import { createSmtpTransport, emailTransport } from "../src/mail/sender";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, deliverDue } from "../src/outbox/sender";
import { describeBackends } from "./support/harness";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "./support/smtp";
import { DEMO_IDENTITY } from "../src/seeds/seed-identity";

/** What `enqueueEmail` adds to every message's data: the municipality's names, the identity's (the demo's here). */
const NAMES = { municipality: DEMO_IDENTITY.nameTh, municipalityEn: DEMO_IDENTITY.nameEn };

/** Values of the account e-mail's placeholders (the seeded template's, also used by the fallback below). */
const DATA = {
  title: "นางสาว",
  firstname: "สมหญิง",
  lastname: "ส่งเมลดี",
  name: "somying.s",
  signInUrl: "https://eoffice.example.org/sign-in",
};

/**
 * Makes sure the account e-mail template exists in both languages: the seeded one when present, else a
 * fallback inserted here (the seeds may not be there yet); returns both as stored.
 */
async function accountTemplates(db: Db) {
  await db
    .insert(emailTemplates)
    .values([
      {
        code: "staff-account-created",
        language: "th",
        subject: "บัญชีผู้ใช้ e-Office ของท่าน ({{name}})",
        body: "เรียน {{title}}{{firstname}} {{lastname}}\n\nชื่อผู้ใช้: {{name}}\nเข้าสู่ระบบได้ที่: {{signInUrl}}\n",
      },
      {
        code: "staff-account-created",
        language: "en",
        subject: "Your e-Office account ({{name}})",
        body: "Dear {{firstname}} {{lastname}},\n\nUser name: {{name}}\nSign in at: {{signInUrl}}\n",
      },
    ])
    .onConflictDoNothing();
  const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.code, "staff-account-created"));
  const th = rows.find((r) => r.language === "th");
  const en = rows.find((r) => r.language === "en");
  if (!th || !en) throw new Error("staff-account-created is missing in a language");
  return { th, en };
}

async function queue(db: Db, to: string, language: "th" | "en", now = Date.now()): Promise<number> {
  return db.transaction((tx) => enqueueEmail(tx, { template: "staff-account-created", to, language, data: DATA, now }));
}

async function outboxRow(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`outbox row ${id} is gone`);
  return row;
}

describeBackends(
  "mail without SMTP_URL",
  (h) => {
    it("starts no sender, so a queued message stays queued and visible with no attempt", async () => {
      const { db } = h().server.database;
      await accountTemplates(db);
      expect(h().server.config.smtpUrl).toBeUndefined();
      expect(h().server.outboxSender).toBeUndefined();
      const id = await queue(db, "nobody-delivers@example.org", "th");
      // Requests keep being served; nothing touches the row.
      expect((await h().call("getHealth")).status).toBe(200);
      expect(await outboxRow(db, id)).toMatchObject({ state: "queued", attempts: 0, lastError: null, sentAt: null });
    });
  },
  { config: { smtpUrl: undefined } },
);

// The SMTP server runs for the whole file; each backend's server gets its URL as SMTP_URL.
const smtp: TestSmtpServer = await startSmtpServer({ refuse: (address) => address.startsWith("refuse") });
afterAll(() => smtp.close());

/** Time of the servers below: the tests move it forward to reach the retry delays. */
let shiftMs = 0;
const clock = () => Date.now() + shiftMs;

describeBackends(
  "mail through SMTP",
  (h) => {
    const db = () => h().server.database.db;
    beforeAll(async () => {
      await accountTemplates(db());
    });

    it("a server with SMTP_URL starts its sender", () => {
      expect(h().server.config.smtpUrl).toBe(smtp.url);
      expect(h().server.outboxSender).toBeDefined();
    });

    it("delivers a queued message in the recipient's language (Thai and English) and marks it sent", async () => {
      const templates = await accountTemplates(db());
      const suffix = `${h().backend}-${Date.now()}`;
      const ids = {
        th: await queue(db(), `somying-${suffix}@example.org`, "th", clock()),
        en: await queue(db(), `john-${suffix}@example.org`, "en", clock()),
      };
      for (const language of ["th", "en"] as const) {
        const to = language === "th" ? `somying-${suffix}@example.org` : `john-${suffix}@example.org`;
        await waitUntil(`the ${language} message to arrive`, () => smtp.received.some((m) => m.to.includes(to)));
        const mail = smtp.received.find((m) => m.to.includes(to))!;
        expect(mail.subject).toBe(renderText(templates[language].subject, { ...NAMES, ...DATA }).replace(/[\r\n]+/g, " "));
        expect(mail.text.trim()).toBe(renderText(templates[language].body, { ...NAMES, ...DATA }).replace(/\r\n/g, "\n").trim());
        expect(mail.text).toContain(DATA.name);
        expect(mail.text).toContain(DATA.lastname);
        // The sender is the identity's (tracker issue 38 item 1), name and address.
        expect(mail.from).toContain(DEMO_IDENTITY.senderAddress);
        expect(mail.from).toContain(DEMO_IDENTITY.senderName);
        await waitUntil(`row ${ids[language]} to be sent`, async () => (await outboxRow(db(), ids[language])).state === "sent");
        const row = await outboxRow(db(), ids[language]);
        expect(row).toMatchObject({ state: "sent", attempts: 1, lastError: null, lockedUntil: null });
        expect(row.sentAt).toBeInstanceOf(Date);
      }
      expect(templates.th.subject).not.toBe(templates.en.subject);
      expect(smtp.received.filter((m) => m.to.includes(`somying-${suffix}@example.org`))).toHaveLength(1);
    });

    it("retries a refused message after 1, 5, 15 and 60 minutes, then marks it failed with the SMTP error", async () => {
      const to = `refuse-${h().backend}-${Date.now()}@example.org`;
      const id = await queue(db(), to, "en", clock());
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await waitUntil(`attempt ${attempt}`, async () => {
          const row = await outboxRow(db(), id);
          return row.attempts === attempt && row.state !== "sending";
        });
        const row = await outboxRow(db(), id);
        expect(row.lastError).toMatch(/550/);
        expect(row.lastError).toContain(to);
        if (attempt < MAX_ATTEMPTS) {
          expect(row.state).toBe("queued");
          const delay = RETRY_DELAYS_MS[attempt - 1]!;
          // Due `delay` after the attempt (which happened a moment ago on this clock).
          expect(row.nextAttemptAt!.getTime() - clock()).toBeLessThanOrEqual(delay);
          expect(row.nextAttemptAt!.getTime() - clock()).toBeGreaterThan(delay - 20_000);
          shiftMs += delay + 1000;
        } else {
          expect(row).toMatchObject({ state: "failed", nextAttemptAt: null, lockedUntil: null, sentAt: null });
        }
      }
      expect(smtp.refused.filter((address) => address === to)).toHaveLength(MAX_ATTEMPTS);
      expect(smtp.received.some((m) => m.to.includes(to))).toBe(false);
      // Failed is final: a later run (even much later) does not try again.
      shiftMs += 24 * 60 * 60 * 1000;
      await h().server.outboxSender!.runOnce();
      await h().server.outboxSender!.runOnce();
      expect(await outboxRow(db(), id)).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });
    });
  },
  { config: { smtpUrl: smtp.url, mailPollMs: 50 }, clock },
);

describeBackends(
  "deliverDue",
  (h) => {
    it("claims a message whose sender died while sending (its claim lapsed) and delivers it once", async () => {
      const { db } = h().server.database;
      await accountTemplates(db);
      const now = Date.now();
      const to = `lapsed-${h().backend}-${now}@example.org`;
      const id = await queue(db, to, "th", now);
      // Another instance claimed it and died: still `sending`, claim ended a second ago.
      await db
        .update(outbox)
        .set({ state: "sending", attempts: 1, lockedUntil: new Date(now - 1000) })
        .where(and(eq(outbox.id, id), eq(outbox.state, "queued")));
      const live = await queue(db, `claimed-${h().backend}-${now}@example.org`, "th", now);
      await db.update(outbox).set({ state: "sending", attempts: 1, lockedUntil: new Date(now + 60_000) }).where(eq(outbox.id, live));

      const transport = await createSmtpTransport(smtp.url);
      try {
        const report = await deliverDue(db, { email: emailTransport(transport, { from: "no-reply@eoffice.example.org" }) }, now);
        expect(report).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });
        // A second run finds nothing due: the live claim of the other instance is left alone.
        expect(await deliverDue(db, { email: emailTransport(transport) }, now)).toMatchObject({ claimed: 0 });
      } finally {
        transport.close();
      }
      expect(await outboxRow(db, id)).toMatchObject({ state: "sent", attempts: 2 });
      expect(await outboxRow(db, live)).toMatchObject({ state: "sending", attempts: 1 });
      expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    });

    it("migrations 0025 and 0026 move every message of the e-mail and LINE outboxes into the one outbox, queued ones included", async () => {
      // The old tables as their migrations made them, in a schema of their own inside a transaction rolled back.
      const statements = (file: string) =>
        readFileSync(path.join(import.meta.dirname, "..", "drizzle", file), "utf8")
          .split("--> statement-breakpoint")
          .map((each) => each.trim())
          .filter(Boolean);
      const oldTables = [...statements("0003_staff_foundation.sql"), ...statements("0023_line_and_preferences.sql")].filter((each) =>
        /^CREATE TABLE "(email_outbox|line_outbox)"/.test(each),
      );
      expect(oldTables).toHaveLength(2);
      let rows: (typeof outbox.$inferSelect)[] = [];
      let nextId = 0;
      await h()
        .server.database.db.transaction(async (tx) => {
          await tx.execute(sql`create schema migration_check`);
          await tx.execute(sql`set local search_path to migration_check, public`);
          for (const each of oldTables) await tx.execute(sql.raw(each));
          await tx.execute(
            sql`insert into email_outbox (id, to_address, language, template, subject, body, state, attempts, last_error, next_attempt_at) values
              (41, 'queued@example.org', 'th', 'case-reply', 'เรื่องของท่าน', 'ข้อความ', 'queued', 2, '421 try later', now()),
              (42, 'sent@example.org', 'en', 'case-reply', 'Your case', 'Text', 'sent', 1, null, null)`,
          );
          const flex = { type: "flex", altText: "เรื่อง CP-2569-000001 รับเรื่องแล้ว", contents: { type: "bubble" } };
          await tx.execute(
            sql`insert into line_outbox (line_user_id, person_id, reply_token, messages, state, attempts, next_attempt_at) values
              ('U0123', null, null, ${JSON.stringify([flex])}::jsonb, 'queued', 1, now()),
              ('U0456', null, 'reply-1', ${JSON.stringify([{ type: "text", text: "ยกเลิกการแจ้งเรื่องแล้ว" }])}::jsonb, 'failed', 5, null)`,
          );
          for (const each of [...statements("0025_one_outbox.sql"), ...statements("0026_drop_channel_outboxes.sql")]) await tx.execute(sql.raw(each));
          rows = await tx.select().from(outbox).orderBy(asc(outbox.id));
          const [added] = await tx
            .insert(outbox)
            .values({ channel: "email", toAddress: "n@example.org", language: "th", template: "t", subject: "s", body: "b" })
            .returning({ id: outbox.id });
          nextId = added!.id;
          tx.rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof TransactionRollbackError)) throw err;
        });
      expect(rows.map((r) => [r.id, r.channel, r.toAddress, r.state, r.attempts, r.template, r.subject])).toEqual([
        [41, "email", "queued@example.org", "queued", 2, "case-reply", "เรื่องของท่าน"],
        [42, "email", "sent@example.org", "sent", 1, "case-reply", "Your case"],
        [43, "line", "U0123", "queued", 1, "line-notice", "เรื่อง CP-2569-000001 รับเรื่องแล้ว"],
        [44, "line", "U0456", "failed", 5, "line-chat", "ยกเลิกการแจ้งเรื่องแล้ว"],
      ]);
      expect(rows[0]).toMatchObject({ lastError: "421 try later", body: "ข้อความ", payload: null });
      expect(rows[2]).toMatchObject({ language: "th", replyToken: null, payload: [expect.objectContaining({ type: "flex" })] });
      expect(rows[3]).toMatchObject({ replyToken: "reply-1", body: "ยกเลิกการแจ้งเรื่องแล้ว" });
      expect(rows[2]!.nextAttemptAt).toBeInstanceOf(Date);
      // The id sequence goes on after the moved rows.
      expect(nextId).toBe(45);
    });

    it("leaves a queued message alone until its next attempt is due", async () => {
      const { db } = h().server.database;
      const now = Date.now();
      const id = await queue(db, `later-${h().backend}-${now}@example.org`, "en", now);
      await db.update(outbox).set({ nextAttemptAt: new Date(now + 60_000) }).where(eq(outbox.id, id));
      const transport = await createSmtpTransport(smtp.url);
      try {
        expect(await deliverDue(db, { email: emailTransport(transport) }, now)).toMatchObject({ claimed: 0 });
        expect(await outboxRow(db, id)).toMatchObject({ state: "queued", attempts: 0 });
        expect((await deliverDue(db, { email: emailTransport(transport) }, now + 60_000)).sent).toBeGreaterThanOrEqual(1);
        expect(await outboxRow(db, id)).toMatchObject({ state: "sent", attempts: 1 });
      } finally {
        transport.close();
      }
    });
  },
  { mail: false },
);

describeWithoutBackend("SMTP_URL", () => {
  it("is read from the environment with MAIL_POLL_MS; anything but smtp:// or smtps:// is refused", async () => {
    const { ConfigError, loadConfig } = await import("../src/config");
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailPollMs: 5000 });
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.org:465", MAIL_POLL_MS: "250" })).toMatchObject({
      smtpUrl: "smtps://u:p@mail.example.org:465",
      mailPollMs: 250,
    });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.org" })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL/);
  });
});
