/**
 * Scale-out (issue 10 point 6; docs/architecture.md "Scaling past one machine"): TWO server instances on ONE
 * PostgreSQL database, as behind a load balancer. A session made on one works on the other, a sign-out on one
 * is refused by the other at once, and with both senders running against one real SMTP server every e-mail
 * is delivered exactly once (`FOR UPDATE SKIP LOCKED`); an instance whose idle connections the database closes
 * keeps answering.
 *
 * The two-instance suite is PostgreSQL only (PGlite is one process's database): registered for the PostgreSQL
 * backend that support/backends.ts provides, that is when TEST_DATABASE_URL is set (or CI=true, where a
 * missing TEST_DATABASE_URL fails instead of being skipped). On every backend, two senders in one process
 * share one database and still deliver each message once.
 */
import { inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/database";
import { outbox, emailTemplates } from "../src/db/schema";
import { enqueueEmail } from "../src/mail/outbox";
import { createSmtpTransport, emailTransport } from "../src/mail/sender";
import { OutboxSender, deliverDue } from "../src/outbox/sender";
import { buildServer, type PxServer } from "../src/server";
import { backends } from "./support/backends";
import { ADMIN, SOMCHAI, TEST_TOKEN_SECRET, describeBackends } from "./support/harness";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "./support/smtp";

const BASE = "/pxapi_eoffice/api";
const MESSAGES = 40;

/** Queues `count` password-reset e-mails (the seeded template, or a fallback), due at `now`, in one transaction (as one event causing many e-mails would) and returns ids and recipients. */
async function queueMany(db: Db, tag: string, count = MESSAGES, now = Date.now()): Promise<{ ids: number[]; recipients: string[] }> {
  await db
    .insert(emailTemplates)
    .values([
      { code: "staff-password-reset", language: "th", subject: "รีเซ็ตรหัสผ่าน {{name}}", body: "เรียน {{firstname}} {{lastname}}\n{{signInUrl}}\n" },
      { code: "staff-password-reset", language: "en", subject: "Password reset {{name}}", body: "Dear {{firstname}} {{lastname}}\n{{signInUrl}}\n" },
    ])
    .onConflictDoNothing();
  const recipients = Array.from({ length: count }, (_, i) => `${tag}-${i}-${now}@example.org`);
  const ids = await db.transaction(async (tx) => {
    const queued: number[] = [];
    for (const [i, to] of recipients.entries()) {
      queued.push(
        await enqueueEmail(tx, {
          template: "staff-password-reset",
          to,
          language: i % 2 === 0 ? "th" : "en",
          data: { title: "นาย", firstname: "ทดสอบ", lastname: `${tag}${i}`, name: `${tag}${i}`, signInUrl: "https://eoffice.example.org/sign-in" },
          now,
        }),
      );
    }
    return queued;
  });
  return { ids, recipients };
}

/** Waits until every message is sent, then checks that each recipient got exactly one, at the first attempt. */
async function expectDeliveredOnce(db: Db, smtp: TestSmtpServer, queued: { ids: number[]; recipients: string[] }, senders: OutboxSender[]) {
  await waitUntil("every message to be sent", async () => {
    const rows = await db.select({ state: outbox.state }).from(outbox).where(inArray(outbox.id, queued.ids));
    return rows.every((r) => r.state === "sent");
  });
  // Let a run in progress on either sender finish, so that a late duplicate would have arrived by now.
  await Promise.all(senders.map((sender) => sender.runOnce()));
  for (const to of queued.recipients) {
    expect(smtp.received.filter((m) => m.to.includes(to)), to).toHaveLength(1);
  }
  const ours = smtp.received.filter((m) => m.to.some((t) => queued.recipients.includes(t)));
  expect(new Set(ours.map((m) => m.messageId)).size).toBe(MESSAGES);
  const rows = await db.select().from(outbox).where(inArray(outbox.id, queued.ids));
  expect(rows.map((r) => `${r.state}/${r.attempts}/${r.lastError}`)).toEqual(queued.ids.map(() => "sent/1/null"));
}

describeBackends(
  "two senders on one database",
  (h) => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp?.close());

    it(`deliver each of ${MESSAGES} e-mails exactly once`, async () => {
      const { db } = h().server.database;
      const senders = await Promise.all([1, 2].map(async () => new OutboxSender({ db, transports: { email: emailTransport(await createSmtpTransport(smtp.url)) }, pollMs: 10 })));
      try {
        const queued = await queueMany(db, "pair");
        for (const sender of senders) sender.start();
        await expectDeliveredOnce(db, smtp, queued, senders);
      } finally {
        await Promise.all(senders.map((sender) => sender.stop()));
      }
    });
  },
  { mail: false },
);

for (const backend of backends().filter((b) => b.name === "postgres")) {
  describe("scale-out: two instances on one PostgreSQL database", () => {
    let smtp: TestSmtpServer;
    let a: PxServer;
    let b: PxServer;
    let url: string;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      const database = await backend.create();
      if (database.kind !== "postgres") throw new Error("the PostgreSQL backend made a PGlite database");
      url = database.url;
      const common = {
        database,
        logger: false,
        servePortal: false,
        config: { tokenSecret: TEST_TOKEN_SECRET, smtpUrl: smtp.url, mailPollMs: 25 },
      } as const;
      a = await buildServer({ ...common, seedDemo: true });
      b = await buildServer({ ...common, seedDemo: false });
    });

    afterAll(async () => {
      await a?.app.close();
      await b?.app.close();
      await smtp?.close();
      await backend.dispose();
    });

    const signIn = async (server: PxServer, realm: "staff" | "person", account: { name: string; password: string }) => {
      const res = await server.app.inject({
        method: "POST",
        url: realm === "staff" ? `${BASE}/login` : `${BASE}/v1/person/login`,
        payload: account,
      });
      expect(res.json()).toMatchObject({ success: true, message: "" });
      return String(res.headers["px-auth-token"]);
    };
    const profile = (server: PxServer, token: string): Promise<LightMyRequestResponse> =>
      server.app.inject({ method: "GET", url: `${BASE}/v1/personProfile/-1`, headers: { "px-auth-token": token } });
    const logout = (server: PxServer, token: string) =>
      server.app.inject({ method: "GET", url: `${BASE}/v1/person/logout`, headers: { "px-auth-token": token } });

    it("both instances run their own outbox sender", () => {
      expect(a.outboxSender).toBeDefined();
      expect(b.outboxSender).toBeDefined();
      expect(a.outboxSender).not.toBe(b.outboxSender);
    });

    it("a session made on one instance works on the other, in both realms", async () => {
      for (const [realm, account] of [
        ["person", SOMCHAI],
        ["staff", ADMIN],
      ] as const) {
        const onA = await signIn(a, realm, account);
        expect((await profile(b, onA)).statusCode).toBe(200);
        const onB = await signIn(b, realm, account);
        expect((await profile(a, onB)).statusCode).toBe(200);
      }
    });

    it("a sign-out on one instance is refused (401) by the other at once", async () => {
      const token = await signIn(a, "person", SOMCHAI);
      expect((await profile(b, token)).statusCode).toBe(200);
      expect((await logout(b, token)).statusCode).toBe(200);
      expect((await profile(a, token)).statusCode).toBe(401);
      const other = await signIn(b, "staff", ADMIN);
      expect((await profile(a, other)).statusCode).toBe(200);
      expect((await logout(a, other)).statusCode).toBe(200);
      expect((await profile(b, other)).statusCode).toBe(401);
    });

    it("keeps answering after PostgreSQL closes its idle connections (a restart or fail-over), without crashing", async () => {
      const token = await signIn(a, "person", SOMCHAI);
      expect((await profile(a, token)).statusCode).toBe(200);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'",
        );
        expect(rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await profile(a, token)).statusCode).toBe(200);
      expect((await profile(b, token)).statusCode).toBe(200);
    });

    it(`delivers each of ${MESSAGES} e-mails exactly once while both senders run`, async () => {
      const queued = await queueMany(a.database.db, "bulk");
      await expectDeliveredOnce(b.database.db, smtp, queued, [a.outboxSender!, b.outboxSender!]);
    });

    it("a sender skips a message another instance holds locked instead of waiting for it (SKIP LOCKED)", async () => {
      // Due only tomorrow, so that the polling senders (on today's clock) leave these alone.
      const tomorrow = Date.now() + 24 * 60 * 60 * 1000;
      const { ids } = await queueMany(a.database.db, "locked", 3, tomorrow);
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      const transport = await createSmtpTransport(smtp.url);
      try {
        await other.query("BEGIN");
        await other.query("SELECT id FROM outbox WHERE id = $1 FOR UPDATE", [ids[0]]);
        // Would hang here (until the test times out) if the claim waited for the lock.
        expect(await deliverDue(b.database.db, { email: emailTransport(transport) }, tomorrow)).toMatchObject({ claimed: 2, sent: 2 });
        const [held] = await a.database.db.select().from(outbox).where(inArray(outbox.id, ids.slice(0, 1)));
        expect(held).toMatchObject({ state: "queued", attempts: 0 });
        await other.query("ROLLBACK");
        expect(await deliverDue(a.database.db, { email: emailTransport(transport) }, tomorrow)).toMatchObject({ claimed: 1, sent: 1 });
      } finally {
        transport.close();
        await other.end();
      }
    });
  });
}
